import {
  type EstimateTotals,
  formatDate,
  formatRupees,
  RESPONSIBILITY_NAMES,
} from '@quaybook/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentWriter } from './documentWriter';
import { grid, INK, type LetterheadCompany, letterhead, MUTED } from './letterhead';
import { pdfmakeWithFonts } from './listPdf';

/** One damage line as the estimate prints it: codes with their names, amounts in paise. */
export interface EstimateSheetLine {
  lineNo: number;
  /** CEDEX location, RB5N. */
  location: string;
  /** 'PAA Panel assembly'. */
  component: string;
  /** 'DT Dent', or '' when none. */
  damage: string;
  /** 'IT Insert'. */
  repair: string;
  /** '30 × 20 cm', or ''. */
  size: string;
  quantity: number;
  /** '1.50', or '' while unpriced. */
  hours: string;
  labourPaise: number;
  materialPaise: number;
  amountPaise: number;
  responsibility: keyof typeof RESPONSIBILITY_NAMES;
  /** A JPEG thumbnail of the line's first photo. */
  photo: Buffer | null;
}

/** What an estimate of repair prints: everything already looked up, named and totalled. */
export interface EstimateSheet {
  company: LetterheadCompany;
  estimateNo: string;
  /** yyyy-mm-dd. */
  estimateDate: string;
  party: { name: string; address: string[]; gstin: string | null };
  container: { number: string; isoCode: string | null; size: number | null };
  vessel: string | null;
  voyage: string | null;
  /** yyyy-mm-dd. */
  inspectionDate: string;
  labourRatePaise: number;
  sac: string;
  /** Percent, 18. */
  gstRate: number;
  lines: EstimateSheetLine[];
  /** The estimate's totals as `estimateTotals` works them out, and its subtotals by who pays. */
  totals: Pick<
    EstimateTotals,
    | 'labourPaise'
    | 'materialPaise'
    | 'taxablePaise'
    | 'cgstPaise'
    | 'sgstPaise'
    | 'igstPaise'
    | 'totalPaise'
  > & { ownerPaise: number; userPaise: number; thirdPartyPaise: number };
  note: string | null;
}

const TITLE = 'ESTIMATE OF REPAIR';
const MARGIN = 28;
/** Four captioned photos across a portrait A4 page. */
const PHOTOS_PER_ROW = 4;
const PHOTO_WIDTH = 124;

const money = (paise: number) => ({ text: formatRupees(paise), alignment: 'right' as const });
const right = (text: string): TableCell => ({ text, alignment: 'right' });
const label = (text: string): TableCell => ({ text, color: MUTED });

function particulars(sheet: EstimateSheet): Content {
  const { container, party } = sheet;
  const sizeType = [container.size ? `${container.size}'` : '', container.isoCode ?? '']
    .filter(Boolean)
    .join(' ');
  const value = (text: string | null): TableCell => ({ text: text || '—', bold: true });
  return {
    table: {
      widths: ['46%', 62, '*'],
      body: [
        [
          {
            rowSpan: 5,
            stack: [
              { text: 'To', color: MUTED },
              { text: party.name, bold: true, fontSize: 9.5 },
              ...party.address.map((line) => ({ text: line })),
              party.gstin ? { text: `GSTIN: ${party.gstin}`, bold: true } : '',
            ],
          },
          label('Estimate Date'),
          value(formatDate(sheet.estimateDate)),
        ],
        ['', label('Container'), value(container.number)],
        ['', label('Size / ISO'), value(sizeType)],
        [
          '',
          label('Vessel / Voyage'),
          value([sheet.vessel, sheet.voyage].filter(Boolean).join(' / ')),
        ],
        ['', label('Inspected'), value(formatDate(sheet.inspectionDate))],
      ],
    },
    layout: grid,
  };
}

const LINE_HEADER = [
  'No',
  'Location',
  'Component',
  'Damage',
  'Repair',
  'Size',
  'Qty',
  'Hours',
  'Labour',
  'Material',
  'Amount',
  'Resp.',
];
/** The columns whose values are numbers, aligned right under a right-aligned heading. */
const NUMERIC = new Set(['No', 'Qty', 'Hours', 'Labour', 'Material', 'Amount']);

function linesTable(sheet: EstimateSheet): Content {
  const { totals } = sheet;
  const body: TableCell[][] = [
    LINE_HEADER.map((text) => ({
      text,
      bold: true,
      color: '#ffffff',
      alignment: NUMERIC.has(text) ? 'right' : 'left',
    })),
    ...sheet.lines.map((line): TableCell[] => [
      right(String(line.lineNo)),
      { text: line.location, bold: true },
      line.component,
      line.damage,
      line.repair,
      line.size,
      right(String(line.quantity)),
      right(line.hours),
      money(line.labourPaise),
      money(line.materialPaise),
      { ...money(line.amountPaise), bold: true },
      { text: line.responsibility, alignment: 'center' },
    ]),
    [
      { text: `${sheet.lines.length} lines`, bold: true, colSpan: 8 },
      // The cells the first one spans.
      ...Array.from({ length: 7 }, () => ''),
      { ...money(totals.labourPaise), bold: true },
      { ...money(totals.materialPaise), bold: true },
      { ...money(totals.taxablePaise), bold: true },
      '',
    ],
  ];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [12, 34, '*', 48, 56, 44, 14, 22, 44, 46, 48, 18],
      body,
    },
    layout: {
      ...grid,
      fillColor: (row: number) => (row === 0 ? INK : row === body.length - 1 ? '#e8edf3' : null),
    },
    fontSize: 7,
    margin: [0, 8, 0, 0],
  };
}

