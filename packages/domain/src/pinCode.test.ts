import { describe, expect, it } from 'vitest';
import { isIndianPin } from './pinCode';

describe('isIndianPin', () => {
  it.each(['700001', '721602', '754142', '110001', '999999'])('accepts %s', (pin) => {
    expect(isIndianPin(pin)).toBe(true);
  });

  it.each([
    '070001',
    '70001',
    '7000011',
    '700 001',
    '70000A',
    '',
  ])('refuses %s, which is not 6 digits starting 1 to 9', (pin) => {
    expect(isIndianPin(pin)).toBe(false);
  });
});
