import { SHIPPING_BILL_MESSAGES as M, type shippingBillLayout } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { lineKey } from '../../shippingBill/shippingBillRepository';
import { seenBefore } from '../checkedRows';
import type { RawRow } from '../uploadKind';
import { checkShippingBillLine, shippingBillStatus } from './shippingBill';

type Key = (typeof shippingBillLayout)[number]['key'];
const TODAY = '2026-11-24';
const raw = (cells: Partial<RawRow<Key>> = {}): RawRow<Key> => ({
  sbNo: '1148997',
  sbDate: '05-11-2026',
  containerNo: 'msku0000011',
  iec: '',
  gstin: '',
  pcin: '',
  packageType: '',
  packageCount: '',
  ...cells,
});

describe('checkShippingBillLine', () => {
  it('reads a good line, its date shown dd/mm/yyyy and its container upper-cased', () => {
    const { values, problems } = checkShippingBillLine(raw(), TODAY, new Set(), () => false);
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      sbNo: '1148997',
      sbDate: '2026-11-05',
      containerNo: 'MSKU0000011',
      containerToCorrect: false,
      text: { sbDate: '05/11/2026', containerNo: 'MSKU0000011' },
    });
  });

  it('keeps a malformed container to correct, and reports it as the Status', () => {
    const checked = checkShippingBillLine(
      raw({ containerNo: ' ab 12 ' }),
      TODAY,
      new Set(),
      () => false,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.values).toMatchObject({ containerNo: 'AB12', containerToCorrect: true });
    expect(shippingBillStatus({ rowNo: 1, ...checked })).toBe(M.containerToCorrect);
  });

  it('skips a line met earlier in the file, then one on record, and gathers every reason', () => {
    const repeated = seenBefore(new Set());
    const onRecord = new Set([lineKey('2', '2026-11-05', 'MSKU0000011')]);
    const check = (cells: Partial<RawRow<Key>>) =>
      checkShippingBillLine(raw(cells), TODAY, onRecord, repeated).problems;
    expect(check({})).toEqual([]);
    expect(check({})).toEqual([M.repeatedInFile]);
    expect(check({ sbNo: '2' })).toEqual([M.onRecord]);
    expect(check({ sbNo: '', sbDate: '31/02/2026', iec: 'X' })).toEqual([
      M.sbNoMissing,
      M.sbDateFormat,
      M.iecFormat,
    ]);
  });
});
