import { formatDate, PORT_TIME_ZONE } from '@quaybook/domain';
import type { Content, ContentStack, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentWriter } from './documentWriter';
import { grid, INK, letterhead, MUTED } from './letterhead';
import { pdfmakeWithFonts } from './listPdf';

/** One damage line as the report prints it: names, not codes' ids. */
export interface SurveyDamage {
  /** EXT or INT. */
  side: string;
  position: string;
  /** Section and part, '3 Top'; empty when not given. */
  from: string;
  to: string;
  component: string;
  damage: string;
  repair: string;
  /** Centimetres, as recorded (text, so 12.50 prints as entered). */
  length: string | null;
  breadth: string | null;
  area: string | null;
  quantity: number;
}

/** One container of the report: its inspection, and its damages and photos when damaged. */
export interface SurveyContainer {
  number: string;
  size: number;
  isoCode: string | null;
  /** The type's code: GP, HC, RF… */
  typeCode: string | null;
  movement: string;
  /** yyyy-mm-dd. */
  date: string;
  /** HHMM. */
  time: string | null;
  location: string;
  seal: string | null;
  condition: 'Sound' | 'Damage';
  damages: SurveyDamage[];
  /** JPEG thumbnails of the inspection's photos. */
  photos: Buffer[];
}

/** What a survey report prints: everything already looked up and named. */
export interface SurveyReport {
  /** 'SURVEY REPORT', 'COMPARATOR REPORT', 'NON-EOR REPORT', 'ON-BOARD SURVEY REPORT'. */
  title: string;
  company: { name: string; address: string[]; gstin: string | null };
  /** None for an on-board survey report of one container. */
  reportNo: string | null;
  /** yyyy-mm-dd. */
  reportDate: string;
  /** Survey, Comparator or Non-Eor; none for an on-board survey report. */
  reportType: string | null;
  applicant: string;
  account: string;
  vessel: string;
  voyage: string;
  vcn: string | null;
  containers: SurveyContainer[];
  printedAt: Date;
}

const DAMAGE = '#9b1c1c';
const MARGIN = 32;
/** Five thumbnails across the damage panel of a portrait A4 page. */
const PHOTOS_PER_ROW = 5;
const PHOTO_WIDTH = 96;

const CONTAINER_HEADER = [
  '#',
  'Container No',
  'Size / Type (ISO)',
  'Movement',
  'Date',
  'Time',
  'Location',
  'Seal',
  'Condition',
];
const DAMAGE_HEADER = [
  'Side',
  'Position',
  'From',
  'To',
  'Component',
  'Damage',
  'Repair',
  'L × B (cm)',
  'Area (cm²)',
  'Qty',
];

const head = (text: string): TableCell => ({ text, style: 'head' });

function particulars(report: SurveyReport): Content {
  const label = (text: string): TableCell => ({ text, style: 'label' });
  const value = (text: string | null): TableCell => ({ text: text || '—', bold: true });
  return {
    table: {
      widths: [62, '*', 52, '*'],
      body: [
        [
          label('Report No'),
          value(report.reportNo),
          label('Report Date'),
          value(formatDate(report.reportDate)),
        ],
        [label('Report Type'), value(report.reportType), label('VCN'), value(report.vcn)],
        [label('Applicant'), value(report.applicant), label('Account'), value(report.account)],
        [label('Vessel'), value(report.vessel), label('Voyage'), value(report.voyage)],
      ],
    },
    layout: grid,
  };
}

function summary(report: SurveyReport): Content {
  const boxes = report.containers;
  const twenty = boxes.filter((box) => box.size === 20).length;
  const damaged = boxes.filter((box) => box.condition === 'Damage').length;
  return {
    text: [
      { text: 'Containers: ', style: 'label' },
      { text: `${boxes.length}`, bold: true },
      { text: `   20': ${twenty}   40'/45': ${boxes.length - twenty}`, style: 'label' },
      { text: `   Sound: ${boxes.length - damaged}   Damage: ${damaged}`, style: 'label' },
    ],
    margin: [0, 8, 0, 4],
  };
}

const sizeType = (box: SurveyContainer) =>
  [`${box.size}'`, box.typeCode, box.isoCode ? `(${box.isoCode})` : ''].filter(Boolean).join(' ');

const measure = (line: SurveyDamage) =>
  line.length && line.breadth ? `${line.length} × ${line.breadth}` : (line.length ?? '');

