import { GST_RATES, paiseToRupees, type TaxMode } from '@quaybook/domain';
import type { DocumentWriter } from './documentWriter';
import { excelJs } from './excelJs';

/** One invoice of the sale register as GSTR-1 asks for it; amounts in paise. */
interface SaleRegisterInvoice {
  gstin: string | null;
  receiverName: string;
  invoiceNo: string;
  /** yyyy-mm-dd. */
  invoiceDate: string;
  placeOfSupplyCode: string;
  placeOfSupplyName: string;
  taxMode: TaxMode;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** The total minus the payable amount, as every export states a round-off (002 §9). */
  statedRoundOffPaise: number;
  /** The invoice value: the payable amount. */
  payablePaise: number;
}

interface SaleRegister {
  /** The sheet's name: 'Sale Register'. */
  title: string;
  invoices: SaleRegisterInvoice[];
}

const AMOUNT_FORMAT = '#,##0.00';

/** Rupees as a spreadsheet number, read from the exact decimal text of the paise. */
const rupees = (paise: number) => Number(paiseToRupees(paise));

/** GSTR-1's invoice type: registered recipients' invoices are B2B, else as the tax mode says. */
function invoiceTypeOf(invoice: Pick<SaleRegisterInvoice, 'gstin' | 'taxMode'>): string {
  if (invoice.taxMode === 'none') return 'Non-GST';
  if (invoice.taxMode === 'export') return 'Export';
  return invoice.gstin ? 'Regular B2B' : 'B2C';
}

const rateOf = (mode: TaxMode) =>
  mode === 'intra' || mode === 'inter' ? Number(paiseToRupees(GST_RATES.igst)) : 0;

const dayOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
};

/** The round-off column says which way its sign goes: positive when the total was rounded down. */
export const ROUND_OFF_HEADER = 'Round Off (Total − Payable)';

const COLUMNS = [
  { header: 'GSTIN/UIN of Recipient', key: 'gstin', width: 20 },
  { header: 'Receiver Name', key: 'receiverName', width: 32 },
  { header: 'Invoice Number', key: 'invoiceNo', width: 18 },
  { header: 'Invoice date', key: 'invoiceDate', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
  { header: 'Invoice Value', key: 'invoiceValue', width: 15, amount: true },
  { header: 'Place Of Supply', key: 'placeOfSupply', width: 20 },
  { header: 'Reverse Charge', key: 'reverseCharge', width: 9 },
  { header: 'Invoice Type', key: 'invoiceType', width: 13 },
  { header: 'Rate', key: 'rate', width: 7 },
  { header: 'Taxable Value', key: 'taxable', width: 15, amount: true },
  { header: 'Integrated Tax Amount', key: 'igst', width: 14, amount: true },
  { header: 'Central Tax Amount', key: 'cgst', width: 14, amount: true },
  { header: 'State/UT Tax Amount', key: 'sgst', width: 14, amount: true },
  { header: 'Cess Amount', key: 'cess', width: 10, amount: true },
  { header: ROUND_OFF_HEADER, key: 'roundOff', width: 12, amount: true },
] as const;

/**
 * The sale register as a spreadsheet an accountant files GSTR-1 from: one row per invoice in
 * the B2B sheet's columns, the header bold and frozen, amounts as numbers, and a totals row.
 */
export const saleRegisterXlsx: DocumentWriter<SaleRegister> = {
  extension: 'xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  async write(register) {
    const workbook = new (await excelJs()).Workbook();
    workbook.creator = 'Quaybook';
    const sheet = workbook.addWorksheet(register.title, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = COLUMNS.map(({ header, key, width, ...rest }) => ({
      header,
      key,
      width,
      style: 'amount' in rest ? { numFmt: AMOUNT_FORMAT } : 'style' in rest ? rest.style : {},
    }));
    sheet.getRow(1).font = { bold: true };
    for (const invoice of register.invoices)
      sheet.addRow({
        gstin: invoice.gstin ?? '',
        receiverName: invoice.receiverName,
        invoiceNo: invoice.invoiceNo,
        invoiceDate: dayOf(invoice.invoiceDate),
        invoiceValue: rupees(invoice.payablePaise),
        placeOfSupply: [invoice.placeOfSupplyCode, invoice.placeOfSupplyName]
          .filter(Boolean)
          .join('-'),
        reverseCharge: 'N',
        invoiceType: invoiceTypeOf(invoice),
        rate: rateOf(invoice.taxMode),
        taxable: rupees(invoice.taxablePaise),
        igst: rupees(invoice.igstPaise),
        cgst: rupees(invoice.cgstPaise),
        sgst: rupees(invoice.sgstPaise),
        cess: 0,
        roundOff: rupees(invoice.statedRoundOffPaise),
      });
    const sum = (pick: (invoice: SaleRegisterInvoice) => number) =>
      rupees(register.invoices.reduce((total, invoice) => total + pick(invoice), 0));
    const totals = sheet.addRow({
      gstin: 'Total',
      receiverName: `${register.invoices.length} invoices`,
      invoiceValue: sum((invoice) => invoice.payablePaise),
      taxable: sum((invoice) => invoice.taxablePaise),
      igst: sum((invoice) => invoice.igstPaise),
      cgst: sum((invoice) => invoice.cgstPaise),
      sgst: sum((invoice) => invoice.sgstPaise),
      cess: 0,
      roundOff: sum((invoice) => invoice.statedRoundOffPaise),
    });
    totals.font = { bold: true };
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
};
