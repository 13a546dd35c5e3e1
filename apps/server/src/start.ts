import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadTokenSecret, TokenService } from './auth/tokens';
import { bootstrap, type FirstAdmin } from './bootstrap';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { pgBossJobRunner } from './jobs/pgBossJobRunner';
import type { StartReport } from './startReport';

export interface Running {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** What this start did to the database: set it up, migrated it, or found it up to date. */
  report: StartReport;
  stop(): Promise<void>;
}

/** Opens the database, migrates and seeds it, and builds the app, ready to listen. */
export async function prepare(
  config: Config,
  options: { logger?: boolean } = {},
): Promise<Running> {
  const database = await openDatabase(config);
  try {
    let firstAdmin: FirstAdmin | undefined;
    const migrations = await database.migrate(async (db) => {
      firstAdmin = await bootstrap(db, config.adminPassword);
    });
    const secret = await loadTokenSecret(database.db, config.jwtSecret);
    const tokens = new TokenService(secret, config.sessionSeconds);
    // On PostgreSQL every server process works one pg-boss queue; PGlite runs them in-process.
    const jobs = database.kind === 'postgres' ? pgBossJobRunner(database.db) : undefined;
    const app = await buildApp({ db: database.db, tokens, config, jobs }, options);
    return {
      app,
      database,
      report: {
        database: { kind: database.kind, location: database.location },
        migrations,
        firstAdmin,
      },
      async stop() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
