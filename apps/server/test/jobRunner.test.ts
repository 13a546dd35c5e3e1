import { JOB_MESSAGES, type JobKind } from '@quaybook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { jobs } from '../src/db/schema';
import { badRequest, information } from '../src/http/errors';
import { ok } from '../src/http/route';
import { inProcessJobRunner } from '../src/jobs/inProcessJobRunner';
import type { JobRunner } from '../src/jobs/jobRunner';
import { pgBossJobRunner } from '../src/jobs/pgBossJobRunner';
import type { JobLog } from '../src/jobs/runJob';
import { factories } from './support/factories';
import { awaitJob } from './support/jobRunners';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const made = factories(t);
const silent = { error: () => undefined };

const implementations: [string, (db: Database) => JobRunner][] = [
  ['in-process', inProcessJobRunner],
  ...(process.env.QUAYBOOK_TEST_DB === 'postgres'
    ? ([['pg-boss', pgBossJobRunner]] as [string, (db: Database) => JobRunner][])
    : []),
];

/** A gate a test opens when it has seen what it waits for. */
function gate() {
  let resolve: (() => void) | undefined;
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  return { open: () => resolve?.(), opened };
}

const KIND: JobKind = 'missingSb';
const OTHER: JobKind = 'mismatched';

describe.each(implementations)('the %s job runner', (_name, make) => {
  let runner: JobRunner | undefined;
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
  });

  async function started(define: (runner: JobRunner) => void, log: JobLog = silent) {
    runner = make(t.db);
    define(runner);
    await runner.begin(log);
    return runner;
  }

  /** Waits until `done`, failing after ten seconds. */
  async function until(done: () => boolean, what: string) {
    const end = Date.now() + 10_000;
    while (!done()) {
      if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('runs a task not before its time, and once for a key while one of it waits', async () => {
    const ran: { delivery: number; at: number }[] = [];
    const r = await started((r) =>
      r.defineTask('edi-delivery-send', async (data) => {
        ran.push({ delivery: Number(data.delivery), at: Date.now() });
      }),
    );
    // Tasks outlive a test's emptied tables on PostgreSQL: the keys are this run's own.
    const run = `${process.pid}-${Date.now()}`;
    const key = (n: number) => `${run}-${n}`;
    const at = new Date(Date.now() + 1_500);
    await r.queueTask('edi-delivery-send', { delivery: 1 }, { at, key: key(1) });
    await r.queueTask('edi-delivery-send', { delivery: 1 }, { at, key: key(1) });
    await r.queueTask('edi-delivery-send', { delivery: 2 }, { key: key(2) });
    await until(() => ran.length === 2, 'both tasks');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ran.map((one) => one.delivery)).toEqual([2, 1]);
    expect(ran[1]?.at).toBeGreaterThanOrEqual(at.getTime());
  });

  it('logs a task that fails and goes on with the next', async () => {
    const logged: string[] = [];
    const done: string[] = [];
    const r = await started(
      (r) => {
        r.defineTask('edi-delivery-look', async () => {
          throw new Error('the line’s server is away');
        });
        r.defineTask('edi-delivery-send', async () => {
          done.push('sent');
        });
      },
      {
        error: (details, message) =>
          logged.push(`${message}: ${String((details as { err: Error }).err.message)}`),
      },
    );
    await r.queueTask('edi-delivery-look', {});
    await r.queueTask('edi-delivery-send', { delivery: 3 });
    await until(() => done.length === 1 && logged.length === 1, 'the failure and the next task');
    expect(logged).toEqual(['task failed: the line’s server is away']);
  });

  it('shows the progress of a running job, then its result and message', async () => {
    const { user } = await made.signedInUser();
    const hold = gate();
    const seenUser: number[] = [];
    const r = await started((r) =>
      r.define(KIND, async (input, { user: starter, progress }) => {
        seenUser.push(starter.user_id);
        progress(2, 5, 'Saving rows');
        await hold.opened;
        progress(5, 5, 'Saving rows');
        return ok({ echoed: input }, 'All saved.');
      }),
    );
    const id = await r.start({
      companyId: user.companyId,
      userId: user.id,
      kind: KIND,
      input: { qry: 'a' },
    });
    const running = await awaitJob(
      () => r.status(user.companyId, id),
      (s) => s.done === 2,
    );
    expect(running).toMatchObject({ state: 'running', done: 2, total: 5, step: 'Saving rows' });
    hold.open();
    const done = await awaitJob(() => r.status(user.companyId, id));
    expect(done).toEqual({
      id,
      kind: KIND,
      state: 'done',
      done: 5,
      total: 5,
      step: 'All saved.',
      result: { echoed: { qry: 'a' } },
      error: null,
    });
    expect(seenUser).toEqual([user.id]);
  });

  it('fails a refused job with its call’s message, and a fault with no stack', async () => {
    const { user } = await made.signedInUser();
    const r = await started((r) => {
      r.define(KIND, async () => {
        throw badRequest('This upload is not waiting to be saved: upload the file again.');
      });
      r.define(OTHER, async () => {
        throw new Error('boom at jobs.ts:12');
      });
    });
    const refused = await r.start({
      companyId: user.companyId,
      userId: user.id,
      kind: KIND,
      input: {},
    });
    const faulty = await r.start({
      companyId: user.companyId,
      userId: user.id,
      kind: OTHER,
      input: {},
    });
    expect(await awaitJob(() => r.status(user.companyId, refused))).toMatchObject({
      state: 'failed',
      error: 'This upload is not waiting to be saved: upload the file again.',
      result: null,
    });
    expect(await awaitJob(() => r.status(user.companyId, faulty))).toMatchObject({
      state: 'failed',
      error: JOB_MESSAGES.serverFault,
    });
  });

  it('ends a job whose call would only inform as done, with the information and no result', async () => {
    const { user } = await made.signedInUser();
    const r = await started((r) =>
      r.define(KIND, async () => {
        throw information('No bills in this period.');
      }),
    );
    const id = await r.start({ companyId: user.companyId, userId: user.id, kind: KIND, input: {} });
    expect(await awaitJob(() => r.status(user.companyId, id))).toMatchObject({
      state: 'done',
      step: 'No bills in this period.',
      result: null,
      error: null,
    });
  });

  it('runs one job at a time in the order started, and shows another company none', async () => {
    const { user } = await made.signedInUser();
    const { user: stranger } = await made.signedInUser();
    const hold = gate();
    const order: string[] = [];
    const r = await started((r) =>
      r.define(KIND, async (input) => {
        const { name } = input as { name: string };
        order.push(name);
        if (name === 'first') await hold.opened;
        return ok(name);
      }),
    );
    const start = (name: string) =>
      r.start({ companyId: user.companyId, userId: user.id, kind: KIND, input: { name } });
    const first = await start('first');
    const second = await start('second');
    await awaitJob(
      () => r.status(user.companyId, first),
      (s) => s.state === 'running',
    );
    expect((await r.status(user.companyId, second))?.state).toBe('queued');
    expect(await r.status(stranger.companyId, first)).toBeUndefined();
    expect(await r.status(stranger.companyId, second)).toBeUndefined();
    hold.open();
    expect((await awaitJob(() => r.status(user.companyId, second))).result).toBe('second');
    expect(order).toEqual(['first', 'second']);
  });

  it('fails on start the jobs a stopped server left running or queued', async () => {
    const { user } = await made.signedInUser();
    const left = await t.db
      .insert(jobs)
      .values(
        (['running', 'queued'] as const).map((state) => ({
          companyId: user.companyId,
          createdBy: user.id,
          kind: KIND,
          state,
          input: {},
          // Long before this start: no process has it in hand.
          createdAt: sql`now() - interval '1 hour'`,
        })),
      )
      .returning({ id: jobs.id });
    const r = await started(() => undefined);
    for (const { id } of left) {
      expect(await r.status(user.companyId, id)).toMatchObject({
        state: 'failed',
        error: JOB_MESSAGES.interrupted,
      });
    }
    const [row] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, left[0]?.id ?? 0));
    expect(row?.finishedAt).not.toBeNull();
  });
});
