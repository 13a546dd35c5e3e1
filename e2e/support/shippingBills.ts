import {
  api as endpoints,
  type ShippingBillUploadResult,
  shippingBillLayout,
  type VcnRow,
} from '@quaybook/contract';
import ExcelJS from 'exceljs';
import type { Api } from './api';
import { uniqueName } from './api';
import { createEdiWorld, type EdiWorld } from './ediReports';
import { createVcn, todayIso } from './vesselCalls';

// Shipping bills for the customs journeys: a party's call with an export container loaded on
// it, and the broker's shipping bill file, made with ExcelJS as a spreadsheet program writes it.

/** The shipping bill file's headers, in the layout's order. */
export const SHIPPING_BILL_HEADER = shippingBillLayout.map((column) => column.title);

/** A line of the file: SB No, SB Date (dd/mm/yyyy), Container, and the rest when given. */
export interface ShippingBillLine {
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

/** A party's export call: `count` containers loaded today (Export Load), and its open VCN. */
export interface ExportCall extends EdiWorld {
  vcn: VcnRow;
}

export async function createExportCall(api: Api, count = 1): Promise<ExportCall> {
  const world = await createEdiWorld(api, count, {
    edievent: 'load',
    movefor: 'E',
    edifull: true,
  });
  const imports = await api.call(endpoints.voyage.create, { body: { Name: uniqueName('VOY') } });
  // No dock on the VCN: the loads are recorded at a yard, which the call's location would not be.
  const vcn = await createVcn(api, {
    vcnName: uniqueName('KOL'),
    vesselID: world.vessel.Vesselid,
    import_voyage: imports.Voyageid,
    export_voyage: world.voyage.Voyageid,
    BerthDate: todayIso(),
  });
  return { ...world, vcn };
}
