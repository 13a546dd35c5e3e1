import { type BillTotals, rupeesInWords, SURVEY_SAC } from '@quaybook/domain';
import type { TaxInvoice } from '../../documents/writers/taxInvoice';
import { invoiceAmounts, lineAmounts } from '../billing/invoiceAmounts';
import type { InvoiceParties } from '../billing/invoiceParties';

/** What an MIS bill prints besides its parties and amounts. */
interface MisBillPrint {
  billNo: string;
  billDate: string;
  customerRefNo: string | null;
  reportNo: string | null;
  reportDate: string | null;
  particulars: string | null;
  /** The product of each line, in the order of the totals' lines. */
  items: { item: string; unit: string }[];
  irn: string | null;
  ackNo: string | null;
  ackDate: Date | null;
}

const ddmmyyyy = (isoDay: string) => isoDay.split('-').reverse().join('/');

/**
 * The tax invoice an MIS bill prints: a bill of supply when it is Non-GST, each line under the
 * survey SAC, and the customer's reference, report and particulars above the lines.
 */
export function misBillInvoice(
  bill: MisBillPrint,
  parties: InvoiceParties,
  totals: BillTotals,
  printedAt: Date,
): TaxInvoice {
  const references = [
    { label: 'Customer Ref No', value: bill.customerRefNo ?? '' },
    { label: 'Report No', value: bill.reportNo ?? '' },
    { label: 'Report Date', value: bill.reportDate ? ddmmyyyy(bill.reportDate) : '' },
    { label: 'Particulars', value: bill.particulars ?? '' },
  ].filter((reference) => reference.value !== '');
  return {
    title: totals.mode === 'none' ? 'BILL OF SUPPLY' : 'TAX INVOICE',
    billNo: bill.billNo,
    billDate: bill.billDate,
    supplier: parties.supplier,
    recipient: parties.recipient,
    accountName: parties.accountName,
    placeOfSupply: parties.placeOfSupply,
    placeOfSupplyName: parties.placeOfSupplyName,
    mode: totals.mode,
    references,
    lines: totals.lines.map((line, index) => ({
      description: bill.items[index]?.item ?? '',
      sac: SURVEY_SAC,
      unit: bill.items[index]?.unit ?? '',
      ...lineAmounts(line),
    })),
    ...invoiceAmounts(totals),
    amountInWords: rupeesInWords(totals.payablePaise),
    containers: [],
    irn: bill.irn,
    ackNo: bill.ackNo,
    ackDate: bill.ackDate ? bill.ackDate.toISOString() : null,
    printedAt,
  };
}
