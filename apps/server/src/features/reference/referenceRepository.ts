import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banks, containerTypes, countries, isoCodes, states } from '../../db/schema';

// The fixed reference lists, as the spec names their fields.

/** Answers when the database does. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The database's own `version()` text, which names its engine and version. */
export async function databaseVersion(db: Database): Promise<string> {
  const answer = (await db.execute(sql`select version() as text`)) as unknown as {
    rows: { text: string }[];
  };
  return answer.rows[0]?.text ?? '';
}

export const listStates = (db: Database) =>
  db
    .select({ stateId: states.id, stateName: states.name, gstCode: states.gstCode })
    .from(states)
    .orderBy(asc(states.name));

export const listCountries = (db: Database) =>
  db
    .select({ CountryID: countries.id, CountryName: countries.name, isoCode: countries.isoCode })
    .from(countries)
    .orderBy(asc(countries.name));

export const listBanks = (db: Database) =>
  db.select({ autoid: banks.id, BankName: banks.name }).from(banks).orderBy(asc(banks.name));

export const listIsoCodes = (db: Database) =>
  db
    .select({
      isocode: isoCodes.code,
      typetext: isoCodes.typeText,
      size: isoCodes.size,
      typecode: isoCodes.typeCode,
    })
    .from(isoCodes)
    .orderBy(asc(isoCodes.size), asc(isoCodes.code));

export const listContainerTypes = (db: Database) =>
  db
    .select({
      typetext: containerTypes.typeText,
      typecode: containerTypes.typeCode,
      autoid: containerTypes.id,
    })
    .from(containerTypes)
    .orderBy(asc(containerTypes.id));
