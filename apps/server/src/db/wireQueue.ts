import type { PGlite } from '@electric-sql/pglite';

interface Waiting {
  connection: number;
  messages: Uint8Array[];
  reply: (bytes: Uint8Array) => void;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * Runs the PostgreSQL protocol messages of every connection on one PGlite, one unit at a time
 * in arrival order — except that while a connection has a transaction open, only its
 * messages run, as a server's locks would make the others wait.
 */
export class WireQueue {
  private readonly waiting: Waiting[] = [];
  private running = false;
  private closed = false;
  /** The drain under way, which a close waits for. */
  private draining: Promise<void> = Promise.resolve();
  /** The connection whose message ran last: the one a transaction in progress belongs to. */
  private last: number | undefined;

  constructor(private readonly db: PGlite) {}

  /** Runs a unit of messages (up to a Sync or a simple Query) with no other connection's between. */
  run(connection: number, messages: Uint8Array[], reply: (bytes: Uint8Array) => void) {
    return new Promise<void>((done, failed) => {
      if (this.closed) {
        failed(new Error('The database is closing'));
        return;
      }
      this.waiting.push({ connection, messages, reply, done, failed });
      this.kick();
    });
  }

  /** Refuses what is waiting and what comes, then closes PGlite once the unit running ends. */
  async close() {
    this.closed = true;
    for (const item of this.waiting.splice(0)) item.failed(new Error('The database is closing'));
    await this.draining;
    await this.db.close();
  }

  /** A connection closed: drop its messages and roll back a transaction it left open. */
  async forget(connection: number) {
    if (this.closed) return;
    for (let i = this.waiting.length - 1; i >= 0; i -= 1) {
      const item = this.waiting[i];
      if (item?.connection === connection) {
        this.waiting.splice(i, 1);
        item.failed(new Error('The connection closed'));
      }
    }
    if (this.last === connection && this.db.isInTransaction()) {
      await this.db.exec('rollback');
      this.last = undefined;
    }
    this.kick();
  }

  private next(): Waiting | undefined {
    if (this.last !== undefined && this.db.isInTransaction()) {
      const index = this.waiting.findIndex((item) => item.connection === this.last);
      return index < 0 ? undefined : this.waiting.splice(index, 1)[0];
    }
    return this.waiting.shift();
  }

  private kick() {
    if (!this.running) this.draining = this.drain();
  }

  private async drain() {
    this.running = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        try {
          for (const message of item.messages) {
            await this.db.execProtocolRawStream(message, { onRawData: item.reply });
          }
          this.last = item.connection;
          item.done();
        } catch (error) {
          item.failed(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
