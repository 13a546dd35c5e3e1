import { describe, expect, it } from 'vitest';
import { busiestDay, dayChartNote } from './dayChartNote';

const day = (date: string, sound: number, damaged: number) => ({ date, sound, damaged });

describe('the day chart’s note', () => {
  it('says plainly that there were no inspections, never that the busiest day had one', () => {
    const empty = [day('2026-11-27', 0, 0), day('2026-11-28', 0, 0)];
    expect(busiestDay(empty)).toBe(0);
    expect(dayChartNote(empty)).toBe('No inspections in the last 2 days.');
  });

  it('names the busiest day’s count, sound and damaged together', () => {
    const days = [day('2026-11-27', 3, 1), day('2026-11-28', 1200, 34)];
    expect(dayChartNote(days)).toBe('most in a day: 1,234');
  });
});
