import { describe, expect, it } from 'vitest';
import { cellText } from './cellText';

describe('cellText', () => {
  it('shows nothing for a missing value, whatever the format', () => {
    for (const format of ['text', 'number', 'yesNo', 'date', 'dateTime'] as const) {
      expect(cellText(null, format)).toBe('');
      expect(cellText(undefined, format)).toBe('');
    }
  });

  it('writes text and numbers as they are, zero included', () => {
    expect(cellText("40' General Purpose", 'text')).toBe("40' General Purpose");
    expect(cellText(0, 'number')).toBe('0');
    expect(cellText(2230, 'number')).toBe('2230');
  });

  it('reads flags as Yes or No', () => {
    expect(cellText(1, 'yesNo')).toBe('Yes');
    expect(cellText(true, 'yesNo')).toBe('Yes');
    expect(cellText(0, 'yesNo')).toBe('No');
    expect(cellText(false, 'yesNo')).toBe('No');
  });

  it('shows dates as dd/mm/yyyy and date-times with HH:mm on the given clock', () => {
    const at = '2026-11-21T20:15:00Z';
    expect(cellText('2026-01-05', 'date')).toBe('05/01/2026');
    expect(cellText(at, 'date', { timeZone: 'Asia/Kolkata' })).toBe('22/11/2026');
    expect(cellText(at, 'dateTime', { timeZone: 'Asia/Kolkata' })).toBe('22/11/2026 01:45');
  });
});
