import {
  api as endpoints,
  type ShippingBillUploadResult,
  shippingBillLayout,
} from '@quaybook/contract';
import ExcelJS from 'exceljs';
import type { Api } from './api';

// The broker's shipping bill file for the customs journeys, made with ExcelJS as a spreadsheet
// program writes it, and its upload through the API.

/** The shipping bill file's headers, in the layout's order. */
const SHIPPING_BILL_HEADER = shippingBillLayout.map((column) => column.title);

/** A line of the file: SB No, SB Date (dd/mm/yyyy), Container, and the rest when given. */
interface ShippingBillLine {
  sbNo: string;
  sbDate: string;
  container: string;
  iec?: string;
  gstin?: string;
  pcin?: string;
  packageType?: string;
  packageCount?: number;
}

const cellsOf = (line: ShippingBillLine) => [
  line.sbNo,
  line.sbDate,
  line.container,
  line.iec ?? '',
  line.gstin ?? '',
  line.pcin ?? '',
  line.packageType ?? '',
  line.packageCount ?? '',
];

/** A shipping bill workbook of these lines, as Playwright picks a file. */
export async function shippingBillFile(name: string, lines: readonly ShippingBillLine[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Shipping Bills');
  sheet.addRow(SHIPPING_BILL_HEADER);
  for (const line of lines) sheet.addRow(cellsOf(line));
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

/** Uploads shipping bill lines through the API, as Upload Shipping Bill does; its answer. */
export async function uploadShippingBills(
  api: Api,
  lines: readonly ShippingBillLine[],
): Promise<ShippingBillUploadResult> {
  const file = await shippingBillFile('shipping-bills.xlsx', lines);
  return api.call(endpoints.shippingBill.upload, {
    files: [{ blob: new Blob([new Uint8Array(file.buffer)]), name: file.name }],
  });
}
