import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './amountInWords';

describe('amounts in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [101, 'One Hundred One'],
    [1_000, 'One Thousand'],
    [99_999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'],
    [1_00_00_000, 'One Crore'],
    [
      1_23_45_67_890,
      'One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety',
    ],
  ])('%i is %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('writes rupees and paise as an invoice does', () => {
    expect(rupeesInWords(1_23_456_78)).toBe(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only',
    );
    expect(rupeesInWords(28_765_00)).toBe(
      'Rupees Twenty Eight Thousand Seven Hundred Sixty Five Only',
    );
    expect(rupeesInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => rupeesInWords(10.5)).toThrow(RangeError);
  });
});
