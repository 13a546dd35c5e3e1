import { CONTAINER_FORMAT_MESSAGE } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import {
  containerCell,
  packagesCell,
  requiredCell,
  sbDateCell,
  sbNoCell,
  weightCell,
} from './customsCells';

/** A reader's answer and the problems it pushed. */
function read<T>(reader: (problems: string[]) => T) {
  const problems: string[] = [];
  return { value: reader(problems), problems };
}

describe('the customs files’ cells', () => {
  it('reads a container number upper-cased and refuses another shape, not a check digit', () => {
    expect(read((p) => containerCell(' msku 1234567 ', p))).toEqual({
      value: 'MSKU1234567',
      problems: [],
    });
    expect(read((p) => containerCell('MSKU12345', p)).problems).toEqual([CONTAINER_FORMAT_MESSAGE]);
    expect(read((p) => containerCell('', p)).problems).toEqual(['Container number is missing.']);
  });

  it('reads an SB number of 1 to 20 digits, keeping leading zeros', () => {
    expect(read((p) => sbNoCell('0042', p))).toEqual({ value: '0042', problems: [] });
    expect(read((p) => sbNoCell('1'.repeat(20), p)).problems).toEqual([]);
    expect(read((p) => sbNoCell('1'.repeat(21), p)).problems).toHaveLength(1);
    expect(read((p) => sbNoCell('12A', p)).problems).toEqual(['SB No 12A is not 1 to 20 digits.']);
    expect(read((p) => sbNoCell(' ', p)).problems).toEqual(['SB No is missing.']);
  });

  it('reads an SB date that is a real day up to today', () => {
    const today = '2026-11-24';
    expect(read((p) => sbDateCell('24-11-2026', p, today))).toEqual({
      value: '2026-11-24',
      problems: [],
    });
    expect(read((p) => sbDateCell('2026-11-01', p, today)).value).toBe('2026-11-01');
    expect(read((p) => sbDateCell('25/11/2026', p, today))).toEqual({
      value: null,
      problems: ['SB Date 25/11/2026 is in the future.'],
    });
    expect(read((p) => sbDateCell('29/02/2026', p, today)).problems).toEqual([
      'SB Date 29/02/2026 is not a date (dd/mm/yyyy).',
    ]);
    expect(read((p) => sbDateCell('', p, today)).problems).toEqual(['SB Date is missing.']);
  });

  it('reads required text up to its length', () => {
    expect(read((p) => requiredCell('BL No', 5, ' BL1 ', p))).toEqual({
      value: 'BL1',
      problems: [],
    });
    expect(read((p) => requiredCell('BL No', 5, 'BL1234', p)).problems).toEqual([
      'BL No is longer than 5 characters.',
    ]);
    expect(read((p) => requiredCell('BL No', 5, '', p)).problems).toEqual(['BL No is missing.']);
  });

  it('reads packages as a whole number and weights rounded to the kilogram; blank is none', () => {
    expect(read((p) => packagesCell('Package', '1,200', p)).value).toBe(1200);
    expect(read((p) => packagesCell('Package', '40.0', p)).value).toBe(40);
    expect(read((p) => packagesCell('Package', '', p))).toEqual({ value: null, problems: [] });
    expect(read((p) => packagesCell('Package', '2.5', p)).problems).toHaveLength(1);
    expect(read((p) => packagesCell('Package', '-1', p)).problems).toHaveLength(1);
    expect(read((p) => weightCell('Cargo Wt', '18,250.5', p)).value).toBe(18251);
    expect(read((p) => weightCell('Cargo Wt', '0', p)).value).toBe(0);
    expect(read((p) => weightCell('Cargo Wt', '', p))).toEqual({ value: null, problems: [] });
    expect(read((p) => weightCell('Cargo Wt', '-3', p)).problems).toEqual([
      'Cargo Wt -3 is not a weight in kilograms of 0 or more.',
    ]);
  });
});
