import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { companyColumn } from './companies';

/** Where a job is: waiting for a worker, running, or ended one way or the other. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Work that can take longer than a request should wait (a large upload's save, a month's bill
 * register, a vessel's customs reports), as its screen follows it: who asked, how far it is and
 * what it gave. The queue that runs it (pg-boss on PostgreSQL, in-process on PGlite) only carries
 * the job's id; this row is what the screen reads, so it reads the same on either.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    companyId: companyColumn(),
    kind: text('kind').notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    input: jsonb('input').notNull(),
    /** Units of work finished out of `total` (rows, containers, reports); total unknown at first. */
    done: integer('done').notNull().default(0),
    total: integer('total'),
    /** What it is doing now, for the screen: 'Saving rows'. */
    step: text('step'),
    /** What the finished job answers, in its call's data shape (often a document's name). */
    result: jsonb('result'),
    /** The message a failed job shows, in the words a call would have answered. */
    error: text('error'),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_company_created_idx').on(t.companyId, t.createdAt)],
);
