import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPgliteThread } from './client';
import { PGLITE_MEMORY_SETTINGS } from './pgliteSettings';
import { type PgliteThread, startPgliteThread } from './pgliteThread';

// PGlite in its own thread, reached over the PostgreSQL protocol: what the server relies on.

/** A new data folder is initialised on the first start, which takes some seconds. */
const START = 60_000;
type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

describe('PGlite in a thread of its own', () => {
  let folder: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'quaybook-thread-'));
    database = await openPgliteThread(folder);
  }, START);
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('answers a large result whole, however slowly the socket drains', async () => {
    const result = await database.db.execute(
      sql`select g, repeat('x', 200) || g as text from generate_series(1, 50000) g`,
    );
    const rows = rowsOf(result);
    expect(rows).toHaveLength(50_000);
    expect(rows.at(-1)).toEqual({ g: 50_000, text: `${'x'.repeat(200)}50000` });
    expect(rows.every((row, index) => row.text === `${'x'.repeat(200)}${index + 1}`)).toBe(true);
  });

  it('runs PostgreSQL with its memory bounded as declared', async () => {
    for (const [name, value] of Object.entries(PGLITE_MEMORY_SETTINGS)) {
      const [row] = rowsOf(await database.db.execute(sql.raw(`show ${name}`)));
      expect(row?.[name], name).toBe(value);
    }
  });

  it('tells the memory PostgreSQL holds in the thread, asked while a query runs', async () => {
    const running = database.db.execute(sql`select pg_sleep(0.2)`);
    const memory = await database.memory?.();
    await running;
    // PGlite's WebAssembly memory starts at 128 MiB and grows in 64 KiB pages.
    expect(memory).toBeGreaterThanOrEqual(128 * 1048576);
    expect((memory ?? 0) % 65536).toBe(0);
  });

  it('keeps the event loop turning while a slow query runs', async () => {
    const order: string[] = [];
    const slow = database.db
      .execute(sql`select count(*) as n from generate_series(1, 3000000) a`)
      .then((result) => {
        order.push('query');
        return rowsOf(result)[0]?.n;
      });
    // A timer that is due long before the query ends runs before it ends.
    await new Promise((resolve) => setTimeout(resolve, 5));
    order.push('timer');
    expect(Number(await slow)).toBe(3_000_000);
    expect(order).toEqual(['timer', 'query']);
  });

  it('runs requests that arrive together one after another, each with its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => database.db.execute(sql`select ${index}::int as n`)),
    );
    expect(answers.map((result) => rowsOf(result)[0]?.n)).toEqual(
      Array.from({ length: 20 }, (_, index) => index),
    );
  });

  it('refuses a bad statement with PostgreSQL error and goes on serving', async () => {
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow(
      /no_such_table/,
    );
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});

describe('connections to PGlite’s thread', () => {
  let folder: string;
  let thread: PgliteThread;
  const connect = async () => {
    const client = new pg.Client({
      host: thread.socketDir,
      user: 'postgres',
      database: 'postgres',
    });
    await client.connect();
    return client;
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'quaybook-thread-'));
    thread = await startPgliteThread(folder);
    const setUp = await connect();
    await setUp.query('create table counted (n int)');
    await setUp.end();
  }, START);
  afterAll(async () => {
    await thread.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('make another connection wait while one has a transaction open, as locks would', async () => {
    const [writer, reader] = await Promise.all([connect(), connect()]);
    try {
      await writer.query('begin');
      await writer.query('insert into counted values (1)');
      const order: string[] = [];
      const read = reader.query('select count(*)::int as n from counted').then((result) => {
        order.push('read');
        return result.rows[0]?.n;
      });
      await writer.query('insert into counted values (2)');
      order.push('second insert');
      await writer.query('commit');
      // The reader saw neither the first insert alone nor a half-done transaction.
      expect(await read).toBe(2);
      expect(order).toEqual(['second insert', 'read']);
    } finally {
      await Promise.all([writer.end(), reader.end()]);
    }
  });

  it('roll back what a connection left open when it went away', async () => {
    const lost = await connect();
    await lost.query('begin');
    await lost.query('insert into counted values (99)');
    await lost.end();
    const other = await connect();
    try {
      const found = await other.query('select count(*)::int as n from counted where n = 99');
      expect(found.rows[0]?.n).toBe(0);
    } finally {
      await other.end();
    }
  });
});
