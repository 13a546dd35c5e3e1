import { describe, expect, it } from 'vitest';
import { decodeToken, isExpired } from './tokenStore';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

describe('decodeToken', () => {
  it('reads the payload of a three-part token, including non-ASCII names', () => {
    const token = `${encode({ alg: 'HS256' })}.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ name: 'Sourav Ghosh à', exp: 10 }))))}.sig`;
    expect(decodeToken(token)).toMatchObject({ name: 'Sourav Ghosh à', exp: 10 });
  });

  it('refuses a token without three parts', () => {
    expect(() => decodeToken('abc.def')).toThrow('Invalid token format');
  });
});

describe('isExpired', () => {
  it('compares the expiry in seconds to the clock', () => {
    expect(isExpired({ exp: 100 }, 99_999)).toBe(false);
    expect(isExpired({ exp: 100 }, 100_000)).toBe(true);
  });
});
