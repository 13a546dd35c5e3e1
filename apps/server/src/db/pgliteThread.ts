import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGLITE_WORKER } from '../paths';
import { keepPrivate } from '../shared/privateFiles';
import { workerEntry } from '../shared/workerEntry';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pgliteWorker';

/** PGlite's thread and the Unix socket folder it listens in (only this user can enter it). */
export interface PgliteThread {
  /** node-postgres's `host` for the socket: the folder holding `.s.PGSQL.5432`. */
  socketDir: string;
  /** PGlite's WebAssembly memory now, in bytes. */
  memory(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts PGlite on `dataDir` in a worker thread, listening on a private Unix socket. */
export async function startPgliteThread(dataDir: string): Promise<PgliteThread> {
  await keepPrivate(dataDir);
  // In os.tmpdir(): a socket's path must stay under ~100 bytes, which DATA_DIR may not.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-pg-'));
  const data: PgliteWorkerData = { dataDir, socketPath: path.join(socketDir, '.s.PGSQL.5432') };
  const worker = new Worker(workerEntry(PGLITE_WORKER), { workerData: data });
  /** The thread's next message that `is` one wanted (its answer to what was asked). */
  const next = (is: (message: PgliteWorkerMessage) => boolean = () => true) =>
    new Promise<PgliteWorkerMessage>((resolve, reject) => {
      const onExit = (code: number) => done(new Error(`PGlite's thread stopped (${code})`));
      const onMessage = (message: PgliteWorkerMessage) => {
        if (is(message)) done(undefined, message);
      };
      const done = (error: Error | undefined, message?: PgliteWorkerMessage) => {
        worker.off('error', done);
        worker.off('exit', onExit);
        worker.off('message', onMessage);
        if (error) reject(error);
        else resolve(message as PgliteWorkerMessage);
      };
      worker.on('error', done);
      worker.once('exit', onExit);
      worker.on('message', onMessage);
    });
  const cleanUp = () => rm(socketDir, { recursive: true, force: true });
  try {
    const first = await next();
    if ('failed' in first) throw new Error(`PGlite could not open ${dataDir}: ${first.failed}`);
  } catch (error) {
    await worker.terminate();
    await cleanUp();
    throw error;
  }
  // Past its start, a failure of the thread must not end the process: the pool's connections
  // then fail, and each request with them, with the database's clean error.
  worker.on('error', (error) => {
    process.stderr.write(
      `PGlite's thread failed: ${error instanceof Error ? error.message : error}\n`,
    );
  });
  let stopping: Promise<void> | undefined;
  return {
    socketDir,
    async memory() {
      const answer = next((message) => 'memory' in message);
      worker.postMessage('memory');
      const message = await answer;
      return 'memory' in message ? message.memory : 0;
    },
    stop() {
      stopping ??= (async () => {
        try {
          const closed = next((message) => 'closed' in message);
          worker.postMessage('close');
          await closed;
        } finally {
          await worker.terminate();
          await cleanUp();
        }
      })();
      return stopping;
    },
  };
}
