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

/** Files stored by one transaction not yet settled: its claim, and their keys. */
export interface PendingFiles {
  claim: number;
  keys: string[];
}

/**
 * Where generated files live: a folder now (DATA_DIR/files), object storage later. Keys are
 * made by the store, never taken from a caller, and every method refuses a key it could not have
 * made, so no name from a request can reach a path.
 *
 * A file is stored for a row of a transaction that has not committed yet, so until that
 * transaction ends it is pending under the transaction's claim (a number the transaction holds
 * a database lock on, `documents/fileClaims.ts`): a process killed before the commit leaves its
 * pending files behind, and a sweep that finds their claim free removes those no row records.
 */
export interface FileStore {
  /** Where the files are, in words: a folder, or s3://bucket/prefix. */
  readonly location: string;
  /** Keeps the bytes under a new key ending in `.extension`, pending under `claim`; all or nothing. */
  put(bytes: Uint8Array, extension: string, claim: number): Promise<StoredFile>;
  /** The file under `key`, or undefined when there is none. */
  open(key: string): Promise<OpenedFile | undefined>;
  /** Forgets the file under `key`; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Forgets that the files of `claim` are pending, with any of them left half-written. */
  settle(claim: number): Promise<void>;
  /** The files still pending, by claim. */
  pending(): Promise<PendingFiles[]>;
  /**
   * Keeps bytes under a key a store made before, not pending: a restore, or a move from another
   * store. Refuses a name it could not have made.
   */
  putAt(key: string, bytes: Uint8Array): Promise<void>;
  /** The key of every file the store holds, in no set order (pending notes are not files). */
  keys(): AsyncIterable<string>;
}

/** Refuses a name a store could not have made, before it reaches a path or an object name. */
export function checkedKey(key: string): string {
  if (!isKey(key)) throw new Error(`${JSON.stringify(key)} is not the key of a stored file`);
  return key;
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
