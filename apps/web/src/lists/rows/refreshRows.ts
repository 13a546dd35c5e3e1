import type { QueryClient } from '@tanstack/react-query';
import { referenceQuery } from '../../reference/referenceLists';
import type { EntityListDescriptor } from '../descriptor';

/** After a save or delete: reload the list and every cached list built from the same rows. */
export async function refreshRows<Row>(
  queryClient: QueryClient,
  descriptor: EntityListDescriptor<Row>,
  queryKey: readonly unknown[],
): Promise<void> {
  const keys = [queryKey, ...(descriptor.refreshes ?? []).map((n) => referenceQuery(n).queryKey)];
  await Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: key })));
}
