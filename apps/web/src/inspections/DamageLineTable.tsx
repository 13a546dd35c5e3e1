import { ActionIcon, Group, Table, Text } from '@mantine/core';
import type { CodeRow } from '@quaybook/contract';
import { IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import classes from '../lists/table/ListTable.module.css';
import { type DamageCodeKind, useActiveCodes } from './damageCodes';
import { type DamageLineDraft, draftArea, positionName, sectionText, sideName } from './damageLine';

interface DamageLineTableProps {
  lines: readonly DamageLineDraft[];
  /** The line being edited, marked in the table. */
  editing?: number | null;
  onEdit?(index: number): void;
  onRemove?(index: number): void;
  disabled?: boolean;
}

// The line in the form above is marked in the table.
const EDITING = 'var(--mantine-color-yellow-light)';

const SAVED_NAME = { component: 'component', damage: 'damage', repair: 'repair' } as const;

/** A compact table of damage lines, each with its edit and remove buttons. */
export function DamageLineTable({
  lines,
  editing = null,
  onEdit,
  onRemove,
  disabled = false,
}: DamageLineTableProps) {
  const codes: Record<DamageCodeKind, CodeRow[]> = {
    component: useActiveCodes('component'),
    damage: useActiveCodes('damage'),
    repair: useActiveCodes('repair'),
  };
  const codeOf = (kind: DamageCodeKind, id: number | null, line: DamageLineDraft) =>
    codes[kind].find((code) => code.autoid === id)?.shortName ??
    line.names?.[SAVED_NAME[kind]] ??
    '';
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed" py="xs">
        No damage lines yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table
        highlightOnHover
        withTableBorder
        fz="xs"
        verticalSpacing={4}
        // One line per damage: the table scrolls sideways rather than wrap a cell.
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Loc</Table.Th>
            <Table.Th>Position</Table.Th>
            <Table.Th>From – To</Table.Th>
            <Table.Th>Component</Table.Th>
            <Table.Th>Damage</Table.Th>
            <Table.Th>Repair</Table.Th>
            <Table.Th ta="right">L × B</Table.Th>
            <Table.Th ta="right">Area</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th>Note</Table.Th>
            {/* The buttons stay in view when a narrow overlay scrolls the table sideways. */}
            <Table.Th aria-label="Actions" className={classes.pinnedEnd} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const name = `line ${index + 1}`;
            return (
              <Table.Tr
                key={line.autoid ?? `new-${index}`}
                bg={editing === index ? EDITING : undefined}
              >
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{sideName(line.damlocationid)}</Table.Td>
                <Table.Td>{positionName(line.positionid)}</Table.Td>
                <Table.Td>
                  {[
                    sectionText(line.damageFrom, line.damageFromAnd),
                    sectionText(line.damageTo, line.damageToAnd),
                  ]
                    .filter(Boolean)
                    .join(' – ')}
                </Table.Td>
                <Table.Td>{codeOf('component', line.component, line)}</Table.Td>
                <Table.Td>{codeOf('damage', line.damageType, line)}</Table.Td>
                <Table.Td>{codeOf('repair', line.repairType, line)}</Table.Td>
                <Table.Td ta="right">
                  {line.length !== '' || line.breadth !== ''
                    ? `${line.length} × ${line.breadth}`
                    : ''}
                </Table.Td>
                <Table.Td ta="right">{draftArea(line) ?? ''}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td>
                  <span className={classes.cut} style={{ maxWidth: 140 }} title={line.note}>
                    {line.note}
                  </span>
                </Table.Td>
                <Table.Td
                  className={classes.pinnedEnd}
                  // The line's mark, opaque over the columns scrolled under it.
                  style={
                    editing === index
                      ? {
                          background: `linear-gradient(${EDITING}, ${EDITING}), var(--mantine-color-body)`,
                        }
                      : undefined
                  }
                >
                  <Group gap={2} wrap="nowrap" justify="flex-end">
                    {(line.photo || line.Image) && (
                      <IconPhoto size={14} aria-label="Has a photo" role="img" />
                    )}
                    {onEdit && (
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        aria-label={`Edit ${name}`}
                        disabled={disabled}
                        onClick={() => onEdit(index)}
                      >
                        <IconPencil size={14} />
                      </ActionIcon>
                    )}
                    {onRemove && (
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${name}`}
                        disabled={disabled}
                        onClick={() => onRemove(index)}
                      >
                        <IconTrash size={14} />
                      </ActionIcon>
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
}
