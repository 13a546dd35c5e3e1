import { createHash } from 'node:crypto';
import {
  type Endpoint,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY,
  IDEMPOTENCY_MESSAGES,
} from '@quaybook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AlreadyClaimed, withClaim } from '../shared/idempotencyClaim';
import { ApiError } from './errors';
import type { ReceivedFile } from './fileParts';
import { findIdempotencyKey, keepIdempotentAnswer } from './idempotencyRepository';

/** How long a request waits for the answer of the one of its key still answering. */
const ANSWER_WAIT_MS = 10_000;

/** What a request sent, as it was read: a key sent again must come with the same. */
interface Sent {
  params: unknown;
  query: unknown;
  body: unknown;
  files: readonly ReceivedFile[];
}

function fingerprintOf(call: string, sent: Sent): string {
  const files = sent.files.map((file) => [file.field, file.filename, file.size]);
  return createHash('sha256')
    .update(JSON.stringify([call, sent.params, sent.query, sent.body, files]))
    .digest('base64url');
}

/** The request's key, when it sends one; a malformed one is refused before anything is read. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const sent = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (sent === undefined) return undefined;
  if (typeof sent !== 'string' || !IDEMPOTENCY_KEY.test(sent))
    throw new ApiError(400, IDEMPOTENCY_MESSAGES.badKey);
  return sent;
}

/**
 * Saves of a call declared `idempotent` made once per key: the key is written in the save's own
 * transaction (`inTransaction`), and the answer kept just after. A request of a key already
 * saved records nothing and is answered as the first was; one sent while the first is still
 * under way waits for it (the key's row is held by its transaction) and then does the same.
 */
export function idempotentSaves(db: Database) {
  const find = (userId: number, key: string) => findIdempotencyKey(db, userId, key);

  /** The first request's answer, waiting a little for one still being written. */
  async function earlierAnswer(userId: number, key: string, fingerprint: string) {
    const end = Date.now() + ANSWER_WAIT_MS;
    for (;;) {
      const row = await find(userId, key);
      if (row && row.fingerprint !== fingerprint)
        throw new ApiError(422, IDEMPOTENCY_MESSAGES.keyReused);
      if (row?.answer != null) return row.answer;
      if (!row || Date.now() > end) throw new ApiError(409, IDEMPOTENCY_MESSAGES.alreadyRecorded);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return async function once(
    endpoint: Endpoint,
    userId: number,
    key: string,
    sent: Sent,
    reply: FastifyReply,
    answer: () => Promise<unknown>,
  ): Promise<unknown> {
    const call = `${endpoint.method} ${endpoint.path}`;
    const fingerprint = fingerprintOf(call, sent);
    const replay = async () => {
      const body = await earlierAnswer(userId, key, fingerprint);
      reply.header('idempotent-replayed', 'true');
      return body;
    };
    if (await find(userId, key)) return replay();
    const claim = { userId, key, call, fingerprint, written: false };
    let body: unknown;
    try {
      body = await withClaim(claim, answer);
    } catch (error) {
      if (error instanceof AlreadyClaimed) return replay();
      // Refused for what a request of the same key saved meanwhile (its record now exists, and
      // this one checked before the key was written): that save is the answer.
      if (error instanceof ApiError && error.statusCode < 500 && (await find(userId, key)))
        return replay();
      throw error;
    }
    if (claim.written) await keepIdempotentAnswer(db, userId, key, body);
    return body;
  };
}

export type IdempotentSaves = ReturnType<typeof idempotentSaves>;
