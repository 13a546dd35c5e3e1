import { formatDate } from '@quaybook/domain';
import type { DocumentWriter } from './documentWriter';
import { excelJs } from './excelJs';
import type { TaxInvoiceContainer } from './taxInvoice';

/** A bill's containers inspected at one dock, for the dock's own check of the bill. */
interface BillSummary {
  billNo: string;
  /** yyyy-mm-dd. */
  billDate: string;
  /** 'Applicant / Account'. */
  party: string;
  dock: string;
  containers: readonly TaxInvoiceContainer[];
}

const HEADER = ['Sl', 'Container', 'Size', 'Movement', 'Inspection date', 'Report no', 'Rate'];
const MONEY = '#,##0.00';
/** Rupees for a cell: whole paise are exact in a double, and Excel shows two decimals. */
const rupees = (paise: number) => paise / 100;

/** Subtotals follow each movement and size, so containers are grouped that way. */
const inGroups = (containers: readonly TaxInvoiceContainer[]) =>
  [...containers].sort(
    (a, b) =>
      a.movement.localeCompare(b.movement) ||
      a.size - b.size ||
      a.containerNumber.localeCompare(b.containerNumber),
  );

/**
 * The bill summary of one dock: the bill's header, one row per container with its rate, a
 * subtotal per movement and size, and the grand total; amounts are numbers shown as rupees.
 */
export const billSummaryXlsx: DocumentWriter<BillSummary> = {
  extension: 'xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  async write(summary) {
    const workbook = new (await excelJs()).Workbook();
    const sheet = workbook.addWorksheet('Bill summary');
    sheet.columns = [
      { width: 6 },
      { width: 15 },
      { width: 7 },
      { width: 28 },
      { width: 15 },
      { width: 17 },
      { width: 13 },
    ];
    for (const [label, value] of [
      ['Bill No', summary.billNo],
      ['Bill Date', formatDate(summary.billDate)],
      ['Party', summary.party],
      ['Dock', summary.dock],
    ] as const) {
      const row = sheet.addRow([label, value]);
      row.getCell(1).font = { bold: true };
    }
    sheet.addRow([]);
    const header = sheet.addRow(HEADER);
    header.font = { bold: true };
    header.getCell(7).alignment = { horizontal: 'right' };

    const total = (label: string, paise: number) => {
      const row = sheet.addRow([label, '', '', '', '', '', rupees(paise)]);
      row.font = { bold: true };
      row.getCell(7).numFmt = MONEY;
    };
    let grand = 0;
    let group: { key: string; label: string; count: number; paise: number } | undefined;
    const closeGroup = () => {
      if (group) total(`Subtotal ${group.label} (${group.count})`, group.paise);
    };
    inGroups(summary.containers).forEach((container, index) => {
      const key = `${container.movement}:${container.size}`;
      if (group?.key !== key) {
        closeGroup();
        group = { key, label: `${container.size}' ${container.movement}`, count: 0, paise: 0 };
      }
      group.count += 1;
      group.paise += container.ratePaise;
      grand += container.ratePaise;
      const row = sheet.addRow([
        index + 1,
        container.containerNumber,
        container.size,
        container.movement,
        formatDate(container.inspectionDate),
        container.reportNo,
        rupees(container.ratePaise),
      ]);
      row.getCell(7).numFmt = MONEY;
    });
    closeGroup();
    total(`Total (${summary.containers.length} containers)`, grand);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
};
