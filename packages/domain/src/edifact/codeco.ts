import {
  type ContainerFacts,
  containerCount,
  equipment,
  type MainCarriage,
  type MessageFunction,
  mainCarriage,
  party,
  ports,
  previousMessage,
  sealAndDamages,
  weightSegment,
} from './containerSegments';
import { type Segment, segment } from './syntax';

// CODECO D.95B as the SMDG user guide uses it (domain.md §2.4): a depot's report of containers
// through its gate, to the shipping line. One message per report; one container group per move.

/** BGM 1001 in SMDG D.95B practice: 34 gate-in report, 36 gate-out report. */
export const CODECO_DOCUMENT = { in: 34, out: 36 } as const;
export type GateDirection = keyof typeof CODECO_DOCUMENT;

/** One container through the gate. */
export interface GateMove extends ContainerFacts {
  /** When it passed the gate: CCYYMMDDHHMM. */
  at: string;
  /** Where: the port's UN/LOCODE and the depot's own code. */
  depot: { locode: string; code: string };
  tareKg?: number | null;
  /** The truck or train it came or left by, and its plate or wagon number. */
  haulage?: { mode: 'road' | 'rail'; id?: string | null } | null;
}

export interface GateReport {
  direction: GateDirection;
  documentNo: string;
  function?: MessageFunction;
  /** A replacement's (function 5) previous message: its BGM document number (RFF ACW). */
  replaces?: string | null;
  vessel?: MainCarriage | null;
  /** NAD MS and MR: the depot's and the line's EDI codes. */
  sender: string;
  recipient: string;
  /** NAD CF: the container operator (the line) by its BIC carrier code. */
  containerOperator?: string | null;
  moves: readonly GateMove[];
}

const TRANSPORT_MODE = { rail: 2, road: 3 } as const;

function containerGroup(move: GateMove): Segment[] {
  return [
    ...equipment(move),
    segment('DTM', [7, move.at, 203]),
    segment('LOC', 165, [move.depot.locode, 139, 6], [move.depot.code, 'TER', 'ZZZ']),
    ...ports(move),
    ...weightSegment('T', move.tareKg),
    ...weightSegment('G', move.grossKg),
    ...weightSegment('VGM', move.verifiedGrossKg),
    ...sealAndDamages(move),
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
            move.haulage.id ? [move.haulage.id, 146] : null,
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
    ...(report.replaces ? [previousMessage(report.replaces)] : []),
    ...(report.vessel ? [mainCarriage(report.vessel)] : []),
    party('MS', report.sender),
    party('MR', report.recipient),
    ...(report.containerOperator ? [party('CF', report.containerOperator)] : []),
    ...report.moves.flatMap(containerGroup),
    containerCount(report.moves.length),
  ];
}

/** CODECO's message identifier under the SMDG 1.6 profile, for UNH. */
export const CODECO_IDENTIFIER = ['CODECO', 'D', '95B', 'UN', 'SMDG16'] as const;
