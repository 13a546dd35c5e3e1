import { describe, expect, it } from 'vitest';
import { scalePlan } from './scalePlan';

describe('the scale plan', () => {
  it('spreads a year of a busy depot, and a smaller depot, over 365 days', () => {
    expect(scalePlan('1m')).toMatchObject({ inspections: 1_000_000, calls: 2_000, days: 365 });
    expect(scalePlan('100k')).toMatchObject({ inspections: 100_000, calls: 200, days: 365 });
  });

  it('makes ten million ten years of that depot, its calls as busy each day', () => {
    const tenYears = scalePlan('10m');
    expect(tenYears).toMatchObject({ inspections: 10_000_000, calls: 20_000, days: 3_650 });
    expect(tenYears.calls / tenYears.days).toBeCloseTo(2_000 / 365);
  });
});
