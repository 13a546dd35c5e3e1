import { describe, expect, it } from 'vitest';
import { addDays, dayInPorts, dmyToIso, formatDate, isIsoDate, isoDay, isValidDmy } from './dates';

describe('dmyToIso', () => {
  it('converts day/month/year to ISO', () => {
    expect(dmyToIso('21/11/2026')).toBe('2026-11-21');
    expect(dmyToIso('1/2/2026')).toBe('2026-02-01');
  });

  it('accepts 29 February only in leap years', () => {
    expect(dmyToIso('29/02/2024')).toBe('2024-02-29');
    expect(dmyToIso('29/02/2026')).toBeNull();
  });

  it('refuses impossible or malformed dates', () => {
    expect(dmyToIso('31/04/2026')).toBeNull();
    expect(dmyToIso('00/01/2026')).toBeNull();
    expect(dmyToIso('12/13/2026')).toBeNull();
    expect(dmyToIso('2026-11-21')).toBeNull();
    expect(isValidDmy('')).toBe(false);
  });
});

describe('formatDate', () => {
  it('shows an ISO date as dd/mm/yyyy without shifting the day', () => {
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
  });

  it('shows a timestamp in the given time zone, with time when asked', () => {
    const at = '2026-11-21T20:15:00Z';
    expect(formatDate(at, { timeZone: 'Asia/Kolkata' })).toBe('22/11/2026');
    expect(formatDate(at, { time: true, timeZone: 'Asia/Kolkata' })).toBe('22/11/2026 01:45');
  });

  it('keeps each time zone and each kind apart when formatting one after another', () => {
    const at = '2026-11-21T20:15:00Z';
    expect(formatDate(at, { time: true, timeZone: 'UTC' })).toBe('21/11/2026 20:15');
    expect(formatDate(at, { time: true, timeZone: 'Asia/Kolkata' })).toBe('22/11/2026 01:45');
    expect(formatDate(at, { timeZone: 'UTC' })).toBe('21/11/2026');
    expect(formatDate(at, { time: true, timeZone: 'UTC' })).toBe('21/11/2026 20:15');
  });

  it('shows nothing for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('isIsoDate', () => {
  it('accepts real dates written yyyy-mm-dd and nothing else', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('28/02/2026')).toBe(false);
    expect(isIsoDate('2026-2-28')).toBe(false);
    expect(isIsoDate('2026-02-28T00:00:00Z')).toBe(false);
  });
});

describe('isoDay', () => {
  it('names the local day of a moment, padded, late in the evening too', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isoDay(new Date(2026, 10, 23, 0, 0))).toBe('2026-11-23');
  });
});

describe('addDays', () => {
  it('moves across month, year and leap-day ends both ways', () => {
    expect(addDays('2026-11-24', -29)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-11-24', 0)).toBe('2026-11-24');
  });
});

describe('dayInPorts', () => {
  it.each([
    ['2026-11-27', '2026-11-27'],
    ['2026-11-27T00:00:00.000Z', '2026-11-27'],
    ['2026-11-26T18:30:00.000Z', '2026-11-27'],
    ['2026-11-26T18:29:59Z', '2026-11-26'],
    ['2026-11-27T10:15:00+05:30', '2026-11-27'],
    ['2026-11-27T23:00', '2026-11-27'],
  ])('reads %s as the day %s in India', (sent, day) => {
    expect(dayInPorts(sent)).toBe(day);
  });

  it.each([
    '27/11/2026',
    '2026-02-30',
    '2026-02-30T00:00:00Z',
    'tomorrow',
    '2026-11-27T25:00:00Z',
  ])('finds no day in %s', (sent) => {
    expect(dayInPorts(sent)).toBeNull();
  });
});
