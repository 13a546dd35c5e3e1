import { describe, expect, it } from 'vitest';
import { isRateAmount, MAX_RATE } from './rates';

describe('isRateAmount', () => {
  it('accepts whole rupees and amounts with up to two decimals', () => {
    for (const rate of [0, 1500, 1500.5, 1500.25, 0.1 + 0.2, MAX_RATE]) {
      expect(isRateAmount(rate), String(rate)).toBe(true);
    }
  });

  it('refuses fractions of a paisa, negative, endless and too large amounts', () => {
    for (const rate of [1500.255, -1, Number.NaN, Number.POSITIVE_INFINITY, MAX_RATE + 1]) {
      expect(isRateAmount(rate), String(rate)).toBe(false);
    }
  });
});
