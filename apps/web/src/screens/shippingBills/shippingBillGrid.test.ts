import { SHIPPING_BILL_MESSAGES, type ShippingBillRow } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { cellText, editedRow, sortLines } from './shippingBillGrid';

const line = (id: number, sbno: string, sbdate: string, contnumber: string): ShippingBillRow => ({
  id,
  sbno,
  sbdate,
  contnumber,
  iec: '',
  gstn: '',
  pcin: '',
  version: 1,
  type_of_package: '',
  no_of_package: null,
});

const rows = [
  line(1, '900', '2026-11-05', 'MSKU0000010'),
  line(2, '1000', '2026-11-04', 'ABC12'),
  line(3, '900', '2026-11-03', 'MSKU0000002'),
];
const ids = (sorted: ShippingBillRow[]) => sorted.map((row) => row.id);

describe('sortLines', () => {
  it('keeps the server order unsorted, and sorts SB numbers by value', () => {
    expect(ids(sortLines(rows, null))).toEqual([1, 2, 3]);
    expect(ids(sortLines(rows, { field: 'sbno', descending: false }))).toEqual([1, 3, 2]);
    expect(ids(sortLines(rows, { field: 'sbno', descending: true }))).toEqual([2, 1, 3]);
    expect(ids(sortLines(rows, { field: 'sbdate', descending: false }))).toEqual([3, 2, 1]);
    expect(ids(sortLines(rows, { field: 'contnumber', descending: false }))).toEqual([2, 3, 1]);
  });
});

describe('editedRow', () => {
  const row = rows[1] as ShippingBillRow;
  it('gives the row Update sends, the date as ISO and a count as a number', () => {
    expect(cellText(row, 'sbdate')).toBe('04/11/2026');
    expect(editedRow(row, 'sbdate', '02/11/2026', '2026-11-24').row?.sbdate).toBe('2026-11-02');
    expect(editedRow(row, 'contnumber', ' msku1234565', '2026-11-24').row?.contnumber).toBe(
      'MSKU1234565',
    );
    expect(editedRow(row, 'no_of_package', '12', '2026-11-24').row?.no_of_package).toBe(12);
    expect(editedRow(row, 'no_of_package', '', '2026-11-24').row?.no_of_package).toBeNull();
  });

  it("says the contract's message before anything is sent", () => {
    expect(editedRow(row, 'contnumber', 'ABC12', '2026-11-24')).toEqual({
      row: null,
      problem: SHIPPING_BILL_MESSAGES.invalidContainer,
    });
    expect(editedRow(row, 'iec', 'X', '2026-11-24').problem).toBe(SHIPPING_BILL_MESSAGES.iecFormat);
  });
});
