/** The header an offline client names each save with, so that sending it again records nothing. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A key: what a client makes (a UUID, say), 1 to 128 letters, digits, dashes or underscores. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,128}$/;

export const IDEMPOTENCY_MESSAGES = {
  badKey: `${IDEMPOTENCY_HEADER} must be 1 to 128 letters, digits, dashes or underscores.`,
  keyReused: `This ${IDEMPOTENCY_HEADER} was sent before with another request: make a new key for a new save.`,
  /** The first request of the key recorded its save, but its answer was not kept. */
  alreadyRecorded: 'This save was recorded before; reload to see it.',
} as const;
