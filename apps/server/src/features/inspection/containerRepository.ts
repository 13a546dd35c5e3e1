import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containers, inspections, isoCodes, linkParties } from '../../db/schema';
import { lockedVersionOf } from '../../shared/rowVersion';
import { newestFirst } from './inspectionRows';

/** The company's link party of an applicant and account, the first made if several. */
export async function linkPartyIdOf(
  db: Database,
  companyId: number,
  applicantId: number,
  accountId: number,
) {
  const [party] = await db
    .select({ id: linkParties.id })
    .from(linkParties)
    .where(
      and(
        eq(linkParties.companyId, companyId),
        eq(linkParties.applicantId, applicantId),
        eq(linkParties.accountId, accountId),
      ),
    )
    .orderBy(asc(linkParties.id))
    .limit(1);
  return party?.id ?? null;
}

/** The container's latest inspection, if it has one. */
export async function lastInspectionOf(db: Database, containerId: number) {
  const [last] = await db
    .select()
    .from(inspections)
    .where(eq(inspections.containerId, containerId))
    .orderBy(...newestFirst)
    .limit(1);
  return last;
}

/** The ISO code list's entry of this code, if it has one. */
export async function isoCodeOf(db: Database, code: string) {
  const [iso] = await db.select().from(isoCodes).where(eq(isoCodes.code, code));
  return iso;
}

const companyContainer = (companyId: number, id: number) =>
  and(eq(containers.id, id), eq(containers.companyId, companyId));

/** The company's container of this id, locked for the change, if the company has it. */
export async function containerForChange(tx: Database, companyId: number, id: number) {
  const [container] = await tx
    .select()
    .from(containers)
    .where(companyContainer(companyId, id))
    .for('update');
  return container;
}

/** The company's container's version as stored, locked until the transaction ends. */
export const lockedContainerVersion = (tx: Database, companyId: number, id: number) =>
  lockedVersionOf(tx, containers, companyContainer(companyId, id));

/** Writes a container's new values over it and answers it as saved. */
export async function updateContainer(
  tx: Database,
  id: number,
  values: Partial<typeof containers.$inferInsert>,
) {
  const [saved] = await tx.update(containers).set(values).where(eq(containers.id, id)).returning();
  return saved;
}
