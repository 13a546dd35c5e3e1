import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type DocumentKind, documents } from '../db/schema';

export type { DocumentKind };

type DocumentRecord = typeof documents.$inferSelect;

export async function insertDocument(db: Database, values: typeof documents.$inferInsert) {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('The document was not recorded');
  return row;
}

/** The company's document of this name, if it has one (and it is of one of `kinds`, if given). */
export async function findDocument(
  db: Database,
  companyId: number,
  name: string,
  kinds?: readonly DocumentKind[],
): Promise<DocumentRecord | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.name, name),
        kinds ? inArray(documents.kind, [...kinds]) : undefined,
      ),
    );
  return row;
}
