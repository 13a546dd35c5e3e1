// Until the estimate's own writers are merged (the DESTIM in `@quaybook/domain`'s
// edifact/destim.ts and the sheet in documents/writers/estimatePdf.ts), this module stands in
// for them with their declared shapes: a plain DESTIM and a table PDF. Sending imports only
// from here, so the writers replace it by changing those two imports and removing this file.
import {
  type Interchange,
  type InterchangeReferences,
  type MessageFunction,
  paiseToRupees,
  segment,
} from '@quaybook/domain';
import type { DocumentWriter } from '../../documents/writers/documentWriter';
import { listPdf } from '../../documents/writers/listPdf';

export interface EstimateMessageLine {
  lineNo: number;
  locationCode: string;
  componentCode: string;
  damageCode: string | null;
  repairCode: string;
  lengthCm: number | null;
  breadthCm: number | null;
  quantity: number;
  hoursHundredths: number;
  labourPaise: number;
  materialPaise: number;
  responsibility: 'O' | 'U' | 'T';
}

export interface EstimateMessage {
  estimateNo: string;
  estimateDate: string;
  function?: MessageFunction;
  sender: string;
  recipient: string;
  containerOperator?: string | null;
  container: { number: string; isoCode: string | null };
  labourRatePaise: number;
  currency: 'INR';
  lines: readonly EstimateMessageLine[];
  totals: { labourPaise: number; materialPaise: number; taxPaise: number; totalPaise: number };
}

const amount = (paise: number) => paiseToRupees(paise);

/** The estimate as one DESTIM message in an interchange of its own. */
export function estimateInterchange(
  message: EstimateMessage,
  references: InterchangeReferences,
  prepared: Interchange['prepared'],
): Interchange {
  const [reference] = references.messageReferences;
  if (!reference) throw new Error('A DESTIM interchange takes one message reference.');
  return {
    syntax: ['UNOA', 2],
    sender: message.sender,
    recipient: message.recipient,
    prepared,
    controlReference: references.controlReference,
    messages: [
      {
        reference,
        identifier: ['DESTIM', 'D', '95B', 'UN', 'ITG14'],
        segments: [
          segment('BGM', null, message.estimateNo, message.function ?? 9),
          segment('DTM', [137, message.estimateDate.replaceAll('-', ''), 102]),
          segment('NAD', 'MS', message.sender),
          segment('NAD', 'MR', message.recipient),
          segment('EQD', 'CN', message.container.number, message.container.isoCode),
          segment('CUX', [2, message.currency]),
          segment('MOA', [244, amount(message.labourRatePaise)]),
          ...message.lines.flatMap((line) => [
            segment(
              'DAM',
              String(line.lineNo),
              line.locationCode,
              line.componentCode,
              line.damageCode,
            ),
            segment('WOR', line.repairCode),
            segment('ECI', line.responsibility),
            segment('QTY', [1, line.quantity]),
            segment('QTY', [2, (line.hoursHundredths / 100).toFixed(2)]),
            segment('MOA', [1, amount(line.labourPaise)]),
            segment('MOA', [2, amount(line.materialPaise)]),
          ]),
          segment('MOA', [176, amount(message.totals.taxPaise)]),
          segment('MOA', [128, amount(message.totals.totalPaise)]),
          segment('CNT', [16, message.lines.length]),
        ],
      },
    ],
  };
}

export interface EstimateSheetLine {
  lineNo: number;
  location: string;
  component: string;
  damage: string;
  repair: string;
  size: string;
  quantity: number;
  hours: string;
  labourPaise: number;
  materialPaise: number;
  amountPaise: number;
  responsibility: 'O' | 'U' | 'T';
  photo: Buffer | null;
}

export interface EstimateSheet {
  company: { name: string; address: string[]; gstin: string | null };
  estimateNo: string;
  estimateDate: string;
  party: { name: string; address: string[]; gstin: string | null };
  container: { number: string; isoCode: string | null; size: number | null };
  vessel: string | null;
  voyage: string | null;
  inspectionDate: string;
  labourRatePaise: number;
  sac: string;
  gstRate: number;
  lines: EstimateSheetLine[];
  totals: {
    labourPaise: number;
    materialPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
    ownerPaise: number;
    userPaise: number;
    thirdPartyPaise: number;
  };
  note: string | null;
}

/** The estimate as a table: a line a row, then the totals. */
export const estimatePdf: DocumentWriter<EstimateSheet> = {
  extension: 'pdf',
  contentType: 'application/pdf',
  write: (sheet) =>
    listPdf.write({
      title: `Estimate of repair ${sheet.estimateNo} ${sheet.container.number} ${sheet.party.name}`,
      header: ['Line', 'Location', 'Component', 'Damage', 'Repair', 'Hours', 'Amount', 'Resp'],
      rows: [
        ...sheet.lines.map((line) => [
          String(line.lineNo),
          line.location,
          line.component,
          line.damage,
          line.repair,
          line.hours,
          amount(line.amountPaise),
          line.responsibility,
        ]),
        ['', '', '', '', '', 'Total', amount(sheet.totals.totalPaise), ''],
      ],
    }),
};
