import { checkContainerNumber } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from './migrations.testing';

// Containers and companies stored before the ISO 6346 flag and the company PIN existed must come
// through the migration flagged from their numbers, and with the PIN their address gave.

/** Valid numbers, wrong check digits, wrong fourth letters, and one not even well formed. */
const NUMBERS = [
  'CSQU3054383',
  'MSCU1234566',
  'TGHJ1643399',
  'ABCZ1234564',
  'CSQU3054300',
  'CBHU1234567',
  'TESI1120274',
  'CSQA3054383',
  'MSKX1234560',
  'MSKU12345',
];

describe('the migration of the ISO 6346 flag and the company PIN', () => {
  const { client, before, after } = useDatabaseBefore('0016_iso6346_flag_and_company_pin');

  // A new PGlite and two runs of the migrations take seconds on a busy machine.
  it('flags every stored container whose number is not valid ISO 6346, as the server would, and reads a PIN typed into the address', {
    timeout: 60_000,
  }, async () => {
    await before();
    await client.exec(`
      insert into companies (id, name, address, city) values
        (1, 'Surveyors Pvt Ltd', '12 Strand Road', 'Kolkata 700001'),
        (2, 'Haldia Surveys', 'Plot 9, Haldia - 721602, Purba Medinipur', 'Haldia'),
        (3, 'Paradip Surveys', 'Port Road, Unit 4', 'Paradip'),
        (4, 'Phone Only', 'Call 9830012345678', null);
      insert into containers (company_id, number, size) values
        ${NUMBERS.map((number) => `(1, '${number}', 20)`).join(', ')};
    `);

    await after();

    const { rows } = await client.query<{ number: string; number_warning: boolean }>(
      'select number, number_warning from containers order by id',
    );
    expect(rows).toEqual(
      NUMBERS.map((number) => ({
        number,
        number_warning: checkContainerNumber(number).kind !== 'ok',
      })),
    );
    expect(rows.filter((row) => row.number_warning).map((row) => row.number)).toEqual([
      'CBHU1234567',
      'TESI1120274',
      'CSQA3054383',
      'MSKX1234560',
      'MSKU12345',
    ]);
    const companies = await client.query<{ pin: string | null }>(
      'select pin from companies order by id',
    );
    expect(companies.rows.map((row) => row.pin)).toEqual(['700001', '721602', null, null]);
  });
});
