// `npm run restore`: a backup folder's database and files into an empty target.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Config } from '../../config';
import type { FileStore } from '../../documents/fileStore';
import { fileStoreOf } from '../../documents/fileStores';
import { storedFilePath } from '../../documents/localFileStore';
import { MIGRATIONS_DIR } from '../../paths';
import { type Database, type DatabaseHandle, openDatabase, pgliteFolder } from '../client';
import { sqlRows } from '../sqlRows';
import {
  appTables,
  FILES_DIR,
  knownMigrations,
  type Manifest,
  quoted,
  readManifest,
  TABLES_DIR,
} from './backupFormat';

/** Rows sent in one INSERT, at most; fewer when their text passes BATCH_BYTES. */
const BATCH_ROWS = 5_000;
const BATCH_BYTES = 4 * 1024 * 1024;

/** A target that holds something; the message says what, and how to restore anyway. */
class TargetNotEmpty extends Error {}

type Target = Pick<Config, 'databaseUrl' | 'dataDir' | 'filesDir' | 'objectStorage'>;

/** How many files the store holds, its pending ones too. */
async function filesIn(store: FileStore): Promise<number> {
  let count = 0;
  for await (const _ of store.keys()) count += 1;
  for (const { keys } of await store.pending()) count += keys.length;
  return count;
}

/** What the target's database and file store already hold, in words; empty when nothing. */
async function contentsOf(store: FileStore, database: DatabaseHandle | undefined) {
  const found: string[] = [];
  if (database) {
    const [tables] = await sqlRows<{ n: string | number }>(
      database.db,
      sql`select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`,
    );
    if (Number(tables?.n) > 0)
      found.push(`the database ${database.location} has ${Number(tables?.n)} tables`);
  }
  const files = await filesIn(store);
  if (files > 0) found.push(`the file store ${store.location} has ${files} files`);
  return found;
}

/** Empties the target: the database's schemas (or PGlite's folder) and the file store. */
async function emptyTarget(store: FileStore, database: DatabaseHandle | undefined) {
  if (database)
    for (const statement of [
      'drop schema if exists pgboss cascade',
      'drop schema if exists drizzle cascade',
      'drop schema if exists public cascade',
      'create schema public',
    ])
      await database.db.execute(sql.raw(statement));
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  for (const key of keys) await store.remove(key);
  for (const { claim } of await store.pending()) await store.settle(claim);
}

/** A migrations folder holding the first `count` of Quaybook's: the schema the rows were saved in. */
async function migrationsUpTo(count: number): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'quaybook-restore-'));
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, count);
  await mkdir(path.join(folder, 'meta'));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries)
    await copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** Refuses a backup whose schema this version cannot rebuild. */
function checkMigrations(manifest: Manifest) {
  const known = knownMigrations();
  if (manifest.migrations.length > known.length)
    throw new Error(
      `The backup was made by a newer Quaybook (${manifest.migrations.length} migrations; this one knows ${known.length}): restore it with that version.`,
    );
  const differs = manifest.migrations.findIndex((m, index) => m.hash !== known[index]?.hash);
  if (differs >= 0)
    throw new Error(
      `The backup's migration ${differs + 1} is not this Quaybook's: it was made by another line of versions, and cannot be restored by this one.`,
    );
}

