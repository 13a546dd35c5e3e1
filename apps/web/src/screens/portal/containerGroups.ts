import type { InspectionRow } from '@quaybook/contract';

/** A container and its inspections found, newest first. */
export interface ContainerGroup {
  contnumber: string;
  inspections: InspectionRow[];
}

const newestFirst = (a: InspectionRow, b: InspectionRow) =>
  `${b.inspdate} ${b.insptime ?? ''}`.localeCompare(`${a.inspdate} ${a.insptime ?? ''}`) ||
  b.reportid - a.reportid;

/** Inspections grouped per container, the container seen last first. */
export function groupByContainer(rows: readonly InspectionRow[]): ContainerGroup[] {
  const groups = new Map<string, InspectionRow[]>();
  for (const row of [...rows].sort(newestFirst)) {
    const group = groups.get(row.contnumber);
    if (group) group.push(row);
    else groups.set(row.contnumber, [row]);
  }
  return [...groups].map(([contnumber, inspections]) => ({ contnumber, inspections }));
}

/** A container's history: its inspections in the order they happened. */
export function inDateOrder(rows: readonly InspectionRow[]): InspectionRow[] {
  return [...rows].sort((a, b) => newestFirst(b, a));
}
