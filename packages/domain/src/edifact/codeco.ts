import { type Component, type Segment, segment, unoaText } from './syntax';

// CODECO D.95B as the SMDG user guide uses it (domain.md §2.4): a depot's report of containers
// through its gate, to the shipping line. One message per report; one container group per move.

/** BGM 1001 in SMDG D.95B practice: 34 gate-in report, 36 gate-out report. */
export const CODECO_DOCUMENT = { in: 34, out: 36 } as const;
export type GateDirection = keyof typeof CODECO_DOCUMENT;

/** BGM 1225: 9 original, 5 replacement (a corrected re-send), 1 cancellation. */
export const MESSAGE_FUNCTION = { original: 9, replace: 5, cancel: 1 } as const;

/** EQD 8249 equipment status. */
export const EQUIPMENT_STATUS = {
  continental: 1,
  export: 2,
  import: 3,
  remainOnBoard: 4,
  shifter: 5,
  transhipment: 6,
} as const;

/** SEL 9303: who put the seal on. */
export type SealIssuer = 'CA' | 'CU' | 'SH' | 'TO';

/** A vessel call's main carriage (TDT 20). */
export interface MainCarriage {
  voyage: string;
  /** The line's carrier code (code list 172, agency 20 BIC). */
  carrier: string;
  callSign?: string | null;
  vesselName?: string | null;
}

/** One container through the gate. */
export interface GateMove {
  container: string;
  isoCode: string;
  status: keyof typeof EQUIPMENT_STATUS;
  full: boolean;
  booking?: string | null;
  billOfLading?: string | null;
  /** When it passed the gate: CCYYMMDDHHMM. */
  at: string;
  /** Where: the port's UN/LOCODE and the depot's own code. */
  depot: { locode: string; code: string };
  portOfLoading?: string | null;
  portOfDischarge?: string | null;
  finalDestination?: string | null;
  tareKg?: number | null;
  grossKg?: number | null;
  verifiedGrossKg?: number | null;
  seal?: { number: string; issuer: SealIssuer } | null;
  /** Damage found at the gate: a remark, and the damage type and CEDEX location codes. */
  damages?: readonly { type: string; location: string; remark?: string | null }[];
  /** The truck or train it came or left by, and its plate or wagon number. */
  haulage?: { mode: 'road' | 'rail'; id?: string | null } | null;
}

export interface GateReport {
  direction: GateDirection;
  documentNo: string;
  function?: (typeof MESSAGE_FUNCTION)[keyof typeof MESSAGE_FUNCTION];
  vessel?: MainCarriage | null;
  /** NAD MS and MR: the depot's and the line's EDI codes. */
  sender: string;
  recipient: string;
  /** NAD CF: the container operator (the line) by its BIC carrier code. */
  containerOperator?: string | null;
  moves: readonly GateMove[];
}

const FULL_EMPTY = { empty: 4, full: 5 } as const;
const TRANSPORT_MODE = { rail: 2, road: 3 } as const;
const free = (value: string | null | undefined) => (value ? unoaText(value) : null);
const port = (qualifier: number, locode: string | null | undefined) =>
  locode ? [segment('LOC', qualifier, [locode, 139, 6])] : [];
const weight = (kind: 'T' | 'G' | 'VGM', kg: number | null | undefined) =>
  kg ? [segment('MEA', 'AAE', kind, ['KGM', kg])] : [];

/** The main carriage: TDT+20+voyage+1 (maritime)++carrier:172:20+++call sign:103::name. */
export function mainCarriage(vessel: MainCarriage): Segment {
  const transport: Component[] = vessel.callSign
    ? [vessel.callSign, 103, null, free(vessel.vesselName)]
    : [];
  return segment(
    'TDT',
    20,
    vessel.voyage,
    1,
    null,
    [vessel.carrier, 172, 20],
    null,
    null,
    transport,
  );
}

function containerGroup(move: GateMove): Segment[] {
  const status = EQUIPMENT_STATUS[move.status];
  const damages = move.damages ?? [];
  return [
    segment(
      'EQD',
      'CN',
      move.container,
      [move.isoCode, 102, 5],
      null,
      status,
      FULL_EMPTY[move.full ? 'full' : 'empty'],
    ),
    ...(move.booking ? [segment('RFF', ['BN', move.booking])] : []),
    ...(move.billOfLading ? [segment('RFF', ['BM', move.billOfLading])] : []),
    segment('DTM', [7, move.at, 203]),
    segment('LOC', 165, [move.depot.locode, 139, 6], [move.depot.code, 'TER', 'ZZZ']),
    ...port(9, move.portOfLoading),
    ...port(11, move.portOfDischarge),
    ...port(7, move.finalDestination),
    ...weight('T', move.tareKg),
    ...weight('G', move.grossKg),
    ...weight('VGM', move.verifiedGrossKg),
    ...(move.seal ? [segment('SEL', move.seal.number, move.seal.issuer)] : []),
    ...damages.flatMap((damage) =>
      damage.remark ? [segment('FTX', 'DAR', null, null, [free(damage.remark)])] : [],
    ),
    ...damages.map((damage) => segment('DAM', 1, damage.type, damage.location)),
    ...(move.haulage
      ? [
          segment(
            'TDT',
            1,
            null,
            TRANSPORT_MODE[move.haulage.mode],
            null,
            null,
            null,
            null,
            move.haulage.id ? [free(move.haulage.id), 146] : null,
          ),
        ]
      : []),
  ];
}

/** The segments of one CODECO between UNH and UNT, in the D.95B table's order. */
export function codecoSegments(report: GateReport): Segment[] {
  if (report.moves.length === 0) throw new Error('A gate report names at least one container.');
  return [
    segment('BGM', CODECO_DOCUMENT[report.direction], report.documentNo, report.function ?? 9),
    ...(report.vessel ? [mainCarriage(report.vessel)] : []),
    segment('NAD', 'MS', [report.sender, 160, 'ZZZ']),
    segment('NAD', 'MR', [report.recipient, 160, 'ZZZ']),
    ...(report.containerOperator
      ? [segment('NAD', 'CF', [report.containerOperator, 160, 20])]
      : []),
    ...report.moves.flatMap(containerGroup),
    // CNT 16: the number of containers in the message.
    segment('CNT', [16, report.moves.length]),
  ];
}

/** CODECO's message identifier under the SMDG 1.6 profile, for UNH. */
export const CODECO_IDENTIFIER = ['CODECO', 'D', '95B', 'UN', 'SMDG16'] as const;
