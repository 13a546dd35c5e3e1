import type { QueryClient } from '@tanstack/react-query';
import { type ReferenceName, referenceQuery } from '../reference/referenceLists';
import { keepOpenCalls } from './keepOpenCalls';

/**
 * The reference lists a surveyor's entry needs, fetched whenever the app runs online: each is then
 * kept in the browser, so the entry screens offer and check them without a network.
 */
export const OFFLINE_LISTS: readonly ReferenceName[] = [
  'linkParties',
  'vessels',
  'voyages',
  'activeVcns',
  'movements',
  'locations',
  'cfs',
  'ports',
  'isoCodes',
  'components',
  'damages',
  'repairs',
  'transporters',
  'clearingAgents',
];

/** When this tab last brought the lists up to date, so that each page load does not ask again. */
const KEPT_AT = 'offline-lists-kept-at';
const KEEP_EVERY_MS = 15 * 60_000;

/**
 * Brings every list the entry needs offline up to date, then the open calls' advance lists, at
 * most every quarter of an hour in a tab; a list that fails keeps what it had.
 */
export async function keepOfflineLists(
  queryClient: QueryClient,
  userId: number,
  now = Date.now(),
): Promise<void> {
  const last = Number(sessionStorage.getItem(KEPT_AT));
  if (last && now - last < KEEP_EVERY_MS) return;
  sessionStorage.setItem(KEPT_AT, String(now));
  await Promise.allSettled(
    OFFLINE_LISTS.map((name) => queryClient.prefetchQuery(referenceQuery(name))),
  );
  await keepOpenCalls(queryClient, userId).catch(() => undefined);
}
