import { describe, expect, it } from 'vitest';
import { currentUser, decodeToken, isExpired, TOKEN_KEY } from './tokenStore';

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

describe('currentUser', () => {
  const tokenOf = (exp: number) =>
    `${encode({ alg: 'HS256' })}.${encode({ name: 'Rina', exp })}.sig`;

  it('ends an expired session online, and holds it while the tablet has no network', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null } as Storage;
    const saved = globalThis.localStorage;
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      store.set(TOKEN_KEY, tokenOf(Math.floor(Date.now() / 1000) - 60));
      expect(currentUser(true)).toBeNull();
      expect(currentUser(false)).toMatchObject({ name: 'Rina' });
      store.set(TOKEN_KEY, tokenOf(Math.floor(Date.now() / 1000) + 60));
      expect(currentUser(true)).toMatchObject({ name: 'Rina' });
    } finally {
      Object.defineProperty(globalThis, 'localStorage', { value: saved, configurable: true });
    }
  });
});
