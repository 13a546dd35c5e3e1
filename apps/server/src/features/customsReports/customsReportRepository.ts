import { and, eq, isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vcns } from '../../db/schema';

/**
 * Whether the company's call of this vessel and export voyage has sailed: ticked, or its sail
 * date on or before `today`.
 */
export async function callHasSailed(
  db: Database,
  companyId: number,
  call: { vessel: number; voyage: number },
  today: string,
) {
  const sailed = await db
    .select({ id: vcns.id })
    .from(vcns)
    .where(
      and(
        eq(vcns.companyId, companyId),
        eq(vcns.isDeleted, false),
        eq(vcns.vesselId, call.vessel),
        eq(vcns.exportVoyageId, call.voyage),
        or(eq(vcns.isSail, true), and(isNotNull(vcns.sailDate), lte(vcns.sailDate, today))),
      ),
    )
    .limit(1);
  return sailed.length > 0;
}
