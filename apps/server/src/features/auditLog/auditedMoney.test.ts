import { describe, expect, it } from 'vitest';
import { shownValue } from './auditedMoney';

describe('shownValue', () => {
  it('shows a bill’s recorded amounts in rupees and its round-off as total minus payable', () => {
    expect(shownValue('bill', 'payableamt', 177000)).toBe(1770);
    // Recorded as −₹0.40 added to reach the payable amount: ₹1,000.40 rounded down.
    expect(shownValue('bill', 'roundoff', -40)).toBe(0.4);
  });

  it('shows the rates of an MIS bill’s recorded lines in rupees', () => {
    expect(shownValue('mis-bill', 'lines', [['Survey Fees', 2, 'Cntr', 125050]])).toEqual([
      ['Survey Fees', 2, 'Cntr', 1250.5],
    ]);
  });

  it('shows a repair bill’s recorded taxable value, taxes and payable amount in rupees', () => {
    expect(shownValue('repair-bill', 'taxable', 393_080)).toBe(3930.8);
    expect(shownValue('repair-bill', 'cgst', 35_377)).toBe(353.77);
    expect(shownValue('repair-bill', 'payableamt', 463_800)).toBe(4638);
    expect(shownValue('repair-bill', 'estimates', ['EOR/26-27/00001'])).toEqual([
      'EOR/26-27/00001',
    ]);
  });

  it('keeps every other value as recorded', () => {
    expect(shownValue('vessel', 'Name', 'MSC RUBY')).toBe('MSC RUBY');
    expect(shownValue('bill', 'billdate', '2026-11-27')).toBe('2026-11-27');
    expect(shownValue('partyRate', 'rate', null)).toBeNull();
  });
});
