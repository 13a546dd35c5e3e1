import { readFileSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { postgresLocation } from '../src/db/client';
import { MIGRATIONS_DIR } from '../src/paths';
import { prepare } from '../src/start';
import { startLines } from '../src/startReport';
import { modeOf, modesWithin, underOpenUmask } from './support/fileModes';
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
    expect(told[3]).toMatch(/^- seeded the reference data: 36 states, \d+ countries, 3 roles, /);
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

  it('keeps DATA_DIR readable by the server’s user alone, whatever the umask, and makes an older one so', async () => {
    // As an older version left it under a umask of 002: open to the group, its files too.
    await chmod(own.dataDir, 0o775);
    const running = await underOpenUmask(start);
    try {
      for (const folder of ['.', 'files', 'uploads'])
        expect(await modeOf(path.join(own.dataDir, folder)), folder).toBe('700');
      if (!own.onPostgres) {
        // PGlite writes its files 0666; the start has made every one of them private.
        const modes = await modesWithin(path.join(own.dataDir, 'db'));
        expect(Object.keys(modes).sort()).toEqual(['600', '700']);
        expect(modes['600']?.length).toBeGreaterThan(100);
        expect(await modeOf(path.join(own.dataDir, 'db.lock'))).toBe('600');
      }
    } finally {
      await running.stop();
    }
  }, 120_000);
});
