import type { Deps } from '../../deps';
import type { JobLog } from '../../jobs/runJob';
import { readAcknowledgements } from './deliveryAcknowledgements';
import { tellAdministrators } from './deliveryAlerts';
import { deliveryMaking } from './deliveryMaking';
import { dueCutoff, scheduleOf } from './deliverySchedule';
import { deliverySending } from './deliverySending';
import { activeSettings, recordRun, type StoredSettings } from './deliverySettingsRepository';
import { DeliveryError } from './transport/deliveryError';

/** The clock the worker reads: tests move it on. */
export type Clock = () => Date;

export interface DeliveryWorkerOptions {
  /** How often each process looks for what is due; null: only when `tick` is called. */
  tickMs: number | null;
  clock?: Clock;
}

/** A party's inbound folder is looked at no more often than this. */
const INBOUND_EVERY_MS = 5 * 60_000;

/**
 * Sends each line's messages by itself. Every server process runs one: at each tick it makes
 * the deliveries the parties' schedules say are due, sends what is due (new ones and retries),
 * tells administrators of deliveries failing for a day, and reads the lines' acknowledgements.
 * Which process does a piece of work is decided in the database (a party's settings row held
 * while its deliveries are made, a delivery leased while it is sent), so each is done once.
 */
export function deliveryWorker(deps: Pick<Deps, 'db' | 'config'>, options: DeliveryWorkerOptions) {
  const clock = options.clock ?? (() => new Date());
  const make = deliveryMaking(deps);
  const sending = deliverySending(deps);
  const inboundLookedAt = new Map<number, number>();
  let log: JobLog = { error: () => undefined };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  /** Makes a party's due deliveries and keeps the run and its problem. */
  async function makeDue(row: StoredSettings, cutoff: Date, now: Date, by: number | null) {
    const made = await make(row, cutoff, by);
    const problem = made.problems.length ? made.problems.join(' ') : null;
    if (
      row.settings.scheduleKind !== 'after' ||
      made.deliveries.length > 0 ||
      problem !== row.problem
    )
      await recordRun(deps.db, row.party.id, { lastRunAt: now, problem });
    return made;
  }

  async function tick(now = clock()): Promise<void> {
    for (const row of await activeSettings(deps.db)) {
      const since = row.lastRunAt ?? row.settings.deliverFrom;
      const cutoff = dueCutoff(scheduleOf(row.settings), now, since);
      if (cutoff) await makeDue(row, cutoff, now, null);
    }
    await sending.sendDue(now);
    await tellAdministrators(deps, now);
    for (const row of await activeSettings(deps.db)) {
      if (row.settings.channel !== 'sftp' || !row.settings.inboundFolder) continue;
      const since = now.getTime() - (inboundLookedAt.get(row.party.id) ?? 0);
      // A clock set back (a test's) looks again rather than waiting for the old time.
      if (since >= 0 && since < INBOUND_EVERY_MS) continue;
      inboundLookedAt.set(row.party.id, now.getTime());
      try {
        await readAcknowledgements(deps, row);
      } catch (error) {
        // The line's server away: its acknowledgements are read at a later look.
        if (!(error instanceof DeliveryError)) throw error;
      }
    }
  }

  /** One tick at a time in a process; a fault is logged and the next tick tries again. */
  function tickSafely(now?: Date): Promise<void> {
    running ??= tick(now)
      .catch((error: unknown) => log.error({ err: error }, 'EDI delivery failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const schedule = () => {
    if (stopped || options.tickMs === null) return;
    timer = setTimeout(() => {
      void tickSafely().then(schedule);
    }, options.tickMs);
    timer.unref();
  };

  return {
    makeDue,
    sending,
    /** Runs one tick now (tests, and the schedule's timer). */
    tick: (now?: Date) => tick(now),
    begin(logTo: JobLog) {
      log = logTo;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type DeliveryWorker = ReturnType<typeof deliveryWorker>;
