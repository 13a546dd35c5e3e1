import { Table, TextInput } from '@mantine/core';
import {
  api,
  CallError,
  CUSTOMS_MESSAGES,
  conflictCurrent,
  isWellFormedContainer,
  type ShippingBillField,
  type ShippingBillRow,
} from '@quaybook/contract';
import { type KeyboardEvent, useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { failureMessage } from '../../inspections';
import { SortHeader } from '../../lists/table/SortHeader';
import { TABLE_LOOK } from '../../lists/table/tableLook';
import { notify } from '../../notify';
import {
  cellText,
  editedRow,
  type GridSort,
  type SortableField,
  sortLines,
} from './shippingBillGrid';

/** The grid's columns (002 §2.4), with the widths the spec's screen gives three of them. */
const COLUMNS: { field: ShippingBillField; title: string; width?: number; sortable?: boolean }[] = [
  { field: 'sbno', title: 'Shipping Bill', sortable: true },
  { field: 'sbdate', title: 'SB Date', sortable: true },
  { field: 'contnumber', title: 'Container', width: 110, sortable: true },
  { field: 'iec', title: 'IEC' },
  { field: 'gstn', title: 'GSTN', width: 120 },
  { field: 'pcin', title: 'PCIN', width: 150 },
  { field: 'type_of_package', title: 'Type Of Package' },
  { field: 'no_of_package', title: 'No On Package' },
];

interface Editing {
  id: number;
  field: ShippingBillField;
  text: string;
  problem?: string;
  saving?: boolean;
}

const cellId = (id: number, field: string) => `sb-${id}-${field}`;

/**
 * Shipping Bills' editable grid: a cell opens on Enter, a click or typing F2; Enter saves it
 * through Update (the field's rule said beside the cell first), Escape leaves it as it was. A
 * container not 4 letters and 7 digits shows red until corrected.
 */
export function ShippingBillGrid({
  rows,
  onSaved,
  firstSerial = 1,
  sortable: sorts = true,
}: {
  rows: readonly ShippingBillRow[];
  onSaved(row: ShippingBillRow): void;
  /** The S.No of the first row: a page's rows go on from the pages before it. */
  firstSerial?: number;
  /** Whether the headers sort the rows; not for one page of a list the server orders. */
  sortable?: boolean;
}) {
  const [sort, setSort] = useState<GridSort | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const shown = sortLines(rows, sort);

  const toggle = (field: SortableField) =>
    setSort((now) =>
      now?.field !== field
        ? { field, descending: false }
        : now.descending
          ? null
          : { field, descending: true },
    );
  const open = (row: ShippingBillRow, field: ShippingBillField) =>
    setEditing({ id: row.id, field, text: cellText(row, field) });
  const close = (id: number, field: string) => {
    setEditing(null);
    // Back on the cell, so the keyboard carries on from where it was.
    requestAnimationFrame(() => document.getElementById(cellId(id, field))?.focus());
  };

  const save = async (row: ShippingBillRow) => {
    if (!editing || editing.saving) return;
    const { field, text } = editing;
    if (text.trim() === cellText(row, field)) return close(row.id, field);
    const edited = editedRow(row, field, text);
    if (edited.problem !== null) return setEditing({ ...editing, problem: edited.problem });
    setEditing({ ...editing, saving: true, problem: undefined });
    try {
      const reply = await call(api.shippingBill.update, {
        body: { prop: field, transaction: edited.row, version: row.version },
      });
      onSaved(reply.data);
      notify.success(reply.message);
      close(row.id, field);
    } catch (error) {
      // The line changed since the grid read it: it now shows the stored line, and says who.
      const current =
        error instanceof CallError
          ? conflictCurrent<ShippingBillRow>(error.status, error.data)
          : undefined;
      if (current) onSaved(current);
      showRefusal(error, CUSTOMS_MESSAGES.saveFailed);
      setEditing({
        ...editing,
        saving: false,
        problem: failureMessage(error, CUSTOMS_MESSAGES.saveFailed),
      });
    }
  };

  const onCellKey = (event: KeyboardEvent, row: ShippingBillRow, field: ShippingBillField) => {
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      open(row, field);
    }
  };
  const onEditorKey = (event: KeyboardEvent, row: ShippingBillRow) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save(row);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(row.id, editing?.field ?? '');
    }
  };

  const cell = (row: ShippingBillRow, field: ShippingBillField, width?: number) => {
    const open_ = editing?.id === row.id && editing.field === field ? editing : null;
    const text = cellText(row, field);
    const red = field === 'contnumber' && !isWellFormedContainer(row.contnumber);
    if (open_)
      return (
        <Table.Td key={field} p={2} style={{ minWidth: width ?? 110 }}>
          <TextInput
            size="xs"
            autoFocus
            aria-label={`${COLUMNS.find((c) => c.field === field)?.title} of line ${row.id}`}
            value={open_.text}
            error={open_.problem}
            disabled={open_.saving}
            placeholder={field === 'sbdate' ? 'dd/mm/yyyy' : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setEditing((now) => (now ? { ...now, text: value, problem: undefined } : now));
            }}
            onKeyDown={(event) => onEditorKey(event, row)}
            onBlur={() => {
              if (!open_.saving && !open_.problem) setEditing(null);
            }}
          />
        </Table.Td>
      );
    return (
      <Table.Td
        key={field}
        id={cellId(row.id, field)}
        tabIndex={0}
        w={width}
        data-field={field}
        data-invalid={red || undefined}
        title={red ? 'Container number to correct: 4 letters and 7 digits' : undefined}
        style={{
          cursor: 'text',
          textAlign: field === 'no_of_package' ? 'right' : undefined,
          fontFamily: field === 'contnumber' ? 'var(--mantine-font-family-monospace)' : undefined,
        }}
        c={red ? 'red.8' : undefined}
        fw={red ? 700 : undefined}
        bg={red ? 'red.0' : undefined}
        onClick={() => open(row, field)}
        onKeyDown={(event) => onCellKey(event, row, field)}
      >
        {text}
      </Table.Td>
    );
  };

  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table
        {...TABLE_LOOK}
        horizontalSpacing={6}
        style={{ whiteSpace: 'nowrap' }}
        aria-label="Shipping bills"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right" w={50}>
              S.No
            </Table.Th>
            {COLUMNS.map(({ field, title, width, sortable }) => (
              <Table.Th key={field} w={width}>
                {sortable && sorts ? (
                  <SortHeader
                    title={title}
                    position={0}
                    showPosition={false}
                    direction={
                      sort?.field === field ? (sort.descending ? 'desc' : 'asc') : undefined
                    }
                    onClick={() => toggle(field as SortableField)}
                  />
                ) : (
                  title
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row, index) => (
            <Table.Tr key={row.id}>
              <Table.Td ta="right">{firstSerial + index}</Table.Td>
              {COLUMNS.map(({ field, width }) => cell(row, field, width))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
