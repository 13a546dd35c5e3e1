import { describe, expect, it } from 'vitest';
import { stepPhoto } from './photoSteps';

describe('stepPhoto', () => {
  it('goes to the next and previous photo', () => {
    expect(stepPhoto(0, 3, 1)).toBe(1);
    expect(stepPhoto(2, 3, -1)).toBe(1);
  });

  it('goes round from the last to the first and back', () => {
    expect(stepPhoto(2, 3, 1)).toBe(0);
    expect(stepPhoto(0, 3, -1)).toBe(2);
  });

  it('stays put with one photo or none', () => {
    expect(stepPhoto(0, 1, 1)).toBe(0);
    expect(stepPhoto(0, 0, -1)).toBe(0);
  });
});