/** The damage lines and photos of a damaged container, under its row. */
function damagePanel(box: SurveyContainer): ContentStack {
  const lines: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [22, 52, 34, 34, '*', '*', '*', 50, 40, 20],
      body: [
        DAMAGE_HEADER.map((text) => ({ text, style: 'subhead' })),
        ...box.damages.map((line) => [
          line.side,
          line.position,
          line.from,
          line.to,
          line.component,
          line.damage,
          line.repair,
          measure(line),
          { text: line.area ?? '', alignment: 'right' as const },
          { text: String(line.quantity), alignment: 'right' as const },
        ]),
      ],
    },
    layout: grid,
    fontSize: 7.5,
  };
  const rows: Content[] = [];
  for (let start = 0; start < box.photos.length; start += PHOTOS_PER_ROW) {
    const row = box.photos.slice(start, start + PHOTOS_PER_ROW);
    rows.push({
      columns: row.map((photo) => ({
        image: `data:image/jpeg;base64,${photo.toString('base64')}`,
        fit: [PHOTO_WIDTH, PHOTO_WIDTH * 0.75],
        width: PHOTO_WIDTH,
      })),
      columnGap: 6,
      margin: [0, 4, 0, 0],
    });
  }
  return {
    stack: [
      { text: `Damages of ${box.number}`, style: 'panelTitle' },
      box.damages.length ? lines : { text: 'No damage lines recorded.', style: 'label' },
      ...rows,
    ],
    margin: [14, 2, 0, 4],
  };
}

function containerTable(report: SurveyReport): Content {
  const body: TableCell[][] = [CONTAINER_HEADER.map(head)];
  report.containers.forEach((box, index) => {
    const damaged = box.condition === 'Damage';
    body.push([
      { text: String(index + 1), alignment: 'right' },
      { text: box.number, bold: true },
      sizeType(box),
      box.movement,
      formatDate(box.date),
      box.time ?? '',
      box.location,
      box.seal ?? '',
      damaged ? { text: 'Damage', bold: true, color: DAMAGE } : 'Sound',
    ]);
    if (damaged && (box.damages.length > 0 || box.photos.length > 0))
      body.push([
        { ...damagePanel(box), colSpan: CONTAINER_HEADER.length },
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ]);
  });
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [14, 62, 64, '*', 44, 22, '*', 50, 38],
      body,
    },
    layout: {
      ...grid,
      fillColor: (rowIndex: number) => (rowIndex === 0 ? INK : null),
    },
  };
}

function signature(report: SurveyReport): Content {
  return {
    unbreakable: true,
    margin: [0, 24, 0, 0],
    columns: [
      {
        width: '*',
        text: 'This report is issued without prejudice, on the condition of the containers as seen at the time and place of survey.',
        style: 'label',
        margin: [0, 0, 40, 0],
      },
      {
        width: 180,
        stack: [
          { text: `For ${report.company.name}`, bold: true, alignment: 'center' },
          { text: ' ', margin: [0, 0, 0, 34] },
          {
            canvas: [{ type: 'line', x1: 10, y1: 0, x2: 170, y2: 0, lineWidth: 0.6 }],
          },
          { text: 'Surveyor', alignment: 'center', margin: [0, 3, 0, 0] },
        ],
      },
    ],
  };
}

/** The pdfmake document of a survey report. */
function surveyReportDefinition(report: SurveyReport): TDocumentDefinitions {
  const printed = formatDate(report.printedAt, { time: true, timeZone: PORT_TIME_ZONE });
  const name = [report.title, report.reportNo].filter(Boolean).join(' ');
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN, 36, MARGIN, 40],
    info: { title: name, creator: 'Quaybook' },
    header: (current) =>
      current > 1
        ? {
            text: `${name} · ${report.company.name}`,
            style: 'meta',
            alignment: 'right',
            margin: [MARGIN, 16, MARGIN, 0],
          }
        : '',
    footer: (current, count) => ({
      columns: [
        { text: `Printed ${printed}`, style: 'meta' },
        { text: `Page ${current} of ${count}`, style: 'meta', alignment: 'right' },
      ],
      margin: [MARGIN, 14, MARGIN, 0],
    }),
    content: [
      letterhead(report.company, report.title, report.reportNo),
      particulars(report),
      summary(report),
      containerTable(report),
      signature(report),
    ],
    defaultStyle: { fontSize: 8, color: '#1f2933' },
    styles: {
      label: { color: MUTED },
      head: { bold: true, color: '#ffffff' },
      subhead: { bold: true, fillColor: '#e8edf3' },
      panelTitle: { bold: true, color: DAMAGE, margin: [0, 0, 0, 2] },
      meta: { fontSize: 7.5, color: MUTED },
    },
  };
}

/** A survey report as PDF: letterhead, particulars, containers with damages and photos, signature. */
export const surveyReportPdf: DocumentWriter<SurveyReport> = {
  extension: 'pdf',
  contentType: 'application/pdf',
  write: async (report) =>
    (await pdfmakeWithFonts()).createPdf(surveyReportDefinition(report)).getBuffer(),
};
