import { describe, expect, it } from 'vitest';
import {
  formatRupees,
  isPaise,
  MAX_PAISE,
  paiseToRupees,
  rupeesToPaise,
  signedRupeesToPaise,
} from './money';

describe('rupeesToPaise', () => {
  it.each([
    ['1500', 150000],
    ['1500.5', 150050],
    ['1500.05', 150005],
    ['0.01', 1],
    ['1,23,456.78', 12345678],
    [' 42 ', 4200],
    [1500.5, 150050],
    [0.3, 30],
    ['9999999999.99', MAX_PAISE],
  ] as const)('reads %s rupees as %i paise, exactly', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it.each([
    '',
    'abc',
    '-5',
    '1500.255',
    '1.2.3',
    '10000000000',
    '1e3',
    Number.NaN,
    -1,
    1500.255,
  ])('refuses %s', (rupees) => {
    expect(rupeesToPaise(rupees)).toBeNull();
  });

  it('turns a float sum that is not two decimals into a refusal, not a rounding', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBeNull();
  });
});

describe('isPaise', () => {
  it('accepts whole paise within the columns and refuses the rest', () => {
    for (const value of [0, 1, 150050, MAX_PAISE]) expect(isPaise(value), String(value)).toBe(true);
    for (const value of [-1, 1.5, MAX_PAISE + 1, Number.NaN])
      expect(isPaise(value), String(value)).toBe(false);
  });
});

describe('paiseToRupees and formatRupees', () => {
  it.each([
    [0, '0.00', '0.00'],
    [5, '0.05', '0.05'],
    [150000, '1500.00', '1,500.00'],
    [12345678, '123456.78', '1,23,456.78'],
    [1234567890, '12345678.90', '1,23,45,678.90'],
    [MAX_PAISE, '9999999999.99', '9,99,99,99,999.99'],
    [-150050, '-1500.50', '-1,500.50'],
  ])('%i paise is %s, or %s with Indian grouping', (paise, plain, grouped) => {
    expect(paiseToRupees(paise)).toBe(plain);
    expect(formatRupees(paise)).toBe(grouped);
  });

  it('reads back what it writes', () => {
    for (const paise of [1, 99, 100, 150050, MAX_PAISE])
      expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
  });
});

describe('signedRupeesToPaise', () => {
  it.each([
    [-0.4, -40],
    ['-0.40', -40],
    [0.6, 60],
    ['-1,234.5', -123450],
  ] as const)('reads %s rupees as %i paise, exactly', (rupees, paise) => {
    expect(signedRupeesToPaise(rupees)).toBe(paise);
  });

  it.each(['--1', '-1.234', '- 1', 'abc'])('refuses %s', (rupees) => {
    expect(signedRupeesToPaise(rupees)).toBeNull();
  });
});
