import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';

// Rates stored before money moved to paise must come through the migration to the paisa.

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

describe('the migration of party rates to paise', () => {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = drizzle({ client });
  const before = migrationsBefore('0002_rates_in_paise');
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  // A new PGlite and two runs of the migrations take seconds on a busy machine.
  it('converts every stored rupee rate to the same amount in paise', {
    timeout: 60_000,
  }, async () => {
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into companies (id, name) values (1, 'Surveyors Pvt Ltd');
      insert into applicants (id, company_id, name) values (1, 1, 'Seahorse Shipping');
      insert into accounts (id, company_id, name) values (1, 1, 'Maersk Line');
      insert into movements (id, company_id, name) values (1, 1, 'M1'), (2, 1, 'M2'), (3, 1, 'M3'), (4, 1, 'M4');
      insert into party_rates (company_id, applicant_id, account_id, movement_id, size, rate) values
        (1, 1, 1, 1, 20, 1500.50), (1, 1, 1, 2, 20, 0.01), (1, 1, 1, 3, 40, 9999999999.99),
        (1, 1, 1, 4, 40, 0);
    `);

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const { rows } = await client.query<{ rate_paise: string | number }>(
      'select rate_paise from party_rates order by movement_id',
    );
    expect(rows.map((row) => String(row.rate_paise))).toEqual(['150050', '1', '999999999999', '0']);
    await expect(
      client.exec(
        'insert into party_rates (company_id, applicant_id, account_id, movement_id, size, rate_paise) values (1, 1, 1, 1, 40, -1)',
      ),
    ).rejects.toThrow(/party_rates_rate_paise_check/);
  });
});
