import { describe, expect, it } from 'vitest';
import { interchangeReferences, MAX_MESSAGES } from './references';

describe('interchangeReferences', () => {
  it('numbers the interchange and each of its messages within 14 characters', () => {
    expect(interchangeReferences(17, 2)).toEqual({
      controlReference: '000000017',
      messageReferences: ['000000017001', '000000017002'],
    });
    const largest = interchangeReferences(999_999_999, MAX_MESSAGES);
    expect(largest.messageReferences.at(-1)).toBe('999999999999');
    expect(largest.messageReferences.every((reference) => reference.length <= 14)).toBe(true);
  });

  it('gives two interchanges no reference in common', () => {
    const first = interchangeReferences(1, 20);
    const second = interchangeReferences(2, 20);
    const all = [first, second].flatMap((r) => [r.controlReference, ...r.messageReferences]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('refuses a counter or a message count it cannot write', () => {
    expect(() => interchangeReferences(0, 1)).toThrow('An interchange counter is 1 to');
    expect(() => interchangeReferences(1_000_000_000, 1)).toThrow('not 1000000000');
    expect(() => interchangeReferences(1, 0)).toThrow('1 to 999 messages');
    expect(() => interchangeReferences(1, 1_000)).toThrow('not 1000');
  });
});
