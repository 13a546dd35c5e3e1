import { paiseToRupees } from '../money';
import {
  MESSAGE_FUNCTION,
  type MessageFunction,
  party,
  previousMessage,
} from './containerSegments';
import type { InterchangeReferences } from './references';
import { type Interchange, type Segment, segment } from './syntax';

// DESTIM, the UN equipment damage and repair estimate: a depot's priced damage lines of one
// container, sent to the line for approval. The UN directories first define DESTIM in D.96B
// (D.95B has no such message), so the message is written to the D.96B segment table:
//   UNH BGM DTM CUX RFF | SG1 EQD | SG2 NAD+MOA | UNS | SG7 LIN DIM QTY
//     (SG8 DAM COD) (SG9 RTE QTY) (SG10 NAD (SG11 MOA)) | CNT UNT
// IICL's WESTIM carries the same facts in its own DAM/WOR/COS/CTO/TMA segments; those are not
// UN segments, so each WESTIM field (domain.md §3.2) goes where the D.96B table puts it, and
// every CEDEX code (ISO 9897) is marked as a code of an ISO list (agency 5).

/** One damage line, priced. */
export interface EstimateMessageLine {
  /** LIN 1082. */
  lineNo: number;
  /** DAM C822 damage area: the CEDEX location (RB5N). */
  locationCode: string;
  /** COD C823 type of component: the CEDEX component (PAA). */
  componentCode: string;
  /** DAM C821 type of damage: the CEDEX damage (DT); none leaves it empty. */
  damageCode: string | null;
  /** DAM C826 action: the CEDEX repair (IT). */
  repairCode: string;
  /** DIM 1 (the repair's size) in CMT: length and width; none writes no DIM. */
  lengthCm: number | null;
  breadthCm: number | null;
  /** QTY 1, discrete quantity. */
  quantity: number;
  /** QTY 207 labour hours of the line, in hundredths (150 = 1.50). */
  hoursHundredths: number;
  /** MOA 185 labour cost of the line. */
  labourPaise: number;
  /** MOA 186 material cost of the line. */
  materialPaise: number;
  /** NAD PR: who pays the line, by its CEDEX responsibility code. */
  responsibility: 'O' | 'U' | 'T';
}

export interface EstimateMessage {
  /** BGM document number. */
  estimateNo: string;
  /** DTM 137, yyyy-mm-dd. */
  estimateDate: string;
  /** BGM 1225: 9 original (default), 5 replacement, 1 cancellation. */
  function?: MessageFunction;
  /** A replacement's previous message: its BGM document number (RFF ACW). */
  replaces?: string | null;
  /** NAD MS: our EDI id at the line. */
  sender: string;
  /** NAD MR: the line's EDI id. */
  recipient: string;
  /** NAD CF: the line's BIC carrier code. */
  containerOperator?: string | null;
  container: { number: string; isoCode: string | null };
  /** RTE 2 on each line: the labour charge per hour. */
  labourRatePaise: number;
  /** CUX. */
  currency: 'INR';
  lines: readonly EstimateMessageLine[];
  /** MOA 185, 186, 124 and 128 under NAD MR: the estimate's totals, to the line it is sent to. */
  totals: { labourPaise: number; materialPaise: number; taxPaise: number; totalPaise: number };
}

/** UNH S009: no user group publishes a DESTIM profile for container lines, so none is named. */
export const DESTIM_IDENTIFIER = ['DESTIM', 'D', '96B', 'UN'] as const;

/**
 * BGM 1001: UNCL 1001 of D.96B has no code for a repair estimate; 310 offer/quotation is the
 * nearest, since the depot quotes the repair for the line to approve.
 */
export const DESTIM_DOCUMENT = 310;

/** MOA 5025 amount types. */
const AMOUNT = { labour: 185, material: 186, tax: 124, total: 128 } as const;
/** Code lists of ISO (3055 = 5): ISO 9897 (CEDEX) for locations, components, damages, repairs. */
const ISO = 5;

