import type { JobStatus } from '@quaybook/contract';
import type { Database } from '../db/client';
import { failInterrupted, findJob, insertJob, statusOf } from './jobRepository';
import type { JobRunner } from './jobRunner';
import { handlerRegistry, type JobLog, runJob } from './runJob';

interface Live {
  companyId: number;
  status: JobStatus;
}

/**
 * The runner of one process on PGlite: jobs run one at a time in the order they were started.
 * PGlite has one session, so a write to the `jobs` row while a job's transaction is open would
 * wait for that transaction: the progress of the job under way is kept here, and the row is
 * written when the job starts and ends. The status call reads the live job first, else the row.
 */
export function inProcessJobRunner(db: Database): JobRunner {
  const { handlers, define } = handlerRegistry();
  const queue: number[] = [];
  const live = new Map<number, Live>();
  let log: JobLog = { error: () => undefined };
  let taking = false;
  let current: Promise<void> | undefined;

  const next = () => {
    if (!taking || current !== undefined) return;
    const id = queue.shift();
    if (id === undefined) return;
    const entry = live.get(id);
    if (entry) Object.assign(entry.status, { state: 'running', step: null });
    current = runJob(db, handlers, id, log, (progress) => {
      if (entry) Object.assign(entry.status, progress);
    })
      .catch((error: unknown) => log.error({ err: error, job: id }, 'job could not be recorded'))
      .finally(() => {
        live.delete(id);
        current = undefined;
        next();
      });
  };

  return {
    name: 'in-process',
    define,
    async start(job) {
      const row = await insertJob(db, job);
      live.set(row.id, { companyId: job.companyId, status: statusOf(row) });
      queue.push(row.id);
      // The caller has its id before the job takes the database.
      setImmediate(next);
      return row.id;
    },
    async status(companyId, id) {
      const entry = live.get(id);
      if (entry) return entry.companyId === companyId ? { ...entry.status } : undefined;
      const row = await findJob(db, companyId, id);
      return row && statusOf(row);
    },
    async begin(logTo) {
      log = logTo;
      // One process holds a PGlite folder: a job it shows queued or running was cut off by the
      // last stop. Its transaction never committed, so it is failed rather than run again
      // unasked; the screen says to start it again (an upload's batch is still waiting).
      await failInterrupted(db);
      taking = true;
      next();
    },
    async stop() {
      taking = false;
      await current;
    },
  };
}
