import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { movements } from '../schema';
import { DEFAULT_MOVEMENTS } from './catalogue/movements';

/**
 * Gives a company its default movements. The first company takes the ids the spec names; later
 * companies get fresh ids, since the rules follow the movement's flags, not its id.
 */
export async function seedCompany(db: Database, companyId: number): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(movements)
    .where(eq(movements.companyId, companyId));
  if (Number(existing?.n ?? 0) > 0) return;
  const taken = await db
    .select({ id: movements.id })
    .from(movements)
    .where(
      inArray(
        movements.id,
        DEFAULT_MOVEMENTS.map((m) => m.id),
      ),
    );
  const keepIds = taken.length === 0;
  await db.insert(movements).values(
    DEFAULT_MOVEMENTS.map(({ id, ...movement }) => ({
      ...movement,
      ...(keepIds ? { id } : {}),
      companyId,
    })),
  );
}
