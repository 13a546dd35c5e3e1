import { describe, expect, it } from 'vitest';
import { isUnLocode, storedCode } from './places';

describe('storedCode', () => {
  it.each(['NULL', 'null', ' Null ', '', '   '])('reads %j as no code', (text) => {
    expect(storedCode(text)).toBeNull();
  });

  it('keeps a real code, trimmed', () => {
    expect(storedCode(' INCCU1 ')).toBe('INCCU1');
  });

  it('reads a missing value as no code', () => {
    expect(storedCode(null)).toBeNull();
    expect(storedCode(undefined)).toBeNull();
  });
});

describe('isUnLocode', () => {
  it.each(['INCCU', 'LKCMB', 'SGSIN', 'DEHAM', 'INKA2'])('accepts %s', (code) => {
    expect(isUnLocode(code)).toBe(true);
  });

  it.each([
    ['too short', 'INCC'],
    ['too long, a customs location code', 'INCCU1'],
    ['lower case', 'inccu'],
    ['a digit in the country', 'I1CCU'],
    ['the digit 0, which UN/LOCODEs do not use', 'INCC0'],
    ['the digit 1', 'INCC1'],
    ['a space', 'IN CCU'],
  ])('refuses %s: %s', (_, code) => {
    expect(isUnLocode(code)).toBe(false);
  });
});
