import {
  formatDate,
  formatRupees,
  PORT_TIME_ZONE,
  roundOffLine,
  roundOffStated,
} from '@quaybook/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { InvoiceParty } from '../../features/billing/invoiceParties';
import type { DocumentWriter } from './documentWriter';
import { pdfmakeWithFonts } from './listPdf';
import type { TaxInvoice, TaxInvoiceLine } from './taxInvoice';

const RULE = '#555555';
const SHADE = '#eeeeee';
const MARGIN = 24;

/** A tax column of the lines table: its heading and the line's amount of that tax. */
interface TaxColumn {
  heading: string;
  /** How the totals block names it. */
  total: string;
  amount: (line: TaxInvoiceLine) => number;
  totalPaise: (invoice: TaxInvoice) => number;
}

const CGST: TaxColumn = {
  heading: 'CGST 9%',
  total: 'CGST @ 9%',
  amount: (line) => line.cgstPaise,
  totalPaise: (invoice) => invoice.cgstPaise,
};
const SGST: TaxColumn = {
  heading: 'SGST 9%',
  total: 'SGST @ 9%',
  amount: (line) => line.sgstPaise,
  totalPaise: (invoice) => invoice.sgstPaise,
};
const igst = (rate: string): TaxColumn => ({
  heading: `IGST ${rate}`,
  total: `IGST @ ${rate}`,
  amount: (line) => line.igstPaise,
  totalPaise: (invoice) => invoice.igstPaise,
});

/** The taxes a mode charges: both halves within the state, IGST across, IGST 0% on export. */
const taxColumnsOf = (invoice: TaxInvoice): TaxColumn[] => {
  switch (invoice.mode) {
    case 'intra':
      return [CGST, SGST];
    case 'inter':
      return [igst('18%')];
    case 'export':
      return [igst('0%')];
    case 'none':
      return [];
  }
};

const EXPORT_NOTE = 'Supply meant for export under LUT without payment of IGST';

const money = (paise: number) => ({ text: formatRupees(paise), alignment: 'right' as const });
const head = (text: string, alignment: 'left' | 'right' | 'center' = 'left'): TableCell => ({
  text,
  style: 'head',
  alignment,
});
const labelled = (label: string, value: string): Content => ({
  text: [{ text: `${label}: `, style: 'label' }, value],
});

const stateOf = (party: InvoiceParty) =>
  party.stateName || party.stateCode
    ? `${party.stateName ?? ''}${party.stateCode ? ` (Code ${party.stateCode})` : ''}`.trim()
    : '';

/** The lines of a party block as rule 46 asks: name, address, GSTIN, state with its code. */
function partyBlock(caption: string, party: InvoiceParty, withPan: boolean): Content[] {
  return [
    { text: caption, style: 'caption' },
    { text: party.name, bold: true, fontSize: 10 },
    ...party.address.map((line) => ({ text: line })),
    labelled('GSTIN', party.gstin ?? 'Unregistered'),
    ...(withPan && party.pan ? [labelled('PAN', party.pan)] : []),
    labelled('State', stateOf(party)),
  ];
}

const boxed = { hLineColor: () => RULE, vLineColor: () => RULE, hLineWidth: () => 0.6 };
const cellPadding = { paddingLeft: () => 4, paddingRight: () => 4 };

function partiesSection(invoice: TaxInvoice): Content {
  const placeOfSupply = `${invoice.placeOfSupplyName} (Code ${invoice.placeOfSupply})`;
  const details: Content[] = [
    labelled('Invoice No.', invoice.billNo),
    labelled('Invoice Date', formatDate(invoice.billDate)),
    labelled('Place of supply', placeOfSupply),
    labelled('Reverse charge', 'No'),
  ];
  const billedFor: Content[] = [
    ...(invoice.accountName ? [labelled('Billed for (account)', invoice.accountName)] : []),
    ...invoice.references.map((reference) => labelled(reference.label, reference.value)),
  ];
  return {
    table: {
      widths: ['58%', '42%'],
      body: [
        [{ stack: partyBlock('Supplier', invoice.supplier, true) }, { stack: details }],
        [
          { stack: partyBlock('Bill to (recipient)', invoice.recipient, false) },
          { stack: billedFor.length ? billedFor : [{ text: '' }] },
        ],
      ],
    },
    layout: { ...boxed, ...cellPadding, paddingTop: () => 4, paddingBottom: () => 4 },
  };
}

