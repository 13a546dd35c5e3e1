import { api, BILL_REGISTER_MESSAGES, JOB_MESSAGES, UPLOAD_MESSAGES } from '@quaybook/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advanceContainers, jobs } from '../src/db/schema';
import { bearer, call, expectFailure, expectOk, messageOf, send } from './support/call';
import { jobThroughApi, testJobRunner } from './support/jobRunners';
import { HEADER, useUploadApp, xlsxOf } from './support/uploadWorld';

// The job calls through the API, on the runner the server would use on this database: pg-boss on
// PostgreSQL, in-process on PGlite.
const u = useUploadApp({ jobs: testJobRunner });
const app = () => u.context.app;
const db = () => u.context.t.db;
const jobCount = async () => Number((await db().select({ n: count() }).from(jobs))[0]?.n ?? 0);

/** A company's advance list staged from a file of `rows` good rows, and its execute body. */
async function staged(rows: number) {
  const w = await u.world();
  const file = [HEADER, ...Array.from({ length: rows }, (_, index) => w.row(index + 1))];
  const bytes = await xlsxOf(file);
  const preview = expectOk(await u.upload(w.token, w.query, { name: 'advance.xlsx', bytes }));
  return { w, body: { qry: preview.qry, uploadtype: 1 } };
}

describe('POST /api/jobs/{kind} and GET /api/job/{id}', () => {
  it('saves a staged upload as a job, ending with what the execute call answers', async () => {
    const { w, body } = await staged(12);
    const job = await jobThroughApi(app(), w.token, 'advanceExecute', body);
    expect(messageOf(job.started)).toBe(JOB_MESSAGES.started);
    expect(job.ended).toEqual({
      id: job.id,
      kind: 'advanceExecute',
      state: 'done',
      done: 12,
      total: 12,
      step: UPLOAD_MESSAGES.saved(12),
      result: { qry: body.qry, saved: 12, skipped: 0, containersAdded: 12 },
      error: null,
    });
    expect(Number((await db().select({ n: count() }).from(advanceContainers))[0]?.n)).toBe(12);
    // The batch is applied once: a second save fails with the execute call's own refusal.
    const again = await jobThroughApi(app(), w.token, 'advanceExecute', body);
    const refusal = expectFailure(
      await u.execute(w.token, { qry: body.qry, uploadtype: 1 }),
      409,
    ).message;
    expect(again.ended).toMatchObject({ state: 'failed', error: refusal, result: null });
    expect(Number((await db().select({ n: count() }).from(advanceContainers))[0]?.n)).toBe(12);
  });

  it('answers another company’s job as not found, and a job of the caller’s own company', async () => {
    const { w, body } = await staged(1);
    const job = await jobThroughApi(app(), w.token, 'advanceExecute', body);
    const stranger = await u.context.made.signedInUser();
    const elsewhere = expectFailure(await job.status(stranger.token), 404);
    expect(elsewhere.message).toBe(JOB_MESSAGES.notFound);
    expectFailure(
      await call(app(), api.jobs.status, { params: { id: job.id + 1000 } }, w.token),
      404,
    );
    // A colleague of the same company follows it too.
    const colleague = await u.context.made.createUser({ companyId: w.user.companyId });
    const token = await u.context.made.tokenFor(colleague);
    expect(expectOk(await job.status(token)).state).toBe('done');
    // The batch is not the stranger's to save either: no job of it starts, refused as their
    // execute is.
    const before = await jobCount();
    const theirs = await call(
      app(),
      api.jobs.start,
      { params: { kind: 'advanceExecute' }, body },
      stranger.token,
    );
    const refused = expectFailure(await u.execute(stranger.token, body), 404).message;
    expect(expectFailure(theirs, 404).message).toBe(refused);
    expect(await jobCount()).toBe(before);
  });

  it('refuses an unknown kind, input its call would refuse and a bad id, starting nothing', async () => {
    const { w } = await staged(1);
    const unknown = expectFailure(
      await send(app(), {
        method: 'POST',
        url: '/api/jobs/everything',
        headers: bearer(w.token),
        payload: {},
      }),
      400,
    );
    expect(unknown.message).toBe(JOB_MESSAGES.unknownKind('everything'));
    const badBatch = expectFailure(
      await call(
        app(),
        api.jobs.start,
        { params: { kind: 'advanceExecute' }, body: { qry: 'not-a-batch' } },
        w.token,
      ),
      400,
    );
    expect(badBatch.message).toBe(UPLOAD_MESSAGES.badBatchId);
    const noDate = expectFailure(
      await call(
        app(),
        api.jobs.start,
        { params: { kind: 'saleRegisterExcel' }, body: {} },
        w.token,
      ),
      400,
    );
    expect(noDate.message).toBe(BILL_REGISTER_MESSAGES.enterFromDate);
    const notJson = expectFailure(
      await send(app(), {
        method: 'POST',
        url: '/api/jobs/saleRegisterExcel',
        headers: { ...bearer(w.token), 'content-type': 'application/json' },
        payload: '[1, 2',
      }),
      400,
    );
    expect(notJson.message).not.toBe('');
    for (const id of ['abc', '0', '-3', '1.5']) {
      const bad = expectFailure(
        await send(app(), { method: 'GET', url: `/api/job/${id}`, headers: bearer(w.token) }),
        400,
      );
      expect(bad.message).toBe(JOB_MESSAGES.badId);
    }
    expect(await jobCount()).toBe(0);
  });

  it('needs a token to start or follow a job', async () => {
    const { w, body } = await staged(1);
    expectFailure(
      await call(app(), api.jobs.start, { params: { kind: 'advanceExecute' }, body }),
      401,
    );
    const job = await jobThroughApi(app(), w.token, 'advanceExecute', body);
    expectFailure(await call(app(), api.jobs.status, { params: { id: job.id } }), 401);
    expect(await jobCount()).toBe(1);
  });
});
