import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inspections } from '../../db/schema';

/** Marks the company's inspections sent in the OVA report named `fileName`. */
export async function markOvaSent(
  tx: Database,
  companyId: number,
  inspectionIds: readonly number[],
  fileName: string,
) {
  await tx
    .update(inspections)
    .set({ ovaSent: true, ovaFileName: fileName })
    .where(and(eq(inspections.companyId, companyId), inArray(inspections.id, [...inspectionIds])));
}
