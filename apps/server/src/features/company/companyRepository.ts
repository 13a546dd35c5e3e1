import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, countries, states } from '../../db/schema';
import { withAuditNames } from '../../shared/audit';
import { lockedVersionOf } from '../../shared/rowVersion';

function selectCompanies(db: Database) {
  return db
    .select({
      company: companies,
      stateName: states.name,
      countryName: countries.name,
    })
    .from(companies)
    .leftJoin(states, eq(states.id, companies.stateId))
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .$dynamic();
}

export type ListedCompany = Awaited<ReturnType<typeof listCompanies>>[number];

export function listCompanies(db: Database) {
  return selectCompanies(db).orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
}

export async function findCompany(db: Database, id: number): Promise<ListedCompany | undefined> {
  const [row] = await selectCompanies(db).where(eq(companies.id, id));
  return row;
}

/** Whether another company already has this name, ignoring case and surrounding spaces. */
export async function isCompanyNameTaken(db: Database, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(sql`lower(${companies.name})`, name.trim().toLowerCase()),
        exceptId === undefined ? undefined : ne(companies.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// Company names have no unique index (the schema is fixed for this issue); writers take this lock
// for their transaction so that two saves of one name cannot both pass the check.
const COMPANY_NAME_LOCK = 727_002;

export async function lockCompanyNames(db: Database) {
  await db.execute(sql`select pg_advisory_xact_lock(${COMPANY_NAME_LOCK})`);
}

export async function insertCompany(db: Database, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('The company was not stored');
  return row.id;
}

export async function updateCompany(
  db: Database,
  id: number,
  values: Partial<typeof companies.$inferInsert>,
) {
  await db.update(companies).set(values).where(eq(companies.id, id));
}

/** Company rows with who created and last changed each. */
export const withCompanyAuditNames = <Row>(
  db: Database,
  rows: readonly Row[],
  idOf: (row: Row) => number,
) => withAuditNames(db, companies, rows, idOf);

/** The company's version as stored, locked until the transaction ends. */
export const lockedCompanyVersion = (tx: Database, id: number) =>
  lockedVersionOf(tx, companies, eq(companies.id, id));
