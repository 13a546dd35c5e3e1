import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, isPan } from './taxIds';

describe('GSTIN', () => {
  it('computes the published check characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('19AAACS1234K1Z')).toBe('E');
  });

  it('accepts a valid GSTIN and names what is wrong with others', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0939F1V')).toBe('format');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
    expect(gstinProblem('19AAACS1234K1ZE', '19')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZV', '19')).toBe('state');
  });
});

describe('PAN', () => {
  it('checks the 5 letters, 4 digits, letter shape', () => {
    expect(isPan('AAPFU0939F')).toBe(true);
    expect(isPan('AAPF00939F')).toBe(false);
    expect(isPan('aapfu0939f')).toBe(false);
  });
});
