import { describe, expect, it } from 'vitest';
import { cellDate, cellMoment, cellTime, cellYesNo, kilograms } from './cells';

describe('upload cells', () => {
  it('reads weights written with separators or a zero fraction, and refuses others', () => {
    expect([kilograms('2200'), kilograms('2,200'), kilograms('2200.0')]).toEqual([
      2200, 2200, 2200,
    ]);
    for (const text of ['2200.5', '-2200', '2200 kg', '', '1e4', '1234567', 'abc'])
      expect(kilograms(text), text).toBeNull();
  });

  it('reads dd/mm/yyyy with any separator and a date cell, and refuses impossible days', () => {
    expect(cellDate('05/11/2026')).toBe('2026-11-05');
    expect(cellDate('5-11-2026')).toBe('2026-11-05');
    expect(cellDate('05.11.2026')).toBe('2026-11-05');
    expect(cellDate('2026-11-05')).toBe('2026-11-05');
    expect(cellDate('2026-11-05T00:00:00.000Z')).toBe('2026-11-05');
    expect([cellDate('31/02/2026'), cellDate('2026-02-30'), cellDate('tomorrow')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('reads times as HHMM and refuses hours past 23 or minutes past 59', () => {
    expect([cellTime('0930'), cellTime('930'), cellTime('09:30'), cellTime('9.30')]).toEqual([
      '0930',
      '0930',
      '0930',
      '0930',
    ]);
    expect([cellTime('2400'), cellTime('1260'), cellTime('noon'), cellTime('')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads a day with its time as DTM writes it, the day alone without one', () => {
    expect([
      cellMoment('14/04/2025 15:30'),
      cellMoment('14-04-2025 1530'),
      cellMoment('2025-04-14 15:30:45'),
      cellMoment('2025-04-14'),
      cellMoment(' 14/04/2025 '),
    ]).toEqual(['202504141530', '202504141530', '202504141530', '20250414', '20250414']);
    for (const text of ['', '31/02/2025 10:00', '14/04/2025 25:00', '14/04/2025 10:00 IST'])
      expect(cellMoment(text), text).toBeNull();
  });

  it('reads yes and no as files write them, blank as no', () => {
    expect(['Y', 'yes', '1', 'N', 'no', '0', ''].map(cellYesNo)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(cellYesNo('maybe')).toBeNull();
  });
});
