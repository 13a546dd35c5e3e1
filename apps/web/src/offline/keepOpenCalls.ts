import { api } from '@quaybook/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../api/client';
import { referenceQuery } from '../reference/referenceLists';
import { forgetCallsBut, keepCall } from './keptCalls';

/**
 * A call listing more containers than this (a big discharge list runs to 200,000) is kept on the
 * tablet only as the pages seen online: the whole of it would not fit a tablet's store.
 */
export const CALL_ROWS_KEPT = 5_000;
/** The newest open calls kept: a depot works a few dozen calls at most at any time. */
export const CALLS_KEPT = 20;
const FIRST_PAGE = 500;
const list = api.advanceContainerList.list;

/**
 * Keeps every container of the newest open calls' advance lists (calls not yet sailed), so the Advanced
 * Container List lists and finds them without a network, even for a call not opened online.
 * Calls are asked one after the other, a small one in a single page; a call that fails keeps what
 * it had, and a call that has sailed is forgotten.
 */
export async function keepOpenCalls(queryClient: QueryClient, userId: number): Promise<void> {
  const calls = await queryClient.fetchQuery(referenceQuery('activeVcns'));
  const open = calls
    .map((row) => row.vcnID)
    .filter((id) => id > 0)
    .sort((a, b) => b - a)
    .slice(0, CALLS_KEPT);
  await forgetCallsBut(userId, new Set(open));
  for (const vcnID of open) {
    try {
      const first = await call(list, {
        params: { vcnID },
        query: { page: 1, pageSize: FIRST_PAGE },
      });
      const total = first.extra?.total ?? first.data.length;
      if (total > CALL_ROWS_KEPT) continue;
      const rows =
        total <= first.data.length
          ? first.data
          : (await call(list, { params: { vcnID }, query: {} })).data;
      await keepCall(userId, vcnID, rows);
    } catch {
      // Kept as it was: the next pass asks again.
    }
  }
}
