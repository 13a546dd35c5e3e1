import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import {
  REFERENCE_TABLES,
  SHARED_DEFAULT_TABLES,
  seedReference,
  seedSharedDefaults,
} from '../../src/db/seed/seedReference';

// One database per test worker, migrated and seeded once. The API project runs with
// `isolate: false`, so this module, and the database it holds, is shared by every file the
// worker runs; each test starts from emptied business tables instead of a new database
// (a new PGlite costs seconds, a TRUNCATE milliseconds). The worker fixture in testApp.ts
// closes it when the worker stops: a `globalSetup` runs in another process and cannot share an
// in-process PGlite, and an `afterAll` runs once per file, too early.

const nameOf = (table: PgTable) => getTableConfig(table).name;

// The public schema's tables: the server's own keys (schema server_keys) outlive every reset, as
// they outlive a restore, and are no business table.
const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable) && !getTableConfig(value).schema)
  .map(nameOf);
const reference = REFERENCE_TABLES.map(nameOf);

/** The tables of the schema by how tests treat them, each by name. */
export const TABLES = {
  all: schemaTables,
  /** Fixed reference data that migrations and the reference seed fill; kept for the worker's life. */
  reference,
  /** Shared lists users may edit: emptied and seeded again before every test. */
  shared: SHARED_DEFAULT_TABLES.map(nameOf),
  /**
   * Emptied before every test: every table of the schema but the fixed reference data, so a
   * table added to the schema needs no edit here.
   */
  emptied: schemaTables.filter((name) => !reference.includes(name)),
};

interface Opened {
  handle: DatabaseHandle;
  /** Where the worker's database is on a server, and on its replica when there is one. */
  urls?: { primary: string; replica: string | undefined };
  /** Closes the connection, and drops the worker's database when there is a server. */
  dispose(): Promise<void>;
}

let opened: Promise<Opened> | undefined;

const workerId = () => process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';

/** Runs statements on the server of `serverUrl`, one after the other. */
export async function onServer(serverUrl: string, statements: string[]) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops a test database, ending its connections. An autovacuum worker busy on it after a large
 * insert belongs to no role, so a role without pg_signal_backend may not end it and the drop
 * fails; the worker soon stops, so the drop is tried again for a while.
 */
export async function dropDatabase(serverUrl: string, name: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onServer(serverUrl, [`drop database if exists ${name} with (force)`]);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== INSUFFICIENT_PRIVILEGE || attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
function databaseOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * With DATABASE_REPLICA_URL, the tests' reads go to a streaming replica of DATABASE_URL's
 * server as the server's do. The lag bound is wide: a test machine's replica replays in
 * milliseconds, but a loaded one can fall a second behind, and the tests check answers.
 */
const TEST_REPLICA = { maxLagMs: 10_000, waitMs: 5_000, checkEveryMs: 200, strict: true };

async function openOnServer(serverUrl: string, replicaUrl: string | undefined): Promise<Opened> {
  // Named after the server URL's own database too, so runs against different databases of one
  // server (each checkout its own) never drop each other's; letters, digits and _ need no quoting.
  const own = new URL(serverUrl).pathname.slice(1).replace(/\W/g, '') || 'quaybook';
  const name = `${own}_test_${workerId().replace(/\D/g, '')}`;
  await dropDatabase(serverUrl, name);
  await onServer(serverUrl, [`create database ${name}`]);
  const urls = {
    primary: databaseOn(serverUrl, name),
    replica: replicaUrl && databaseOn(replicaUrl, name),
  };
  const handle = await openPostgres(
    urls.primary,
    4,
    urls.replica ? { ...TEST_REPLICA, url: urls.replica } : undefined,
  );
  return {
    handle,
    urls,
    async dispose() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

async function open(): Promise<Opened> {
  const kind = process.env.QUAYBOOK_TEST_DB ?? 'pglite';
  let result: Opened;
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('QUAYBOOK_TEST_DB=postgres needs DATABASE_URL');
    result = await openOnServer(url, process.env.DATABASE_REPLICA_URL || undefined);
  } else if (kind === 'pglite') {
    const handle = await openPglite(undefined);
    result = { handle, dispose: () => handle.close() };
  } else {
    throw new Error(`QUAYBOOK_TEST_DB must be pglite or postgres, not ${kind}`);
  }
  try {
    await result.handle.migrate(seedReference);
  } catch (error) {
    await result.dispose();
    throw error;
  }
  return result;
}

/** The worker's database, opened, migrated and seeded by the first caller. */
export async function testDatabase(): Promise<DatabaseHandle> {
  opened ??= open();
  return (await opened).handle;
}

/** The URLs of the worker's database on PostgreSQL (and its replica); none on PGlite. */
export async function testDatabaseUrls(): Promise<Opened['urls']> {
  await testDatabase();
  return (await opened)?.urls;
}

/** Closes the worker's database; the next `testDatabase()` would open a fresh one. */
export async function closeTestDatabase(): Promise<void> {
  const closing = opened;
  opened = undefined;
  // A database that failed to open has nothing to close; its error was reported to the tests.
  const database = await closing?.catch(() => undefined);
  await database?.dispose();
}

/**
 * Empties every table but the fixed reference data (states, countries, roles, menu, ISO codes)
 * and brings the editable shared lists back to their seed.
 */
export async function resetDatabase(database: DatabaseHandle): Promise<void> {
  const tables = TABLES.emptied.map((name) => `"${name}"`).join(', ');
  await database.db.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
  await seedSharedDefaults(database.db);
}
