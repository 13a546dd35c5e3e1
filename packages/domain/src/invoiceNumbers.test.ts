import { describe, expect, it } from 'vitest';
import { financialYear, invoiceNumber, isInvoiceNumber } from './invoiceNumbers';

describe('financial year', () => {
  it('runs from 1 April to 31 March', () => {
    expect(financialYear('2026-04-01')).toEqual({ start: 2026, label: '26-27' });
    expect(financialYear('2027-03-31')).toEqual({ start: 2026, label: '26-27' });
    expect(financialYear('2026-03-31')).toEqual({ start: 2025, label: '25-26' });
    expect(financialYear('2099-12-31')).toEqual({ start: 2099, label: '99-00' });
  });
});

describe('invoice numbers', () => {
  it('number a series within its financial year', () => {
    expect(invoiceNumber('KOL', '2026-11-23', 17)).toBe('KOL/26-27/00017');
    expect(invoiceNumber('HAL', '2027-02-01', 1)).toBe('HAL/26-27/00001');
  });

  it('keep to rule 46: at most 16 letters, digits, - and /', () => {
    expect(isInvoiceNumber('KOL/26-27/00017')).toBe(true);
    expect(isInvoiceNumber('KOL 26-27 00017')).toBe(false);
    expect(isInvoiceNumber('KOLK/26-27/000017')).toBe(false);
    expect(() => invoiceNumber('KOLKATA', '2026-11-23', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('KOL', '2026-11-23', 0)).toThrow(RangeError);
  });
});