function linesSection(invoice: TaxInvoice, taxes: TaxColumn[]): Content {
  const header = [
    head('Sl', 'right'),
    head('Description'),
    head('SAC'),
    head('Qty', 'right'),
    head('Unit'),
    head('Rate', 'right'),
    head('Taxable value', 'right'),
    ...taxes.map((tax) => head(tax.heading, 'right')),
  ];
  const rows = invoice.lines.map((line, i): TableCell[] => [
    { text: String(i + 1), alignment: 'right' },
    { text: line.description },
    { text: line.sac },
    { text: String(line.quantity), alignment: 'right' },
    { text: line.unit },
    money(line.ratePaise),
    money(line.amountPaise),
    ...taxes.map((tax) => money(tax.amount(line))),
  ]);
  const total: TableCell[] = [
    { text: 'Total', bold: true, colSpan: 6 },
    {},
    {},
    {},
    {},
    {},
    { ...money(invoice.taxablePaise), bold: true },
    ...taxes.map((tax) => ({ ...money(tax.totalPaise(invoice)), bold: true })),
  ];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [14, '*', 34, 24, 24, 52, 62, ...taxes.map(() => 54)],
      body: [header, ...rows, total],
    },
    layout: {
      ...boxed,
      ...cellPadding,
      fillColor: (row: number) => (row === 0 ? SHADE : null),
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 6, 0, 0],
  };
}

function totalsSection(invoice: TaxInvoice, taxes: TaxColumn[]): Content {
  // Its sign in words, so no reader takes a round-off off the total that was added to it.
  const roundOff = roundOffLine(roundOffStated(invoice.roundOffPaise));
  const rows: TableCell[][] = [
    [{ text: 'Taxable value' }, money(invoice.taxablePaise)],
    ...taxes.map((tax): TableCell[] => [{ text: tax.total }, money(tax.totalPaise(invoice))]),
    [{ text: 'Total' }, money(invoice.totalPaise)],
    [{ text: roundOff.label }, money(roundOff.paise)],
    [
      { text: 'Amount payable (₹)', bold: true, fontSize: 10 },
      { ...money(invoice.payablePaise), bold: true, fontSize: 10 },
    ],
  ];
  const left: Content[] = [
    { text: 'Amount in words', style: 'caption' },
    { text: invoice.amountInWords, bold: true },
    ...(invoice.mode === 'export' ? [{ text: EXPORT_NOTE, margin: [0, 6, 0, 0] } as Content] : []),
    ...(invoice.mode === 'none'
      ? [{ text: 'No GST is charged on this supply.', margin: [0, 6, 0, 0] } as Content]
      : []),
  ];
  return {
    table: {
      widths: ['*', 110, 80],
      body: [
        [{ stack: left, rowSpan: rows.length }, ...(rows[0] as [TableCell, TableCell])],
        ...rows.slice(1).map((row) => [{}, ...row]),
      ],
    },
    layout: {
      ...boxed,
      ...cellPadding,
      fillColor: (row: number, _node: unknown, column: number) =>
        row === rows.length - 1 && column > 0 ? SHADE : null,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 6, 0, 0],
    unbreakable: true,
  };
}

/**
 * A repair bill's lines for the owner (O) or a third party (T), per estimate: stated so the
 * recipient sees what was repaired beside its own lines, and not in any total.
 */
function notChargedSection(invoice: TaxInvoice): Content[] {
  const apart = (invoice.notCharged ?? []).filter(
    (estimate) => estimate.ownerPaise > 0 || estimate.thirdPartyPaise > 0,
  );
  if (apart.length === 0) return [];
  return [
    {
      table: {
        widths: ['*', 110, 110],
        body: [
          [
            {
              text: 'Not charged to the line: owner’s and third party’s repairs, stated apart (before tax)',
              style: 'caption',
              colSpan: 3,
            },
            {},
            {},
          ],
          ...apart.map((estimate): TableCell[] => [
            { text: estimate.reference },
            { text: `Owner ₹${formatRupees(estimate.ownerPaise)}`, alignment: 'right' },
            {
              text: `Third party ₹${formatRupees(estimate.thirdPartyPaise)}`,
              alignment: 'right',
            },
          ]),
        ],
      },
      layout: { ...boxed, ...cellPadding, paddingTop: () => 3, paddingBottom: () => 3 },
      margin: [0, 6, 0, 0],
    },
  ];
}

function registrationSection(invoice: TaxInvoice): Content[] {
  if (!invoice.irn) return [];
  return [
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                { text: 'E-invoice registration', style: 'caption' },
                labelled('IRN', invoice.irn),
                {
                  columns: [
                    labelled('Ack No', invoice.ackNo ?? ''),
                    labelled('Ack Date', formatDate(invoice.ackDate, { timeZone: PORT_TIME_ZONE })),
                  ],
                },
              ],
            },
          ],
        ],
      },
      layout: { ...boxed, ...cellPadding, paddingTop: () => 4, paddingBottom: () => 4 },
      margin: [0, 6, 0, 0],
    },
  ];
}

