import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { documentService } from '../../src/documents/documentService';
import { type FileStore, newKey } from '../../src/documents/fileStore';
import { localFileStore } from '../../src/documents/localFileStore';
import { sweepPendingFiles } from '../../src/shared/fileClaims';
import { inTransaction } from '../../src/shared/transaction';
import type { Running } from '../../src/start';
import { faultSettings, faultWorld, openInProcess, storedFiles } from '../support/faultWorld';
import { useOwnDatabase } from '../support/ownDatabase';

// The sweep a start runs over the file store's pending files: it removes what a dead
// transaction left, and never what a running one — another process's — is still writing.

const own = useOwnDatabase('sweep');
const onPostgres = process.env.QUAYBOOK_TEST_DB === 'postgres';

let running: Running;
let user: { company_id: number; user_id: number };
const filesDir = () => path.join(own.dataDir, 'files');

beforeAll(async () => {
  running = await openInProcess(own);
  const world = await faultWorld(running);
  user = { company_id: world.user.companyId, user_id: world.user.id };
}, 60_000);

afterAll(async () => {
  await running?.stop();
});

/** Whether the store holds a file under the key; the file opened to tell is closed again. */
async function holds(store: FileStore, key: string): Promise<boolean> {
  const opened = await store.open(key);
  opened?.body.destroy();
  return opened !== undefined;
}

const document = (text: string) => ({
  user,
  kind: 'list-export' as const,
  downloadName: 'containers.csv',
  contentType: 'text/csv',
  bytes: Buffer.from(text),
});

describe('the sweep of pending files', () => {
  it('removes a file and a half-written one that a dead transaction left, with their notes', async () => {
    // What a process killed mid-write leaves: a claim no one holds, a stored file no row
    // names, and the half of another beside its note.
    const stored = newKey('pdf');
    const half = newKey('pdf');
    const notes = path.join(filesDir(), '.pending', '4242');
    await mkdir(notes, { recursive: true });
    await mkdir(path.join(filesDir(), stored.slice(0, 2)), { recursive: true });
    await writeFile(path.join(filesDir(), stored.slice(0, 2), stored), 'whole');
    await mkdir(path.join(notes, stored));
    await mkdir(path.join(notes, half));
    await writeFile(path.join(notes, `${half}.part`), 'ha');

    const store = localFileStore(filesDir());
    expect(await sweepPendingFiles(running.database.db, store)).toEqual({
      removed: 2,
      kept: 0,
      running: 0,
    });
    expect(await storedFiles({ filesDir: filesDir() })).toEqual([]);
  });

  it.skipIf(!onPostgres)(
    "leaves a running transaction's files alone, and they go with its rollback (PostgreSQL only: PGlite runs one transaction at a time)",
    async () => {
      const db = running.database.db;
      const store = localFileStore(filesDir());
      const config = loadConfig(faultSettings(own));
      const documents = documentService({ db, config, files: store });
      let storedName = '';
      let signalStored = () => {};
      const isStored = new Promise<void>((resolve) => {
        signalStored = resolve;
      });
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const rolledBack = inTransaction(db, async (tx) => {
        storedName = (await documents.issue(tx, document('a,b'))).name;
        signalStored();
        await released;
        throw new Error('refused after storing');
      });
      await isStored;
      // Another process starting now: the file is its writer's, still running.
      expect(await sweepPendingFiles(db, store)).toEqual({ removed: 0, kept: 0, running: 1 });
      expect(await holds(store, storedName)).toBe(true);
      release();
      await expect(rolledBack).rejects.toThrow('refused after storing');
      expect(await holds(store, storedName)).toBe(false);
      expect(await storedFiles({ filesDir: filesDir() })).toEqual([]);
    },
  );

  it('keeps the file of a transaction that committed, and forgets that it was pending', async () => {
    const db = running.database.db;
    const store = localFileStore(filesDir());
    const documents = documentService({ db, config: loadConfig(faultSettings(own)), files: store });
    const issued = await inTransaction(db, (tx) => documents.issue(tx, document('c,d')));
    expect(await storedFiles({ filesDir: filesDir() })).toEqual([
      path.join(issued.name.slice(0, 2), issued.name),
    ]);
    expect(await sweepPendingFiles(db, store)).toEqual({ removed: 0, kept: 0, running: 0 });
    expect(await holds(store, issued.name)).toBe(true);
  });
});
