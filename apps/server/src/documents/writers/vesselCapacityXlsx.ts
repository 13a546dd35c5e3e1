import { prettyCapacityKey } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import type ExcelJS from 'exceljs';
import type { VesselCapacity } from '../../features/vesselCapacity/vesselCapacityReport';
import type { DocumentWriter } from './documentWriter';
import { excelJs } from './excelJs';

/** The Containers sheet's columns, in order, with their widths. */
export const CAPACITY_CONTAINER_COLUMNS = [
  { header: 'Container', width: 14 },
  { header: 'Size', width: 6 },
  { header: 'ISO Type', width: 9 },
  { header: 'BL No', width: 18 },
  { header: 'BL Packages', width: 12 },
  { header: 'BL Cargo Wt (kg)', width: 16 },
  { header: 'BL Tare (kg)', width: 12 },
  { header: 'Loaded', width: 8 },
  { header: 'Load Date', width: 11 },
  { header: 'Inspection Cargo Wt (kg)', width: 22 },
  { header: 'Vessel', width: 24 },
  { header: 'Voyage', width: 12 },
] as const;

const KILOGRAMS = '#,##0';

/** A header row: bold on grey, frozen under it. */
function header(sheet: ExcelJS.Worksheet, titles: readonly string[]) {
  const row = sheet.addRow([...titles]);
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/**
 * Vessel capacity of one booking: the sheet 'Capacity' with the summary as label and value, and
 * the sheet 'Containers' with a row per container booked on a bill of lading or loaded.
 */
export const vesselCapacityXlsx: DocumentWriter<VesselCapacity> = {
  extension: 'xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  async write(capacity) {
    const workbook = new (await excelJs()).Workbook();
    workbook.creator = 'Quaybook';

    const facts = workbook.addWorksheet('Capacity');
    facts.columns = [{ width: 28 }, { width: 60 }];
    header(facts, ['Item', 'Value']);
    for (const fact of capacity.summary) {
      const row = facts.addRow([prettyCapacityKey(fact.key), fact.value]);
      row.getCell(1).font = { bold: true };
      if (typeof fact.value === 'number') row.getCell(2).numFmt = KILOGRAMS;
      row.getCell(2).alignment = { horizontal: 'left', wrapText: true };
    }

    const sheet = workbook.addWorksheet('Containers');
    sheet.columns = CAPACITY_CONTAINER_COLUMNS.map((column) => ({ width: column.width }));
    header(
      sheet,
      CAPACITY_CONTAINER_COLUMNS.map((column) => column.header),
    );
    for (const box of capacity.containers) {
      const row = sheet.addRow([
        box.containerNo,
        box.size ?? '',
        box.isoCode,
        box.blNo,
        box.blPackages ?? '',
        box.blCargoWeight ?? '',
        box.blTareWeight ?? '',
        box.loaded ? 'Yes' : 'No',
        formatDate(box.loadDate),
        box.loadedCargoWeight ?? '',
        box.vessel,
        box.voyage,
      ]);
      for (const column of [6, 7, 10]) row.getCell(column).numFmt = KILOGRAMS;
    }
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 12 } };
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
};
