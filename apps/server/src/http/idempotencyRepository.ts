import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/** How long a key is kept: far longer than a tablet stays offline between syncs. */
const KEPT_DAYS = 30;

const keyIs = (userId: number, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** The user's save of this key, if one was recorded. */
export async function findIdempotencyKey(db: Database, userId: number, key: string) {
  const [row] = await db.select().from(idempotencyKeys).where(keyIs(userId, key));
  return row;
}

/** Keeps the answer of the key's save, and forgets the keys past their time. */
export async function keepIdempotentAnswer(
  db: Database,
  userId: number,
  key: string,
  answer: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ answer: answer as object })
    .where(keyIs(userId, key));
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${KEPT_DAYS})`));
}
