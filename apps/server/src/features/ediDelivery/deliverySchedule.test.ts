import { describe, expect, it } from 'vitest';
import { dueCutoff, lastDailyAt, nextAttemptAt } from './deliverySchedule';

const at = (iso: string) => new Date(iso);

describe('the delivery schedule', () => {
  it('takes events N minutes old under "after N minutes", at every look', () => {
    const now = at('2026-11-28T10:00:00Z');
    expect(dueCutoff({ kind: 'after', minutes: 15 }, now, now)).toEqual(at('2026-11-28T09:45:00Z'));
    expect(dueCutoff({ kind: 'after', minutes: 0 }, now, now)).toEqual(now);
  });

  it('runs "every N hours" once N hours have passed since the last run', () => {
    const since = at('2026-11-28T06:00:00Z');
    const schedule = { kind: 'every', hours: 4 } as const;
    expect(dueCutoff(schedule, at('2026-11-28T09:59:59Z'), since)).toBeNull();
    expect(dueCutoff(schedule, at('2026-11-28T10:00:00Z'), since)).toEqual(
      at('2026-11-28T10:00:00Z'),
    );
  });

  it('reads "daily at HHMM" on the clocks of India', () => {
    // 09:30 IST is 04:00 UTC.
    expect(lastDailyAt('0930', at('2026-11-28T04:00:00Z'))).toEqual(at('2026-11-28T04:00:00Z'));
    expect(lastDailyAt('0930', at('2026-11-28T03:59:00Z'))).toEqual(at('2026-11-27T04:00:00Z'));
    // 00:15 IST on the 28th is 18:45 UTC on the 27th.
    expect(lastDailyAt('0015', at('2026-11-27T19:00:00Z'))).toEqual(at('2026-11-27T18:45:00Z'));
  });

  it('runs "daily" once its time has passed since the last run, not again the same day', () => {
    const schedule = { kind: 'daily', at: '0930' } as const;
    const lastRun = at('2026-11-27T04:00:30Z');
    expect(dueCutoff(schedule, at('2026-11-28T03:59:00Z'), lastRun)).toBeNull();
    expect(dueCutoff(schedule, at('2026-11-28T04:01:00Z'), lastRun)).toEqual(
      at('2026-11-28T04:01:00Z'),
    );
    expect(dueCutoff(schedule, at('2026-11-28T05:00:00Z'), at('2026-11-28T04:01:00Z'))).toBeNull();
  });

  it('a delivery set up after the day’s time waits for the next day', () => {
    const setUp = at('2026-11-28T06:00:00Z');
    expect(dueCutoff({ kind: 'daily', at: '0930' }, at('2026-11-28T07:00:00Z'), setUp)).toBeNull();
  });
});

describe('retries', () => {
  it('wait 1, 5, 15 and 60 minutes, then an hour each', () => {
    const failed = at('2026-11-28T10:00:00Z');
    const waits = [1, 2, 3, 4, 5, 9].map(
      (attempts) => (nextAttemptAt(attempts, failed).getTime() - failed.getTime()) / 60_000,
    );
    expect(waits).toEqual([1, 5, 15, 60, 60, 60]);
  });
});