/** Tables in an order where each comes after the tables its foreign keys point at. */
async function loadOrder(db: Database, tables: readonly string[]): Promise<string[]> {
  const links = await sqlRows<{ child: string; parent: string }>(
    db,
    sql`select cc.relname as child, pc.relname as parent from pg_constraint k
        join pg_class cc on cc.oid = k.conrelid join pg_class pc on pc.oid = k.confrelid
        join pg_namespace n on n.oid = k.connamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table))
      throw new Error(`The tables' foreign keys form a cycle through ${table}`);
    visiting.add(table);
    // A table's rows pointing at its own rows load in key order, parents first.
    for (const link of links) if (link.child === table && link.parent !== table) place(link.parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

/** Inserts a table's saved rows, a batch at a time, as they were (ids included). */
async function loadTable(tx: Database, folder: string, table: string): Promise<number> {
  const columns = await sqlRows<{ name: string }>(
    tx,
    sql`select attname as name from pg_attribute
        where attrelid = ${`public.${quoted(table)}`}::regclass and attnum > 0
          and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  const list = columns.map((column) => quoted(column.name)).join(', ');
  const target = `public.${quoted(table)}`;
  let rows = 0;
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // The server parses each row's text into the table's own types: nothing is converted here.
    await tx.execute(
      sql`insert into ${sql.raw(target)} (${sql.raw(list)}) overriding system value
          select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(target)}, ${`[${batch.join(',')}]`}::json)`,
    );
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  const lines = createInterface({
    input: createReadStream(path.join(folder, TABLES_DIR, `${table}.jsonl`)),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/** Copies the backup's files into the store, each checked against its recorded digest first. */
async function restoreFiles(folder: string, manifest: Manifest, store: FileStore) {
  for (const file of manifest.files) {
    const bytes = await readFile(storedFilePath(path.join(folder, FILES_DIR), file.key));
    if (createHash('sha256').update(bytes).digest('hex') !== file.sha256)
      throw new Error(`The backup's file ${file.key} is damaged: its bytes are not those saved.`);
    await store.putAt(file.key, bytes);
  }
}

interface RestoreResult {
  tables: number;
  rows: number;
  files: number;
}

/**
 * Restores a backup folder into the database and file store of `target`, which must be empty
 * (unless `replace`, which empties them first). The schema is rebuilt by the migrations the backup
 * was made at, the rows are loaded in one transaction with their ids, the sequences set where
 * they were, and every table's row count checked against the manifest; the next start of
 * Quaybook applies any newer migrations.
 */
export async function restoreBackup(
  target: Target,
  folder: string,
  options: { replace?: boolean; log?: (line: string) => void; files?: FileStore } = {},
): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  const store = options.files ?? fileStoreOf(target);
  const manifest = await readManifest(folder);
  checkMigrations(manifest);
  // PGlite: an existing folder is a database; opening it also takes its lock.
  const pgliteExists =
    !target.databaseUrl && (await readdir(pgliteFolder(target)).catch(() => [])).length > 0;
  let database = target.databaseUrl || pgliteExists ? await openDatabase(target) : undefined;
  try {
    const found = await contentsOf(store, database);
    if (found.length > 0 && !options.replace)
      throw new TargetNotEmpty(
        `The target is not empty: ${found.join('; ')}. Restore into an empty database and data folder, or add --replace to delete what is there first.`,
      );
    if (found.length > 0) {
      log(`Emptying the target: ${found.join('; ')}`);
      if (database && !target.databaseUrl) {
        await database.close();
        database = undefined;
        await rm(pgliteFolder(target), { recursive: true, force: true });
      }
      await emptyTarget(store, database);
    }
    database ??= await openDatabase(target);

    await restoreFiles(folder, manifest, store);
    log(`  ${'files'.padEnd(24)} ${String(manifest.files.length).padStart(9)} documents`);

    const migrations = await migrationsUpTo(manifest.migrations.length);
    try {
      await migrate(database.db as unknown as NodePgDatabase, { migrationsFolder: migrations });
    } finally {
      await rm(migrations, { recursive: true, force: true });
    }

    const db = database.db;
    const rows = await db.transaction(async (tx) => {
      const tables = await appTables(tx);
      const saved = new Map(manifest.tables.map((table) => [table.name, table.rows]));
      const unknown = [...saved.keys()].filter((name) => !tables.includes(name));
      if (unknown.length > 0)
        throw new Error(`The backup has tables the schema lacks: ${unknown.join(', ')}`);
      // The migrations may seed rows (reference data); the backup's rows are the truth.
      await tx.execute(
        sql.raw(
          `truncate table ${tables.map((table) => `public.${quoted(table)}`).join(', ')} restart identity`,
        ),
      );
      let total = 0;
      for (const table of await loadOrder(tx, tables)) {
        if (!saved.has(table)) continue;
        // Rows go in as they were saved: no trigger may rewrite them on the way.
        await tx.execute(sql.raw(`alter table public.${quoted(table)} disable trigger user`));
        const loaded = await loadTable(tx, folder, table);
        await tx.execute(sql.raw(`alter table public.${quoted(table)} enable trigger user`));
        if (loaded !== saved.get(table))
          throw new Error(`${table}: loaded ${loaded} rows, the backup holds ${saved.get(table)}`);
        total += loaded;
        log(`  ${table.padEnd(24)} ${String(loaded).padStart(9)} rows`);
      }
      for (const sequence of manifest.sequences)
        if (sequence.lastValue !== null)
          await tx.execute(
            sql`select setval(${`public.${quoted(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, true)`,
          );
      return total;
    });
    await db.execute(sql.raw('analyze'));
    return { tables: manifest.tables.length, rows, files: manifest.files.length };
  } finally {
    await database?.close();
  }
}
