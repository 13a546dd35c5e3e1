import type { QueryClient } from '@tanstack/react-query';
import { referenceNameOf, referenceQuery } from '../../reference/referenceLists';
import type { ListScreen } from '../listScreen';

/**
 * After a save or delete: reload the list and every cached list built from the same rows, the
 * entity's own reference list among them (the selects that offer its rows), which a
 * server-paged or filtered list does not share its rows with.
 */
export async function refreshRows(
  queryClient: QueryClient,
  screen: Pick<ListScreen, 'refreshes' | 'entity'>,
  queryKey: readonly unknown[],
): Promise<void> {
  const { reference } = screen.entity;
  const names = [...(reference ? [referenceNameOf(reference)] : []), ...(screen.refreshes ?? [])];
  const keys = [queryKey, ...names.map((name) => referenceQuery(name).queryKey)];
  await Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: key })));
}
