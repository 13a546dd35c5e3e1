import { describe, expect, it } from 'vitest';
import {
  SHIPPING_BILL_MESSAGES as M,
  readShippingBillField,
  type ShippingBillField,
} from './shippingBillRules';

const TODAY = '2026-11-24';
const read = (field: ShippingBillField, text: unknown) => readShippingBillField(field, text, TODAY);

describe('readShippingBillField', () => {
  it.each<[ShippingBillField, unknown, string | number | null]>([
    ['sbno', ' 1234567 ', '1234567'],
    ['sbno', '1', '1'],
    ['sbno', '1'.repeat(20), '1'.repeat(20)],
    ['sbdate', '05/11/2026', '2026-11-05'],
    ['sbdate', '2026-11-24', '2026-11-24'],
    ['sbdate', '2026-11-05T00:00:00.000Z', '2026-11-05'],
    // Midnight of 5 November in India, as a browser there sends the picked day.
    ['sbdate', '2026-11-04T18:30:00.000Z', '2026-11-05'],
    ['contnumber', ' msku 1234565', 'MSKU1234565'],
    ['iec', 'aapfu0939f', 'AAPFU0939F'],
    ['iec', '  ', null],
    ['gstn', '27aapfu0939f1zv', '27AAPFU0939F1ZV'],
    ['gstn', '', null],
    ['pcin', 'ab12cd', 'AB12CD'],
    ['pcin', 'A'.repeat(30), 'A'.repeat(30)],
    ['type_of_package', ' BAGS ', 'BAGS'],
    ['type_of_package', 'B'.repeat(50), 'B'.repeat(50)],
    ['no_of_package', '0', 0],
    ['no_of_package', 1200, 1200],
    ['no_of_package', '1,200', 1200],
    ['no_of_package', '12.0', 12],
    ['no_of_package', null, null],
  ])('reads %s %j as %j', (field, text, value) => {
    expect(read(field, text)).toEqual({ value, problem: null });
  });

  it.each<[ShippingBillField, unknown, string]>([
    ['sbno', '', M.sbNoMissing],
    ['sbno', 'SB123', M.sbNoFormat],
    ['sbno', '1'.repeat(21), M.sbNoFormat],
    ['sbno', '12 34', M.sbNoFormat],
    ['sbdate', undefined, M.sbDateMissing],
    ['sbdate', '29/02/2026', M.sbDateFormat],
    ['sbdate', '2026-13-01', M.sbDateFormat],
    ['sbdate', '25/11/2026', M.sbDateFuture],
    ['contnumber', '', M.containerMissing],
    ['contnumber', 'MSKU123456', M.invalidContainer],
    ['contnumber', '1234MSKU567', M.invalidContainer],
    ['iec', 'AAPFU0939', M.iecFormat],
    ['iec', '1234567890', M.iecFormat],
    [
      'gstn',
      '27AAPFU0939F1Z',
      'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character.',
    ],
    ['gstn', '27AAPFU0939F1ZA', 'GSTIN check character does not match: likely a typo.'],
    ['pcin', 'AB-12', M.pcinFormat],
    ['pcin', 'A'.repeat(31), M.pcinFormat],
    ['type_of_package', 'B'.repeat(51), M.packageTypeLength],
    ['no_of_package', '-1', M.packageCountFormat],
    ['no_of_package', '2.5', M.packageCountFormat],
    ['no_of_package', 'ten', M.packageCountFormat],
  ])('refuses %s %j: %s', (field, text, problem) => {
    expect(read(field, text).problem).toBe(problem);
  });

  it('keeps a malformed container upper-cased beside its problem, for the upload to keep', () => {
    expect(read('contnumber', ' abc123 ')).toEqual({
      value: 'ABC123',
      problem: M.invalidContainer,
    });
  });
});