/** Rupees, or hours, with two decimals and `.` as UNA announces it. */
const twoDecimals = paiseToRupees;

const dateOf = (isoDay: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay))
    throw new Error(`An estimate date is yyyy-mm-dd, not '${isoDay}'.`);
  return isoDay.replaceAll('-', '');
};

const amount = (type: keyof typeof AMOUNT, paise: number) =>
  segment('MOA', [AMOUNT[type], twoDecimals(paise)]);

function lineGroup(line: EstimateMessageLine, ratePaise: number): Segment[] {
  const sized = line.lengthCm !== null || line.breadthCm !== null;
  return [
    segment('LIN', line.lineNo),
    ...(sized ? [segment('DIM', 1, ['CMT', line.lengthCm, line.breadthCm])] : []),
    segment('QTY', [1, line.quantity]),
    // DAM 7493 1, equipment damage: type, area, no severity, the repair as the action.
    segment(
      'DAM',
      1,
      line.damageCode ? [line.damageCode, null, ISO] : null,
      [line.locationCode, null, ISO],
      null,
      [line.repairCode, null, ISO],
    ),
    segment('COD', [line.componentCode, null, ISO]),
    // RTE 5419 2, charge rate: the labour rate per hour, then the line's hours at it.
    segment('RTE', [2, twoDecimals(ratePaise), 1, 'HUR']),
    segment('QTY', [207, twoDecimals(line.hoursHundredths), 'HUR']),
    // NAD PR, payer, identified by the CEDEX responsibility code (ISO 9897), with its costs.
    segment('NAD', 'PR', [line.responsibility, null, ISO]),
    amount('labour', line.labourPaise),
    amount('material', line.materialPaise),
  ];
}

/** The segments of one DESTIM between UNH and UNT, in the D.96B table's order. */
export function destimSegments(message: EstimateMessage): Segment[] {
  if (message.lines.length === 0) throw new Error('An estimate names at least one damage line.');
  const { container, totals } = message;
  return [
    segment(
      'BGM',
      DESTIM_DOCUMENT,
      message.estimateNo,
      message.function ?? MESSAGE_FUNCTION.original,
    ),
    segment('DTM', [137, dateOf(message.estimateDate), 102]),
    // CUX 6347 1: the currency the charges are paid in; every MOA and RTE is in it.
    segment('CUX', [1, message.currency]),
    ...(message.replaces ? [previousMessage(message.replaces)] : []),
    segment('EQD', 'CN', container.number, container.isoCode ? [container.isoCode, 102, 5] : null),
    party('MS', message.sender),
    party('MR', message.recipient),
    amount('labour', totals.labourPaise),
    amount('material', totals.materialPaise),
    amount('tax', totals.taxPaise),
    amount('total', totals.totalPaise),
    ...(message.containerOperator ? [party('CF', message.containerOperator)] : []),
    // UNS D: the header ends, the damage lines follow.
    segment('UNS', 'D'),
    ...message.lines.flatMap((line) => lineGroup(line, message.labourRatePaise)),
    // CNT 2: the number of line items.
    segment('CNT', [2, message.lines.length]),
  ];
}

/** The estimate as an interchange of one message, under references taken for one message. */
export function estimateInterchange(
  message: EstimateMessage,
  references: InterchangeReferences,
  prepared: Interchange['prepared'],
): Interchange {
  const [reference] = references.messageReferences;
  if (references.messageReferences.length !== 1 || !reference)
    throw new Error('An estimate interchange takes exactly one message reference.');
  return {
    syntax: ['UNOA', 2],
    sender: message.sender,
    recipient: message.recipient,
    prepared,
    controlReference: references.controlReference,
    messages: [{ reference, identifier: DESTIM_IDENTIFIER, segments: destimSegments(message) }],
  };
}
