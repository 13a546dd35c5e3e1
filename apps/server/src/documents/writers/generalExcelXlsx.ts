import { formatDate, PORT_TIME_ZONE } from '@quaybook/domain';
import type { DocumentWriter } from './documentWriter';
import { excelJs } from './excelJs';

/** One container of the report, as the General Excel screen lists it. */
interface GeneralExcelLine {
  container: string;
  iso: string | null;
  place: string | null;
  movement: string | null;
  /** yyyy-mm-dd. */
  date: string | null;
  seal: string | null;
  cfs: string | null;
  applicant: string | null;
  account: string | null;
  vessel: string | null;
  voyage: string | null;
}

interface GeneralExcelReport {
  /** 'Applicant / Account'. */
  party: string;
  /** 'Balanced' or 'Complete'; none when no status was chosen. */
  vesselStatus: string | null;
  /** HHMM, as typed. */
  atTime: string | null;
  /** When it was made, as the heading states it. */
  madeAt: Date;
  lines: readonly GeneralExcelLine[];
}

/** The column titles, in order; docs/file-formats.md gives the layout. */
export const GENERAL_EXCEL_COLUMNS = [
  'Container',
  'ISO',
  'Place',
  'Movement',
  'Date',
  'Seal No',
  'CFS',
  'Applicant',
  'Account',
  'Vessel',
  'Voyage',
] as const;

const WIDTHS = [14, 7, 22, 24, 11, 14, 22, 28, 28, 22, 12];

/** The heading's status line: 'Vessel Status: Complete at 14:30'. */
export function statusLine(status: string | null, atTime: string | null): string {
  if (!status) return '';
  const time = atTime ? ` at ${atTime.slice(0, 2)}:${atTime.slice(2)}` : '';
  return `Vessel Status: ${status}${time}`;
}

/**
 * The checked containers of a party: a heading (title, party, vessel status and time, when it
 * was made and how many containers), a blank row, the column titles, then a row per container.
 */
export const generalExcelXlsx: DocumentWriter<GeneralExcelReport> = {
  extension: 'xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  async write(report) {
    const workbook = new (await excelJs()).Workbook();
    const sheet = workbook.addWorksheet('General Excel');
    sheet.columns = WIDTHS.map((width) => ({ width }));
    const title = sheet.addRow(['General Excel Report']);
    title.font = { bold: true, size: 13 };
    sheet.addRow(['Party', report.party]);
    sheet.addRow(['Vessel Status', statusLine(report.vesselStatus, report.atTime)]);
    sheet.addRow([
      'Generated',
      formatDate(report.madeAt, { time: true, timeZone: PORT_TIME_ZONE }),
    ]);
    sheet.addRow(['Containers', report.lines.length]);
    for (const row of [2, 3, 4, 5]) sheet.getRow(row).getCell(1).font = { bold: true };
    sheet.addRow([]);
    const header = sheet.addRow([...GENERAL_EXCEL_COLUMNS]);
    header.font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: header.number }];
    for (const line of report.lines)
      sheet.addRow([
        line.container,
        line.iso ?? '',
        line.place ?? '',
        line.movement ?? '',
        formatDate(line.date),
        line.seal ?? '',
        line.cfs ?? '',
        line.applicant ?? '',
        line.account ?? '',
        line.vessel ?? '',
        line.voyage ?? '',
      ]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
};
