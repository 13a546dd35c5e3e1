import type { DashboardData } from '@quaybook/contract';

/** The most inspections of one day in the chart's days; 0 when there were none. */
export function busiestDay(days: DashboardData['days']): number {
  return Math.max(0, ...days.map((day) => day.sound + day.damaged));
}

/** What the chart says under its bars: the busiest day's count, or plainly that there was none. */
export function dayChartNote(days: DashboardData['days']): string {
  const most = busiestDay(days);
  return most === 0
    ? `No inspections in the last ${days.length} days.`
    : `most in a day: ${most.toLocaleString('en-IN')}`;
}
