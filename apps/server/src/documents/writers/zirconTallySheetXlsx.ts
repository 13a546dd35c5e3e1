import type { DocumentWriter } from './documentWriter';
import { excelJs } from './excelJs';

/** One container counted on the tally sheet. */
interface TallyContainer {
  container: string;
  size: number;
  isoCode: string;
  /** The movement's iBox code. */
  movementCode: string;
  /** The place's ZIM (or location) code. */
  place: string;
  /** dd/mm/yyyy. */
  date: string;
}

interface ZirconTallySheet {
  party: string;
  vessel: string;
  voyage: string;
  /** KOLKATA, HALDIA or PARADIP. */
  port: string;
  /** IMPORT or EXPORT. */
  movement: string;
  /** The day the sheet is made, dd/mm/yyyy. */
  date: string;
  containers: readonly TallyContainer[];
}

const COLUMNS = [
  { header: 'Sl. No', width: 7 },
  { header: 'Container No', width: 16 },
  { header: 'Size', width: 6 },
  { header: 'ISO', width: 7 },
  { header: 'Movement', width: 10 },
  { header: 'Place', width: 10 },
  { header: 'Date', width: 12 },
  { header: 'Seal / Remarks', width: 24 },
] as const;

/** The row the column titles are on, repeated at the top of every printed page. */
export const TALLY_HEADER_ROW = 6;

const thin = { style: 'thin' } as const;
const boxed = { top: thin, left: thin, bottom: thin, right: thin };

/**
 * The Zircon tally sheet: a heading naming the party, vessel, voyage, port, movement and date;
 * the containers numbered one a row for the tally clerk's remarks; the totals by size; and a
 * signature block for the surveyor and the line's and terminal's representatives. Printed on A4,
 * one page wide, the column titles repeated on every page.
 */
export const zirconTallySheetXlsx: DocumentWriter<ZirconTallySheet> = {
  extension: 'xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  async write(sheetData) {
    const workbook = new (await excelJs()).Workbook();
    workbook.creator = 'Quaybook';
    const sheet = workbook.addWorksheet('Tally Sheet', {
      pageSetup: {
        paperSize: 9,
        orientation: 'portrait',
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
        horizontalCentered: true,
        margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
        printTitlesRow: `${TALLY_HEADER_ROW}:${TALLY_HEADER_ROW}`,
      },
      headerFooter: { oddFooter: '&LZircon tally sheet&RPage &P of &N' },
      views: [{ state: 'frozen', ySplit: TALLY_HEADER_ROW }],
    });
    sheet.columns = COLUMNS.map((column) => ({ width: column.width }));
    const last = COLUMNS.length;

    sheet.mergeCells(1, 1, 1, last);
    const title = sheet.getCell(1, 1);
    title.value = 'ZIRCON TALLY SHEET';
    title.font = { bold: true, size: 14 };
    title.alignment = { horizontal: 'center' };

    // Label and value pairs, two to a line: labels bold in columns A and E.
    const heading: [string, string][][] = [
      [
        ['Party', sheetData.party],
        ['Date', sheetData.date],
      ],
      [
        ['Vessel', sheetData.vessel],
        ['Voyage', sheetData.voyage],
      ],
      [
        ['Port', sheetData.port],
        ['Movement', sheetData.movement],
      ],
    ];
    heading.forEach((pairs, index) => {
      const row = sheet.getRow(index + 2);
      pairs.forEach(([label, value], half) => {
        const at = half === 0 ? 1 : 5;
        row.getCell(at).value = `${label}:`;
        row.getCell(at).font = { bold: true };
        sheet.mergeCells(index + 2, at + 1, index + 2, half === 0 ? 4 : last);
        row.getCell(at + 1).value = value;
      });
    });

    const header = sheet.getRow(TALLY_HEADER_ROW);
    COLUMNS.forEach((column, index) => {
      const cell = header.getCell(index + 1);
      cell.value = column.header;
      cell.font = { bold: true };
      cell.border = boxed;
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
      cell.alignment = { horizontal: 'center' };
    });

    sheetData.containers.forEach((box, index) => {
      const row = sheet.getRow(TALLY_HEADER_ROW + 1 + index);
      row.values = [
        index + 1,
        box.container,
        box.size,
        box.isoCode,
        box.movementCode,
        box.place,
        box.date,
        '',
      ];
      row.height = 18;
      for (let column = 1; column <= last; column += 1) row.getCell(column).border = boxed;
    });

    const sizes = sheetData.containers.map((box) => box.size);
    const totalsAt = TALLY_HEADER_ROW + sheetData.containers.length + 2;
    const totals = sheet.getRow(totalsAt);
    totals.values = [
      'Total',
      sheetData.containers.length,
      "20'",
      sizes.filter((size) => size === 20).length,
      "40'",
      sizes.filter((size) => size === 40).length,
    ];
    totals.font = { bold: true };

    // Who signs, each over a line: the sheet is only a tally once they have.
    const signAt = totalsAt + 3;
    const signers = [
      { label: 'Surveyor', at: 1 },
      { label: 'Line Representative', at: 4 },
      { label: 'Terminal Representative', at: 7 },
    ];
    for (const { label, at } of signers) {
      sheet.mergeCells(signAt, at, signAt, at + 1);
      sheet.getCell(signAt, at).border = { bottom: thin };
      sheet.mergeCells(signAt + 1, at, signAt + 1, at + 1);
      const caption = sheet.getCell(signAt + 1, at);
      caption.value = label;
      caption.font = { bold: true };
      caption.alignment = { horizontal: 'center' };
      sheet.mergeCells(signAt + 2, at, signAt + 2, at + 1);
      sheet.getCell(signAt + 2, at).value = 'Name / Date:';
    }
    sheet.pageSetup.printArea = `A1:H${signAt + 2}`;

    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
};
