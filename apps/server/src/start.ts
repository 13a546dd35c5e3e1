import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadTokenSecret, TokenService } from './auth/tokens';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase, pgliteFolder } from './db/client';
import { bootstrap, type FirstAdmin } from './db/seed/bootstrap';
import type { FileStore } from './documents/fileStore';
import { fileStoreOf } from './documents/fileStores';
import { stopRenderingThread } from './documents/rendering/renderingThread';
import { forgetStaging, releaseSaves } from './features/upload/uploadRepository';
import { sweepReceivedFiles } from './http/fileParts';
import { type Swept, sweepPendingFiles } from './shared/fileClaims';
import { keepPrivate, makePrivateWithin } from './shared/privateFiles';
import type { StartReport } from './startReport';

export interface Running {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** What this start did to the database: set it up, migrated it, or found it up to date. */
  report: StartReport;
  /** What the start did with files a killed process left pending in the file store. */
  swept: Swept;
  stop(): Promise<void>;
}

/** No call takes longer than this to send its files and be answered. */
const RECEIVING_AT_MOST_MS = 24 * 60 * 60 * 1000;

/**
 * Opens the database, migrates and seeds it, removes the files a killed process stored without
 * committing their rows and those of calls it was receiving, and builds the app, ready to listen.
 */
export async function prepare(
  config: Config,
  options: {
    logger?: boolean;
    files?: FileStore;
    /** The database already being opened (`main.ts` opens it while the server loads). */
    database?: Promise<DatabaseHandle>;
  } = {},
): Promise<Running> {
  // Readable by the server's user alone, folders made before this version too: a private
  // DATA_DIR keeps everything beneath it from other users whatever its own files' modes.
  for (const folder of [config.dataDir, config.filesDir, config.uploadsDir])
    await keepPrivate(folder).catch(async (error: unknown) => {
      await (await options.database?.catch(() => undefined))?.close();
      throw error;
    });
  const database = await (options.database ?? openDatabase(config));
  try {
    let firstAdmin: FirstAdmin | undefined;
    const migrations = await database.migrate(async (db) => {
      firstAdmin = await bootstrap(db, config.adminPassword);
    });
    // PGlite writes its files 0666 whatever the umask: its folder is made private at each start.
    if (database.kind === 'pglite') await makePrivateWithin(pgliteFolder(config));
    const secret = await loadTokenSecret(database.db, config.jwtSecret);
    const tokens = new TokenService(secret, config.sessionSeconds);
    const files = options.files ?? fileStoreOf(config);
    const swept = await sweepPendingFiles(database.db, files);
    // A save of an upload cut off by the last stop waits again, to go on where it stopped;
    // a staging cut off is removed.
    await releaseSaves(database.db);
    await forgetStaging(database.db);
    // PGlite's folder is one process's; on PostgreSQL another process may be receiving files
    // into the same folder now, so only those a day old are surely left by a dead one.
    await sweepReceivedFiles(
      config.uploadsDir,
      database.kind === 'pglite' ? undefined : new Date(Date.now() - RECEIVING_AT_MOST_MS),
    );
    // On PostgreSQL every server process works one pg-boss queue; PGlite runs them in-process.
    // (pg-boss is loaded only then.)
    const jobs =
      database.kind === 'postgres'
        ? (await import('./jobs/pgBossJobRunner')).pgBossJobRunner(database.db)
        : undefined;
    const app = await buildApp(
      {
        db: database.db,
        replica: database.replica,
        databaseMemory: database.memory,
        tokens,
        config,
        jobs,
        files,
      },
      options,
    );
    return {
      app,
      database,
      report: {
        database: { kind: database.kind, location: database.location },
        migrations,
        firstAdmin,
      },
      swept,
      async stop() {
        await app.close();
        await stopRenderingThread();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
