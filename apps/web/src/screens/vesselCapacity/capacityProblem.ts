import { CallError, VESSEL_CAPACITY_MESSAGES as MESSAGES } from '@quaybook/contract';

/** An answer that is not the summary's shape. */
export class UnparsableAnswer extends Error {}

/**
 * Why a lookup shows no grid, in the spec's words (002 §8): the server's own message ('No data
 * found', a refused booking number), 'Unable to parse response' for an answer of another shape,
 * else 'Error fetching vessel capacity'.
 */
export function lookupProblem(error: unknown): string {
  if (error instanceof UnparsableAnswer) return MESSAGES.unparsable;
  if (error instanceof CallError && error.status !== 0 && error.message) return error.message;
  return MESSAGES.failed;
}
