import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { modesWithin, underOpenUmask } from '../../test/support/fileModes';
import { localFileStore } from './localFileStore';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'quaybook-store-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('localFileStore', () => {
  it('keeps bytes under a key it makes up and gives them back', async () => {
    const store = localFileStore(root);
    const stored = await store.put(Buffer.from('Container List'), 'pdf', 7);
    expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/), size: 14 });
    const opened = await store.open(stored.key);
    expect(opened?.size).toBe(14);
    expect(opened && (await buffer(opened.body)).toString()).toBe('Container List');
    // Written whole beside its pending note and renamed in: only the note stays behind.
    expect(await readdir(path.join(root, '.pending', '7'))).toEqual([stored.key]);
  });

  it('keeps files 0600 in folders 0700, whatever the umask', async () => {
    const store = localFileStore(path.join(root, 'files'));
    const { key } = await underOpenUmask(() => store.put(Buffer.from('photo'), 'jpg', 3));
    const shard = key.slice(0, 2);
    expect(await modesWithin(path.join(root, 'files'))).toEqual({
      '700': ['.', '.pending', '.pending/3', `.pending/3/${key}`, shard].sort(),
      '600': [`${shard}/${key}`],
    });
  });

  it('forgets a file it is told to remove', async () => {
    const store = localFileStore(root);
    const { key } = await store.put(Buffer.from('x'), 'csv', 1);
    await store.remove(key);
    expect(await store.open(key)).toBeUndefined();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('finds nothing under a name it could not have made', async () => {
    const store = localFileStore(path.join(root, 'files'));
    const { key } = await store.put(Buffer.from('x'), 'csv', 1);
    for (const name of ['../x', `../files/${key.slice(0, 2)}/${key}`, `${key}/..`, '', '.pending'])
      expect(await store.open(name), name).toBeUndefined();
    await store.remove('../../etc');
    expect(await store.open(key)).toBeDefined();
  });

  it('refuses an extension that is not short letters and digits', async () => {
    await expect(localFileStore(root).put(Buffer.from('x'), '../pdf', 1)).rejects.toThrow();
  });

  it('names the files pending under each claim until the claim is settled', async () => {
    const store = localFileStore(root);
    const first = await store.put(Buffer.from('a'), 'pdf', 11);
    const second = await store.put(Buffer.from('b'), 'pdf', 11);
    const other = await store.put(Buffer.from('c'), 'csv', 12);
    const pending = await store.pending();
    expect(pending.map(({ claim, keys }) => ({ claim, keys: keys.toSorted() }))).toEqual(
      expect.arrayContaining([
        { claim: 11, keys: [first.key, second.key].toSorted() },
        { claim: 12, keys: [other.key] },
      ]),
    );
    await store.settle(11);
    expect(await store.pending()).toEqual([{ claim: 12, keys: [other.key] }]);
    // Settling forgets that a file was pending, never the file.
    const kept = await store.open(first.key);
    kept?.body.destroy();
    expect(kept?.size).toBe(1);
  });

  it('leaves no half-written file when a write fails, only its note for the sweep', async () => {
    const failing = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const store = localFileStore(root, {
      writeBytes: async (file, bytes) => {
        await file.write(bytes.subarray(0, 1));
        throw failing;
      },
    });
    await expect(store.put(Buffer.from('half'), 'pdf', 3)).rejects.toBe(failing);
    const [pending] = await store.pending();
    expect(pending?.claim).toBe(3);
    expect(await readdir(path.join(root, '.pending', '3'))).toEqual(pending?.keys);
    await store.settle(3);
    const left = await readdir(root, { recursive: true, withFileTypes: true });
    expect(left.filter((entry) => entry.isFile())).toEqual([]);
  });
});
