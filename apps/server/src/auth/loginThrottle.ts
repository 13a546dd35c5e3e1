import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';
import { sqlRows } from '../db/sqlRows';

/**
 * Sign-in is throttled per user name AND address: guessing one user's password from one address
 * is slowed, then refused, while that user signing in from anywhere else is not. Two ceilings,
 * high enough that only an attack reaches them, stop what one pair cannot see: one user's
 * password guessed from many addresses, and many user names tried from one address.
 */
export const THROTTLE = {
  /** Failures older than this no longer count. */
  windowMinutes: 15,
  /** Failures of one user name from one address before each next try must wait. */
  slowAfter: 3,
  /** The wait after the `slowAfter`-th failure, doubling with each one after it… */
  firstWaitSeconds: 2,
  /** …up to this. */
  longestWaitSeconds: 60,
  /** Failures of one user name from one address that refuse that pair for the window. */
  perUserAndAddress: 10,
  /** Failures of one user name from every address that refuse it from everywhere (logged). */
  perUser: 100,
  /** Failures from one address, whatever the user names, that refuse it for every name (logged). */
  perAddress: 100,
};

/** What the attempts of the last window say about one user name and address. */
interface RecentFailures {
  /** Failures of this name from this address since its last success from there. */
  pair: number;
  /** Seconds since the last of those failures (null when there is none). */
  sinceLastPairFailure: number | null;
  /** Failures of this name from every address since its last success from any. */
  user: number;
  /** The addresses those came from. */
  userAddresses: number;
  /** Failures from this address, whatever the name. */
  address: number;
}

/** Why an attempt is refused before its password is checked, and how long to wait. */
type Refusal =
  | { reason: 'slowed'; waitSeconds: number }
  | { reason: 'pair' | 'user' | 'address'; waitSeconds: number };

/** The wait the pair's failures ask before its next try, in seconds. */
function pairWaitSeconds(failures: number): number {
  if (failures < THROTTLE.slowAfter) return 0;
  const doubled = THROTTLE.firstWaitSeconds * 2 ** (failures - THROTTLE.slowAfter);
  return Math.min(doubled, THROTTLE.longestWaitSeconds);
}

/** Whether an attempt may go on to its password, from the failures before it. */
export function refusalOf(recent: RecentFailures): Refusal | undefined {
  const window = THROTTLE.windowMinutes * 60;
  if (recent.user >= THROTTLE.perUser) return { reason: 'user', waitSeconds: window };
  if (recent.address >= THROTTLE.perAddress) return { reason: 'address', waitSeconds: window };
  if (recent.pair >= THROTTLE.perUserAndAddress) return { reason: 'pair', waitSeconds: window };
  const wait =
    pairWaitSeconds(recent.pair) - (recent.sinceLastPairFailure ?? Number.POSITIVE_INFINITY);
  return wait > 0 ? { reason: 'slowed', waitSeconds: Math.ceil(wait) } : undefined;
}

/** What a refused attempt is told: how long to wait, in the unit a person reads best. */
export function throttledMessage(refusal: Refusal): string {
  const wait =
    refusal.waitSeconds < 120
      ? `${refusal.waitSeconds} seconds`
      : `${Math.ceil(refusal.waitSeconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

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
