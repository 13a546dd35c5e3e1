import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadTokenSecret, TokenService } from './auth/tokens';
import { bootstrap, type FirstAdmin } from './bootstrap';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';

export interface Running {
  app: FastifyInstance;
  database: DatabaseHandle;
  firstAdmin: FirstAdmin | undefined;
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
    await database.migrate(async (db) => {
      firstAdmin = await bootstrap(db, config.adminPassword);
    });
    const secret = await loadTokenSecret(database.db, config.jwtSecret);
    const tokens = new TokenService(secret, config.sessionSeconds);
    const app = await buildApp({ db: database.db, tokens, config }, options);
    return {
      app,
      database,
      firstAdmin,
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
