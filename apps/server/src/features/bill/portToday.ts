import { PORT_TIME_ZONE } from '@quaybook/domain';

/** Today at the ports (India Standard Time) as yyyy-mm-dd, whatever the server's own zone. */
export function todayAtPorts(now: Date = new Date()): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PORT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
