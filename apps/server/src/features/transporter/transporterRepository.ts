import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transporters } from '../../db/schema';

/**
 * The id of the company's transporter with this code (ASL001), matched without case as the
 * code's unique index does; null when the company has none of that code.
 */
export async function transporterIdByCode(
  db: Database,
  companyId: number,
  code: string,
): Promise<number | null> {
  const [found] = await db
    .select({ id: transporters.id })
    .from(transporters)
    .where(
      and(
        eq(transporters.companyId, companyId),
        eq(sql`lower(${transporters.code})`, code.toLowerCase()),
      ),
    );
  return found?.id ?? null;
}
