import { JOB_MESSAGES, type JobKind, Status } from '@quaybook/contract';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { claimJob, finishJob, type JobEnd, jobUser } from './jobRepository';
import type { JobHandler, JobProgress } from './jobRunner';

/** The handlers a runner was given, by kind: each runner's `define`. */
export function handlerRegistry() {
  const handlers = new Map<JobKind, JobHandler>();
  const define = (kind: JobKind, handler: JobHandler) => {
    handlers.set(kind, handler);
  };
  return { handlers, define };
}

/** Where a runner's faults are told: the server's log. */
export interface JobLog {
  error(details: object, message: string): void;
}

export interface Progress {
  done: number;
  total: number | null;
  step: string | null;
}

/** What a handler's answer or refusal makes of the job: the words its call would have answered. */
function endOf(outcome: { answer: { data: unknown; message: string } } | { error: unknown }) {
  if ('answer' in outcome)
    return {
      state: 'done',
      result: outcome.answer.data,
      step: outcome.answer.message,
      error: null,
    };
  const { error } = outcome;
  if (error instanceof ApiError) {
    // Information (nothing to do, nothing wrong) ends the job with no result and its message.
    if (error.envelopeStatus === Status.information)
      return { state: 'done', result: null, step: error.message, error: null };
    return { state: 'failed', result: null, step: null, error: error.message };
  }
  return { state: 'failed', result: null, step: null, error: JOB_MESSAGES.serverFault };
}

/**
 * Runs one queued job to its end: claims it, runs its kind's handler as the user who started
 * it, and records its answer or its refusal. The handler's own transaction holds its work; the
 * progress goes to `report`, outside that transaction, and `settle` waits for what `report`
 * still writes before the end is recorded.
 */
export async function runJob(
  db: Database,
  handlers: ReadonlyMap<JobKind, JobHandler>,
  id: number,
  log: JobLog,
  report: (progress: Progress) => void,
  settle: () => Promise<void> = async () => undefined,
  /** The row's creation time as its message carries it, so a reused id is not taken for it. */
  createdAt?: Date,
): Promise<void> {
  const row = await claimJob(db, id, createdAt);
  if (!row) return;
  const last: Progress = { done: 0, total: null, step: null };
  const progress: JobProgress = (done, total, step) => {
    Object.assign(last, { done, total, step });
    report({ ...last });
  };
  let end: Omit<JobEnd, 'done' | 'total'>;
  try {
    const handler = handlers.get(row.kind as JobKind);
    if (!handler) throw new Error(`no handler for jobs of the kind ${row.kind}`);
    const user = await jobUser(db, row);
    if (!user) throw new ApiError(403, JOB_MESSAGES.serverFault);
    end = endOf({ answer: await handler(row.input, { user, progress }) }) as typeof end;
  } catch (error) {
    if (!(error instanceof ApiError)) log.error({ err: error, job: id }, 'job failed');
    end = endOf({ error }) as typeof end;
  }
  await settle();
  await finishJob(db, id, { ...end, done: last.done, total: last.total });
}
