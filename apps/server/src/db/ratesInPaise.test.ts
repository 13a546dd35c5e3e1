import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from './migrations.testing';

// Rates stored before money moved to paise must come through the migration to the paisa.

describe('the migration of party rates to paise', () => {
  const { client, before, after } = useDatabaseBefore('0002_rates_in_paise');

  // A new PGlite and two runs of the migrations take seconds on a busy machine.
  it('converts every stored rupee rate to the same amount in paise', {
    timeout: 60_000,
  }, async () => {
    await before();
    await client.exec(`
      insert into companies (id, name) values (1, 'Surveyors Pvt Ltd');
      insert into applicants (id, company_id, name) values (1, 1, 'Seahorse Shipping');
      insert into accounts (id, company_id, name) values (1, 1, 'Maersk Line');
      insert into movements (id, company_id, name) values (1, 1, 'M1'), (2, 1, 'M2'), (3, 1, 'M3'), (4, 1, 'M4');
      insert into party_rates (company_id, applicant_id, account_id, movement_id, size, rate) values
        (1, 1, 1, 1, 20, 1500.50), (1, 1, 1, 2, 20, 0.01), (1, 1, 1, 3, 40, 9999999999.99),
        (1, 1, 1, 4, 40, 0);
    `);

    await after();

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
