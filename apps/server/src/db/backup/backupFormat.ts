// What a backup folder holds, and what the backup and the restore both read from the catalogue.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR } from '../../paths';
import type { Database } from '../client';
import { sqlRows } from '../sqlRows';

export const FORMAT = 'quaybook-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
/** The rows of each table, one JSON object a line, as PostgreSQL's row_to_json writes them. */
export const TABLES_DIR = 'database';
/** The documents' files, laid out as the file store lays them out. */
export const FILES_DIR = 'files';

/**
 * A backup folder's table of contents, written last: a folder without one is not a backup.
 * Row counts and digests let a restore prove it loaded what was saved.
 */
export interface Manifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; version: string };
  /** The migrations the database had, by the hash drizzle records: the schema of the rows. */
  migrations: { hash: string; createdAt: number }[];
  tables: { name: string; rows: number; sha256: string }[];
  /** Each identity sequence's last value (null when never used), so new ids continue. */
  sequences: { name: string; lastValue: string | null }[];
  /** Every document's file, by its key in the store. */
  files: { key: string; bytes: number; sha256: string }[];
}

/** A name quoted for SQL text. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables: every ordinary table of the public schema, by name. */
export async function appTables(db: Database): Promise<string[]> {
  const rows = await sqlRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** A table's primary key columns in key order; the rows are dumped and compared in this order. */
async function keyColumns(db: Database, table: string): Promise<string[]> {
  const rows = await sqlRows<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`public.${quoted(table)}`}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return rows.map((row) => row.name);
}

/** The order of a table's rows: by its primary key, else by the whole row. */
export async function rowOrder(db: Database, table: string, alias = 't'): Promise<string> {
  const keys = await keyColumns(db, table);
  return keys.length
    ? keys.map((key) => `${alias}.${quoted(key)}`).join(', ')
    : `row_to_json(${alias})::text`;
}

/** The identity and serial sequences of the public schema with their last value. */
export async function sequenceValues(db: Database): Promise<Manifest['sequences']> {
  const rows = await sqlRows<{ name: string; last_value: string | number | null }>(
    db,
    sql`select sequencename as name, last_value from pg_sequences
        where schemaname = 'public' order by sequencename`,
  );
  return rows.map((row) => ({
    name: row.name,
    lastValue: row.last_value === null ? null : String(row.last_value),
  }));
}

/** The migrations this version of Quaybook knows, in order, as drizzle hashes them. */
export function knownMigrations(): { hash: string; createdAt: number }[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((migration) => ({
    hash: migration.hash,
    createdAt: migration.folderMillis,
  }));
}

/** The migrations recorded in the database, in the order they were applied. */
export async function appliedMigrations(db: Database): Promise<Manifest['migrations']> {
  const [table] = await sqlRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name)
    throw new Error(
      'The database has no Quaybook schema (no migrations recorded): check DATA_DIR or DATABASE_URL.',
    );
  const rows = await sqlRows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** Reads a backup's manifest, refusing a folder that is not a complete backup. */
export async function readManifest(folder: string): Promise<Manifest> {
  const text = await readFile(path.join(folder, MANIFEST), 'utf8').catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT')
      throw new Error(
        `${folder} is not a Quaybook backup: it has no ${MANIFEST} (an interrupted backup has none).`,
      );
    throw error;
  });
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION)
    throw new Error(
      `${folder} is not a Quaybook backup of format ${FORMAT_VERSION} (it says ${manifest.format} ${manifest.version}).`,
    );
  return manifest;
}
