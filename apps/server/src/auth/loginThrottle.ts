import { and, count, eq, gt, lt, max, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';

export const THROTTLE = {
  windowMinutes: 15,
  /** Failed attempts for one user name, counted since its last successful sign-in. */
  perUsername: 5,
  /** Failed attempts from one address, whatever the user name, to stop spraying. */
  perAddress: 20,
};

const since = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** Whether sign-in for this user name or address is paused after too many failures. */
export async function isThrottled(db: Database, username: string, ip: string): Promise<boolean> {
  const windowStart = since(THROTTLE.windowMinutes);
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, true)));
  const [byUser] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, windowStart),
        lastSuccess?.at ? gt(loginAttempts.attemptedAt, lastSuccess.at) : undefined,
      ),
    );
  if (Number(byUser?.n ?? 0) >= THROTTLE.perUsername) return true;
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, windowStart),
      ),
    );
  return Number(byAddress?.n ?? 0) >= THROTTLE.perAddress;
}

export async function recordAttempt(
  db: Database,
  username: string,
  ip: string,
  succeeded: boolean,
) {
  await db.insert(loginAttempts).values({ username, ip, succeeded });
  // Old attempts of this name or address no longer count; keep the table small.
  await db
    .delete(loginAttempts)
    .where(
      and(
        or(eq(loginAttempts.username, username), eq(loginAttempts.ip, ip)),
        lt(loginAttempts.attemptedAt, sql`now() - interval '1 day'`),
      ),
    );
}
