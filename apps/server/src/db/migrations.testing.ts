import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';

// For the tests of a migration that moves data: rows are written as the schema stood before it,
// then every migration runs over them.

/** A copy of the committed migrations that stops before the one named. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'quaybook-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * A new PGlite for the test file, closed after it: `before()` migrates it up to the migration
 * named, `after()` runs every committed migration.
 */
export function useDatabaseBefore(tag: string) {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = drizzle({ client });
  const folder = migrationsBefore(tag);
  afterAll(async () => {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return {
    client,
    before: () => migrate(db, { migrationsFolder: folder }),
    after: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
  };
}
