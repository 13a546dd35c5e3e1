import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A file the store keeps, by the key it made up for it. */
export interface StoredFile {
  key: string;
  size: number;
}

export interface OpenedFile {
  body: Readable;
  size: number;
}

/**
 * Where generated files live: a folder now (DATA_DIR/files), object storage later. Keys are
 * made by the store, never taken from a caller, and every method refuses a key it could not have
 * made, so no name from a request can reach a path.
 */
export interface FileStore {
  /** Keeps the bytes under a new key ending in `.extension`; all of them or nothing. */
  put(bytes: Uint8Array, extension: string): Promise<StoredFile>;
  /** The file under `key`, or undefined when there is none. */
  open(key: string): Promise<OpenedFile | undefined>;
  /** Forgets the file under `key`; nothing happens when there is none. */
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,10}$/;

/** A new key: a random UUID with the file's extension ('3f2c….pdf'). */
export function newKey(extension: string): string {
  const key = `${randomUUID()}.${extension}`;
  if (!isKey(key)) throw new Error(`A stored file cannot have the extension ${extension}`);
  return key;
}

/** Whether the text has the shape of a key the store makes. */
export const isKey = (text: string) => KEY.test(text);
