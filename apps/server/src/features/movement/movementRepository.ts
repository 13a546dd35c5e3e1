import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { movements } from '../../db/schema';

/** The company's movement of this id, if there is one. */
export async function findMovement(db: Database, companyId: number, id: number) {
  const [movement] = await db
    .select()
    .from(movements)
    .where(and(eq(movements.id, id), eq(movements.companyId, companyId)));
  return movement;
}
