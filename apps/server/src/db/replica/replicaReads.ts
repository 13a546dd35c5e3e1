import type { ReplicaStats } from '@quaybook/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { readMarks } from '../schema';
import { sqlRows } from '../sqlRows';
import { inReadContext, readContext } from './readContext';

/** How far behind the replica may be, and how long a read waits for it. */
export interface ReplicaSettings {
  /** A replica further behind the primary than this serves no reads until it catches up. */
  maxLagMs: number;
  /** How long a read waits for the replica to replay what its caller must see, before it reads the primary instead. */
  waitMs: number;
  /** How often the replica's lag is measured. */
  checkEveryMs: number;
  /**
   * Refuse (throw after it) a call declared to read on the replica that wrote: its reads may
   * have been a moment old. The tests run so, to keep the declarations true.
   */
  strict?: boolean;
}

/** Where the calls' reads go when there is a replica (DATABASE_REPLICA_URL). */
export interface ReplicaReads {
  /**
   * Runs one call. A call declared to read on the replica reads there once the replica has
   * replayed the caller's last write and every write of this process; when it has not within
   * `waitMs`, or it lags more than `maxLagMs`, or cannot be reached, the call reads the primary.
   * Writes always go to the primary; a call that wrote leaves its caller's mark.
   */
  run<T>(
    reads: 'replica' | 'primary',
    userId: number | undefined,
    work: () => Promise<T>,
  ): Promise<T>;
  /** To be called when a statement that may have written finished on the primary. */
  written(): void;
  stats(): ReplicaStats;
  /** Tells `listener` the replica's state now, then each time it changes (caught up, behind, unreachable). */
  follow(listener: (stats: ReplicaStats) => void): void;
  /** Measures the lag now (the process does every `checkEveryMs`). */
  check(): Promise<ReplicaStats>;
  stop(): void;
}

/** A log position beyond every other: what a server that is not a standby has replayed. */
const EVERYTHING = 2n ** 64n;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The log position of `pg_lsn` expression `lsn`, in bytes, as text (bigint needs no rounding). */
const bytes = (lsn: ReturnType<typeof sql>) => sql`((${lsn}) - '0/0'::pg_lsn)::bigint::text`;

/** How far the primary has written its log. */
async function primaryPosition(primary: Database): Promise<bigint> {
  const [row] = await sqlRows<{ at: string }>(
    primary,
    sql`select ${bytes(sql`pg_current_wal_lsn()`)} as at`,
  );
  return BigInt(row?.at ?? 0);
}

/**
 * How far the replica has replayed the primary's log (everything, if it is no standby), and how
 * long ago its last replayed commit was made, in milliseconds.
 */
async function replayOf(replica: Database): Promise<{ at: bigint; sinceMs: number | null }> {
  const [row] = await sqlRows<{ at: string | null; standby: boolean; since: number | null }>(
    replica,
    sql`select ${bytes(sql`pg_last_wal_replay_lsn()`)} as at, pg_is_in_recovery() as standby,
               extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000 as since`,
  );
  return {
    at: row?.standby === false ? EVERYTHING : BigInt(row?.at ?? 0),
    sinceMs: row?.since === null || row?.since === undefined ? null : Number(row.since),
  };
}

