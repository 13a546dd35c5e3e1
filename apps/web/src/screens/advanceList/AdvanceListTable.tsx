import {
  ActionIcon,
  Badge,
  Group,
  ScrollArea,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import type { AdvanceContainerRow } from '@quaybook/contract';
import type { SortDirection, SortKey } from '@quaybook/domain';
import {
  IconChevronDown,
  IconChevronUp,
  IconLock,
  IconPencil,
  IconSelector,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from '../../lists/table/ListTable.module.css';
import { OPEN_ROW_STYLE, TABLE_LOOK } from '../../lists/table/tableLook';
import { ADVANCE_COLUMNS, inspectedText } from './advanceColumns';
import { lockOf } from './advanceEntry';

interface AdvanceListTableProps {
  rows: readonly AdvanceContainerRow[];
  /** The columns sorted by, in the order clicked (the server sorts). */
  sorts: readonly SortKey[];
  onSort(key: string): void;
  /** The row found by its number, shown highlighted. */
  highlighted: number | null;
  /** The row open for editing, and its editor. */
  open: number | null;
  editor: ReactNode;
  onOpen(row: AdvanceContainerRow): void;
}

const mono = { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } as const;
const FOUND_ROW_STYLE = { boxShadow: 'inset 3px 0 0 var(--mantine-color-orange-6)' };

function SortTitle({
  title,
  direction,
  onSort,
}: {
  title: string;
  direction: SortDirection | null;
  onSort(): void;
}) {
  const Icon =
    direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  return (
    <UnstyledButton onClick={onSort} fz="xs" fw={700}>
      <Group gap={2} wrap="nowrap">
        {title}
        <Icon size={12} stroke={2} color={direction ? undefined : 'var(--mantine-color-gray-5)'} />
      </Group>
    </UnstyledButton>
  );
}

function InspectedCell({ row }: { row: AdvanceContainerRow }) {
  const text = inspectedText(row);
  if (row.reportid === null)
    return (
      <Badge size="xs" variant="light" color="gray">
        {text}
      </Badge>
    );
  return (
    <Badge size="xs" variant="light" color={row.reportNo || row.billNo ? 'grape' : 'green'}>
      {text}
    </Badge>
  );
}

/** The call's containers, one dense line each; the open row's editor spans the line under it. */
export function AdvanceListTable({
  rows,
  sorts,
  onSort,
  highlighted,
  open,
  editor,
  onOpen,
}: AdvanceListTableProps) {
  const span = ADVANCE_COLUMNS.length + 1;
  return (
    <ScrollArea.Autosize mah="calc(100vh - 230px)" type="auto" offsetScrollbars>
      <Table
        {...TABLE_LOOK}
        fz="xs"
        verticalSpacing={3}
        horizontalSpacing={6}
        stickyHeader
        style={{ whiteSpace: 'nowrap' }}
        aria-label="Advance containers"
      >
        <Table.Thead>
          <Table.Tr>
            {ADVANCE_COLUMNS.map((column) => {
              const direction = sorts.find((sort) => sort.column === column.key)?.direction;
              return (
                <Table.Th
                  key={column.key}
                  data-accessor={column.key}
                  aria-sort={
                    !direction ? undefined : direction === 'asc' ? 'ascending' : 'descending'
                  }
                >
                  <SortTitle
                    title={column.title}
                    direction={direction ?? null}
                    onSort={() => onSort(column.key)}
                  />
                </Table.Th>
              );
            })}
            <Table.Th w={34} aria-label="Actions" className={classes.pinnedEnd} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.flatMap((row) => {
            const lock = lockOf(row);
            const isOpen = open === row.autoID;
            const line = (
              <Table.Tr
                key={row.autoID}
                data-row={row.contnumber}
                aria-selected={isOpen || highlighted === row.autoID}
                style={{
                  ...(isOpen ? OPEN_ROW_STYLE : {}),
                  ...(highlighted === row.autoID ? FOUND_ROW_STYLE : {}),
                }}
                onDoubleClick={() => !lock && onOpen(row)}
              >
                {ADVANCE_COLUMNS.map((column) => (
                  <Table.Td key={column.key} style={column.mono ? mono : undefined}>
                    {column.key === 'inspected' ? (
                      <InspectedCell row={row} />
                    ) : column.key === 'condition' && row.damage === 'damage' ? (
                      <Text span fz="xs" c="red.8" fw={600}>
                        {column.text(row)}
                      </Text>
                    ) : column.maxWidth ? (
                      <span
                        className={classes.cut}
                        style={{ maxWidth: column.maxWidth }}
                        title={column.text(row)}
                      >
                        {column.text(row)}
                      </span>
                    ) : (
                      column.text(row)
                    )}
                  </Table.Td>
                ))}
                {/* The lock or the edit button stays in view when the list scrolls sideways. */}
                <Table.Td className={classes.pinnedEnd} style={isOpen ? OPEN_ROW_STYLE : undefined}>
                  {lock ? (
                    <Tooltip label={lock} withArrow>
                      <IconLock size={14} color="var(--mantine-color-gray-6)" aria-label={lock} />
                    </Tooltip>
                  ) : (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={`Edit ${row.contnumber}`}
                      onClick={() => onOpen(row)}
                    >
                      <IconPencil size={14} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            );
            if (!isOpen) return [line];
            return [
              line,
              <Table.Tr key={`${row.autoID}-editor`} style={OPEN_ROW_STYLE}>
                <Table.Td colSpan={span} style={{ whiteSpace: 'normal' }}>
                  {editor}
                </Table.Td>
              </Table.Tr>,
            ];
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
