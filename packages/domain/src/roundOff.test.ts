import { describe, expect, it } from 'vitest';
import { billTotals } from './gst';
import { roundOffLine, roundOffStated } from './roundOff';

describe('the stated round-off: total minus the rounded total (002 §9)', () => {
  it('is positive when the total was rounded down and negative when it was rounded up', () => {
    // ₹1,000 at 18% = ₹1,180.00; ₹1,000.34 + 18% = ₹1,180.40 (down), ₹1,000.51 → ₹1,180.60 (up).
    const down = billTotals([{ quantity: 1, ratePaise: 100_034 }], 'inter', true);
    const up = billTotals([{ quantity: 1, ratePaise: 100_051 }], 'inter', true);
    expect([down.totalPaise, down.payablePaise, roundOffStated(down.roundOffPaise)]).toEqual([
      118_040, 118_000, 40,
    ]);
    expect([up.totalPaise, up.payablePaise, roundOffStated(up.roundOffPaise)]).toEqual([
      118_060, 118_100, -40,
    ]);
  });

  it('is 0, not -0, when nothing was rounded', () => {
    expect(Object.is(roundOffStated(0), 0)).toBe(true);
  });
});

describe('roundOffLine', () => {
  it.each([
    [40, 'Less: Round off', 40],
    [-40, 'Add: Round off', 40],
    [0, 'Round off', 0],
  ] as const)('states %i paise as %s %i', (stated, label, paise) => {
    expect(roundOffLine(stated)).toEqual({ label, paise });
  });
});
