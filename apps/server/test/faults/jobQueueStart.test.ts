import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../src/db/client';
import { pgBossJobRunner } from '../../src/jobs/pgBossJobRunner';
import { useOwnDatabase } from '../support/ownDatabase';

// API processes start at once on a new PostgreSQL database, and each sets up the job queue
// every process works. pg-boss adds the queue's row, then its table and that table's foreign key
// to the queue list, with no lock of its own; a second process adding the same row in between
// waits behind the first's row while holding a lock the foreign key needs, and PostgreSQL ends
// one of them as a deadlock: that process cannot start. The window is milliseconds wide, so this
// starts four processes' runners (each its own pool) at the same moment on a new database. PGlite
// runs jobs in-process with no queue to set up, so this runs on PostgreSQL only.

const own = useOwnDatabase('queue');
const onPostgres = process.env.QUAYBOOK_TEST_DB === 'postgres';
const PROCESSES = 4;
const opened: DatabaseHandle[] = [];

afterAll(async () => {
  await Promise.all(opened.map((handle) => handle.close()));
});

describe.skipIf(!onPostgres)('job queues set up at once (PostgreSQL only: PGlite has none)', () => {
  it('every process starting together on a new database starts', async () => {
    const url = own.databaseUrl ?? '';
    for (let i = 0; i < PROCESSES; i += 1) opened.push(await openPostgres(url, 4));
    await opened[0]?.migrate();
    const runners = opened.map((handle) => pgBossJobRunner(handle.db));
    const failures: unknown[] = [];
    const log = { error: (details: unknown) => failures.push(details) };
    const begun = await Promise.allSettled(runners.map((runner) => runner.begin(log)));
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(begun.map((result) => result.status)).toEqual(Array(PROCESSES).fill('fulfilled'));
    expect(failures).toEqual([]);
  }, 60_000);
});
