import type { QueryClient } from '@tanstack/react-query';
import {
  type ReferenceName,
  type ReferenceRow,
  referenceLists,
  referenceQuery,
} from '../../reference/referenceLists';

/** The entry of a cached reference list with this id, if it is loaded and has one. */
export type ReferenceLookup = <N extends ReferenceName>(
  name: N,
  id: unknown,
) => ReferenceRow<N> | undefined;

/**
 * Looks up entries in the reference lists already in the query cache: a select shows its list
 * before anyone can choose from it, so the chosen entry is always there.
 */
export function referenceLookup(queryClient: QueryClient): ReferenceLookup {
  return (name, id) => {
    if (id === null || id === undefined || id === '') return undefined;
    const rows = queryClient.getQueryData(referenceQuery(name).queryKey) as
      | Record<string, unknown>[]
      | undefined;
    const key = referenceLists[name].id as string;
    return rows?.find((row) => String(row[key]) === String(id)) as never;
  };
}
