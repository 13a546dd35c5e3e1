import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { modesWithin, underOpenUmask } from '../../test/support/fileModes';
import { fileStoreBehaviour } from './fileStoreBehaviour.testing';
import { localFileStore } from './localFileStore';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'quaybook-store-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('localFileStore', () => {
  fileStoreBehaviour(() => localFileStore(root));

  it('writes a file whole beside its pending note and renames it in: only the note stays', async () => {
    const store = localFileStore(root);
    const stored = await store.put(Buffer.from('Container List'), 'pdf', 7);
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
