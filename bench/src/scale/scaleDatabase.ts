import path from 'node:path';
import { type DatabaseHandle, openPglite, openPostgres } from '@quaybook/server/src/db/client';
import { bootstrap } from '@quaybook/server/src/db/seed/bootstrap';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../sqlRows';
import { type ScaleProbes, seedScale } from './seedScale';

interface ScaleDatabaseOptions {
  /** '1m', '100k', any 'Nk' or 'Nm'. */
  scale: string;
  /**
   * The server's data folder: PGlite's database goes in its `db` folder, where a server started
   * with `DATA_DIR` set to it opens it. Unused on PostgreSQL.
   */
  dataDir: string;
  /** A PostgreSQL database to seed instead of PGlite; it must have no vessel calls yet. */
  databaseUrl?: string;
  /** Drop and create the PostgreSQL database first (everything in it is lost). */
  recreate?: boolean;
  /** The password of the `admin` user the first start creates. */
  adminPassword: string;
  /** Progress lines; console.log unless given. */
  log?: (line: string) => void;
}

interface ScaleDatabase {
  kind: DatabaseHandle['kind'];
  /** PGlite's folder, or the server's database, host and port. */
  location: string;
  companyId: number;
  /** The admin user, who the rows were seeded as. */
  userId: number;
  probes: ScaleProbes;
  /** Migrating and the first start's seeding, then the scale seed alone. */
  seconds: { migrate: number; seed: number };
  /** What `pg_database_size` says after the seed. */
  databaseBytes: number;
  /** The environment of a server process on the seeded database, signing in as `admin`. */
  serverEnv: { DATA_DIR: string; DATABASE_URL?: string; ADMIN_PASSWORD: string };
}

/** The database a start of the server with these settings opens, opened here the same way. */
async function open(options: ScaleDatabaseOptions): Promise<DatabaseHandle> {
  if (!options.databaseUrl) return openPglite(path.join(options.dataDir, 'db'));
  if (options.recreate) {
    const url = new URL(options.databaseUrl);
    const name = decodeURIComponent(url.pathname.slice(1));
    if (!/^\w+$/.test(name)) throw new Error(`Cannot recreate a database named '${name}'`);
    url.pathname = '/postgres';
    const server = await openPostgres(url.toString(), 1);
    try {
      await server.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await server.db.execute(sql.raw(`create database ${name}`));
    } finally {
      await server.close();
    }
  }
  return openPostgres(options.databaseUrl, 2);
}

/**
 * Migrates the database a server with `dataDir` (PGlite) or `databaseUrl` would open, makes the
 * first company and its admin as a first start does, seeds that company at `scale` and closes
 * it again, so the servers the bench starts next can open it (PGlite's folder has one user at
 * a time). The times and the database's size are printed and returned with the probes.
 */
export async function seedScaleDatabase(options: ScaleDatabaseOptions): Promise<ScaleDatabase> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const database = await open(options);
  try {
    await database.migrate((db) => bootstrap(db, options.adminPassword).then(() => undefined));
    const [admin] = await sqlRows(
      database.db,
      sql`select id, company_id from users where username = 'admin'`,
    );
    if (!admin) throw new Error('The database has no admin user');
    const migrated = performance.now();
    const probes = await seedScale(database.db, {
      companyId: Number(admin.company_id),
      userId: Number(admin.id),
      scale: options.scale,
      log,
    });
    const seeded = performance.now();
    const [size] = await sqlRows(
      database.db,
      sql`select pg_database_size(current_database()) as bytes`,
    );
    const result: ScaleDatabase = {
      kind: database.kind,
      location: database.location,
      companyId: Number(admin.company_id),
      userId: Number(admin.id),
      probes,
      seconds: {
        migrate: Math.round(migrated - started) / 1000,
        seed: Math.round(seeded - migrated) / 1000,
      },
      databaseBytes: Number(size?.bytes ?? 0),
      serverEnv: {
        DATA_DIR: options.dataDir,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ADMIN_PASSWORD: options.adminPassword,
      },
    };
    log(
      `${database.kind} at ${database.location}: migrated in ${result.seconds.migrate.toFixed(1)} s, ` +
        `seeded ${probes.scale} in ${(result.seconds.seed / 60).toFixed(2)} min; ` +
        `database ${(result.databaseBytes / 2 ** 20).toFixed(0)} MiB`,
    );
    return result;
  } finally {
    await database.close();
  }
}
