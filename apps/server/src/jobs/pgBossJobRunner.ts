import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import {
  failInterrupted,
  findJob,
  insertJob,
  statusOf,
  unfinishedJobs,
  writeProgress,
} from './jobRepository';
import type { JobRunner, TaskData, TaskHandler, TaskName } from './jobRunner';
import { handlerRegistry, type JobLog, type Progress, runJob } from './runJob';

/** pg-boss keeps its tables in a schema of its own. */
const PG_BOSS_SCHEMA = 'pgboss';
/** Every kind goes through one queue; the kind is on the `jobs` row. */
const QUEUE = 'quaybook-jobs';
/** A job still active past this is taken for lost (its process died) and failed by pg-boss. */
const EXPIRE_SECONDS = 30 * 60;

/** Each task has a queue of its own: one process's slow delivery holds up no look. */
const taskQueue = (name: TaskName) => `quaybook-task-${name}`;
/** A task still active past this was cut off with its process; its records say what remains. */
const TASK_EXPIRE_SECONDS = 15 * 60;
const TASK_BATCH = 10;

interface Message {
  jobId: number;
  /** The row's creation time: job ids start again in an emptied test database; this does not. */
  createdAt: string;
}

const JUST_STARTED_MS = 60_000;

// Held while a process sets up pg-boss and its queue; apart from the migration lock (727001).
const QUEUE_SETUP_LOCK = 727_003;

/**
 * Runs `setUp` while holding a lock no other process on the database holds. pg-boss takes no lock
 * of its own: two processes starting at once on a new database collided creating its schema, and
 * deadlocked creating the queue (one waits to add its queue row behind the other's, which waits
 * to add its foreign key behind the lock the first holds).
 */
async function oneProcessAtATime(pool: pg.Pool, setUp: () => Promise<unknown>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
    try {
      await setUp();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** pg-boss's states in which the job is still to run or running somewhere. */
const ALIVE = new Set(['created', 'retry', 'active']);

/**
 * The runner on PostgreSQL: the `jobs` row is written first, then its id is sent through pg-boss,
 * whose queue every server process on the database works (one job at a time each). A job is
 * never retried: one refused on its input would be refused again, and one cut off had its
 * transaction rolled back, so the screen says to start it again. Progress is written to the row
 * through the pool, outside the job's transaction, as it goes.
 */
export function pgBossJobRunner(db: Database): JobRunner {
  const { handlers, define } = handlerRegistry();
  const tasks = new Map<TaskName, TaskHandler>();
  // The pool drizzle runs on: pg-boss uses the same connections rather than a pool of its own.
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: PG_BOSS_SCHEMA,
    schedule: false,
  });
  let log: JobLog = { error: () => undefined };
  let started = false;

  /** The pg-boss state of the message that carries this row, or undefined if there is none. */
  async function queueState(row: { id: number; createdAt: Date }): Promise<string | undefined> {
    const { rows } = await pool.query<{ state: string }>(
      `select state from ${PG_BOSS_SCHEMA}.job where name = $1 and data->>'jobId' = $2 and data->>'createdAt' = $3`,
      [QUEUE, String(row.id), row.createdAt.toISOString()],
    );
    return rows[0]?.state;
  }

  /** Fails the unfinished rows whose message pg-boss no longer holds as waiting or active. */
  async function settleLost(rows: readonly { id: number; createdAt: Date }[]) {
    const lost: number[] = [];
    for (const row of rows) {
      const state = await queueState(row);
      // A row is written just before its message is sent: a new one without it is not lost.
      if (state === undefined && Date.now() - row.createdAt.getTime() < JUST_STARTED_MS) continue;
      if (!ALIVE.has(state ?? '')) lost.push(row.id);
    }
    return failInterrupted(db, lost);
  }

  async function work(jobs: PgBoss.Job<Message>[]) {
    for (const job of jobs) {
      let writes = Promise.resolve();
      const report = (progress: Progress) => {
        // In order, and never holding up the work: the screen reads the latest.
        writes = writes
          .then(() => writeProgress(db, job.data.jobId, { ...progress, step: progress.step ?? '' }))
          .catch((error: unknown) => log.error({ err: error }, 'job progress not written'));
      };
      const createdAt = new Date(job.data.createdAt);
      await runJob(db, handlers, job.data.jobId, log, report, () => writes, createdAt);
    }
  }

  return {
    name: 'pg-boss',
    define,
    async start(job) {
      const row = await insertJob(db, job);
      const message: Message = { jobId: row.id, createdAt: row.createdAt.toISOString() };
      await boss.send(QUEUE, message, { retryLimit: 0, expireInSeconds: EXPIRE_SECONDS });
      return row.id;
    },
    async status(companyId, id) {
      let row = await findJob(db, companyId, id);
      if (row && (row.state === 'queued' || row.state === 'running')) {
        // A process that died under its job leaves it active until pg-boss expires it.
        if ((await settleLost([row])).length > 0) row = await findJob(db, companyId, id);
      }
      return row && statusOf(row);
    },
    defineTask(name, handler) {
      tasks.set(name, handler);
    },
    async queueTask(name, data, options = {}) {
      await boss.send(taskQueue(name), data, {
        ...(options.at ? { startAfter: options.at } : {}),
        ...(options.key ? { singletonKey: options.key } : {}),
        retryLimit: 0,
        expireInSeconds: TASK_EXPIRE_SECONDS,
      });
    },
    async begin(logTo) {
      log = logTo;
      boss.on('error', (error) => log.error({ err: error }, 'job queue failed'));
      // Starting creates pg-boss's schema when missing, racing another process doing the same.
      await oneProcessAtATime(pool, async () => {
        await boss.start();
        started = true;
        await boss.createQueue(QUEUE, {
          name: QUEUE,
          retryLimit: 0,
          expireInSeconds: EXPIRE_SECONDS,
        });
        // 'short': one task of a key waits at a time, however many processes queue it; one cut
        // off while active holds up no other (its handler's records keep it from running twice).
        for (const name of tasks.keys())
          await boss.createQueue(taskQueue(name), {
            name: taskQueue(name),
            policy: 'short',
            retryLimit: 0,
            expireInSeconds: TASK_EXPIRE_SECONDS,
          });
      });
      // A batch a poll: a look hands out a day's deliveries at once, and a poll each would wait
      // half a second between them.
      for (const [name, handler] of tasks)
        await boss.work<TaskData>(
          taskQueue(name),
          { batchSize: TASK_BATCH, pollingIntervalSeconds: 0.5 },
          async (batch) => {
            for (const task of batch)
              await handler(task.data).catch((error: unknown) =>
                log.error({ err: error, task: name }, 'task failed'),
              );
          },
        );
      // Another process may be running its jobs: only those pg-boss lost are failed; those it
      // still holds as waiting are run as they come (requeued by pg-boss itself).
      await settleLost(await unfinishedJobs(db));
      await boss.work<Message>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, work);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false });
    },
  };
}
