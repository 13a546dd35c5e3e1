import { PassThrough } from 'node:stream';
import { advanceListLayout } from '@quaybook/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { Database } from '../../../db/client';
import { advanceContainers, locations, movements } from '../../../db/schema';
import type { FileAnswer } from '../../../http/fileAnswer';
import { fileAnswer } from '../../../http/fileAnswer';
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
export async function advanceListDownload(
  db: Database,
  companyId: number,
  context: AdvanceContext,
): Promise<FileAnswer> {
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true });
  const sheet = workbook.addWorksheet('Advance list');
  sheet.columns = advanceListLayout.map((column) => ({
    header: column.title,
    key: column.key,
    width: column.key === 'container' ? 16 : 12,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let after = 0;
  for (;;) {
    const rows = await page(db, companyId, context, after);
    for (const row of rows) sheet.addRow(row).commit();
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
  sheet.commit();
  void workbook.commit();
  const name = context.uploadType === 2 ? 'igm_list' : 'advance_list';
  return fileAnswer({
    filename: `${name}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  });
}
