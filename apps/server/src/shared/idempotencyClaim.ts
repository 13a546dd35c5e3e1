import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A save's `Idempotency-Key`, to be written by the first transaction its request begins: the key
 * and the save then commit together or not at all.
 */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  /** The call, `POST /create_transaction`. */
  call: string;
  fingerprint: string;
  /** Written by a transaction of this request: the later ones leave it. */
  written: boolean;
}

/** The key was written by an earlier request: this one's transaction rolls back, its save unmade. */
export class AlreadyClaimed extends Error {
  constructor() {
    super('The Idempotency-Key was claimed by an earlier request');
  }
}

const claims = new AsyncLocalStorage<IdempotencyClaim>();

/** Runs a request's work with its claim, for `inTransaction` to write. */
export function withClaim<T>(claim: IdempotencyClaim, work: () => Promise<T>): Promise<T> {
  return claims.run(claim, work);
}

/** The claim of the request under way, while no transaction of it has written it. */
export function pendingClaim(): IdempotencyClaim | undefined {
  const claim = claims.getStore();
  return claim && !claim.written ? claim : undefined;
}
