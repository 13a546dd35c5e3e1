import type { Database } from '@quaybook/server/src/db/client';
import { sql } from 'drizzle-orm';

/**
 * Inserts `count` voyages for one company in a single statement. Descriptions carry a two-letter
 * code from 100 combinations, so searching one code (e.g. 'QD call') matches about 1% of rows.
 */
export async function seedVoyages(db: Database, companyId: number, count: number): Promise<void> {
  await db.execute(sql`
    insert into voyages (company_id, name, description, created_by)
    select ${companyId},
           'V' || lpad(i::text, 7, '0') || (array['E','W','N','S'])[1 + i % 4],
           (array['MSC','Maersk','CMA CGM','ONE','Hapag-Lloyd','COSCO','Evergreen','X-Press'])[1 + i % 8]
             || ' ' || chr(81 + (i / 10) % 10) || chr(65 + i % 10) || ' call at '
             || (array['Kolkata KDS','Haldia HDC','Paradip PICT'])[1 + i % 3],
           null
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`analyze voyages`);
}

/** A search matching about 1% of seeded rows: the code 'QD' (i % 100 = 3). */
export const SEARCH_TERM = 'QD call';
