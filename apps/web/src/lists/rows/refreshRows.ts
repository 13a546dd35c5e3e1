import type { QueryClient } from '@tanstack/react-query';
import { referenceQuery } from '../../reference/referenceLists';
import type { ListScreen } from '../listScreen';

/** After a save or delete: reload the list and every cached list built from the same rows. */
export async function refreshRows(
  queryClient: QueryClient,
  screen: Pick<ListScreen, 'refreshes'>,
  queryKey: readonly unknown[],
): Promise<void> {
  const keys = [queryKey, ...(screen.refreshes ?? []).map((n) => referenceQuery(n).queryKey)];
  await Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: key })));
}
