import type { Database } from '@quaybook/server/src/db/client';
import type { sql } from 'drizzle-orm';

/** The rows a raw seeding statement answers (its RETURNING), on PGlite and PostgreSQL alike. */
export const sqlRows = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
