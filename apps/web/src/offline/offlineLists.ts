import type { QueryClient } from '@tanstack/react-query';
import { type ReferenceName, referenceQuery } from '../reference/referenceLists';

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

/** Brings every list the entry needs offline up to date; a list that fails keeps what it had. */
export function keepOfflineLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.allSettled(
    OFFLINE_LISTS.map((name) => queryClient.prefetchQuery(referenceQuery(name))),
  );
}
