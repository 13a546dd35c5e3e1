import { type EntityEndpoints, type ListQuery, listRequest, pageInfo } from '@quaybook/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { queryKeys } from '../../queryKeys';
import { referenceNameOf, referenceQuery } from '../../reference/referenceLists';
import type { ListRow, ListScreen } from '../listScreen';

/** What a list is asked for: its filters' values, and a paged list's page, search and sort. */
export type ListAsk = ListQuery & Record<string, string | number | undefined>;

/** A page of rows, and how many rows match on every page. */
interface RowsPage<Row> {
  rows: Row[];
  total: number;
  /** The answer's fourth element, for screens that read more than the total from it. */
  extra: unknown;
}

/** Asks the list call; a paged answer's fourth element counts the rows on every page. */
export async function fetchRows<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  ask: ListAsk,
): Promise<RowsPage<ListRow<E>>> {
  const reply = await call(screen.entity.endpoints.list, listRequest(screen.entity, ask));
  // The list call of an entity answers its rows: RowOf is the element type of that answer.
  const rows = reply.data as ListRow<E>[];
  const paged = pageInfo.safeParse(reply.extra);
  return { rows, total: paged.success ? paged.data.total : rows.length, extra: reply.extra };
}

/** The query of a list asked for with these values, under the list's key. */
export function rowsQuery<E extends EntityEndpoints>(screen: ListScreen<E>, ask: ListAsk) {
  return queryOptions({
    queryKey: queryKeys.list(screen.entity.endpoints.list.path, ask),
    queryFn: () => fetchRows(screen, ask),
  });
}

/** The cached reference list a browser-paged list's rows are shared with, if any. */
const sharedReference = (screen: ListScreen) =>
  screen.entity.reference && !screen.filters && screen.paging !== 'server'
    ? referenceQuery(referenceNameOf(screen.entity.reference))
    : undefined;

/**
 * Every row of a browser-paged list, asked for with its filters' values: shared with its cached
 * reference list when it has one, so a save refreshes the selects that offer the rows too.
 */
export function allRowsQuery<E extends EntityEndpoints>(screen: ListScreen<E>, filters: ListAsk) {
  const plain = queryOptions({
    queryKey: queryKeys.list(screen.entity.endpoints.list.path, filters),
    queryFn: async () => (await fetchRows(screen, filters)).rows,
  });
  // The reference list is the entity's own list call, cached under the list's reference name.
  return (sharedReference(screen) as unknown as typeof plain | undefined) ?? plain;
}

/** The key a save or delete refreshes: the list's, or the reference list it is shared with. */
export const refreshKey = (screen: ListScreen): readonly unknown[] =>
  sharedReference(screen)?.queryKey ?? queryKeys.list(screen.entity.endpoints.list.path);

/**
 * The rows a list screen asks for first when they are known before its code has loaded: every
 * row of a browser-paged list without filters. None for a screen with filters (it waits for
 * them to be applied) or a server-paged one (its page, search and sort come with the screen).
 */
export function openingRowsQuery<E extends EntityEndpoints>(screen: ListScreen<E>) {
  if (screen.filters || screen.paging === 'server') return undefined;
  return allRowsQuery(screen, {});
}
