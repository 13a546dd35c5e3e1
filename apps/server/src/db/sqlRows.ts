import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * The rows a raw statement answers, on PGlite and PostgreSQL alike. Cast counts to int and dates
 * to text in the statement, so both engines answer the same JavaScript values.
 */
export const sqlRows = async <Row = Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  query: SQL,
) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
