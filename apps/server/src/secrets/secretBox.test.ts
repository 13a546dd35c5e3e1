import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBoxOf } from './secretBox';

const key = randomBytes(32);
const box = secretBoxOf(key);
const PRIVATE_KEY =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----';

/** The sealed text with one base64 character of part `index` (2 iv, 3 tag, 4 text) changed. */
function altered(sealed: string, index: number): string {
  const parts = sealed.split(':');
  const part = parts[index] ?? '';
  parts[index] = `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
  return parts.join(':');
}

describe('a secret box', () => {
  it('opens what it sealed: passwords, private keys, any text', () => {
    for (const plain of ['s3cret!', PRIVATE_KEY, 'पासवर्ड: ₹ and ü', '', ':::'])
      expect(box.open(box.seal(plain))).toBe(plain);
  });

  it('seals as v1, the key id, then iv, tag and text in base64, none of it the secret', () => {
    const sealed = box.seal('s3cret!');
    const [version, id, iv, tag, text] = sealed.split(':');
    expect(version).toBe('v1');
    expect(id).toMatch(/^[\w-]{6,16}$/);
    expect(Buffer.from(iv ?? '', 'base64')).toHaveLength(12);
    expect(Buffer.from(tag ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(text ?? '', 'base64')).toHaveLength('s3cret!'.length);
    expect(sealed).not.toContain('s3cret');
    expect(sealed).not.toContain(Buffer.from('s3cret!').toString('base64'));
    expect(sealed).not.toContain(key.toString('base64'));
  });

  it('seals with a fresh IV each time, so one secret never reads the same twice', () => {
    const sealed = Array.from({ length: 20 }, () => box.seal('s3cret!'));
    expect(new Set(sealed).size).toBe(20);
    expect(new Set(sealed.map((s) => s.split(':')[2])).size).toBe(20);
    expect(new Set(sealed.map((s) => s.split(':')[1])).size).toBe(1);
  });

  it('answers null for a sealed text tampered with anywhere', () => {
    const sealed = box.seal('s3cret!');
    for (const index of [2, 3, 4]) expect(box.open(altered(sealed, index))).toBeNull();
    const [, id, iv, tag, text] = sealed.split(':');
    for (const broken of [
      `v2:${id}:${iv}:${tag}:${text}`,
      `v1:${id}:${iv}:${tag}`,
      `v1:${id}:${iv}:${tag}:${text}:`,
      `v1:${id}:${iv}:${tag}:${text}==`,
      `v1:${id}:${iv}:${(tag ?? '').slice(4)}:${text}`,
      `v1:${id}:${iv}::${text}`,
      sealed.replace(/.$/, '!'),
      '',
      's3cret!',
    ])
      expect(box.open(broken), broken).toBeNull();
    expect(box.open(sealed)).toBe('s3cret!');
  });

  it('answers null for a text sealed with another key, and knows it by the key id', () => {
    const other = secretBoxOf(randomBytes(32));
    const sealed = other.seal('s3cret!');
    expect(sealed.split(':')[1]).not.toBe(box.seal('s3cret!').split(':')[1]);
    expect(box.open(sealed)).toBeNull();
    // Another key even under this key's id does not open it: the tag is checked.
    const [, , ...rest] = sealed.split(':');
    expect(box.open(['v1', box.seal('').split(':')[1], ...rest].join(':'))).toBeNull();
    expect(secretBoxOf(Buffer.from(key)).open(box.seal('s3cret!'))).toBe('s3cret!');
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => secretBoxOf(randomBytes(16))).toThrow('A secret key is 32 bytes, not 16.');
  });
});
