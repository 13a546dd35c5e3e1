import type { MovementRules } from '@quaybook/domain';
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

/** The movement's rule flags, read from its record; none when it is not the company's. */
export async function movementRules(
  db: Database,
  companyId: number,
  movementId: number,
): Promise<MovementRules | undefined> {
  const [rules] = await db
    .select({
      needsDateTime: movements.needsDateTime,
      needsGrossWeight: movements.needsGrossWeight,
      needsPorts: movements.needsPorts,
      needsCfs: movements.needsCfs,
      needsListCfs: movements.needsListCfs,
      needsTransporter: movements.needsTransporter,
      needsBookingNo: movements.needsBookingNo,
      needsTransportMode: movements.needsTransportMode,
      needsCondition: movements.needsCondition,
      needsVesselVoyage: movements.needsVesselVoyage,
      roadOnly: movements.roadOnly,
    })
    .from(movements)
    .where(and(eq(movements.id, movementId), eq(movements.companyId, companyId)));
  return rules;
}
