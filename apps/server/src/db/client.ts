import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies committed migrations, then runs `afterMigrate` under the same exclusive lock. */
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

// Several API processes may start at once on one PostgreSQL; only one may migrate and seed.
const MIGRATION_LOCK = 727_001;

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const locked = drizzlePg({ client, schema });
        await migratePg(locked, { migrationsFolder: MIGRATIONS_DIR });
        await afterMigrate?.(locked as unknown as Database);
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
          .catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PGlite in a folder, or in memory when `dataDir` is undefined. */
export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate(afterMigrate) {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      await afterMigrate?.(db);
    },
    close: () => client.close(),
  };
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }) {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(path.join(config.dataDir, 'db'));
}
