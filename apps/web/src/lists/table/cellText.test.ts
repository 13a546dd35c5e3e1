import { describe, expect, it } from 'vitest';
import { cellText } from './cellText';

describe('a cell’s text', () => {
  it('shows an ISO date (an upload preview’s 2026-12-25) as dd/mm/yyyy', () => {
    expect(cellText('2026-12-25')).toBe('25/12/2026');
  });

  it('shows what is not an ISO date as sent', () => {
    expect(cellText('25/12/2026')).toBe('25/12/2026');
    expect(cellText('2026-13-45')).toBe('2026-13-45');
    expect(cellText('MSCU1234565')).toBe('MSCU1234565');
    expect(cellText(12)).toBe('12');
    expect(cellText(0)).toBe('0');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });
});
