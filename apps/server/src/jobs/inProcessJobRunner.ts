import type { JobStatus } from '@quaybook/contract';
import type { Database } from '../db/client';
import { failInterrupted, findJob, insertJob, statusOf } from './jobRepository';
import type { JobRunner, TaskHandler, TaskName } from './jobRunner';
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
 * Tasks wait on timers of this process and run one at a time beside the jobs; one process holds
 * the folder, so a task lost with a stop is found again by its feature's next look.
 */
export function inProcessJobRunner(db: Database): JobRunner {
  const { handlers, define } = handlerRegistry();
  const queue: number[] = [];
  const live = new Map<number, Live>();
  let log: JobLog = { error: () => undefined };
  let taking = false;
  let current: Promise<void> | undefined;
  const tasks = new Map<TaskName, TaskHandler>();
  /** The tasks waiting for their time, by name and key (or a number of their own). */
  const waiting = new Map<string, NodeJS.Timeout>();
  let unkeyed = 0;
  let stopped = false;
  /** Tasks run one after another, beside the jobs. */
  let taskLane: Promise<void> = Promise.resolve();

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
    defineTask(name, handler) {
      tasks.set(name, handler);
    },
    async queueTask(name, data, options = {}) {
      const handler = tasks.get(name);
      if (!handler) throw new Error(`no handler for tasks named ${name}`);
      if (stopped) return;
      if (options.key === undefined) unkeyed += 1;
      const slot = `${name}\u0000${options.key ?? `#${unkeyed}`}`;
      if (waiting.has(slot)) return;
      const run = () => {
        waiting.delete(slot);
        if (stopped) return;
        taskLane = taskLane.then(() =>
          handler(data).catch((error: unknown) =>
            log.error({ err: error, task: name }, 'task failed'),
          ),
        );
      };
      const timer = setTimeout(run, Math.max(0, (options.at?.getTime() ?? 0) - Date.now()));
      timer.unref();
      waiting.set(slot, timer);
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
      stopped = true;
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
      await Promise.all([current, taskLane]);
    },
  };
}
