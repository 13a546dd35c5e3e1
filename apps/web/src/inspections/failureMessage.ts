import { CallError } from '../api/client';

/**
 * What a failed inspection call tells the surveyor: the server's own message when it answered,
 * else the screen's (its 'Check console for details' points at the error logged here).
 */
export function failureMessage(error: unknown, fallback: string): string {
  console.error(error);
  return error instanceof CallError && error.status !== 0 && error.message
    ? error.message
    : fallback;
}
