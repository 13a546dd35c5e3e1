import type { ContainerTimeline, HistoryEvent } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { changedValue, type TimelineInspection, timelineEntries } from './timeline';

const inspection = (reportid: number, inspdate: string, insptime: string) =>
  ({ reportid, inspdate, insptime, damages: [], photos: [] }) as unknown as TimelineInspection;
const change = (id: number, changedAt: string): HistoryEvent => ({
  id,
  entity: 'inspection',
  entityId: 1,
  action: 'update',
  changes: { seal: ['S1', 'S2'] },
  changedBy: 1,
  changedByName: 'Admin',
  changedAt,
});

describe('timelineEntries', () => {
  it('lists inspections and changes together, newest first', () => {
    const timeline = {
      container: {},
      inspections: [inspection(1, '2026-11-01', '0900'), inspection(2, '2026-11-03', '1015')],
      history: [change(7, new Date(2026, 10, 2, 12).toISOString())],
    } as unknown as ContainerTimeline;
    const order = timelineEntries(timeline).map((entry) =>
      entry.kind === 'inspection' ? `i${entry.inspection.reportid}` : `c${entry.event.id}`,
    );
    expect(order).toEqual(['i2', 'c7', 'i1']);
  });

  it('puts a change before the inspection it was made at the same moment', () => {
    const timeline = {
      container: {},
      inspections: [inspection(1, '2026-11-01', '0900')],
      history: [change(3, new Date(2026, 10, 1, 9).toISOString())],
    } as unknown as ContainerTimeline;
    expect(timelineEntries(timeline).map((entry) => entry.kind)).toEqual(['change', 'inspection']);
  });
});

describe('changedValue', () => {
  it('shows days as dd/mm/yyyy, nothing as a dash and a list by its length', () => {
    expect(changedValue('2026-11-02')).toBe('02/11/2026');
    expect(changedValue(null)).toBe('—');
    expect(changedValue('')).toBe('—');
    expect(changedValue(12)).toBe('12');
    expect(changedValue(['a.jpg', 'b.jpg'])).toBe('2');
  });
});
