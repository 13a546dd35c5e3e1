import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FileStore } from './fileStore';

export interface MoveResult {
  /** Copied and read back with the same SHA-256. */
  copied: number;
  /** Already in the target with the same SHA-256 (a move run again after a stop). */
  present: number;
  bytes: number;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The file's bytes, or undefined when the store has none under the key. */
async function bytesOf(store: FileStore, key: string): Promise<Buffer | undefined> {
  const opened = await store.open(key);
  return opened && buffer(opened.body);
}

/**
 * Copies every file of `from` into `to` under its own key, and reads each back from `to` to check
 * its SHA-256 against the original's: a move is done only when every file is. The source is left
 * as it was; a file already in the target with the same bytes is not sent again, so a move cut
 * off goes on where it stopped.
 */
export async function moveFiles(
  from: FileStore,
  to: FileStore,
  log: (line: string) => void = () => undefined,
): Promise<MoveResult> {
  const result: MoveResult = { copied: 0, present: 0, bytes: 0 };
  for await (const key of from.keys()) {
    const bytes = await bytesOf(from, key);
    if (!bytes) continue;
    const digest = sha256(bytes);
    const there = await bytesOf(to, key);
    if (there && sha256(there) === digest) {
      result.present += 1;
      continue;
    }
    await to.putAt(key, bytes);
    const back = await bytesOf(to, key);
    if (!back || sha256(back) !== digest)
      throw new Error(
        `${key} reads back from ${to.location} with other bytes than it has in ${from.location}: the move stopped there.`,
      );
    result.copied += 1;
    result.bytes += bytes.byteLength;
    if (result.copied % 1000 === 0) log(`  ${result.copied} files copied`);
  }
  return result;
}
