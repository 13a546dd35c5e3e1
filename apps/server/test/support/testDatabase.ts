import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';
import { seedReference } from '../../src/db/seed/seedReference';

// One database per test worker, migrated and seeded once; files in the worker share it
// (the project runs with isolate: false) and each test starts from emptied business tables.
// Nothing closes it: the worker process ends with the run, and closing after each file would
// cost a fresh migration per file.
let handle: Promise<DatabaseHandle> | undefined;

const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';

async function createPostgres(url: string): Promise<DatabaseHandle> {
  const name = `quaybook_test_${worker}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openPostgres(target.toString(), 4);
}

async function open(): Promise<DatabaseHandle> {
  const kind = process.env.QUAYBOOK_TEST_DB ?? 'pglite';
  let database: DatabaseHandle;
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('QUAYBOOK_TEST_DB=postgres needs DATABASE_URL');
    database = await createPostgres(url);
  } else {
    database = await openPglite(undefined);
  }
  await database.migrate(seedReference);
  return database;
}

/** The worker's database, opened by the first test file that asks for it. */
export function testDatabase(): Promise<DatabaseHandle> {
  handle ??= open();
  return handle;
}

/** Empties every business table, keeping reference data (states, countries, roles, menu). */
export async function resetDatabase(database: DatabaseHandle): Promise<void> {
  await database.db.execute(
    sql`truncate table voyages, users, companies, login_attempts restart identity cascade`,
  );
}
