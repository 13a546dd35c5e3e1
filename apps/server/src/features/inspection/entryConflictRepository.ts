import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inspections, vcns } from '../../db/schema';
import { inspectionsOfUpload } from '../upload/kinds/transactionLookups';
import { callsWithVoyage } from '../vcn/vcnRepository';

/** The company's calls (not deleted) of the vessel with this import or export voyage, latest sailing first. */
export const callsOfVoyage = (
  db: Database,
  companyId: number,
  vesselId: number,
  voyageId: number,
) =>
  db
    .select({ name: vcns.name, isSail: vcns.isSail, sailDate: vcns.sailDate })
    .from(vcns)
    .where(callsWithVoyage(companyId, vesselId, voyageId))
    .orderBy(desc(vcns.sailDate), desc(vcns.id));

export interface Survey {
  companyId: number;
  containerId: number;
  applicantId: number;
  accountId: number;
  vesselId: number;
  voyageId: number;
  movementId: number;
  inspectionDate: string;
}

/** Whether the container already has an inspection of this day, party, call and movement. */
export async function surveyRecorded(tx: Database, survey: Survey): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(
      and(
        inspectionsOfUpload(survey.companyId, survey),
        eq(inspections.containerId, survey.containerId),
        eq(inspections.inspectionDate, survey.inspectionDate),
      ),
    )
    .limit(1);
  return earlier !== undefined;
}
