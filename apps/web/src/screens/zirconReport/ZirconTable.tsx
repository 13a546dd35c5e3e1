import { Table, Text } from '@mantine/core';
import type { ZirconCount, ZirconRow } from '@quaybook/contract';
import { TABLE_LOOK } from '../../lists/table/tableLook';

const right = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** The Zircon rows in the spec's columns, and the count row. */
export function ZirconTable({ rows, count }: { rows: readonly ZirconRow[]; count: ZirconCount }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        {...TABLE_LOOK}
        fz="xs"
        horizontalSpacing={6}
        style={{ whiteSpace: 'nowrap' }}
        aria-label="Zircon containers"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={right}>Sl. No</Table.Th>
            <Table.Th>Container</Table.Th>
            <Table.Th>ISO</Table.Th>
            <Table.Th>Movement</Table.Th>
            <Table.Th>Place</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Vessel</Table.Th>
            <Table.Th>Voyage</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.reportid}>
              <Table.Td style={right}>{index + 1}</Table.Td>
              <Table.Td ff="monospace">{row.contnumber}</Table.Td>
              <Table.Td>{row.isocode}</Table.Td>
              <Table.Td>{row.movementcode}</Table.Td>
              <Table.Td>{row.LocationCode}</Table.Td>
              <Table.Td>{row.dmy}</Table.Td>
              <Table.Td>{row.Vesselname}</Table.Td>
              <Table.Td>{row.voyagename}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={8}>
              <Text fw={700} size="xs" aria-label="Count">
                Count: {count.total} · 20': {count.twenty} · 40': {count.forty}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
