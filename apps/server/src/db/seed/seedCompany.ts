import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { movements, transporters } from '../schema';
import { DEFAULT_MOVEMENTS } from './catalogue/movements';
import { TRANSPORTER_CODES } from './catalogue/transporters';

/** Gives a company its default movements and transporters, once. */
export async function seedCompany(db: Database, companyId: number): Promise<void> {
  await seedMovements(db, companyId);
  await seedTransporters(db, companyId);
}

async function seedTransporters(db: Database, companyId: number): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(transporters)
    .where(eq(transporters.companyId, companyId));
  if (Number(existing?.n ?? 0) > 0) return;
  // The spec gives the codes only; each starts named by its code until the company renames it.
  await db
    .insert(transporters)
    .values(TRANSPORTER_CODES.map((code) => ({ companyId, code, name: code })));
}

/**
 * The first company takes the movement ids the spec names; later companies get fresh ids, since
 * the rules follow the movement's flags, not its id.
 */
async function seedMovements(db: Database, companyId: number): Promise<void> {
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
