import { JOB_MESSAGES, type JobStatus } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { jobLine, jobPercent } from './jobProgress';

const job = (status: Partial<JobStatus>): JobStatus => ({
  id: 1,
  kind: 'advanceExecute',
  state: 'running',
  done: 0,
  total: null,
  step: null,
  result: null,
  error: null,
  ...status,
});

describe('a job’s progress as its bar shows it', () => {
  it('has no known fill while queued or while its total is unknown', () => {
    expect(jobPercent(job({ state: 'queued' }))).toBeNull();
    expect(jobPercent(job({ step: 'Reading the bills' }))).toBeNull();
    expect(jobLine(job({ state: 'queued', step: JOB_MESSAGES.queued }))).toBe(JOB_MESSAGES.queued);
    expect(jobLine(job({ step: 'Reading the bills' }))).toBe('Reading the bills…');
  });

  it('fills by the share done and counts the units in Indian grouping', () => {
    const running = job({ done: 1_250, total: 12_000, step: 'Saving rows' });
    expect(jobPercent(running)).toBe(10);
    expect(jobLine(running)).toBe('Saving rows: 1,250 of 12,000');
  });

  it('is full once done with the call’s message, and says why once failed', () => {
    expect(jobPercent(job({ state: 'done', done: 3, total: 3, step: '3 rows saved.' }))).toBe(100);
    expect(jobLine(job({ state: 'done', step: '3 rows saved.' }))).toBe('3 rows saved.');
    const failed = job({ state: 'failed', done: 2, total: 4, error: 'Upload the file again.' });
    expect(jobPercent(failed)).toBe(50);
    expect(jobLine(failed)).toBe('Upload the file again.');
    expect(jobLine(job({ state: 'failed' }))).toBe(JOB_MESSAGES.serverFault);
  });
});
