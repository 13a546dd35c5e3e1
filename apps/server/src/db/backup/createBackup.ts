// `npm run backup`: the database and the file store together, into one folder named by the time.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { FileStore } from '../../documents/fileStore';
import { fileStoreOf } from '../../documents/fileStores';
import { storedFilePath } from '../../documents/localFileStore';
import { openPrivate, privateFolder, privateWriteStream } from '../../shared/privateFiles';
import { type Database, openDatabase, pgliteFolder } from '../client';
import { sqlRows } from '../sqlRows';
import {
  appliedMigrations,
  appTables,
  FILES_DIR,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  type Manifest,
  quoted,
  rowOrder,
  sequenceValues,
  TABLES_DIR,
} from './backupFormat';

/** Rows fetched from the cursor at a time: a large table never sits in memory whole. */
const FETCH = 2_000;
/** Files copied at once. */
const PARALLEL_COPIES = 8;

export interface BackupResult {
  folder: string;
  manifest: Manifest;
}

/** 'quaybook-backup-2026-11-24T201503Z': sorts by time, and is a valid name everywhere. */
function backupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '')
    .replaceAll('-', '');
  return `quaybook-backup-${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6)}`;
}

/** Writes lines to a file while counting them and hashing what was written. */
async function lineWriter(file: string) {
  const out = await privateWriteStream(file);
  const hash = createHash('sha256');
  let rows = 0;
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => undefined);
  return {
    async write(lines: string[]) {
      if (lines.length === 0) return;
      const text = `${lines.join('\n')}\n`;
      hash.update(text);
      rows += lines.length;
      if (!out.write(text))
        await Promise.race([
          new Promise<void>((resolve) => out.once('drain', () => resolve())),
          failed,
        ]);
    },
    async close() {
      await Promise.race([new Promise<void>((resolve) => out.end(() => resolve())), failed]);
      return { rows, sha256: hash.digest('hex') };
    },
  };
}

/** Every row of a table through a cursor of the snapshot's transaction, one JSON text a line. */
async function dumpTable(tx: Database, table: string, file: string) {
  const writer = await lineWriter(file);
  const order = await rowOrder(tx, table);
  await tx.execute(
    sql.raw(
      `declare quaybook_backup no scroll cursor for select row_to_json(t)::text as r from public.${quoted(table)} t order by ${order}`,
    ),
  );
  try {
    for (;;) {
      const rows = await sqlRows<{ r: string }>(tx, sql.raw(`fetch ${FETCH} from quaybook_backup`));
      await writer.write(rows.map((row) => row.r));
      if (rows.length < FETCH) break;
    }
  } finally {
    await tx.execute(sql.raw('close quaybook_backup'));
  }
  return writer.close();
}

/** Copies a file to a new one, hashing the bytes as they pass. */
export async function copyHashed(from: string | Readable, to: string) {
  const hash = createHash('sha256');
  let bytes = 0;
  await privateFolder(path.dirname(to));
  await pipeline(
    typeof from === 'string' ? createReadStream(from) : from,
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    }),
    await privateWriteStream(to),
  );
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * Backs up the database and the file store of `config` into a new folder under `into`.
 *
 * The rows are read in one REPEATABLE READ, READ ONLY transaction: every table as of one moment,
 * while the server goes on serving (on PostgreSQL). The files copied are exactly the documents that
 * snapshot records: the store writes a document's file before its row commits and never removes
 * it after, so every document row of the snapshot has its file, and a file whose row came later
 * (or never committed) is not the backup's. Through the app's own connection, this is the same on
 * PGlite and PostgreSQL and needs no client tools (pg_dump) of the server's version.
 */
export async function createBackup(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'filesDir' | 'objectStorage'>,
  options: { into: string; now?: Date; log?: (line: string) => void; files?: FileStore },
): Promise<BackupResult> {
  const store = options.files ?? fileStoreOf(config);
  const log = options.log ?? (() => undefined);
  const createdAt = options.now ?? new Date();
  const folder = path.resolve(options.into, backupName(createdAt));
  const partial = `${folder}.partial`;
  if (!config.databaseUrl) {
    const pgliteDir = pgliteFolder(config);
    if ((await readdir(pgliteDir).catch(() => [])).length === 0)
      throw new Error(`There is no Quaybook database in ${pgliteDir}: check DATA_DIR.`);
  }
  const database = await openDatabase(config);
  // It holds the token signing secret and every password hash: the server's user alone may read it.
  await privateFolder(path.join(partial, TABLES_DIR));
  try {
    const manifest = await database.db.transaction(
      async (tx) => {
        const [version] = await sqlRows<{ version: string }>(
          tx,
          sql`select current_setting('server_version') as version`,
        );
        const migrations = await appliedMigrations(tx);
        const tables: Manifest['tables'] = [];
        for (const table of await appTables(tx)) {
          const dumped = await dumpTable(
            tx,
            table,
            path.join(partial, TABLES_DIR, `${table}.jsonl`),
          );
          tables.push({ name: table, ...dumped });
          log(`  ${table.padEnd(24)} ${String(dumped.rows).padStart(9)} rows`);
        }
        const documents = await sqlRows<{ name: string; size: number }>(
          tx,
          sql`select name, size from documents order by name`,
        );
        const files: Manifest['files'] = [];
        const missing: string[] = [];
        for (let start = 0; start < documents.length; start += PARALLEL_COPIES) {
          const copied = await Promise.all(
            documents.slice(start, start + PARALLEL_COPIES).map(async ({ name }) => {
              const opened = await store.open(name);
              if (!opened) {
                missing.push(name);
                return undefined;
              }
              const stored = await copyHashed(
                opened.body,
                storedFilePath(path.join(partial, FILES_DIR), name),
              );
              return { key: name, ...stored };
            }),
          );
          for (const file of copied) if (file) files.push(file);
        }
        if (missing.length > 0)
          throw new Error(
            `${missing.length} documents have no file in ${store.location} (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}): the file store is damaged, and a backup of it would be too.`,
          );
        log(`  ${'files'.padEnd(24)} ${String(files.length).padStart(9)} documents`);
        return {
          format: FORMAT,
          version: FORMAT_VERSION,
          createdAt: createdAt.toISOString(),
          database: { kind: database.kind, version: version?.version ?? '' },
          migrations,
          tables,
          // Read after the rows: a sequence is never behind the rows it numbered.
          sequences: await sequenceValues(tx),
          files,
        } satisfies Manifest;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // The manifest last, then the name: a folder of that name is a whole backup.
    const manifestFile = await openPrivate(path.join(partial, MANIFEST));
    try {
      await manifestFile.writeFile(`${JSON.stringify(manifest, null, 1)}\n`);
    } finally {
      await manifestFile.close();
    }
    await rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await database.close();
  }
}
