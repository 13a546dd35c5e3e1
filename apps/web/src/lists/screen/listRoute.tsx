import { lazy, type ReactElement } from 'react';
import type { ListScreen } from '../listScreen';
import type { ListScreenView as GenericView } from './ListScreenView';

// React.lazy drops the type parameter; the loaded component is the generic one.
const ListScreenView = lazy(() =>
  import('./ListScreenView').then((m) => ({ default: m.ListScreenView })),
) as unknown as typeof GenericView;

/** The route of a declared list screen, shown on the shared screen, loaded on first visit. */
export function listRoute(screen: ListScreen): { path: string; element: ReactElement } {
  return { path: screen.route, element: <ListScreenView key={screen.route} screen={screen} /> };
}