function signatureSection(invoice: TaxInvoice): Content {
  return {
    table: {
      widths: ['*', 200],
      body: [
        [
          {
            stack: [
              { text: 'Declaration', style: 'caption' },
              {
                text:
                  'We declare that this invoice shows the actual price of the services described ' +
                  'and that all particulars are true and correct.',
              },
              {
                text: `Printed ${formatDate(invoice.printedAt, { time: true, timeZone: PORT_TIME_ZONE })}`,
                style: 'label',
                margin: [0, 8, 0, 0],
              },
            ],
          },
          {
            stack: [
              { text: `For ${invoice.supplier.name}`, bold: true, alignment: 'right' },
              { text: 'Authorised Signatory', alignment: 'right', margin: [0, 34, 0, 0] },
            ],
          },
        ],
      ],
    },
    layout: { ...boxed, ...cellPadding, paddingTop: () => 4, paddingBottom: () => 4 },
    margin: [0, 6, 0, 0],
    unbreakable: true,
  };
}

/** The containers the bill charged, on pages of their own, headed again on every page. */
function annexure(invoice: TaxInvoice): Content[] {
  if (invoice.containers.length === 0) return [];
  const body: TableCell[][] = [
    [
      head('Sl', 'right'),
      head('Container'),
      head('Size', 'right'),
      head('Movement'),
      head('Date'),
      head('Report No'),
      head('Rate', 'right'),
    ],
    ...invoice.containers.map((container, i): TableCell[] => [
      { text: String(i + 1), alignment: 'right' },
      { text: container.containerNumber },
      { text: `${container.size}'`, alignment: 'right' },
      { text: container.movement },
      { text: formatDate(container.inspectionDate) },
      { text: container.reportNo },
      money(container.ratePaise),
    ]),
    [
      { text: `${invoice.containers.length} containers`, bold: true, colSpan: 6 },
      {},
      {},
      {},
      {},
      {},
      {
        ...money(invoice.containers.reduce((sum, container) => sum + container.ratePaise, 0)),
        bold: true,
      },
    ],
  ];
  return [
    {
      text: `Annexure: Containers billed on ${invoice.billNo} dated ${formatDate(invoice.billDate)}`,
      style: 'annexure',
      pageBreak: 'before',
    },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [28, 90, 30, '*', 56, 90, 64],
        body,
      },
      layout: {
        ...boxed,
        ...cellPadding,
        hLineWidth: () => 0.4,
        fillColor: (row: number) => (row === 0 ? SHADE : null),
        paddingTop: () => 2,
        paddingBottom: () => 2,
      },
      margin: [0, 6, 0, 0],
    },
  ];
}

/** The pdfmake document of a tax invoice (rule 46), then the annexure of its containers. */
function taxInvoiceDefinition(invoice: TaxInvoice): TDocumentDefinitions {
  const taxes = taxColumnsOf(invoice);
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [MARGIN, MARGIN, MARGIN, 34],
    info: { title: `${invoice.title} ${invoice.billNo}`, creator: 'Quaybook' },
    footer: (current, count) => ({
      columns: [
        { text: `${invoice.title} ${invoice.billNo}`, style: 'label' },
        { text: `Page ${current} of ${count}`, alignment: 'right', style: 'label' },
      ],
      margin: [MARGIN, 12, MARGIN, 0],
    }),
    content: [
      {
        columns: [
          { width: 120, text: '' },
          { width: '*', text: invoice.title, style: 'title' },
          { width: 120, text: 'Original for Recipient', alignment: 'right', style: 'label' },
        ],
        margin: [0, 0, 0, 6],
      },
      partiesSection(invoice),
      linesSection(invoice, taxes),
      totalsSection(invoice, taxes),
      ...notChargedSection(invoice),
      ...registrationSection(invoice),
      signatureSection(invoice),
      ...annexure(invoice),
    ],
    defaultStyle: { fontSize: 8.5, lineHeight: 1.1 },
    styles: {
      title: { fontSize: 14, bold: true, alignment: 'center', characterSpacing: 1 },
      caption: { fontSize: 7.5, bold: true, color: '#444444', margin: [0, 0, 0, 2] },
      label: { fontSize: 7.5, color: '#444444' },
      head: { bold: true },
      annexure: { fontSize: 11, bold: true },
    },
  };
}

/** A GST tax invoice (or bill of supply) as the recipient receives it, A4 portrait. */
export const taxInvoicePdf: DocumentWriter<TaxInvoice> = {
  extension: 'pdf',
  contentType: 'application/pdf',
  write: async (invoice) =>
    (await pdfmakeWithFonts()).createPdf(taxInvoiceDefinition(invoice)).getBuffer(),
};
