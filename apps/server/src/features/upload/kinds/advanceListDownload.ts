import { advanceListLayout } from '@quaybook/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { advanceContainers, locations, movements } from '../../../db/schema';
import type { FileAnswer } from '../../../http/fileAnswer';
import { keysetPages, layoutWorkbook } from '../layoutWorkbook';
import { type AdvanceContext, onCallList } from './advanceList';

const PAGE = 5_000;
const cfs = alias(locations, 'cfs');

/** A page of the call's list, in the order it was uploaded. */
function page(db: Database, companyId: number, context: AdvanceContext, afterId: number) {
  return db
    .select({
      id: advanceContainers.id,
      container: advanceContainers.containerNumber,
      size: advanceContainers.size,
      isoCode: advanceContainers.isoCode,
      tare: advanceContainers.tareWeight,
      gross: advanceContainers.grossWeight,
      movement: movements.name,
      cfs: cfs.name,
    })
    .from(advanceContainers)
    .innerJoin(movements, eq(movements.id, advanceContainers.movementId))
    .leftJoin(cfs, eq(cfs.id, advanceContainers.cfsId))
    .where(and(onCallList(companyId, context), gt(advanceContainers.id, afterId)))
    .orderBy(asc(advanceContainers.id))
    .limit(PAGE);
}

/**
 * The vessel call's advance (or IGM) list as a workbook in the upload's own layout, written as it
 * is read; with no rows it is the template of the upload.
 */
export function advanceListDownload(
  db: Database,
  companyId: number,
  context: AdvanceContext,
): Promise<FileAnswer> {
  const name = context.uploadType === 2 ? 'igm_list' : 'advance_list';
  return layoutWorkbook({
    filename: `${name}.xlsx`,
    sheetName: 'Advance list',
    columns: advanceListLayout,
    pages: keysetPages(
      0,
      PAGE,
      (after) => page(db, companyId, context, after),
      (row) => row.id,
    ),
  });
}
