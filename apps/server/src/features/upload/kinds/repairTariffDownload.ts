import { repairTariffLayout } from '@quaybook/contract';
import { hoursOf, paiseToRupees } from '@quaybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { componentCodes, damageCodes, repairCodes, repairTariffs } from '../../../db/schema';
import type { FileAnswer } from '../../../http/fileAnswer';
import { layoutWorkbook } from '../layoutWorkbook';
import type { TariffContext } from './repairTariffUpload';

/** The link party's tariff as its rows read in the upload's layout. */
async function tariffFileRows(db: Database, companyId: number, linkPartyId: number) {
  const rows = await db
    .select({
      tariff: repairTariffs,
      component: componentCodes.shortName,
      repair: repairCodes.shortName,
      damage: damageCodes.shortName,
    })
    .from(repairTariffs)
    .innerJoin(componentCodes, eq(componentCodes.id, repairTariffs.componentId))
    .innerJoin(repairCodes, eq(repairCodes.id, repairTariffs.repairId))
    .leftJoin(damageCodes, eq(damageCodes.id, repairTariffs.damageId))
    .where(and(eq(repairTariffs.companyId, companyId), eq(repairTariffs.linkPartyId, linkPartyId)))
    .orderBy(componentCodes.shortName, repairCodes.shortName, repairTariffs.id);
  return rows.map(({ tariff, component, repair, damage }) => ({
    component,
    repair,
    damage: damage ?? '',
    size: tariff.size,
    measure: tariff.measure,
    length: tariff.uptoLengthCm ?? '',
    breadth: tariff.uptoBreadthCm ?? '',
    // Numbers in the sheet, as a person types them; read back from their text exactly.
    hours: hoursOf(tariff.hoursHundredths),
    material: Number(paiseToRupees(tariff.materialPaise)),
  }));
}

/**
 * The link party's tariff as a workbook in the upload's own layout, codes by short name: a file
 * downloaded, changed and uploaded again updates the rows it names. A line's tariff is some
 * hundreds of rows, read at once.
 */
export async function repairTariffDownload(
  db: Database,
  companyId: number,
  context: TariffContext,
): Promise<FileAnswer> {
  const rows = await tariffFileRows(db, companyId, context.linkPartyId);
  return layoutWorkbook({
    filename: 'repair_tariff.xlsx',
    sheetName: 'Repair Tariff',
    columns: repairTariffLayout,
    pages: (async function* () {
      yield rows;
    })(),
  });
}
