import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { FileStore } from './fileStore';

/**
 * What every file store does, whatever keeps its bytes: each store's tests run these on a store
 * of their own (`store()` answers a fresh, empty one).
 */
export function fileStoreBehaviour(store: () => FileStore) {
  it('keeps bytes under a key it makes up and gives them back', async () => {
    const files = store();
    const stored = await files.put(Buffer.from('Container List'), 'pdf', 7);
    expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/), size: 14 });
    const opened = await files.open(stored.key);
    expect(opened?.size).toBe(14);
    expect(opened && (await buffer(opened.body)).toString()).toBe('Container List');
  });

  it('streams a large file back byte for byte', async () => {
    const files = store();
    const bytes = randomBytes(6 * 1024 * 1024);
    const { key } = await files.put(bytes, 'jpg', 8);
    const opened = await files.open(key);
    expect(opened?.size).toBe(bytes.byteLength);
    expect(opened && Buffer.compare(await buffer(opened.body), bytes)).toBe(0);
  });

  it('forgets a file it is told to remove', async () => {
    const files = store();
    const { key } = await files.put(Buffer.from('x'), 'csv', 1);
    await files.remove(key);
    expect(await files.open(key)).toBeUndefined();
    await expect(files.remove(key)).resolves.toBeUndefined();
  });

  it('finds nothing under a name it could not have made', async () => {
    const files = store();
    const { key } = await files.put(Buffer.from('x'), 'csv', 1);
    for (const name of ['../x', `../files/${key.slice(0, 2)}/${key}`, `${key}/..`, '', '.pending'])
      expect(await files.open(name), name).toBeUndefined();
    await files.remove('../../etc');
    expect(await files.open(key)).toBeDefined();
  });

  it('refuses an extension that is not short letters and digits', async () => {
    await expect(store().put(Buffer.from('x'), '../pdf', 1)).rejects.toThrow();
  });

  it('names the files pending under each claim until the claim is settled', async () => {
    const files = store();
    const first = await files.put(Buffer.from('a'), 'pdf', 11);
    const second = await files.put(Buffer.from('b'), 'pdf', 11);
    const other = await files.put(Buffer.from('c'), 'csv', 12);
    const pending = await files.pending();
    expect(pending.map(({ claim, keys }) => ({ claim, keys: keys.toSorted() }))).toEqual(
      expect.arrayContaining([
        { claim: 11, keys: [first.key, second.key].toSorted() },
        { claim: 12, keys: [other.key] },
      ]),
    );
    await files.settle(11);
    expect(await files.pending()).toEqual([{ claim: 12, keys: [other.key] }]);
    // Settling forgets that a file was pending, never the file.
    const kept = await files.open(first.key);
    kept?.body.destroy();
    expect(kept?.size).toBe(1);
  });

  it('keeps bytes under a key made before, and lists the key of every file it holds', async () => {
    const files = store();
    const made = await files.put(Buffer.from('bill'), 'pdf', 4);
    const moved = '0a1b2c3d-0000-4000-8000-000000000001.jpg';
    await files.putAt(moved, Buffer.from('photo'));
    const opened = await files.open(moved);
    expect(opened && (await buffer(opened.body)).toString()).toBe('photo');
    const keys: string[] = [];
    for await (const key of files.keys()) keys.push(key);
    expect(keys.toSorted()).toEqual([made.key, moved].toSorted());
    await expect(files.putAt('../escape.jpg', Buffer.from('x'))).rejects.toThrow(
      'is not the key of a stored file',
    );
  });
}
