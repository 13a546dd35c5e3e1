import type { ContainerTimeline, HistoryEvent } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';

export type TimelineInspection = ContainerTimeline['inspections'][number];

/** One entry of a container's page: an inspection as recorded, or a change made to one. */
type TimelineEntry =
  | { kind: 'inspection'; at: number; inspection: TimelineInspection }
  | { kind: 'change'; at: number; event: HistoryEvent };

/** When an inspection took place: its day and HHMM time, on the browser's clock. */
function inspectedMoment(inspection: TimelineInspection): number {
  const time = /^\d{4}$/.test(inspection.insptime ?? '') ? (inspection.insptime as string) : '0000';
  return new Date(`${inspection.inspdate}T${time.slice(0, 2)}:${time.slice(2)}:00`).getTime();
}

/**
 * Every inspection and every change of a container in one list, newest first: an inspection by
 * when it took place, a change by when it was made; at the same moment the change comes first.
 */
export function timelineEntries(timeline: ContainerTimeline): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...timeline.inspections.map((inspection) => ({
      kind: 'inspection' as const,
      at: inspectedMoment(inspection),
      inspection,
    })),
    ...timeline.history.map((event) => ({
      kind: 'change' as const,
      at: new Date(event.changedAt).getTime(),
      event,
    })),
  ];
  const rank = (entry: TimelineEntry) => (entry.kind === 'change' ? 0 : 1);
  // Sorting is stable: changes at one moment keep the server's order, newest first.
  return entries.sort((a, b) => b.at - a.at || rank(a) - rank(b));
}

/**
 * A changed value as a person reads it: a day as dd/mm/yyyy, nothing as a dash, a list (the
 * photos added) by how many it holds.
 */
export function changedValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return String(value.length);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
