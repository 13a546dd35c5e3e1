import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { damageCodes } from '../../db/schema';

/** The active codes of one code list, by description. */
export const listActiveCodes = (db: Database, table: typeof damageCodes) =>
  db
    .select()
    .from(table)
    .where(eq(table.isActive, true))
    .orderBy(asc(sql`lower(${table.description})`), asc(table.id));
