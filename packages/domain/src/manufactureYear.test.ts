import { describe, expect, it } from 'vitest';
import { isManufactureYear } from './manufactureYear';

const TODAY = new Date(2026, 10, 28);

describe('isManufactureYear', () => {
  it.each(['1950', '2019', '2026', '2027'])('accepts %s', (year) => {
    expect(isManufactureYear(year, TODAY)).toBe(true);
  });

  it.each([
    ['2O3O', 'a letter O for a zero'],
    ['19', 'two digits'],
    ['20190', 'five digits'],
    [' 2019', 'a space'],
    ['1949', 'before 1950'],
    ['2028', 'after next year'],
    ['CIMC', 'a maker’s name'],
  ])('refuses %s (%s)', (year) => {
    expect(isManufactureYear(year, TODAY)).toBe(false);
  });
});
