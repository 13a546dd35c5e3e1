import { describe, expect, it } from 'vitest';
import { kilograms } from './advanceList';

describe('kilograms', () => {
  it('reads whole kg as lines write them', () => {
    expect(kilograms('2200')).toBe(2200);
    expect(kilograms('2,200')).toBe(2200);
    expect(kilograms('2200.00')).toBe(2200);
  });

  it('refuses fractions, signs, units and blanks', () => {
    for (const text of ['2200.5', '-2200', '2200 kg', '', '1e4', '1234567'])
      expect(kilograms(text), text).toBeNull();
  });
});
