import {
  api,
  type JobInputOf,
  type JobKind,
  type JobResultOf,
  type JobStatus,
  Status,
} from '@quaybook/contract';
import { useCallback, useState } from 'react';
import { CallError, call } from '../api/client';

/** How often a running job is asked where it is. */
const JOB_POLL_MS = 400;

const ended = (status: JobStatus) => status.state === 'done' || status.state === 'failed';
const pause = () => new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));

/**
 * What a job ended with, as its call would have answered: the data and message, or the refusal
 * thrown as a CallError (information, nothing done, when it ended with no result).
 */
function outcomeOf<K extends JobKind>(status: JobStatus) {
  if (status.state === 'failed') throw new CallError(status.error ?? '', 400, {}, Status.failure);
  if (status.result === null || status.result === undefined)
    throw new CallError(status.step ?? '', 200, {}, Status.information);
  return { data: status.result as JobResultOf<K>, message: status.step ?? '' };
}

/**
 * Runs a call as a job and follows it: `run` starts the job with the call's input and settles as
 * the call would (its data and message, or its refusal thrown); `status` is where it is now, for
 * `JobProgress`. A job keeps running on the server, and is followed, if the screen is left.
 */
export function useJob() {
  const [status, setStatus] = useState<JobStatus | null>(null);

  const run = useCallback(async <K extends JobKind>(kind: K, input: JobInputOf<K>) => {
    setStatus(null);
    const body = input as Record<string, unknown>;
    const { data } = await call(api.jobs.start, { params: { kind }, body });
    for (;;) {
      const current = (await call(api.jobs.status, { params: { id: data.id } })).data;
      setStatus(current);
      if (ended(current)) return outcomeOf<K>(current);
      await pause();
    }
  }, []);

  const clear = useCallback(() => setStatus(null), []);
  return { status, run, clear };
}
