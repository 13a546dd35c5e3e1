import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { postgresLocation } from '../src/db/client';
import { MIGRATIONS_DIR } from '../src/paths';
import { prepare } from '../src/start';
import { startLines } from '../src/startReport';
import { useOwnDatabase } from './support/ownDatabase';

// Each start opens a database of its own, new for this file: a PGlite folder, or a database on
// the PostgreSQL server when the suite runs there.
const own = useOwnDatabase('start');
const committed = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const start = () =>
  prepare(
    loadConfig({ DATA_DIR: own.dataDir, DATABASE_URL: own.databaseUrl, LOG_LEVEL: 'silent' }),
    {
      logger: false,
    },
  );

describe('a start of Quaybook', () => {
  it('tells what it set up on a new database, and only where it is on the next start', async () => {
    const where = own.onPostgres
      ? `PostgreSQL database ${postgresLocation(own.databaseUrl ?? '')}`
      : `embedded PGlite at ${path.join(own.dataDir, 'db')}`;

    const first = await start();
    const password = first.report.firstAdmin?.generatedPassword;
    await first.stop();
    expect(first.report.migrations).toEqual({ before: 0, applied: committed });
    expect(password).toMatch(/^\S{12,}$/);
    const told = startLines(first.report);
    expect(told.slice(0, 3)).toEqual([
      'First start of Quaybook:',
      `- created the database: ${where}`,
      `- applied ${committed} migrations`,
    ]);
    expect(told[3]).toMatch(/^- seeded the reference data: 36 states, \d+ countries, 2 roles, /);
    expect(told.slice(4)).toEqual([
      `- created user 'admin' with password ${password}`,
      '  Sign in and change it under Profile > Change Password.',
    ]);

    const second = await start();
    await second.stop();
    expect(second.report.migrations).toEqual({ before: committed, applied: 0 });
    expect(second.report.firstAdmin).toBeUndefined();
    expect(startLines(second.report)).toEqual([
      `Database: ${where}, up to date (${committed} migrations)`,
    ]);
  }, 120_000);
});
