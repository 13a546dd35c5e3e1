import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents } from '../db/schema';

export type DocumentRecord = typeof documents.$inferSelect;

export async function insertDocument(db: Database, values: typeof documents.$inferInsert) {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('The document was not recorded');
  return row;
}

/** The company's document of this name, if it has one. */
export async function findDocument(
  db: Database,
  companyId: number,
  name: string,
): Promise<DocumentRecord | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.name, name)));
  return row;
}
