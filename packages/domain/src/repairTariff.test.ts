import { describe, expect, it } from 'vitest';
import { bandProblems, hoursToHundredths, hundredthsToHours } from './repairTariff';

describe('hoursToHundredths', () => {
  it.each([
    ['1', 100],
    ['1.5', 150],
    [0.5, 50],
    // 0.29 * 100 is 28.999999999999996 in binary floats; read from its text it is 29.
    [0.29, 29],
    ['999.99', 99_999],
    [0, 0],
  ])('reads %s hours as %i hundredths', (hours, hundredths) => {
    expect(hoursToHundredths(hours)).toBe(hundredths);
  });

  it.each([
    ['-1'],
    [-0.5],
    ['1.125'],
    [1000],
    ['abc'],
    [''],
    [Number.NaN],
  ])('refuses %s', (hours) => {
    expect(hoursToHundredths(hours)).toBeNull();
  });

  it('writes hundredths back with two decimals', () => {
    expect(hundredthsToHours(350)).toBe('3.50');
    expect(hundredthsToHours(29)).toBe('0.29');
  });
});

describe('bandProblems', () => {
  it('asks an area for both bounds', () => {
    expect(bandProblems({ measure: 'area', uptoLengthCm: null, uptoBreadthCm: null })).toEqual({
      length: 'An area price needs its Upto length (cm).',
      breadth: 'An area price needs its Upto breadth (cm).',
    });
    expect(bandProblems({ measure: 'area', uptoLengthCm: 30, uptoBreadthCm: 30 })).toEqual({});
  });

  it('asks a length for its length alone', () => {
    expect(bandProblems({ measure: 'length', uptoLengthCm: 30, uptoBreadthCm: null })).toEqual({});
    expect(bandProblems({ measure: 'length', uptoLengthCm: null, uptoBreadthCm: 10 })).toEqual({
      length: 'A length price needs the Upto length (cm) it is priced per.',
      breadth: 'A length price takes no Upto breadth: it is priced per length.',
    });
  });

  it('gives a piece no band', () => {
    expect(bandProblems({ measure: 'piece', uptoLengthCm: null, uptoBreadthCm: null })).toEqual({});
    expect(bandProblems({ measure: 'piece', uptoLengthCm: 30, uptoBreadthCm: null })).toEqual({
      length: 'A piece price takes no Upto length.',
    });
  });
});
