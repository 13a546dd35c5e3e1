import { BILL_MESSAGES } from '@quaybook/contract';
import { formatDate, GST_RATES, isIndianPin, paiseToRupees } from '@quaybook/domain';
import type { InvoiceParty } from '../../features/billing/invoiceParties';
import type { DocumentWriter } from './documentWriter';
import type { TaxInvoice } from './taxInvoice';

// The e-invoice (INV-01, schema version 1.1) a bill is registered with on the Invoice
// Registration Portal; eInvoiceJson.schema.json holds the published schema it is checked against.

/** Why an invoice cannot be made into an e-invoice, in words the user can act on. */
export class EInvoiceRefusal extends Error {}

/** The outside-India code the portal uses for an export's place of supply and state. */
const OTHER_COUNTRY = '96';
/** The PIN the portal takes for a buyer outside India. */
const FOREIGN_PIN = 999999;

/**
 * Rupees as a JSON number, read from the exact decimal text of the paise, so no float
 * arithmetic ever touches the amount (its shortest form prints the same two decimals).
 */
const rupees = (paise: number): number => Number(paiseToRupees(paise));

/** A rate in hundredths of a percent as the portal's percentage: 1800 → 18. */
const percent = (hundredths: number): number => Number(paiseToRupees(hundredths));

const clip = (text: string, length: number) => text.replaceAll('"', "'").slice(0, length).trim();

const PIN = /\b([1-9]\d{5})\b/;

/** A street address as the portal's two lines of up to 100 characters, broken at a comma. */
function streetLines(street: string): [string, string] {
  const parts = street
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  let first = parts.shift() ?? '';
  let rest = parts.join(', ');
  if (first.length > 100) {
    const comma = first.lastIndexOf(',', 100);
    const cut = comma > 0 ? comma : 100;
    rest = [first.slice(cut).replace(/^,\s*/, ''), rest].filter(Boolean).join(', ');
    first = first.slice(0, cut);
  }
  return [clip(first, 100), clip(rest, 100)];
}

/**
 * A party's address as the portal takes it (SellerDtls, BuyerDtls): Addr1 and Addr2 from the
 * street address, Loc the place (else the state), Pin the PIN code as a number. `pinInText`
 * also reads a PIN written into the address, as older parties' masters hold it.
 */
function addressOf(party: InvoiceParty, pinInText: boolean) {
  const { street, place, pin } = party.postal;
  const [first, second] = streetLines(street ?? '');
  const written = pinInText ? PIN.exec(`${street ?? ''} ${place ?? ''}`)?.[1] : undefined;
  const code = pin && isIndianPin(pin) ? pin : written;
  const town = (place ?? '')
    .replace(PIN, '')
    .replace(/[\s,-]+$/, '')
    .trim();
  return {
    Addr1: first || clip(party.name, 100),
    ...(second.length >= 3 ? { Addr2: second } : {}),
    Loc: clip(town.length >= 3 ? town : (party.stateName ?? town), 50),
    pin: code ? Number(code) : null,
  };
}

/** The INV-01 document of a tax invoice: refused for a bill of supply or without both GSTINs. */
export function eInvoiceOf(invoice: TaxInvoice): object {
  if (invoice.mode === 'none') throw new EInvoiceRefusal('A Non-GST bill is not an e-invoice.');
  const exported = invoice.mode === 'export';
  const { supplier, recipient } = invoice;
  if (!supplier.gstin) throw new EInvoiceRefusal('The company has no GSTIN.');
  if (!exported && !recipient.gstin) throw new EInvoiceRefusal(`${recipient.name} has no GSTIN.`);
  const seller = addressOf(supplier, false);
  if (!seller.pin) throw new EInvoiceRefusal(BILL_MESSAGES.companyNoPin(supplier.name));
  const buyer = addressOf(recipient, true);
  const gstRate = exported ? 0 : percent(GST_RATES.igst);
  const buyerPin = exported ? FOREIGN_PIN : buyer.pin;
  return {
    Version: '1.1',
    TranDtls: {
      TaxSch: 'GST',
      SupTyp: exported ? 'EXPWOP' : 'B2B',
      RegRev: 'N',
      IgstOnIntra: 'N',
    },
    DocDtls: { Typ: 'INV', No: invoice.billNo, Dt: formatDate(invoice.billDate) },
    SellerDtls: {
      Gstin: supplier.gstin,
      LglNm: clip(supplier.name, 100),
      Addr1: seller.Addr1,
      ...(seller.Addr2 ? { Addr2: seller.Addr2 } : {}),
      Loc: seller.Loc,
      Pin: seller.pin,
      Stcd: supplier.stateCode ?? supplier.gstin.slice(0, 2),
    },
    BuyerDtls: {
      Gstin: exported ? 'URP' : recipient.gstin,
      LglNm: clip(recipient.name, 100),
      Pos: exported ? OTHER_COUNTRY : invoice.placeOfSupply,
      Addr1: buyer.Addr1,
      ...(buyer.Addr2 ? { Addr2: buyer.Addr2 } : {}),
      Loc: buyer.Loc,
      ...(buyerPin ? { Pin: buyerPin } : {}),
      Stcd: exported ? OTHER_COUNTRY : (recipient.stateCode ?? invoice.placeOfSupply),
    },
    ItemList: invoice.lines.map((line, i) => ({
      SlNo: String(i + 1),
      PrdDesc: clip(line.description, 300),
      IsServc: 'Y',
      HsnCd: line.sac,
      Qty: line.quantity,
      Unit: 'OTH',
      UnitPrice: rupees(line.ratePaise),
      TotAmt: rupees(line.amountPaise),
      AssAmt: rupees(line.amountPaise),
      GstRt: gstRate,
      IgstAmt: rupees(line.igstPaise),
      CgstAmt: rupees(line.cgstPaise),
      SgstAmt: rupees(line.sgstPaise),
      TotItemVal: rupees(line.totalPaise),
    })),
    ValDtls: {
      AssVal: rupees(invoice.taxablePaise),
      CgstVal: rupees(invoice.cgstPaise),
      SgstVal: rupees(invoice.sgstPaise),
      IgstVal: rupees(invoice.igstPaise),
      RndOffAmt: rupees(invoice.roundOffPaise),
      TotInvVal: rupees(invoice.payablePaise),
    },
  };
}

/** The e-invoice as the JSON file uploaded to the portal (or sent through a GSP). */
export const eInvoiceJson: DocumentWriter<TaxInvoice> = {
  extension: 'json',
  contentType: 'application/json',
  write: async (invoice) => Buffer.from(`${JSON.stringify(eInvoiceOf(invoice), null, 2)}\n`),
};
