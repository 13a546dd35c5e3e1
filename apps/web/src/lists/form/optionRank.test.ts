import { describe, expect, it } from 'vitest';
import { matchRank, rankOptions } from './optionRank';

const countries = [
  { label: 'British Indian Ocean Territory' },
  { label: 'Dominica' },
  { label: 'India' },
  { label: 'Indonesia' },
];

describe('matchRank', () => {
  it('ranks the whole label, then its start, then a word start, then inside a word', () => {
    expect(matchRank('EXT', 'ext')).toBe(0);
    expect(matchRank('India', 'ind')).toBe(1);
    expect(matchRank('British Indian Ocean Territory', 'ind')).toBe(2);
    expect(matchRank('SEA-LAND', 'land')).toBe(2);
    expect(matchRank('Dominica', 'in')).toBe(3);
  });

  it('finds a word start after an earlier match inside a word', () => {
    expect(matchRank('Tindal Indigo', 'ind')).toBe(2);
  });

  it('ignores case and spaces around the text', () => {
    expect(matchRank('MAERSK', '  maersk ')).toBe(0);
  });

  it('says nothing for a label that does not hold the text', () => {
    expect(matchRank('SEALAND', 'maersk')).toBeUndefined();
  });
});

describe('rankOptions', () => {
  it('puts the exact match first, before a longer name holding it', () => {
    expect(rankOptions(countries, 'india').map((c) => c.label)).toEqual([
      'India',
      'British Indian Ocean Territory',
    ]);
  });

  it('orders label starts, word starts and matches inside a word, each kept in list order', () => {
    expect(rankOptions(countries, 'in').map((c) => c.label)).toEqual([
      'India',
      'Indonesia',
      'British Indian Ocean Territory',
      'Dominica',
    ]);
  });

  it('keeps every choice in its order when nothing is typed', () => {
    expect(rankOptions(countries, ' ')).toEqual(countries);
  });

  it('leaves out choices that do not match', () => {
    expect(rankOptions(countries, 'xyz')).toEqual([]);
  });
});
