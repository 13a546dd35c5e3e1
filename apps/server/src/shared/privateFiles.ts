import type { WriteStream } from 'node:fs';
import { chmod, type FileHandle, mkdir, open, readdir } from 'node:fs/promises';
import path from 'node:path';

// What the server keeps on disk — the database, documents and photos, uploads on their way in,
// backups with the signing secret and password hashes — is readable by the server's user alone:
// folders 0700, files 0600. Each is set outright after it is made, so no umask loosens it.

const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

/** Makes a folder and each missing folder above it, every one it makes private. */
export async function privateFolder(folder: string): Promise<void> {
  const first = await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  if (first === undefined) return;
  const made = path.relative(first, folder);
  let at = first;
  await chmod(at, PRIVATE_FOLDER);
  for (const part of made ? made.split(path.sep) : []) {
    at = path.join(at, part);
    await chmod(at, PRIVATE_FOLDER);
  }
}

/** A private folder, made now or already there (then made private too). */
export async function keepPrivate(folder: string): Promise<void> {
  await privateFolder(folder);
  await chmod(folder, PRIVATE_FOLDER);
}

/** Opens a new private file ('wx': never one already there). */
export async function openPrivate(file: string): Promise<FileHandle> {
  const handle = await open(file, 'wx', PRIVATE_FILE);
  try {
    await handle.chmod(PRIVATE_FILE);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** A stream into a new private file ('wx'); it owns the file's handle and closes it when done. */
export async function privateWriteStream(file: string): Promise<WriteStream> {
  return (await openPrivate(file)).createWriteStream();
}

/**
 * Makes every folder and file under `folder` private. PGlite writes its files 0666 whatever the
 * umask; its folder is walked at each start. A folder's entries are changed all at once: one
 * after the other, a database's 1,300 files took about a tenth of a second of every start.
 */
export async function makePrivateWithin(folder: string): Promise<void> {
  await chmod(folder, PRIVATE_FOLDER);
  const entries = await readdir(folder, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const inside = path.join(folder, entry.name);
      if (entry.isDirectory()) await makePrivateWithin(inside);
      else if (entry.isFile()) await chmod(inside, PRIVATE_FILE);
    }),
  );
}
