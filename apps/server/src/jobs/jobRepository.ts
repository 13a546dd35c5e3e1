import { JOB_MESSAGES, type JobStatus, type SessionUser } from '@quaybook/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, jobs, users } from '../db/schema';

type JobRow = typeof jobs.$inferSelect;
const UNFINISHED = ['queued', 'running'] as const;

export const statusOf = (row: JobRow): JobStatus => ({
  id: row.id,
  kind: row.kind as JobStatus['kind'],
  state: row.state,
  done: row.done,
  total: row.total,
  step: row.step,
  result: row.result ?? null,
  error: row.error,
});

/** Records a job as queued, as it was started. */
export async function insertJob(
  db: Database,
  {
    companyId,
    userId,
    kind,
    input,
  }: { companyId: number; userId: number; kind: string; input: unknown },
): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({ companyId, createdBy: userId, kind, input: input ?? {}, step: JOB_MESSAGES.queued })
    .returning();
  if (!row) throw new Error('the job was not recorded');
  return row;
}

export async function findJob(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)));
  return row;
}

/**
 * Marks a queued job running; undefined when it is not queued (already taken, or settled), or
 * when `createdAt` is given and the row of that id is another, newer one.
 */
export async function claimJob(db: Database, id: number, createdAt?: Date) {
  const [row] = await db
    .update(jobs)
    .set({ state: 'running', startedAt: sql`now()`, step: null })
    .where(
      and(
        eq(jobs.id, id),
        eq(jobs.state, 'queued'),
        // A Date holds milliseconds, the column microseconds.
        createdAt
          ? sql`abs(extract(epoch from ${jobs.createdAt} - ${createdAt.toISOString()}::timestamptz)) < 0.001`
          : undefined,
      ),
    )
    .returning();
  return row;
}

export async function writeProgress(
  db: Database,
  id: number,
  progress: { done: number; total: number | null; step: string },
) {
  await db
    .update(jobs)
    .set(progress)
    .where(and(eq(jobs.id, id), eq(jobs.state, 'running')));
}

export interface JobEnd {
  state: 'done' | 'failed';
  done: number;
  total: number | null;
  step: string | null;
  result: unknown;
  error: string | null;
}

export async function finishJob(db: Database, id: number, end: JobEnd) {
  await db
    .update(jobs)
    .set({ ...end, result: end.result ?? null, finishedAt: sql`now()` })
    .where(eq(jobs.id, id));
}

/** Fails the unfinished jobs among `ids` (every unfinished job when none are named). */
export async function failInterrupted(db: Database, ids?: readonly number[]) {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .update(jobs)
    .set({ state: 'failed', error: JOB_MESSAGES.interrupted, finishedAt: sql`now()` })
    .where(and(inArray(jobs.state, [...UNFINISHED]), ids ? inArray(jobs.id, [...ids]) : undefined))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

export async function unfinishedJobs(db: Database) {
  return db
    .select({ id: jobs.id, createdAt: jobs.createdAt })
    .from(jobs)
    .where(inArray(jobs.state, [...UNFINISHED]));
}

/** The job's starter as a session would see them now; undefined once they are gone. */
export async function jobUser(db: Database, row: JobRow): Promise<SessionUser | undefined> {
  const [user] = await db
    .select({
      name: users.name,
      roleid: users.roleId,
      tv: users.tokenVersion,
      state_id: companies.stateId,
      country_id: companies.countryId,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, row.createdBy), eq(users.companyId, row.companyId)));
  if (!user) return undefined;
  return { ...user, user_id: row.createdBy, company_id: row.companyId, exp: 0 };
}
