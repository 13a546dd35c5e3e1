import { Table, Text } from '@mantine/core';
import type { BillRegisterRow, billRegisterTotals } from '@quaybook/contract';
import { formatDate, formatRupees } from '@quaybook/domain';
import type { z } from 'zod';
import { TABLE_LOOK } from '../../lists/table/tableLook';

type Totals = z.infer<typeof billRegisterTotals>;

const AMOUNTS = [
  { key: 'taxable', title: 'Taxable' },
  { key: 'cgst', title: 'CGST' },
  { key: 'sgst', title: 'SGST' },
  { key: 'igst', title: 'IGST' },
  { key: 'roundoff', title: 'Round Off', hint: 'Total minus payable: positive when rounded down' },
  { key: 'total', title: 'Total' },
] as const;

const right = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
// The party's name is the one column that may take a second line.
const wrapping = { whiteSpace: 'normal', minWidth: 140 } as const;

/** The register's 12 columns, amounts in rupees on the right, and the period's totals. */
export function BillRegisterTable({
  rows,
  totals,
}: {
  rows: readonly BillRegisterRow[];
  totals: Totals;
}) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table
        {...TABLE_LOOK}
        fz="xs"
        horizontalSpacing={6}
        style={{ whiteSpace: 'nowrap' }}
        aria-label="Sale bill register"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={right}>Sl</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Bill No</Table.Th>
            <Table.Th>Bill Date</Table.Th>
            <Table.Th style={wrapping}>Party</Table.Th>
            <Table.Th>GSTIN</Table.Th>
            <Table.Th>Place of Supply</Table.Th>
            {AMOUNTS.map((amount) => (
              <Table.Th
                key={amount.key}
                style={right}
                title={'hint' in amount ? amount.hint : undefined}
              >
                {amount.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.billtype} ${row.billno}`}>
              <Table.Td style={right}>{row.slno}</Table.Td>
              <Table.Td>{row.billtype}</Table.Td>
              <Table.Td>{row.billno}</Table.Td>
              <Table.Td>{formatDate(row.billdate)}</Table.Td>
              <Table.Td style={wrapping}>{row.partyname}</Table.Td>
              <Table.Td>{row.gstin ?? ''}</Table.Td>
              <Table.Td>{row.placeofsupply}</Table.Td>
              {AMOUNTS.map((amount) => (
                <Table.Td key={amount.key} style={right}>
                  {formatRupees(row[amount.key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td colSpan={7}>
              <Text fw={700} size="xs">
                Total: {totals.bills} {totals.bills === 1 ? 'bill' : 'bills'}
              </Text>
            </Table.Td>
            {AMOUNTS.map((amount) => (
              <Table.Td key={amount.key} style={right}>
                {formatRupees(totals[amount.key])}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
