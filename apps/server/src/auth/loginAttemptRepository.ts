import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';
import { sqlRows } from '../db/sqlRows';
import { type RecentFailures, THROTTLE } from './loginThrottle';

/**
 * The failures of the last window for this user name and address. A success before the window
 * need not be looked for: every failure in the window came after it.
 */
export async function recentFailures(
  db: Database,
  username: string,
  ip: string,
): Promise<RecentFailures> {
  const [row] = await sqlRows<{
    pair: number;
    since_pair: number | null;
    user_failures: number;
    user_addresses: number;
    address: number;
  }>(
    db,
    sql`with recent as (
          select ${loginAttempts.username} = ${username} as mine, ${loginAttempts.ip} = ${ip} as here,
                 ${loginAttempts.ip} as ip, ${loginAttempts.succeeded} as succeeded,
                 ${loginAttempts.attemptedAt} as at
          from ${loginAttempts}
          where (${loginAttempts.username} = ${username} or ${loginAttempts.ip} = ${ip})
            and ${loginAttempts.attemptedAt} > now() - make_interval(mins => ${THROTTLE.windowMinutes})
        ),
        successes as (
          select coalesce(max(at) filter (where mine and here and succeeded), '-infinity') as pair_ok,
                 coalesce(max(at) filter (where mine and succeeded), '-infinity') as user_ok
          from recent
        )
        select
          count(*) filter (where mine and here and not succeeded and at > pair_ok)::int as pair,
          extract(epoch from now() - max(at) filter (
            where mine and here and not succeeded and at > pair_ok))::float8 as since_pair,
          count(*) filter (where mine and not succeeded and at > user_ok)::int as user_failures,
          count(distinct ip) filter (where mine and not succeeded and at > user_ok)::int as user_addresses,
          count(*) filter (where here and not succeeded)::int as address
        from recent, successes`,
  );
  return {
    pair: Number(row?.pair ?? 0),
    sinceLastPairFailure: row?.since_pair == null ? null : Number(row.since_pair),
    user: Number(row?.user_failures ?? 0),
    userAddresses: Number(row?.user_addresses ?? 0),
    address: Number(row?.address ?? 0),
  };
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
