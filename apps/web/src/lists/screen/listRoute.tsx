import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactElement } from 'react';
import type { ListScreen } from '../listScreen';
import { openingRowsQuery } from '../query/listQuery';
import type { ListScreenView as GenericView } from './ListScreenView';

// React.lazy drops the type parameter; the loaded component is the generic one.
const ListScreenView = lazy(() =>
  import('./ListScreenView').then((m) => ({ default: m.ListScreenView })),
) as unknown as typeof GenericView;

/**
 * A list screen opened: its rows are asked for at once, while the screen's code loads, rather
 * than after it has (the two travel side by side; the screen's own query then finds them).
 */
function ListEntry({ screen }: { screen: ListScreen }) {
  const client = useQueryClient();
  const opening = openingRowsQuery(screen);
  // As TanStack's usePrefetchQuery does: in render, once, before the lazy screen suspends.
  if (opening && !client.getQueryState(opening.queryKey)) void client.prefetchQuery(opening);
  return <ListScreenView screen={screen} />;
}

/** The route of a declared list screen, shown on the shared screen, loaded on first visit. */
export function listRoute(screen: ListScreen): { path: string; element: ReactElement } {
  return { path: screen.route, element: <ListEntry key={screen.route} screen={screen} /> };
}
