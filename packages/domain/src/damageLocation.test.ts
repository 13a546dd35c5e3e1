import { describe, expect, it } from 'vitest';
import { damageLocationCode } from './damageLocation';

describe('damageLocationCode', () => {
  it('writes the worked codes of domain.md §3.3', () => {
    expect(damageLocationCode({ position: 3, fromSection: '5', fromPart: 'Bottom' })).toBe('RB5N');
    expect(
      damageLocationCode({ position: 1, fromSection: '2', fromPart: 'Top', toSection: '3' }),
    ).toBe('LT23');
    expect(damageLocationCode({ position: 5, fromSection: '1' })).toBe('DX1N');
  });

  it('writes section 10 as 0, and a line with no section as XX', () => {
    expect(damageLocationCode({ position: 1, fromSection: '9', toSection: '10' })).toBe('LX90');
    expect(damageLocationCode({ position: 7 })).toBe('UXXX');
    expect(damageLocationCode({ position: 2, fromSection: 'Left' })).toBe('FXXX');
  });
});
