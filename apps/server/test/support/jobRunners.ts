import { api, type JobKind, type JobStatus } from '@quaybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { inProcessJobRunner } from '../../src/jobs/inProcessJobRunner';
import type { JobRunner } from '../../src/jobs/jobRunner';
import { pgBossJobRunner } from '../../src/jobs/pgBossJobRunner';
import { call, expectOk } from './call';

/** The runner a server on the test database would use: pg-boss on PostgreSQL, else in-process. */
export const testJobRunner = (db: Database): JobRunner =>
  process.env.QUAYBOOK_TEST_DB === 'postgres' ? pgBossJobRunner(db) : inProcessJobRunner(db);

/** Waits for the job's status to satisfy `until`, asking again between reads; fails after 400. */
export async function awaitJob(
  read: () => Promise<JobStatus | undefined>,
  until: (status: JobStatus) => boolean = (status) =>
    status.state === 'done' || status.state === 'failed',
): Promise<JobStatus> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const status = await read();
    if (status && until(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the job never reached the state waited for');
}

/** Starts a job of `kind` through the API as its screen does, and follows it to its end. */
export async function jobThroughApi(
  app: FastifyInstance,
  token: string,
  kind: JobKind,
  input: Record<string, unknown>,
) {
  const started = await call(app, api.jobs.start, { params: { kind }, body: input }, token);
  const { id } = expectOk(started);
  const status = (asker = token) => call(app, api.jobs.status, { params: { id } }, asker);
  const ended = await awaitJob(async () => expectOk(await status()));
  return { id, started, ended, status };
}
