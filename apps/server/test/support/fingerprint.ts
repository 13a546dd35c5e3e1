import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../src/db/client';
import { databaseState } from './databaseState';

/**
 * Business tables a refused call may rightly write to: a failed sign-in is recorded so that the
 * next ones can be throttled. Every other business table (all but the fixed reference data) is
 * in the fingerprint (`databaseState`), so a table added later is watched without an edit here.
 */
const RECORDS_REFUSALS = ['login_attempts'];

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: { code?: string }) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A hash of every row of every table but those in `RECORDS_REFUSALS`, and of the names of the
 * files in the given folders (the file store, the uploads waiting): equal before and after a
 * call when the call wrote nothing.
 * @example expect(await fingerprint(t.db, [t.config.filesDir])).toBe(before)
 */
export async function fingerprint(db: Database, folders: readonly string[] = []): Promise<string> {
  const tables = await databaseState(db);
  for (const name of RECORDS_REFUSALS) delete tables[name];
  const hash = createHash('sha256').update(JSON.stringify(Object.entries(tables).sort()));
  for (const folder of folders)
    hash.update(`\n${folder}\n${(await filesUnder(folder)).join('\n')}`);
  return hash.digest('hex');
}
