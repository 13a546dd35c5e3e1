import { Badge } from '@mantine/core';
import type { InspectionRow } from '@quaybook/contract';
import { Condition, formatDate } from '@quaybook/domain';
import type { PortalColumn } from './PortalRows';

/** An inspection's time as HH:mm, whether it was kept as 0930 or 09:30:00. */
export function timeText(time: string | null): string {
  const digits = (time ?? '').replace(/\D/g, '').slice(0, 4);
  return digits.length === 4 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : '';
}

/** A damaged container stands out from a sound one. */
export function ConditionBadge({ row }: { row: Pick<InspectionRow, 'conditionid' | 'condition'> }) {
  const damaged = row.conditionid === Condition.damage;
  return (
    <Badge size="sm" variant="light" color={damaged ? 'orange' : 'green'} tt="none">
      {row.condition}
    </Badge>
  );
}

/** What the line reads of one of its inspections: where, when, how it was found, its seal. */
export const INSPECTION_FACTS: PortalColumn<InspectionRow>[] = [
  { title: 'Movement', cell: (row) => row.MovementName },
  {
    title: 'Date',
    cell: (row) => [formatDate(row.inspdate), timeText(row.insptime)].filter(Boolean).join(' '),
  },
  { title: 'Place', cell: (row) => row.LocationName },
  { title: 'Condition', cell: (row) => <ConditionBadge row={row} /> },
  { title: 'Seal', cell: (row) => row.seal || '—' },
  {
    title: 'Vessel / voyage',
    cell: (row) => [row.VesselName, row.VoyageName].filter(Boolean).join(' / ') || '—',
  },
];

/** The same, headed by the container number, where rows of several containers are listed. */
export const INSPECTION_COLUMNS: PortalColumn<InspectionRow>[] = [
  {
    title: 'Container',
    cell: (row) => `${row.contnumber} · ${row.contsize}′ ${row.iso_code ?? ''}`,
  },
  ...INSPECTION_FACTS,
];
