import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';
import { seedReference, seedSharedDefaults } from '../../src/db/seed/seedReference';

// One database per test worker, migrated and seeded once. The API project runs with
// `isolate: false`, so this module, and the database it holds, is shared by every file the
// worker runs; each test starts from emptied business tables instead of a new database
// (a new PGlite costs seconds, a TRUNCATE milliseconds). The worker fixture in testApp.ts
// closes it when the worker stops: a `globalSetup` runs in another process and cannot share an
// in-process PGlite, and an `afterAll` runs once per file, too early.

/** Tables the tests fill; emptied before every test. */
export const BUSINESS_TABLES = [
  'voyages',
  'vessels',
  'movements',
  'containers',
  'applicants',
  'accounts',
  'link_parties',
  'vcns',
  'party_rates',
  'booking_numbers',
  'vcn_party_links',
  'documents',
  'users',
  'companies',
  'login_attempts',
] as const;
/** Shared lists users may edit: emptied and seeded again before every test. */
export const SHARED_TABLES = [
  'ports',
  'locations',
  'damage_codes',
  'component_codes',
  'repair_codes',
] as const;
/** Tables migrations and the reference seed fill; kept for the worker's whole life. */
export const REFERENCE_TABLES = [
  'states',
  'countries',
  'roles',
  'menu',
  'settings',
  'iso_codes',
  'container_types',
  'banks',
] as const;

interface Opened {
  handle: DatabaseHandle;
  /** Closes the connection, and drops the worker's database when there is a server. */
  dispose(): Promise<void>;
}

let opened: Promise<Opened> | undefined;

const workerId = () => process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';

async function onServer(serverUrl: string, statements: string[]) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function openOnServer(serverUrl: string): Promise<Opened> {
  // The worker id is digits, so the name needs no quoting.
  const name = `quaybook_test_${workerId().replace(/\D/g, '')}`;
  await onServer(serverUrl, [
    `drop database if exists ${name} with (force)`,
    `create database ${name}`,
  ]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  return {
    handle,
    async dispose() {
      await handle.close();
      await onServer(serverUrl, [`drop database if exists ${name} with (force)`]);
    },
  };
}

async function open(): Promise<Opened> {
  const kind = process.env.QUAYBOOK_TEST_DB ?? 'pglite';
  let result: Opened;
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('QUAYBOOK_TEST_DB=postgres needs DATABASE_URL');
    result = await openOnServer(url);
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

/** Closes the worker's database; the next `testDatabase()` would open a fresh one. */
export async function closeTestDatabase(): Promise<void> {
  const closing = opened;
  opened = undefined;
  // A database that failed to open has nothing to close; its error was reported to the tests.
  const database = await closing?.catch(() => undefined);
  await database?.dispose();
}

/**
 * Empties every business table and brings the editable shared lists back to their seed, keeping
 * fixed reference data (states, countries, roles, menu, ISO codes).
 */
export async function resetDatabase(database: DatabaseHandle): Promise<void> {
  const tables = [...BUSINESS_TABLES, ...SHARED_TABLES].join(', ');
  await database.db.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
  await seedSharedDefaults(database.db);
}
