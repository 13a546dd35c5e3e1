import { Badge, Button, Group, Table } from '@mantine/core';
import type { InspectionRow } from '@quaybook/contract';
import { CONDITION_LABELS, Condition, formatDate } from '@quaybook/domain';
import { memo } from 'react';

/** An inspection as these tables list it, with when this screen saved it, if it did. */
export interface ListedInspection {
  inspection: InspectionRow;
  savedAt?: Date;
}

const clock = (moment: Date) =>
  moment.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** A compact table of inspections: the last saved entries, or the containers of the day. */
export const InspectionsTable = memo(function InspectionsTable({
  rows,
  onDamages,
  label,
}: {
  rows: readonly ListedInspection[];
  /** Opens the Damage List of a damage entry. */
  onDamages(inspection: InspectionRow): void;
  label: string;
}) {
  const saved = rows.some((row) => row.savedAt);
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table
        fz="xs"
        verticalSpacing={2}
        striped
        aria-label={label}
        // One line per container: the table scrolls sideways rather than wrap a cell.
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            {saved && <Table.Th>Saved</Table.Th>}
            <Table.Th>Container</Table.Th>
            <Table.Th>Size/Type</Table.Th>
            <Table.Th>Movement</Table.Th>
            <Table.Th>Place</Table.Th>
            <Table.Th>Insp. Date</Table.Th>
            <Table.Th>Seal</Table.Th>
            <Table.Th>Condition</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ inspection, savedAt }) => {
            const damaged = inspection.conditionid === Condition.damage;
            return (
              <Table.Tr key={inspection.reportid}>
                {saved && <Table.Td>{savedAt ? clock(savedAt) : ''}</Table.Td>}
                <Table.Td ff="monospace">{inspection.contnumber}</Table.Td>
                <Table.Td>
                  {inspection.contsize} {inspection.conttype ?? inspection.TypeText ?? ''}
                </Table.Td>
                <Table.Td>{inspection.MovementName}</Table.Td>
                <Table.Td>{inspection.LocationName}</Table.Td>
                <Table.Td>
                  {formatDate(inspection.inspdate)} {inspection.insptime}
                </Table.Td>
                <Table.Td>{inspection.seal}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Badge size="sm" variant="light" color={damaged ? 'red' : 'green'}>
                      {CONDITION_LABELS[damaged ? Condition.damage : Condition.sound]}
                    </Badge>
                    {damaged && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={`Damages of ${inspection.contnumber}`}
                        onClick={() => onDamages(inspection)}
                      >
                        Damages
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
