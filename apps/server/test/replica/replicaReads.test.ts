import { api } from '@quaybook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Database, type DatabaseHandle, openPostgres } from '../../src/db/client';
import type { ReplicaSettings } from '../../src/db/replica/replicaReads';
import { vessels } from '../../src/db/schema';
import { sqlRows } from '../../src/db/sqlRows';
import { call, expectOk } from '../support/call';
import { factories } from '../support/factories';
import { useTestApp } from '../support/testApp';
import { onServer, testDatabaseUrls } from '../support/testDatabase';

// Reads on a streaming replica of the test server (DATABASE_REPLICA_URL), seen from outside:
// which server answered, what each user reads while the replica's replay is held, and the lag
// measured. Each "process" here is the app on a database handle of its own, as a second server
// process on the same databases would be.

const t = useTestApp();
const { signedInUser, createUser, tokenFor } = factories(t);

let urls: { primary: string; replica: string };
const opened: { handle: DatabaseHandle; app: FastifyInstance }[] = [];

beforeAll(async () => {
  const found = await testDatabaseUrls();
  if (!found?.replica) throw new Error('these tests need DATABASE_URL and DATABASE_REPLICA_URL');
  urls = { primary: found.primary, replica: found.replica };
});

afterEach(async () => {
  await onServer(urls.replica, ['select pg_wal_replay_resume()']);
  for (const { app, handle } of opened.splice(0)) {
    await app.close();
    await handle.close();
  }
});

/** A server process of its own on the test databases. */
async function serverProcess(settings: Partial<ReplicaSettings> = {}) {
  const handle = await openPostgres(urls.primary, 2, {
    url: urls.replica,
    maxLagMs: 10_000,
    waitMs: 100,
    checkEveryMs: 60_000,
    ...settings,
  });
  const app = await buildApp(
    { db: handle.db, replica: handle.replica, tokens: t.tokens, config: t.config },
    { logger: false, webDir: '/nonexistent' },
  );
  opened.push({ handle, app });
  const replica = handle.replica;
  if (!replica) throw new Error('the handle has no replica');
  return { handle, app, replica };
}

const onStandby = async (db: Pick<Database, 'execute'>) =>
  (await sqlRows<{ standby: boolean }>(db, sql`select pg_is_in_recovery() as standby`))[0]?.standby;

