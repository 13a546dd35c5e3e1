import { formatDate, PORT_TIME_ZONE } from '@quaybook/domain';
import type { DocumentWriter } from './documentWriter';
import { excelJs } from './excelJs';

/** A cell of a report: text, a whole number, or nothing. */
export type ReportCell = string | number | null;

export interface ReportColumn {
  header: string;
  width: number;
}

/** A mismatch report as the customs reports write it, the same for every report. */
export interface CustomsReportDocument {
  /** 'Missing SB Report'. */
  title: string;
  /** 'Applicant / Account'. */
  party: string;
  vessel: string;
  voyage: string;
  location: string | null;
  /** yyyy-mm-dd, when the filter had them. */
  fromDate: string | null;
  toDate: string | null;
  madeAt: Date;
  columns: readonly ReportColumn[];
  /** The last column's title: 'Reason', or 'Status' where every container is listed. */
  reasonHeader: string;
  rows: readonly { cells: readonly ReportCell[]; reason: string }[];
}

/** The heading's label and value lines, shared by the workbook and the PDF. */
export function reportHeading(report: CustomsReportDocument): [string, string][] {
  const dates =
    report.fromDate || report.toDate
      ? `${formatDate(report.fromDate) || '…'} to ${formatDate(report.toDate) || '…'}`
      : 'All';
  return [
    ['Party', report.party],
    ['Vessel', report.vessel],
    ['Voyage', report.voyage],
    ['Location', report.location ?? 'All'],
    ['Load dates', dates],
    ['Generated on', formatDate(report.madeAt, { time: true, timeZone: PORT_TIME_ZONE })],
    ['Containers', String(report.rows.length)],
  ];
}

const REASON_WIDTH = 70;

/**
 * Every mismatch report's workbook: the report's name and a heading (party, vessel, voyage,
 * location, dates, when generated, how many containers), a blank row, then the column titles —
 * frozen, with filters — and a row per container ending with why it is listed.
 */
export const customsReportXlsx: DocumentWriter<CustomsReportDocument> = {
  extension: 'xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  async write(report) {
    const workbook = new (await excelJs()).Workbook();
    workbook.creator = 'Quaybook';
    const sheet = workbook.addWorksheet(report.title.slice(0, 31), {
      pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToHeight: 0 },
    });
    const headers = [...report.columns.map((column) => column.header), report.reasonHeader];
    sheet.columns = [...report.columns.map(({ width }) => ({ width })), { width: REASON_WIDTH }];
    const title = sheet.addRow([report.title]);
    title.font = { bold: true, size: 13 };
    for (const [label, value] of reportHeading(report)) {
      const row = sheet.addRow([label, value]);
      row.getCell(1).font = { bold: true };
    }
    sheet.addRow([]);
    const header = sheet.addRow(headers);
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
    });
    sheet.views = [{ state: 'frozen', ySplit: header.number }];
    sheet.autoFilter = {
      from: { row: header.number, column: 1 },
      to: { row: header.number, column: headers.length },
    };
    for (const { cells, reason } of report.rows) {
      const row = sheet.addRow([...cells.map((cell) => cell ?? ''), reason]);
      row.getCell(headers.length).alignment = { wrapText: true, vertical: 'top' };
    }
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
};
