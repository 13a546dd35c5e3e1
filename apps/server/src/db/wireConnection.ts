import type { Socket } from 'node:net';
import type { WireQueue } from './wireQueue';

const SSL_REQUEST = 80_877_103;
const CANCEL_REQUEST = 80_877_102;
const PROTOCOL_3 = 196_608;
/** The extended query's messages before its Sync: Parse, Bind, Describe, Execute, Close. */
const IN_UNIT = new Set(['P', 'B', 'D', 'E', 'C'].map((letter) => letter.charCodeAt(0)));

/**
 * Splits what a PostgreSQL client sends into protocol messages and runs each on the queue,
 * writing PGlite's answers back. The first message has no type byte (start-up, or a request for
 * TLS, refused with 'N', which makes node-postgres go on without it).
 */
export function serveConnection(socket: Socket, queue: WireQueue, id: number): void {
  let buffered: Buffer = Buffer.alloc(0);
  let started = false;
  let work = Promise.resolve();
  let unit: Uint8Array[] = [];
  socket.setNoDelay(true);

  /** The next whole message at the start of the buffer, or undefined until it has arrived. */
  const take = (): Buffer | undefined => {
    if (!started) {
      if (buffered.length < 8) return undefined;
      const length = buffered.readInt32BE(0);
      if (buffered.length < length) return undefined;
      return buffered.subarray(0, length);
    }
    if (buffered.length < 5) return undefined;
    const length = 1 + buffered.readInt32BE(1);
    return buffered.length < length ? undefined : buffered.subarray(0, length);
  };

  // PGlite hands out a view of its own memory, which it reuses before a slow socket has sent it.
  const reply = (bytes: Uint8Array) => {
    if (!socket.destroyed) socket.write(Buffer.from(bytes));
  };

  const handle = async (message: Buffer) => {
    if (started) {
      // An extended query (Parse, Bind, Describe, Execute) must not interleave with another
      // connection's on PGlite's one session: it runs whole, from its first message to Sync.
      unit.push(new Uint8Array(message));
      if (IN_UNIT.has(message[0] ?? 0)) return;
      const messages = unit;
      unit = [];
      await queue.run(id, messages, reply);
      return;
    }
    const code = message.readInt32BE(4);
    if (code === SSL_REQUEST) {
      socket.write('N');
      return;
    }
    if (code === CANCEL_REQUEST) {
      // PGlite runs one statement at a time to its end; there is nothing to cancel.
      socket.end();
      return;
    }
    if (code === PROTOCOL_3) started = true;
    await queue.run(id, [new Uint8Array(message)], reply);
  };

  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    for (let message = take(); message; message = take()) {
      const copy = Buffer.from(message);
      buffered = buffered.subarray(message.length);
      work = work
        .then(() => handle(copy))
        .catch(() => {
          socket.destroy();
        });
    }
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    void work.finally(() => queue.forget(id));
  });
}