export function replicaReads(
  databases: { primary: Database; replica: Database },
  settings: ReplicaSettings,
): ReplicaReads {
  let onState: (stats: ReplicaStats) => void = () => undefined;
  const { primary, replica } = databases;
  const stats: ReplicaStats = {
    state: 'unreachable',
    lagMs: null,
    maxLagMs: 0,
    reads: { replica: 0, primary: 0 },
    waits: { count: 0, totalMs: 0, maxMs: 0 },
  };
  // Every write this process finished is at or before `floor`, once `fetching` has settled;
  // `floorUnknown` when the last attempt to learn it failed.
  let floor = 0n;
  let fetching: Promise<void> | undefined;
  let again = false;
  let floorUnknown = false;
  let replayed = 0n;
  let asking: Promise<bigint> | undefined;

  /** Learns the primary's log position after a write finished: one question for a burst of them. */
  function followWrite() {
    if (fetching !== undefined) {
      // The question in flight may have been asked before this write finished.
      again = true;
      return;
    }
    fetching = (async () => {
      do {
        again = false;
        try {
          const at = await primaryPosition(primary);
          if (at > floor) floor = at;
          floorUnknown = false;
        } catch {
          floorUnknown = true;
        }
      } while (again);
    })().finally(() => {
      fetching = undefined;
    });
  }

  /** Where the replica's replay is, asked once for every read waiting on it at the time. */
  function replayNow(): Promise<bigint> {
    asking ??= (async () => {
      try {
        const { at } = await replayOf(replica);
        if (at > replayed) replayed = at;
        return replayed;
      } finally {
        asking = undefined;
      }
    })();
    return asking;
  }

  /** The log position the caller must see: their last write's, and this process's. */
  async function needed(userId: number | undefined): Promise<bigint> {
    await fetching;
    if (floorUnknown) throw new Error('the log position of this process’s writes is not known');
    if (userId === undefined) return floor;
    const [row] = await sqlRows<{ mark: string | null }>(
      primary,
      sql`select ${readMarks.walBytes}::text as mark from ${readMarks} where ${readMarks.userId} = ${userId}`,
    );
    const mark = row?.mark ? BigInt(row.mark) : 0n;
    return mark > floor ? mark : floor;
  }

  /** Whether the replica has replayed `position` within `waitMs`. */
  async function replays(position: bigint): Promise<boolean> {
    if (replayed >= position) return true;
    const started = performance.now();
    let caughtUp = false;
    for (;;) {
      if ((await replayNow()) >= position) {
        caughtUp = true;
        break;
      }
      const waited = performance.now() - started;
      if (waited >= settings.waitMs) break;
      await sleep(Math.min(5, settings.waitMs - waited));
    }
    const waitedMs = performance.now() - started;
    stats.waits.count += 1;
    stats.waits.totalMs += waitedMs;
    stats.waits.maxMs = Math.max(stats.waits.maxMs, waitedMs);
    return caughtUp;
  }

  async function readsFor(userId: number | undefined): Promise<Database> {
    if (stats.state !== 'caught up') return primary;
    try {
      return (await replays(await needed(userId))) ? replica : primary;
    } catch {
      // The replica or the primary did not answer the question: the primary answers the call.
      return primary;
    }
  }

  async function markWrite(userId: number) {
    await primary
      .insert(readMarks)
      .values({ userId, walBytes: sql`(pg_current_wal_lsn() - '0/0'::pg_lsn)::bigint` })
      .onConflictDoUpdate({
        target: readMarks.userId,
        set: {
          walBytes: sql`greatest(${readMarks.walBytes}, excluded.wal_bytes)`,
          writtenAt: sql`now()`,
        },
      });
  }

  async function check(): Promise<ReplicaStats> {
    const before = stats.state;
    try {
      // The primary's position first: a replica that has replayed it is at most this old.
      const head = await primaryPosition(primary);
      const { at, sinceMs } = await replayOf(replica);
      if (at > replayed) replayed = at;
      // Behind, it holds every commit up to its last replayed one: no older than that.
      const lag = at >= head ? 0 : Math.max(0, sinceMs ?? Infinity);
      stats.lagMs = Number.isFinite(lag) ? Math.round(lag) : null;
      if (Number.isFinite(lag)) stats.maxLagMs = Math.max(stats.maxLagMs, Math.round(lag));
      stats.state = lag > settings.maxLagMs ? 'behind' : 'caught up';
    } catch {
      stats.state = 'unreachable';
      stats.lagMs = null;
    }
    if (stats.state !== before) onState(structuredClone(stats));
    return stats;
  }

  const timer = setInterval(() => void check(), settings.checkEveryMs);
  timer.unref();

  return {
    async run(reads, userId, work) {
      const target = reads === 'replica' ? await readsFor(userId) : primary;
      if (reads === 'replica') stats.reads[target === replica ? 'replica' : 'primary'] += 1;
      const context = { reads: target, wrote: false };
      try {
        return await inReadContext(context, work);
      } finally {
        if (context.wrote && userId !== undefined)
          // The write is committed and answered either way; without its mark another process
          // may answer this user's next read from a replica a moment behind.
          await markWrite(userId).catch(() => undefined);
        if (context.wrote && reads === 'replica' && settings.strict)
          // biome-ignore lint/correctness/noUnsafeFinally: the declaration is wrong whatever the call answered.
          throw new Error('A call declared to read on the replica wrote to the primary');
      }
    },
    written() {
      followWrite();
      const context = readContext();
      if (context) context.wrote = true;
    },
    stats: () => structuredClone(stats),
    follow(listener) {
      onState = listener;
      listener(structuredClone(stats));
    },
    check,
    stop: () => clearInterval(timer),
  };
}
