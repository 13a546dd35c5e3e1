import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, documents, inspectionPhotos, inspections, vcns } from '../../db/schema';
import { selectInspectionRows } from '../inspection/inspectionRowRepository';
import { callsWithVoyage } from '../vcn/vcnRepository';

/** The names of the inspections' thumbnails, oldest photo first. */
export const thumbnailNames = (tx: Database, companyId: number, ids: readonly number[]) =>
  tx
    .select({ inspectionId: inspectionPhotos.inspectionId, name: documents.name })
    .from(inspectionPhotos)
    .innerJoin(documents, eq(documents.id, inspectionPhotos.thumbnailId))
    .where(
      and(
        eq(inspectionPhotos.companyId, companyId),
        inArray(inspectionPhotos.inspectionId, [...ids]),
      ),
    )
    .orderBy(asc(inspectionPhotos.id));

/** The VCN of the vessel's call on that voyage, if one is recorded. */
export async function callVcn(tx: Database, companyId: number, vesselId: number, voyageId: number) {
  const [found] = await tx
    .select({ name: vcns.name })
    .from(vcns)
    .where(callsWithVoyage(companyId, vesselId, voyageId))
    .orderBy(asc(vcns.id))
    .limit(1);
  return found?.name ?? null;
}

/** The company the report is printed for. */
export async function companyOf(tx: Database, companyId: number) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  return company;
}

/** The company's inspections of these ids as listed, in the order they were made. */
export const printedInspections = (tx: Database, companyId: number, ids: readonly number[]) =>
  selectInspectionRows(tx)
    .where(
      sql`${inspections.companyId} = ${companyId} and ${inspections.id} = any(${sql.param(ids)}::int[])`,
    )
    .orderBy(asc(inspections.inspectionDate), asc(inspections.inspectionTime), asc(inspections.id));
