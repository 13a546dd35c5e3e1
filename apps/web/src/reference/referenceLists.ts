import {
  type ReferenceList,
  type ReferenceName,
  type RowOf,
  referenceLists,
} from '@quaybook/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/client';
import { queryKeys } from '../queryKeys';
import { readCache, registerCacheKey, writeCache } from './referenceCache';

export type { ReferenceName };
export { referenceLists };

for (const list of Object.values(referenceLists)) registerCacheKey(list.storageKey);

/** A row of a reference list. */
export type ReferenceRow<N extends ReferenceName> = RowOf<(typeof referenceLists)[N]['endpoint']>;

/** The list's 'Select …' entry, with id 0 (or a blank code), as the older client's screens read it. */
export function placeholderOf(list: ReferenceList): Record<string, unknown> {
  return { [list.id]: list.emptyId ?? 0, [list.label]: list.placeholder };
}

/**
 * The query for a reference list: shown at once from local storage, refreshed from the server,
 * and written back to local storage whenever it is fetched.
 */
export function referenceQuery<N extends ReferenceName>(name: N) {
  const list = referenceLists[name] as ReferenceList;
  const placeholder = placeholderOf(list);
  const isPlaceholder = (row: unknown) =>
    (row as Record<string, unknown>)[list.id] === placeholder[list.id];
  return queryOptions({
    queryKey: queryKeys.reference(name),
    queryFn: async () => {
      const { data } = await call(list.endpoint, {});
      const rows = data as ReferenceRow<N>[];
      writeCache(list.storageKey, rows, placeholder as Partial<ReferenceRow<N>>);
      return rows;
    },
    // Read from local storage only when the query is first made, not on every render that
    // names it (every select cell of an open row does).
    initialData: () => readCache<ReferenceRow<N>>(list.storageKey, isPlaceholder),
    initialDataUpdatedAt: 0,
  });
}

/** The name a declared reference list is registered under. */
export function referenceNameOf(list: ReferenceList): ReferenceName {
  const found = (Object.keys(referenceLists) as ReferenceName[]).find(
    (name) => referenceLists[name].storageKey === list.storageKey,
  );
  if (!found) throw new Error(`The reference list ${list.storageKey} is not registered`);
  return found;
}
