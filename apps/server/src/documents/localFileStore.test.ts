import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
    const stored = await store.put(Buffer.from('Container List'), 'pdf');
    expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/), size: 14 });
    const opened = await store.open(stored.key);
    expect(opened?.size).toBe(14);
    expect(opened && (await buffer(opened.body)).toString()).toBe('Container List');
    // Written whole elsewhere and renamed in: nothing half-written stays behind.
    expect(await readdir(path.join(root, '.incoming'))).toEqual([]);
  });

  it('forgets a file it is told to remove', async () => {
    const store = localFileStore(root);
    const { key } = await store.put(Buffer.from('x'), 'csv');
    await store.remove(key);
    expect(await store.open(key)).toBeUndefined();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('finds nothing under a name it could not have made', async () => {
    const store = localFileStore(path.join(root, 'files'));
    const { key } = await store.put(Buffer.from('x'), 'csv');
    for (const name of ['../x', `../files/${key.slice(0, 2)}/${key}`, `${key}/..`, '', '.incoming'])
      expect(await store.open(name), name).toBeUndefined();
    await store.remove('../../etc');
    expect(await store.open(key)).toBeDefined();
  });

  it('refuses an extension that is not short letters and digits', async () => {
    await expect(localFileStore(root).put(Buffer.from('x'), '../pdf')).rejects.toThrow();
  });
});