/** Waits until the replica has replayed everything the primary has now. */
async function caughtUp() {
  const [head] = await sqlRows<{ at: string }>(t.db, sql`select pg_current_wal_lsn()::text as at`);
  for (let tries = 0; tries < 500; tries += 1) {
    const [replica] = await onReplica<{ behind: boolean }>(
      `select pg_last_wal_replay_lsn() < '${head?.at}'::pg_lsn as behind`,
    );
    if (replica?.behind === false) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the replica did not catch up in 5 s');
}

async function onReplica<Row>(statement: string): Promise<Row[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: urls.replica });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Holds the replica's replay until `afterEach` resumes it. */
async function holdReplay() {
  await onServer(urls.replica, ['select pg_wal_replay_pause()']);
  for (let tries = 0; tries < 500; tries += 1) {
    const [state] = await onReplica<{ state: string }>(
      'select pg_get_wal_replay_pause_state() as state',
    );
    if (state?.state === 'paused') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the replica did not pause its replay in 5 s');
}

const vesselNames = async (app: FastifyInstance, token: string) =>
  (expectOk(await call(app, api.vessel.list, {}, token)) as { Name: string }[]).map(
    (row) => row.Name,
  );

describe('reads on a replica', () => {
  it('sends a declared read to the replica, and writes, transactions that may write and other calls to the primary', async () => {
    const { handle, replica } = await serverProcess();
    const db = handle.db;
    expect(await replica.run('replica', undefined, () => onStandby(db))).toBe(true);
    expect(await replica.run('primary', undefined, () => onStandby(db))).toBe(false);
    expect(
      await replica.run('replica', undefined, () => db.transaction((tx) => onStandby(tx))),
    ).toBe(false);
    // A read-only transaction (a page and its count in one snapshot) is a read.
    expect(
      await replica.run('replica', undefined, () =>
        db.transaction((tx) => onStandby(tx), { accessMode: 'read only' }),
      ),
    ).toBe(true);
    expect(
      await replica.run('primary', undefined, () =>
        db.transaction((tx) => onStandby(tx), { accessMode: 'read only' }),
      ),
    ).toBe(false);
    expect(await onStandby(db)).toBe(false);
    // Counted by the call's declaration: the transaction's call was declared a replica read.
    expect(replica.stats().reads).toEqual({ replica: 3, primary: 0 });
  });

  it('refuses a call declared to read on the replica that writes, its write kept on the primary', async () => {
    const { user } = await signedInUser();
    const { handle, replica } = await serverProcess({ strict: true });
    await expect(
      replica.run('replica', user.id, () =>
        handle.db
          .insert(vessels)
          .values({ name: 'MV WRITTEN IN A READ', companyId: user.companyId, createdBy: user.id }),
      ),
    ).rejects.toThrow('A call declared to read on the replica wrote to the primary');
    const [saved] = await t.db.select().from(vessels);
    expect(saved?.name).toBe('MV WRITTEN IN A READ');
  });

  it('shows a user their own save at once while the replica holds its replay, and others once it replays', async () => {
    const { user: saver, token: saverToken } = await signedInUser();
    const other = await createUser({ companyId: saver.companyId });
    const otherToken = await tokenFor(other);
    const one = await serverProcess();
    const two = await serverProcess();
    await caughtUp();
    await holdReplay();

    expectOk(await call(one.app, api.vessel.create, { body: { Name: 'MV HELD' } }, saverToken));

    // The saver, on the other process: the replica has not replayed their save, so the
    // primary answers, after the bounded wait.
    expect(await vesselNames(two.app, saverToken)).toEqual(['MV HELD']);
    expect(two.replica.stats().reads).toEqual({ replica: 0, primary: 1 });
    expect(two.replica.stats().waits.count).toBe(1);
    expect(two.replica.stats().waits.maxMs).toBeGreaterThanOrEqual(100);
    // Another user there, who saved nothing, reads the replica as it stands.
    expect(await vesselNames(two.app, otherToken)).toEqual([]);
    expect(two.replica.stats().reads).toEqual({ replica: 1, primary: 1 });
    // The process that wrote reads its own writes, whoever asks.
    expect(await vesselNames(one.app, otherToken)).toEqual(['MV HELD']);
    expect(one.replica.stats().reads).toEqual({ replica: 0, primary: 1 });

    await onServer(urls.replica, ['select pg_wal_replay_resume()']);
    await caughtUp();
    expect(await vesselNames(two.app, otherToken)).toEqual(['MV HELD']);
    expect(await vesselNames(two.app, saverToken)).toEqual(['MV HELD']);
    expect(two.replica.stats().reads).toEqual({ replica: 3, primary: 1 });
  });

  it('measures the replica’s lag, and reads the primary while it lags beyond the bound', async () => {
    const { token } = await signedInUser();
    const writer = await serverProcess();
    const reader = await serverProcess({ maxLagMs: 300 });
    await caughtUp();
    expect(await reader.replica.check()).toMatchObject({ state: 'caught up', lagMs: 0 });

    await holdReplay();
    expectOk(await call(writer.app, api.vessel.create, { body: { Name: 'MV LATE' } }, token));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const behind = await reader.replica.check();
    expect(behind.state).toBe('behind');
    expect(behind.lagMs).toBeGreaterThanOrEqual(300);
    expect(await vesselNames(reader.app, token)).toEqual(['MV LATE']);
    expect(reader.replica.stats().reads).toEqual({ replica: 0, primary: 1 });

    await onServer(urls.replica, ['select pg_wal_replay_resume()']);
    await caughtUp();
    expect(await reader.replica.check()).toMatchObject({ state: 'caught up', lagMs: 0 });
    expect(reader.replica.stats().maxLagMs).toBeGreaterThanOrEqual(300);
    expect(await vesselNames(reader.app, token)).toEqual(['MV LATE']);
    expect(reader.replica.stats().reads).toEqual({ replica: 1, primary: 1 });
  });
});
