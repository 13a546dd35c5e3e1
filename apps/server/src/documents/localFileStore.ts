import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type FileStore, isKey, newKey } from './fileStore';

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/**
 * The file store in a folder: each file under a subfolder named by its key's first two
 * characters, so no one folder grows past a few thousand entries. A file is written whole under
 * `.incoming` and then renamed into place, so a reader never sees half of one.
 */
export function localFileStore(root: string): FileStore {
  const incoming = path.join(root, '.incoming');
  const pathOf = (key: string) => (isKey(key) ? path.join(root, key.slice(0, 2), key) : undefined);

  return {
    async put(bytes, extension) {
      const key = newKey(extension);
      const target = path.join(root, key.slice(0, 2), key);
      const partial = path.join(incoming, `${randomUUID()}.part`);
      await mkdir(incoming, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      try {
        const file = await open(partial, 'wx');
        try {
          await file.writeFile(bytes);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
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
  };
}
