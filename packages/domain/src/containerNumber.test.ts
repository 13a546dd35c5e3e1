import { describe, expect, it } from 'vitest';
import {
  checkContainerNumber,
  checkDigitFaults,
  containerCheckDigit,
  containerNumberWarning,
  normalizeContainerNumber,
  parseContainerNumbers,
  warningOfContainerNumber,
} from './containerNumber';

describe('containerCheckDigit', () => {
  it.each([
    ['CSQU305438', 3],
    ['MWCU605978', 4],
    ['TGHU164339', 6],
    ['CSQU305430', 0],
  ])('computes the ISO 6346 check digit of %s as %i', (firstTen, digit) => {
    expect(containerCheckDigit(firstTen)).toBe(digit);
  });

  it.each([
    'CCLU4798734',
    'GESU4760670',
    'CCLU8601144',
    'TRHU6875483',
    'HLXU4691920',
    'MSCU1234566',
    'PCIU9507070',
  ])('accepts the real number %s', (number) => {
    expect(checkContainerNumber(number)).toEqual({ kind: 'ok', number });
  });
});

describe('checkContainerNumber', () => {
  it('upper-cases and removes spaces before checking', () => {
    expect(normalizeContainerNumber(' csqu 305438 3')).toBe('CSQU3054383');
    expect(checkContainerNumber('csqu3054383').kind).toBe('ok');
  });

  it('reports a wrong check digit with the expected one', () => {
    expect(checkContainerNumber('CBHU1234567')).toEqual({
      kind: 'likelyTypo',
      number: 'CBHU1234567',
      category: null,
      expected: 1,
    });
  });

  it.each([
    'TGHJ1643399',
    'ABCZ1234564',
  ])('accepts %s: J (detachable equipment) and Z (trailer) are owner categories too', (number) => {
    expect(checkContainerNumber(number).kind).toBe('ok');
  });

  it('reports a fourth letter other than U, J or Z even when the check digit matches', () => {
    expect(checkContainerNumber('CSQA3054383')).toEqual({
      kind: 'likelyTypo',
      number: 'CSQA3054383',
      category: 'A',
      expected: null,
    });
  });

  it('reports both a wrong fourth letter and a wrong check digit', () => {
    expect(checkContainerNumber('MSKX1234560')).toEqual({
      kind: 'likelyTypo',
      number: 'MSKX1234560',
      category: 'X',
      expected: 4,
    });
  });

  it.each([
    'CSQ3054383',
    'CSQU305438',
    'CSQU30543833',
    '1SQU3054383',
    'CSQU30543A3',
  ])('refuses %s, which is not 4 letters and 7 digits', (number) => {
    expect(checkContainerNumber(number).kind).toBe('format');
  });
});

describe('containerNumberWarning', () => {
  const warning = (number: string) => {
    const check = checkContainerNumber(number);
    if (check.kind !== 'likelyTypo') throw new Error(`${number} is not a likely typo`);
    return containerNumberWarning(check);
  };

  it('says which check digit the number should have', () => {
    expect(warning('CBHU1234567')).toBe(
      'Check digit of CBHU1234567 should be 1: likely a typo. Check the number on the door.',
    );
  });

  it('says the fourth letter should be U, J or Z', () => {
    expect(warning('CSQA3054383')).toBe(
      'Fourth letter of CSQA3054383 should be U, J or Z, not A: likely a typo. Check the number on the door.',
    );
  });

  it('says both at once', () => {
    expect(warning('MSKX1234560')).toBe(
      'Fourth letter of MSKX1234560 should be U, J or Z, not X, and its check digit 4: likely a typo. Check the number on the door.',
    );
  });

  it('gives nothing for a valid number or one that is not even well formed', () => {
    expect(warningOfContainerNumber('csqu3054383')).toBeNull();
    expect(warningOfContainerNumber('CSQU305438')).toBeNull();
    expect(warningOfContainerNumber('cbhu1234567')).toBe(warning('CBHU1234567'));
  });
});

describe('checkDigitFaults', () => {
  it('names each number with a wrong check digit once, with the digit it should end in', () => {
    expect(
      checkDigitFaults(['CSQU3054383', 'CSQU3054384', 'TGHU1643390', 'CSQU3054384', 'NOTABOX']),
    ).toEqual([
      { container: 'CSQU3054384', expected: 3 },
      { container: 'TGHU1643390', expected: 6 },
    ]);
    expect(checkDigitFaults(['MSCU1234566', 'CSQU3054300'])).toEqual([]);
  });
});

describe('parseContainerNumbers', () => {
  it('reads numbers separated by newlines, commas or spaces, upper-cased and each once', () => {
    expect(parseContainerNumbers('msku1234565, TGHU7654321\n\nCSQU3054383  msku1234565,')).toEqual({
      numbers: ['MSKU1234565', 'TGHU7654321', 'CSQU3054383'],
      invalid: [],
    });
  });

  it('lists apart what is not 4 letters and 7 digits', () => {
    expect(parseContainerNumbers('ABC1 MSKU1234565 MSKU12345678,1234ABCDEFG')).toEqual({
      numbers: ['MSKU1234565'],
      invalid: ['ABC1', 'MSKU12345678', '1234ABCDEFG'],
    });
  });

  it('finds nothing in a blank box', () => {
    expect(parseContainerNumbers(' \n, ')).toEqual({ numbers: [], invalid: [] });
  });
});
