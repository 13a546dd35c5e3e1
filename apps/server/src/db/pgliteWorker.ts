// The PGlite of a server started without DATABASE_URL, in a thread of its own: its queries run
// compiled to WebAssembly and hold the thread they run on, so here they never hold up the
// server's event loop. The server speaks to it over the PostgreSQL protocol on a Unix socket in
// a private folder, through the same driver as a PostgreSQL server.
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';
import { pgliteStartParams } from './pgliteSettings';
import { serveConnection } from './wireConnection';
import { WireQueue } from './wireQueue';

export interface PgliteWorkerData {
  dataDir: string;
  socketPath: string;
}

export type PgliteWorkerMessage =
  | { ready: true }
  | { closed: true }
  | { failed: string }
  /** PGlite's WebAssembly memory, in bytes: it grows with PGlite's needs and never shrinks. */
  | { memory: number };

const port = parentPort;
if (!port) throw new Error('pgliteWorker runs as a worker thread');
const { dataDir, socketPath } = workerData as PgliteWorkerData;

try {
  const db = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    startParams: pgliteStartParams(),
  });
  const queue = new WireQueue(db);
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    serveConnection(socket, queue, connections);
  });
  server.listen(socketPath, () => port.postMessage({ ready: true } satisfies PgliteWorkerMessage));
  // `mod` is PGlite's compiled PostgreSQL; its memory is what the database holds in this process.
  const wasm = () =>
    (db as unknown as { mod?: { HEAPU8: Uint8Array } }).mod?.HEAPU8.byteLength ?? 0;
  port.on('message', (message: unknown) => {
    if (message === 'memory') port.postMessage({ memory: wasm() } satisfies PgliteWorkerMessage);
    if (message !== 'close') return;
    server.close();
    void queue.close().then(() => port.postMessage({ closed: true } satisfies PgliteWorkerMessage));
  });
} catch (error) {
  port.postMessage({
    failed: error instanceof Error ? error.message : String(error),
  } satisfies PgliteWorkerMessage);
}
