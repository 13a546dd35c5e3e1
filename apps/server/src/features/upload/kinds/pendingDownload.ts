import { transactionLayout } from '@quaybook/contract';
import { and, asc, desc, eq, gt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { advanceContainers, inspections, vessels, voyages } from '../../../db/schema';
import type { FileAnswer } from '../../../http/fileAnswer';
import { keysetPages, layoutWorkbook } from '../layoutWorkbook';
import type { TransactionContext } from './transactionLookups';

const PAGE = 5_000;

/**
 * A page of the containers still to inspect, by container number: those the call's advance or
 * IGM list holds for this party, movement and location (each once, though both lists hold it)
 * with no inspection of that container, vessel, voyage and movement yet.
 */
function page(db: Database, companyId: number, context: TransactionContext, after: string) {
  return (
    db
      .selectDistinctOn([advanceContainers.containerNumber], {
        container: advanceContainers.containerNumber,
        isoCode: advanceContainers.isoCode,
      })
      .from(advanceContainers)
      .where(
        and(
          eq(advanceContainers.companyId, companyId),
          eq(advanceContainers.applicantId, context.applicantId),
          eq(advanceContainers.accountId, context.accountId),
          eq(advanceContainers.vesselId, context.vesselId),
          eq(advanceContainers.voyageId, context.voyageId),
          eq(advanceContainers.movementId, context.movementId),
          eq(advanceContainers.locationId, context.locationId),
          gt(advanceContainers.containerNumber, after),
          notExists(
            db
              .select({ one: sql`1` })
              .from(inspections)
              .where(
                and(
                  eq(inspections.companyId, companyId),
                  eq(inspections.containerId, advanceContainers.containerId),
                  eq(inspections.vesselId, context.vesselId),
                  eq(inspections.voyageId, context.voyageId),
                  eq(inspections.movementId, context.movementId),
                ),
              ),
          ),
        ),
      )
      // The IGM list (2) is the later word on a container's ISO code.
      .orderBy(asc(advanceContainers.containerNumber), desc(advanceContainers.uploadType))
      .limit(PAGE)
  );
}

/** A name as a file name may carry it. */
export const fileSafe = (text: string) => text.trim().replace(/[^A-Za-z0-9._-]+/g, '_');

async function callName(db: Database, companyId: number, context: TransactionContext) {
  const [vessel] = await db
    .select({ name: vessels.name })
    .from(vessels)
    .where(and(eq(vessels.id, context.vesselId), eq(vessels.companyId, companyId)));
  const [voyage] = await db
    .select({ name: voyages.name })
    .from(voyages)
    .where(and(eq(voyages.id, context.voyageId), eq(voyages.companyId, companyId)));
  return `${fileSafe(vessel?.name ?? String(context.vesselId))}-${fileSafe(voyage?.name ?? String(context.voyageId))}`;
}

/**
 * Pending Inspection (002 §2.3): the containers still to inspect as a workbook in the transaction
 * file's layout with their ISO codes, to be filled in and uploaded back through Upload Entry.
 * With none it is still a workbook, of the header row alone.
 */
export async function pendingDownload(
  db: Database,
  companyId: number,
  context: TransactionContext,
): Promise<FileAnswer> {
  return layoutWorkbook({
    filename: `pending-${await callName(db, companyId, context)}.xlsx`,
    sheetName: 'Pending inspection',
    columns: transactionLayout,
    pages: keysetPages(
      '',
      PAGE,
      (after) => page(db, companyId, context, after),
      (row) => row.container,
    ),
  });
}
