import { lazy, type ReactElement } from 'react';
import type { EntityListDescriptor } from '../descriptor';
import type { ListScreen as GenericScreen } from './ListScreen';

// React.lazy drops the type parameter; the loaded component is the generic one.
const ListScreen = lazy(() =>
  import('./ListScreen').then((m) => ({ default: m.ListScreen })),
) as unknown as typeof GenericScreen;

/** A route showing a master list on the shared list screen. */
export function listRoute<Row>(
  path: string,
  descriptor: EntityListDescriptor<Row>,
): { path: string; element: ReactElement } {
  return { path, element: <ListScreen key={path} descriptor={descriptor} /> };
}
