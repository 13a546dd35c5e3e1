import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { startRenderingThread } from './documents/rendering/renderingThread';
import { armFaultPoints } from './shared/faultPoints';
import { prepare } from './start';
import { startLines } from './startReport';

/** Prepares the server on the database being opened, prints what the start did and listens. */
export async function serve(config: Config, opening: Promise<DatabaseHandle>): Promise<void> {
  const running = await prepare(config, { database: opening });
  const { app, database, report, swept } = running;
  if (swept.removed > 0)
    app.log.warn(swept, 'removed files a stopped process stored without recording them');
  process.stdout.write(
    `\n${startLines(report)
      .map((line) => `  ${line}\n`)
      .join('')}\n`,
  );
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await running.stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  followLauncher(() => void shutdown('launcher exited'));
  // The address listened on, not the one asked for: PORT=0 takes any free port.
  const address = await app.listen({ port: config.port, host: config.host });
  armFaultPoints();
  startRenderingThread();
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `Quaybook is serving at ${address}`,
  );
}

/**
 * `npm start` execs the server, so npm's forwarded SIGINT and SIGTERM reach it; but a launcher
 * killed outright (SIGKILL, a closed terminal) cannot forward anything, and the server would go
 * on holding its port and database. Started by npm, it stops when npm is gone.
 */
function followLauncher(stop: () => void) {
  if (!process.env.npm_lifecycle_event) return;
  const launcher = process.ppid;
  setInterval(() => {
    if (process.ppid !== launcher) stop();
  }, 1000).unref();
}
