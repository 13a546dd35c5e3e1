import { JOB_MESSAGES, type JobStatus } from '@quaybook/contract';

const count = new Intl.NumberFormat('en-IN');
/** A running job's step before it has told one. */
const STARTING = 'Starting';

/** How far the bar is filled, 0–100; null while the amount of work is not known yet. */
export function jobPercent(status: JobStatus): number | null {
  if (status.state === 'done') return 100;
  if (!status.total) return status.state === 'failed' ? 0 : null;
  return Math.min(100, Math.floor((status.done / status.total) * 100));
}

/** The line under the bar: the step and its count, the outcome once done, the reason once failed. */
export function jobLine(status: JobStatus): string {
  switch (status.state) {
    case 'queued':
      return status.step ?? JOB_MESSAGES.queued;
    case 'running': {
      const step = status.step ?? STARTING;
      return status.total
        ? `${step}: ${count.format(status.done)} of ${count.format(status.total)}`
        : `${step}…`;
    }
    case 'done':
      return status.step ?? '';
    case 'failed':
      return status.error ?? JOB_MESSAGES.serverFault;
  }
}
