import type { Database } from '@quaybook/server/src/db/client';
import { voyages } from '@quaybook/server/src/db/schema';
import { count, eq, sql } from 'drizzle-orm';

/** A search matching about 1% of seeded rows: the code 'QD' (i % 100 = 3) in the description. */
export const SEARCH_TERM = 'QD call';

/**
 * Inserts `total` voyages for one company in a single statement, then vacuums and analyzes the
 * table. Names are voyage codes ('V0001234E'); descriptions name a carrier, a two-letter
 * service code out of 100 and a terminal ('Maersk QD call at Haldia HDC'); created a minute
 * apart, going back from now.
 */
export async function seedVoyages(
  db: Database,
  companyId: number,
  userId: number,
  total: number,
): Promise<void> {
  await db.execute(sql`
    insert into voyages (company_id, name, description, created_by, created_at)
    select ${companyId},
           'V' || lpad(i::text, 7, '0') || (array['E','W','N','S'])[1 + i % 4],
           (array['MSC','Maersk','CMA CGM','ONE','Hapag-Lloyd','COSCO','Evergreen','X-Press'])[1 + i % 8]
             || ' ' || chr(81 + (i / 10) % 10) || chr(65 + i % 10) || ' call at '
             || (array['Kolkata KDS','Haldia HDC','Paradip PICT'])[1 + i % 3],
           ${userId},
           now() - make_interval(mins => i)
    from generate_series(1, ${total}::int) as i`);
  // As autovacuum would leave a settled table: statistics fresh, no dead rows from a past run.
  await db.execute(sql`vacuum analyze voyages`);
}

/** How many voyages, live or deleted, the company has. */
export async function countVoyages(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voyages)
    .where(eq(voyages.companyId, companyId));
  return Number(row?.n ?? 0);
}

export async function deleteVoyages(db: Database, companyId: number): Promise<void> {
  await db.delete(voyages).where(eq(voyages.companyId, companyId));
  await db.execute(sql`vacuum voyages`);
}

/** Resolves once the database has run every query queued before this one (exact on PGlite). */
export async function queriesDone(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
