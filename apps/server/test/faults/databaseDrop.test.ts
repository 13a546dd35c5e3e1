import { api, Status } from '@quaybook/contract';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_FAULT_MESSAGES } from '../../src/http/serverFaults';
import {
  type ChildServer,
  callOver,
  type HttpReply,
  startChildServer,
} from '../support/childServer';
import { type FaultWorld, faultSettings, faultWorld, openInProcess } from '../support/faultWorld';
import { useOwnDatabase } from '../support/ownDatabase';

// The server's connections to PostgreSQL are cut from another connection
// (pg_terminate_backend, as a database restart or a failover does) while it works: each request
// caught by the cut answers a clean envelope at once — no hang, no stack trace, no crash — and
// the next request finds new connections by itself. PGlite runs inside the server's process and
// has no connection to cut, so this file runs on PostgreSQL only.

const own = useOwnDatabase('drop');
const PAUSED = /fault point before-commit: paused/;
const onPostgres = process.env.QUAYBOOK_TEST_DB === 'postgres';

let world: FaultWorld;
let billQuery: Record<string, string | number>;

/**
 * Ends every session of the server on its database, and waits until those sessions are gone
 * (the server opens new ones at once: its job queue polls); answers how many were cut.
 */
async function cutConnections(admin: pg.Client): Promise<number> {
  // Chosen first, then ended: a query's conditions may be checked in any order, and another
  // role's sessions (the server's own workers) may not be ended.
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = current_database() and usename = current_user
        and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  const cut = rows.map((row) => row.pid);
  await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [cut]);
  for (;;) {
    const left = await admin.query('select 1 from pg_stat_activity where pid = any($1::int[])', [
      cut,
    ]);
    if (left.rowCount === 0) return cut.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * What every request caught by the cut must answer: 503 and the envelope saying why; a failure
 * shows what the server logged as failed.
 */
function expectCleanRefusal(reply: HttpReply, server: ChildServer) {
  const failed = server.lines.filter((line) => line.includes('request failed')).join('\n');
  expect(reply, failed).not.toBe('cut off');
  if (reply === 'cut off') return;
  expect(reply.statusCode, failed).toBe(503);
  expect(reply.body).toEqual([Status.failure, SERVER_FAULT_MESSAGES.databaseLost, {}]);
}

describe.skipIf(!onPostgres)(
  'PostgreSQL connections cut mid-request (PostgreSQL only: PGlite has no connection to cut)',
  () => {
    let admin: pg.Client;

    beforeAll(async () => {
      const running = await openInProcess(own);
      try {
        world = await faultWorld(running);
        const billed = await world.inspected(running, 2);
        const report = await world.report(running.database.db, billed);
        billQuery = { reportid: String(report.id), billdate: '2026-11-22', chkround: 1 };
      } finally {
        await running.stop();
      }
      admin = new pg.Client({ connectionString: own.databaseUrl });
      await admin.connect();
      return () => admin.end();
    }, 120_000);

    it('a transaction cut between its statements answers 503, and the server goes on', async () => {
      const server = await startChildServer({
        ...faultSettings(own),
        QUAYBOOK_TEST_PAUSE_AT: 'before-commit',
      });
      try {
        const generate = () =>
          callOver(server.origin, api.bill.generate, { query: billQuery } as never, world.token);
        // Held inside its transaction, its connection lent out and idle: the cut reaches the
        // connection while no statement is waiting on it.
        const cut = generate();
        await server.waitFor(PAUSED);
        expect(await cutConnections(admin)).toBeGreaterThan(0);
        server.child.kill('SIGUSR2');
        expectCleanRefusal(await cut, server);
        expect(server.running()).toBe(true);

        // New connections, by itself: a list answers, and the bill is generated whole with the
        // number the cut one had taken and never kept.
        const listed = await callOver(
          server.origin,
          api.bill.list,
          { query: {} } as never,
          world.token,
        );
        expect(listed).toMatchObject({ statusCode: 200 });
        const again = generate();
        await server.waitFor(PAUSED, 2);
        server.child.kill('SIGUSR2');
        const reply = await again;
        expect(reply).toMatchObject({ statusCode: 200 });
        expect(reply !== 'cut off' && (reply.body as unknown[])[3]).toEqual({
          billno: 'SB/26-27/00001',
        });
      } finally {
        await server.kill();
      }
    }, 60_000);

    it('requests running while the connections are cut each answer, ok or 503, and the next is ok', async () => {
      const server = await startChildServer(faultSettings(own));
      try {
        const list = () =>
          callOver(
            server.origin,
            api.inspection.list,
            { query: { fromdate: '2026-11-01', todate: '2026-11-30' } } as never,
            world.token,
          );
        expect(await list()).toMatchObject({ statusCode: 200 });
        const running = Array.from({ length: 40 }, () => list());
        await cutConnections(admin);
        const replies = await Promise.all(running);
        for (const reply of replies) {
          if (reply !== 'cut off' && reply.statusCode === 200) continue;
          expectCleanRefusal(reply, server);
        }
        expect(server.running()).toBe(true);
        expect(await list()).toMatchObject({ statusCode: 200 });
      } finally {
        await server.kill();
      }
    }, 60_000);
  },
);
