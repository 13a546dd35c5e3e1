import type { DeliveryFailure } from '@quaybook/contract';

/**
 * Why a file did not reach the line: what failed (so the screen can say what to mend) and the
 * remote side's own words. The detail never holds a password or a key.
 */
export class DeliveryError extends Error {
  constructor(
    readonly failure: DeliveryFailure,
    readonly detail: string,
  ) {
    super(`${failure}: ${detail}`);
    this.name = 'DeliveryError';
  }
}
