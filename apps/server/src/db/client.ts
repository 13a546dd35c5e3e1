import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { keepPrivate, privateFolder } from '../shared/privateFiles';
import { lockDataDir } from './dataDirLock';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';
import { startPgliteThread } from './pgliteThread';
import { type ReplicaReads, type ReplicaSettings, replicaReads } from './replica/replicaReads';
import { routedDatabase } from './replica/routedDatabase';
import { watchWrites } from './replica/writeWatch';
import * as schema from './schema';
import { sqlRows } from './sqlRows';

export type Schema = typeof schema;
/** The one database type services see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** What one start's migrating found and did. */
export interface Migrated {
  /** Migrations the database had before: 0 for a database this start set up. */
  before: number;
  /** Migrations this start applied. */
  applied: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data is, for people: PGlite's folder, or a server's database, host and port. */
  location: string;
  /** Applies committed migrations, then runs `afterMigrate` under the same exclusive lock. */
  migrate(afterMigrate?: (db: Database, migrated: Migrated) => Promise<void>): Promise<Migrated>;
  /** With a replica (DATABASE_REPLICA_URL): where each call's reads go. */
  replica?: ReplicaReads;
  /** The memory the database holds in this process, in bytes: PGlite's, in its thread. */
  memory?: () => Promise<number>;
  close(): Promise<void>;
}

/** How many migrations drizzle has recorded in the database, 0 before its first. */
async function migrationCount(db: Database): Promise<number> {
  // pg gives int8 as a string.
  const one = async (query: ReturnType<typeof sql>) => (await sqlRows(db, query))[0];
  // The table is named only once it exists: a query naming it fails to parse before.
  const table = await one(sql`select to_regclass('drizzle.__drizzle_migrations') as name`);
  if (!table?.name) return 0;
  return Number((await one(sql`select count(*) as n from drizzle.__drizzle_migrations`))?.n);
}

async function migrating(
  db: Database,
  apply: () => Promise<unknown>,
  afterMigrate: ((db: Database, migrated: Migrated) => Promise<void>) | undefined,
): Promise<Migrated> {
  const before = await migrationCount(db);
  await apply();
  const migrated = { before, applied: (await migrationCount(db)) - before };
  await afterMigrate?.(db, migrated);
  return migrated;
}

/** A server's database without its user and password: `quaybook on 127.0.0.1:5432`. */
export function postgresLocation(url: string): string {
  const parsed = new URL(url);
  return `${decodeURIComponent(parsed.pathname.slice(1)) || parsed.username} on ${parsed.hostname}:${parsed.port || 5432}`;
}

// Several API processes may start at once on one PostgreSQL; only one may migrate and seed.
const MIGRATION_LOCK = 727_001;

/** Keeps a lost connection of `pool` from ending the process. */
function survivingLostConnections(pool: pg.Pool): pg.Pool {
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  // A client lent out (a transaction's, between its statements) whose connection dies emits
  // 'error' with no listener of the pool's attached, which would end the process. Its next
  // statement fails instead, the request answers that failure, and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

/** A database reached through a node-postgres pool: a PostgreSQL server, or PGlite's thread. */
function pooled(
  pool: pg.Pool,
  kind: DatabaseHandle['kind'],
  location: string,
  close: () => Promise<void>,
): DatabaseHandle {
  survivingLostConnections(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind,
    location,
    async migrate(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const locked = drizzlePg({ client, schema });
        return await migrating(
          locked as unknown as Database,
          () => migratePg(locked, { migrationsFolder: MIGRATIONS_DIR }),
          afterMigrate,
        );
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
          .catch(() => undefined);
        client.release();
      }
    },
    close,
  };
}

/** A streaming replica of the primary, and how far behind it may serve reads. */
export interface ReplicaOptions extends ReplicaSettings {
  url: string;
}

export async function openPostgres(
  url: string,
  poolSize = 10,
  replica?: ReplicaOptions,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const handle = pooled(pool, 'postgres', postgresLocation(url), () => pool.end());
  if (!replica) return handle;
  const replicaPool = survivingLostConnections(
    new pg.Pool({ connectionString: replica.url, max: poolSize }),
  );
  const reads = replicaReads(
    {
      primary: handle.db,
      replica: drizzlePg({ client: replicaPool, schema }) as unknown as Database,
    },
    replica,
  );
  watchWrites(pool, reads.written);
  await reads.check();
  return {
    ...handle,
    db: routedDatabase(handle.db),
    location: `${handle.location}, reads on ${postgresLocation(replica.url)}`,
    replica: reads,
    async close() {
      reads.stop();
      try {
        await replicaPool.end();
      } finally {
        await handle.close();
      }
    },
  };
}

/**
 * PGlite in a folder, run in a thread of its own so that a slow query never holds up the
 * server's event loop; reached like a PostgreSQL server. One connection: PGlite has one session,
 * so requests take turns for it in the order they asked.
 */
export async function openPgliteThread(dataDir: string): Promise<DatabaseHandle> {
  await privateFolder(path.dirname(path.resolve(dataDir)));
  const unlock = await lockDataDir(path.resolve(dataDir));
  try {
    const { pool, close, memory } = await pgliteThreadPool(dataDir);
    const handle = pooled(pool, 'pglite', path.resolve(dataDir), async () => {
      try {
        await close();
      } finally {
        await unlock();
      }
    });
    return { ...handle, memory };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** PGlite's thread on `dataDir` and the pool of its one connection; `close` ends both. */
export async function pgliteThreadPool(dataDir: string) {
  const thread = await startPgliteThread(dataDir);
  const pool = new pg.Pool({
    host: thread.socketDir,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    // Keep the one connection: opening another costs PGlite a start-up.
    idleTimeoutMillis: 0,
  });
  const close = async () => {
    try {
      await pool.end();
    } finally {
      await thread.stop();
    }
  };
  return { pool, close, memory: thread.memory };
}

/** PGlite in a folder, or in memory when `dataDir` is undefined. */
export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  if (dataDir) await keepPrivate(dataDir);
  const client = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    location: dataDir ? path.resolve(dataDir) : 'memory',
    migrate: (afterMigrate) =>
      migrating(
        db,
        () =>
          migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
        afterMigrate,
      ),
    close: () => client.close(),
  };
}

/** Where PGlite keeps its database under DATA_DIR. */
export const pgliteFolder = (config: { dataDir: string }) => path.join(config.dataDir, 'db');

export function openDatabase(config: {
  databaseUrl: string | undefined;
  databaseReplica?: ReplicaOptions | undefined;
  dataDir: string;
}) {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, 10, config.databaseReplica)
    : openPgliteThread(pgliteFolder(config));
}