/** The tax lines: CGST and SGST at half the rate each within the state, IGST across. */
function taxRows(sheet: EstimateSheet): TableCell[][] {
  const { totals, gstRate, sac } = sheet;
  if (totals.igstPaise > 0) return [[`IGST @ ${gstRate}% (SAC ${sac})`, money(totals.igstPaise)]];
  return [
    [`CGST @ ${gstRate / 2}% (SAC ${sac})`, money(totals.cgstPaise)],
    [`SGST @ ${gstRate / 2}% (SAC ${sac})`, money(totals.sgstPaise)],
  ];
}

function totalsBlock(sheet: EstimateSheet): Content {
  const { totals } = sheet;
  const payers: [keyof typeof RESPONSIBILITY_NAMES, number][] = [
    ['O', totals.ownerPaise],
    ['U', totals.userPaise],
    ['T', totals.thirdPartyPaise],
  ];
  const left: Content[] = [
    {
      table: {
        widths: ['*', 70],
        body: [
          [{ text: 'Who pays (before tax)', bold: true, colSpan: 2 }, ''],
          ...payers.map(([code, paise]): TableCell[] => [
            `${code}  ${RESPONSIBILITY_NAMES[code]}`,
            money(paise),
          ]),
        ],
      },
      layout: grid,
    },
    {
      text: [
        { text: 'Labour rate: ', color: MUTED },
        { text: `₹ ${formatRupees(sheet.labourRatePaise)} per hour`, bold: true },
      ],
      margin: [0, 6, 0, 0],
    },
    ...(sheet.note
      ? [{ text: [{ text: 'Note: ', color: MUTED }, sheet.note], margin: [0, 4, 0, 0] } as Content]
      : []),
  ];
  const right: TableCell[][] = [
    ['Labour', money(totals.labourPaise)],
    ['Material', money(totals.materialPaise)],
    [
      { text: 'Taxable value', bold: true },
      { ...money(totals.taxablePaise), bold: true },
    ],
    ...taxRows(sheet),
    [
      { text: 'Grand total (₹)', bold: true, fontSize: 10 },
      { ...money(totals.totalPaise), bold: true, fontSize: 10 },
    ],
  ];
  return {
    columns: [
      { width: '*', stack: left },
      {
        width: 230,
        table: { widths: ['*', 80], body: right },
        layout: {
          ...grid,
          fillColor: (row: number) => (row === right.length - 1 ? '#e8edf3' : null),
        },
      },
    ],
    columnGap: 24,
    margin: [0, 8, 0, 0],
    unbreakable: true,
  };
}

/** The lines' photos, captioned with their line: larger than a row could hold them. */
function photos(sheet: EstimateSheet): Content[] {
  const shown = sheet.lines.filter((line) => line.photo);
  if (shown.length === 0) return [];
  const rows: Content[] = [];
  for (let start = 0; start < shown.length; start += PHOTOS_PER_ROW)
    rows.push({
      columns: shown.slice(start, start + PHOTOS_PER_ROW).map((line) => ({
        width: PHOTO_WIDTH,
        stack: [
          {
            image: `data:image/jpeg;base64,${line.photo?.toString('base64')}`,
            fit: [PHOTO_WIDTH, PHOTO_WIDTH * 0.75],
          },
          {
            text: [
              { text: `Line ${line.lineNo}  `, bold: true },
              [line.location, line.component.split(' ')[0], line.damage.split(' ')[0]]
                .filter(Boolean)
                .join(' '),
            ],
            fontSize: 7.5,
            margin: [0, 2, 0, 0],
          },
        ],
      })),
      columnGap: 8,
      margin: [0, 6, 0, 0],
      unbreakable: true,
    });
  return [{ text: 'Photographs', bold: true, color: INK, margin: [0, 12, 0, 0] }, ...rows];
}

/** The pdfmake document of an estimate of repair. */
function estimateDefinition(sheet: EstimateSheet): TDocumentDefinitions {
  const name = `${TITLE} ${sheet.estimateNo}`;
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN, 32, MARGIN, 36],
    info: { title: name, creator: 'Quaybook' },
    footer: (current, count) => ({
      columns: [
        { text: `${name} · ${sheet.container.number}`, fontSize: 7.5, color: MUTED },
        { text: `Page ${current} of ${count}`, fontSize: 7.5, color: MUTED, alignment: 'right' },
      ],
      margin: [MARGIN, 12, MARGIN, 0],
    }),
    content: [
      letterhead(sheet.company, TITLE, sheet.estimateNo),
      particulars(sheet),
      linesTable(sheet),
      {
        text: `Resp.: ${Object.entries(RESPONSIBILITY_NAMES)
          .map(([code, who]) => `${code} ${who}`)
          .join(' · ')}.  Amount is labour and material, before tax.`,
        fontSize: 7,
        color: MUTED,
        margin: [0, 2, 0, 0],
      },
      totalsBlock(sheet),
      ...photos(sheet),
    ],
    defaultStyle: { fontSize: 7.5, color: '#1f2933' },
  };
}

/** An estimate of repair as PDF: letterhead, the box, priced damage lines, totals and photos. */
export const estimatePdf: DocumentWriter<EstimateSheet> = {
  extension: 'pdf',
  contentType: 'application/pdf',
  write: async (sheet) =>
    (await pdfmakeWithFonts()).createPdf(estimateDefinition(sheet)).getBuffer(),
};
