import type { Deps } from '../../deps';
import type { JobLog } from '../../jobs/runJob';
import { readAcknowledgements } from './deliveryAcknowledgements';
import { tellAdministrators } from './deliveryAlerts';
import { deliveryMaking } from './deliveryMaking';
import { dueDeliveries } from './deliveryRepository';
import { dueCutoff, scheduleOf } from './deliverySchedule';
import { deliverySending } from './deliverySending';
import { activeSettings, recordRun, type StoredSettings } from './deliverySettingsRepository';
import { DeliveryError } from './transport/deliveryError';

/** The clock the worker reads: tests move it on. */
export type Clock = () => Date;

export interface DeliveryWorkerOptions {
  /**
   * How often each process asks for a look for what is due; null: never by itself, only when
   * `tick` is called (tests and the bench, which move the clock on).
   */
  tickMs: number | null;
  clock?: Clock;
}

/** A party's inbound folder is looked at no more often than this. */
const INBOUND_EVERY_MS = 5 * 60_000;
/** A look hands at most this many due deliveries to the senders; the next look hands the rest. */
const HANDED_AT_ONCE = 500;

/**
 * Sends each line's messages by itself, as tasks of the job runner (pg-boss on PostgreSQL, so
 * any server process takes them). Every process asks for a look each tick, and one look waits
 * at a time: it makes the deliveries the parties' schedules say are due, hands each delivery due
 * to a send task, tells administrators of deliveries failing for a day, and reads the lines'
 * acknowledgements. A send that fails queues its retry for the time the backoff gives. Which
 * process does a piece of work is decided in the database (a party's settings row held while its
 * deliveries are made, a delivery leased while it is sent), so each is done once, and a task
 * lost with its process is handed out again by the next look.
 */
export function deliveryWorker(
  deps: Pick<Deps, 'db' | 'config' | 'jobs'>,
  options: DeliveryWorkerOptions,
) {
  const clock = options.clock ?? (() => new Date());
  const make = deliveryMaking(deps);
  const sending = deliverySending(deps);
  const inboundLookedAt = new Map<number, number>();
  let log: JobLog = { error: () => undefined };
  let timer: NodeJS.Timeout | undefined;
  const { jobs, db } = deps;
  const queued = options.tickMs !== null;
  if (queued && !jobs) throw new Error('The EDI delivery needs the job runner to send by itself.');

  /** Makes a party's due deliveries and keeps the run and its problem. */
  async function makeDue(row: StoredSettings, cutoff: Date, now: Date, by: number | null) {
    const made = await make(row, cutoff, by);
    const problem = made.problems.length ? made.problems.join(' ') : null;
    if (
      row.settings.scheduleKind !== 'after' ||
      made.deliveries.length > 0 ||
      problem !== row.problem
    )
      await recordRun(db, row.party.id, { lastRunAt: now, problem });
    return made;
  }

  /** One look: makes what is due, has what is due sent by `send`, alerts, reads answers. */
  async function look(now: Date, send: (now: Date) => Promise<unknown>): Promise<void> {
    for (const row of await activeSettings(db)) {
      const since = row.lastRunAt ?? row.settings.deliverFrom;
      const cutoff = dueCutoff(scheduleOf(row.settings), now, since);
      if (cutoff) await makeDue(row, cutoff, now, null);
    }
    await send(now);
    await tellAdministrators(deps, now);
    for (const row of await activeSettings(db)) {
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

  const queueSend = (id: number, at?: Date) =>
    jobs?.queueTask(
      'edi-delivery-send',
      { delivery: id },
      { key: String(id), ...(at ? { at } : {}) },
    );

  /** Hands each delivery due to a send task; one already waiting for it is kept. */
  async function handOut(now: Date) {
    for (const id of await dueDeliveries(db, now, HANDED_AT_ONCE)) await queueSend(id);
  }

  /** A send task: the delivery sent if still due and free, its retry queued if it failed. */
  async function sendQueued(id: number) {
    const attempted = await sending.sendOne(id, clock());
    const retryAt = attempted?.delivery.nextAttemptAt;
    if (attempted && !attempted.sent && retryAt) await queueSend(id, retryAt);
  }

  if (queued) {
    jobs?.defineTask('edi-delivery-look', () => look(clock(), handOut));
    jobs?.defineTask('edi-delivery-send', (data) => sendQueued(Number(data.delivery)));
  }

  const askForLook = () =>
    jobs
      ?.queueTask('edi-delivery-look', {}, { key: 'look' })
      .catch((error: unknown) => log.error({ err: error }, 'EDI delivery look not queued'));

  return {
    makeDue,
    sending,
    /** One look at `now`, sending what is due here and now (tests and the bench). */
    tick: (now = clock()) => look(now, (at) => sending.sendDue(at)),
    /** Asks for a look at once and then every tick; after the job runner has begun. */
    begin(logTo: JobLog) {
      log = logTo;
      if (options.tickMs === null) return;
      void askForLook();
      timer = setInterval(askForLook, options.tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type DeliveryWorker = ReturnType<typeof deliveryWorker>;
