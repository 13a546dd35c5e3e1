import { type DeliverySchedule, RETRY_MINUTES } from '@quaybook/contract';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** India keeps one offset all year: +05:30. */
const IST_OFFSET = 330 * MINUTE;

/** A schedule as its columns keep it: the kind, a count of minutes or hours, or a time. */
export function scheduleOf(settings: {
  scheduleKind: DeliverySchedule['kind'];
  scheduleCount: number | null;
  scheduleAt: string | null;
}): DeliverySchedule {
  if (settings.scheduleKind === 'daily')
    return { kind: 'daily', at: settings.scheduleAt ?? '0000' };
  if (settings.scheduleKind === 'every')
    return { kind: 'every', hours: settings.scheduleCount ?? 1 };
  return { kind: 'after', minutes: settings.scheduleCount ?? 0 };
}

/** The latest moment at or before `now` that the clocks of India showed `hhmm`. */
export function lastDailyAt(hhmm: string, now: Date): Date {
  const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4));
  const local = now.getTime() + IST_OFFSET;
  const localMidnight = local - (local % DAY);
  let at = localMidnight + minutes * MINUTE - IST_OFFSET;
  if (at > now.getTime()) at -= DAY;
  return new Date(at);
}

/**
 * Which events are due now under a party's schedule: those recorded at or before the answer,
 * or none (null) while its time has not come. `since` is the last run, or the moment the
 * delivery was set up before its first.
 * - after N minutes: every event N minutes old, at every look;
 * - every N hours: everything, once N hours have passed since the last run;
 * - daily at HHMM (IST): everything, once that time has passed since the last run.
 */
export function dueCutoff(schedule: DeliverySchedule, now: Date, since: Date): Date | null {
  switch (schedule.kind) {
    case 'after':
      return new Date(now.getTime() - schedule.minutes * MINUTE);
    case 'every':
      return now.getTime() - since.getTime() >= schedule.hours * HOUR ? now : null;
    case 'daily':
      return lastDailyAt(schedule.at, now) > since ? now : null;
  }
}

/** When a delivery that has now failed `attempts` times is tried again: 1, 5, 15, 60 minutes, then hourly. */
export function nextAttemptAt(attempts: number, failedAt: Date): Date {
  const minutes = RETRY_MINUTES[Math.min(attempts, RETRY_MINUTES.length) - 1] ?? 60;
  return new Date(failedAt.getTime() + minutes * MINUTE);
}

/** A delivery failing this long is told to the company's administrators. */
export const TELL_ADMINS_AFTER_MS = DAY;
