import { type FileHandle, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openPrivate, privateFolder } from '../shared/privateFiles';
import { checkedKey, type FileStore, isKey, newKey, type PendingFiles } from './fileStore';

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/** What writes a file's bytes into its open handle; a test may give one that fails. */
export type WriteBytes = (file: FileHandle, bytes: Uint8Array) => Promise<void>;

const writeAll: WriteBytes = (file, bytes) => file.writeFile(bytes);

/** Where the store in `root` keeps the file of `key`: under the key's first two characters. */
export const storedFilePath = (root: string, key: string) => path.join(root, key.slice(0, 2), key);

/**
 * The file store in a folder: each file under a subfolder named by its key's first two
 * characters, so no one folder grows past a few thousand entries. A file is first noted as
 * pending by a folder `.pending/<claim>/<key>`, then written whole beside that note and renamed into
 * place, so a reader never sees half of one and a process killed at any step leaves only what
 * `pending()` names; `settle` drops the claim's folder with its notes and half-written files.
 */
export function localFileStore(root: string, options: { writeBytes?: WriteBytes } = {}): FileStore {
  const writeBytes = options.writeBytes ?? writeAll;
  const pendingRoot = path.join(root, '.pending');
  const claimDir = (claim: number) => path.join(pendingRoot, String(claim));
  const pathOf = (key: string) => (isKey(key) ? storedFilePath(root, key) : undefined);

  /** Writes the bytes into `partial`, then renames it to `target`: a reader sees all or none. */
  async function writeWhole(partial: string, target: string, bytes: Uint8Array) {
    try {
      const file = await openPrivate(partial);
      try {
        await writeBytes(file, bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  return {
    location: root,

    async put(bytes, extension, claim) {
      if (!Number.isSafeInteger(claim)) throw new Error(`A claim is a whole number, not ${claim}`);
      const key = newKey(extension);
      const target = storedFilePath(root, key);
      const notes = claimDir(claim);
      const partial = path.join(notes, `${key}.part`);
      await privateFolder(notes);
      await privateFolder(path.dirname(target));
      // The note comes first, so no file reaches its place without one naming it; an empty
      // folder, made whole or not at all, and no file for whoever counts the store's files.
      await privateFolder(path.join(notes, key));
      await writeWhole(partial, target, bytes);
      return { key, size: bytes.byteLength };
    },

    async open(key) {
      const file = pathOf(key);
      if (!file) return undefined;
      const handle = await open(file, 'r').catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async remove(key) {
      const file = pathOf(key);
      if (file) await rm(file, { force: true });
    },

    async settle(claim) {
      if (Number.isSafeInteger(claim)) await rm(claimDir(claim), { recursive: true, force: true });
    },

    async putAt(key, bytes) {
      const target = storedFilePath(root, checkedKey(key));
      const partial = `${target}.part`;
      await privateFolder(path.dirname(target));
      await writeWhole(partial, target, bytes);
    },

    async *keys() {
      const shards = await readdir(root, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const shard of shards) {
        if (!shard.isDirectory() || !/^[0-9a-f]{2}$/.test(shard.name)) continue;
        const entries = await readdir(path.join(root, shard.name), { withFileTypes: true });
        for (const entry of entries) if (entry.isFile() && isKey(entry.name)) yield entry.name;
      }
    },

    async pending() {
      const claims = await readdir(pendingRoot).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const found: PendingFiles[] = [];
      for (const name of claims) {
        if (!/^\d{1,10}$/.test(name)) continue;
        const entries = await readdir(path.join(pendingRoot, name)).catch(() => []);
        found.push({ claim: Number(name), keys: entries.filter(isKey) });
      }
      return found;
    },
  };
}
