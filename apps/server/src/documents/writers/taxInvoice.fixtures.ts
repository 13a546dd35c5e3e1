import { billTotals, rupeesInWords, SURVEY_SAC, type TaxMode } from '@quaybook/domain';
import { invoiceAmounts, lineAmounts } from '../../features/billing/invoiceAmounts';
import { type InvoiceParty, partyAddress } from '../../features/billing/invoiceParties';
import type { TaxInvoice, TaxInvoiceContainer } from './taxInvoice';

const SUPPLIER: InvoiceParty = {
  name: 'Eastern Marine Surveyors Pvt Ltd',
  ...partyAddress({ street: '12 Strand Road, 3rd Floor', place: 'Kolkata', pin: '700001' }),
  stateName: 'West Bengal',
  stateCode: '19',
  gstin: '19AABCE1234F1Z5',
  pan: 'AABCE1234F',
};

const recipients: Record<TaxMode, InvoiceParty> = {
  intra: {
    name: 'Hooghly Container Lines',
    ...partyAddress({ street: '7 Brabourne Road', place: 'Kolkata', pin: '700001' }),
    stateName: 'West Bengal',
    stateCode: '19',
    gstin: '19AAACH5678K1ZQ',
    pan: null,
  },
  inter: {
    name: 'Konkan Shipping Agencies',
    ...partyAddress({ street: 'Nariman Point', place: 'Mumbai', pin: '400021' }),
    stateName: 'Maharashtra',
    stateCode: '27',
    gstin: '27AAPFU0939F1ZV',
    pan: null,
  },
  export: {
    name: 'Nordic Box Leasing AS',
    ...partyAddress({ street: 'Karl Johans gate 1', place: 'Oslo', pin: null }),
    stateName: 'Other Country',
    stateCode: '96',
    gstin: '9917NOR00001OSX',
    pan: null,
  },
  none: {
    name: 'Port Trust Staff Canteen',
    ...partyAddress({ street: 'Kidderpore', place: 'Kolkata', pin: null }),
    stateName: 'West Bengal',
    stateCode: '19',
    gstin: null,
    pan: null,
  },
};

/** A container of the annexure, numbered from `i`. */
const containerOf = (i: number): TaxInvoiceContainer => ({
  containerNumber: `MSCU${String(i).padStart(7, '0')}`,
  size: i % 3 === 0 ? 40 : 20,
  movement: i % 2 ? 'IMPORT DESTUFF' : 'EXPORT STUFF',
  inspectionDate: '2026-11-02',
  reportNo: `SR/26-27/${String(100 + Math.floor(i / 25)).padStart(5, '0')}`,
  ratePaise: i % 3 === 0 ? 120000 : 75050,
});

/** A survey bill in a tax mode, priced by the domain as the bills server prices it. */
export function invoiceOf(
  mode: TaxMode,
  options: { containers?: number; irn?: boolean; billNo?: string } = {},
): TaxInvoice {
  const inputs = [
    { description: "20' IMPORT DESTUFF - survey", quantity: 3, ratePaise: 75050 },
    { description: "40' IMPORT DESTUFF - survey", quantity: 2, ratePaise: 120000 },
    { description: 'Travelling', quantity: 1, ratePaise: 33333 },
  ];
  const totals = billTotals(inputs, mode, true);
  const recipient = recipients[mode];
  const billNo = options.billNo ?? 'SB/26-27/00017';
  return {
    title: mode === 'none' ? 'BILL OF SUPPLY' : 'TAX INVOICE',
    billNo,
    billDate: '2026-11-23',
    supplier: SUPPLIER,
    recipient,
    accountName: 'Maersk Line India',
    placeOfSupply: recipient.stateCode ?? '',
    placeOfSupplyName: recipient.stateName ?? '',
    mode,
    references: [
      { label: 'Customer ref', value: 'PO-4471' },
      { label: 'Reports', value: 'SR/26-27/00101, SR/26-27/00102' },
    ],
    lines: totals.lines.map((line, i) => ({
      description: inputs[i]?.description ?? '',
      sac: SURVEY_SAC,
      unit: 'Cntr',
      ...lineAmounts(line),
    })),
    ...invoiceAmounts(totals),
    amountInWords: rupeesInWords(totals.payablePaise),
    containers: Array.from({ length: options.containers ?? 0 }, (_, i) => containerOf(i + 1)),
    irn: options.irn ? 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229' : null,
    ackNo: options.irn ? '112010036563310' : null,
    ackDate: options.irn ? '2026-11-24' : null,
    printedAt: new Date('2026-11-23T10:30:00Z'),
  };
}
