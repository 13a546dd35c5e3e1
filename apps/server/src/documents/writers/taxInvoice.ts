import type { TaxMode } from '@quaybook/domain';
import type { InvoiceParty } from '../../features/billing/invoiceParties';

/** One line of a tax invoice as printed; amounts in paise, worked out by the domain's `billLine`. */
export interface TaxInvoiceLine {
  /** 'Survey Fees', or a bill's "40' IMPORT DESTUFF — survey" line. */
  description: string;
  sac: string;
  quantity: number;
  unit: string;
  ratePaise: number;
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** A container a bill charged, for the annexure the shipping line checks the bill against. */
export interface TaxInvoiceContainer {
  containerNumber: string;
  size: number;
  movement: string;
  /** yyyy-mm-dd. */
  inspectionDate: string;
  reportNo: string;
  ratePaise: number;
}

/**
 * What a repair bill states apart for one estimate: its owner's (O) and third party's (T)
 * approved lines, listed for them and not charged to the recipient.
 */
export interface TaxInvoiceNotCharged {
  /** "MSKU1234565 (EOR/26-27/00001)". */
  reference: string;
  ownerPaise: number;
  thirdPartyPaise: number;
}

/**
 * Everything a GST tax invoice prints (CGST Rules, rule 46; domain.md §4.2): both parties, the
 * number and date, place of supply, lines with SAC and each tax, the totals, round-off and
 * payable amount, the amount in words, and the IRN once the invoice is registered. The bill and
 * the MIS bill and the repair bill print through this one shape.
 */
export interface TaxInvoice {
  /** 'TAX INVOICE', or 'BILL OF SUPPLY' for a Non-GST bill. */
  title: string;
  billNo: string;
  /** yyyy-mm-dd. */
  billDate: string;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  accountName: string | null;
  placeOfSupply: string;
  placeOfSupplyName: string;
  mode: TaxMode;
  /** A reference line under the parties: customer ref no, report numbers, particulars. */
  references: { label: string; value: string }[];
  lines: TaxInvoiceLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** Added to the total to reach the payable amount (negative when taken off). */
  roundOffPaise: number;
  payablePaise: number;
  /** 'Rupees One Lakh … Only': the payable amount in words. */
  amountInWords: string;
  /** A bill's containers, printed after the invoice as its annexure; empty for an MIS bill. */
  containers: TaxInvoiceContainer[];
  /** A repair bill's owner and third-party amounts, printed apart after the totals. */
  notCharged?: TaxInvoiceNotCharged[];
  irn: string | null;
  ackNo: string | null;
  ackDate: string | null;
  /** When the document was printed, in the ports' time zone. */
  printedAt: Date;
}
