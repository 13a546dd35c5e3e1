import { formatDate } from '@quaybook/domain';
import type { DocumentWriter } from './documentWriter';
import { excelJs } from './excelJs';

// The EDI / Excel Report's workbook (Report Type EXCEL): one row per container move the line is
// told of, in the order of the moves; the columns are documented in docs/file-formats.md.

export interface EdiWorkbookRow {
  container: string;
  size: number;
  isoCode: string | null;
  movement: string;
  /** The EDI message and document it is reported in ('CODECO 34'); none when not reported. */
  message: string | null;
  /** F full, E empty. */
  fullEmpty: 'F' | 'E';
  /** yyyy-mm-dd. */
  date: string;
  /** HHMM. */
  time: string | null;
  location: string;
  /** The port's UN/LOCODE. */
  port: string | null;
  vessel: string;
  callSign: string | null;
  voyage: string;
  seal: string | null;
  booking: string | null;
  pol: string | null;
  pod: string | null;
  fpd: string | null;
  tareKg: number | null;
  grossKg: number | null;
  condition: string | null;
  /** Each damage as its remark: 'RB5N PAA DT 30X20CM', separated by '; '. */
  damages: string;
}

interface EdiWorkbook {
  rows: readonly EdiWorkbookRow[];
}

/** The header row, in order: what docs/file-formats.md lists. */
export const EDI_WORKBOOK_COLUMNS = [
  { header: 'Sl', width: 6 },
  { header: 'Container No', width: 14 },
  { header: 'Size', width: 6 },
  { header: 'ISO Code', width: 9 },
  { header: 'Movement', width: 22 },
  { header: 'EDI Message', width: 12 },
  { header: 'F/E', width: 5 },
  { header: 'Date', width: 11 },
  { header: 'Time', width: 6 },
  { header: 'Location', width: 22 },
  { header: 'Port', width: 7 },
  { header: 'Vessel', width: 20 },
  { header: 'Call Sign', width: 10 },
  { header: 'Voyage', width: 10 },
  { header: 'Seal No', width: 12 },
  { header: 'Booking No', width: 14 },
  { header: 'POL', width: 7 },
  { header: 'POD', width: 7 },
  { header: 'FPD', width: 7 },
  { header: 'Tare (kg)', width: 9 },
  { header: 'Gross (kg)', width: 10 },
  { header: 'Condition', width: 9 },
  { header: 'Damages', width: 40 },
] as const;

const cellsOf = (row: EdiWorkbookRow, index: number) => [
  index + 1,
  row.container,
  row.size,
  row.isoCode,
  row.movement,
  row.message,
  row.fullEmpty,
  formatDate(row.date),
  row.time,
  row.location,
  row.port,
  row.vessel,
  row.callSign,
  row.voyage,
  row.seal,
  row.booking,
  row.pol,
  row.pod,
  row.fpd,
  row.tareKg,
  row.grossKg,
  row.condition,
  row.damages,
];

export const ediWorkbookXlsx: DocumentWriter<EdiWorkbook> = {
  extension: 'xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  async write(workbookData) {
    const workbook = new (await excelJs()).Workbook();
    const sheet = workbook.addWorksheet('EDI Report', {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = EDI_WORKBOOK_COLUMNS.map(({ width }) => ({ width }));
    const header = sheet.addRow(EDI_WORKBOOK_COLUMNS.map(({ header }) => header));
    header.font = { bold: true };
    workbookData.rows.forEach((row, index) => {
      sheet.addRow(cellsOf(row, index));
    });
    // Weights are whole kilograms.
    for (const column of [20, 21]) sheet.getColumn(column).numFmt = '0';
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
};
