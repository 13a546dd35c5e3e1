import {
  type ContainerFacts,
  containerCount,
  equipment,
  type MainCarriage,
  type MessageFunction,
  mainCarriage,
  party,
  portSegment,
  ports,
  previousMessage,
  sealAndDamages,
  weightSegment,
} from './containerSegments';
import { type Segment, segment } from './syntax';

// COARRI D.95B as the SMDG user guide uses it (domain.md §2.5): a terminal's report of the
// containers discharged from or loaded on a vessel, to the line or its agent.

/** BGM 1001 in SMDG D.95B practice: 44 discharge report, 46 loading report. */
export const COARRI_DOCUMENT = { discharge: 44, load: 46 } as const;
export type VesselOperation = keyof typeof COARRI_DOCUMENT;

/** One container discharged or loaded. */
export interface VesselMove extends ContainerFacts {
  /** When it was discharged or loaded: CCYYMMDDHHMM. */
  at: string;
  /** Its cell on board, ISO bay-row-tier (BBBRRTT). */
  stowage?: string | null;
  /** NAD CF: the container operator by its BIC carrier code. */
  containerOperator?: string | null;
}

export interface VesselOperationReport {
  operation: VesselOperation;
  documentNo: string;
  function?: MessageFunction;
  /** A replacement's (function 5) previous message: its BGM document number (RFF ACW). */
  replaces?: string | null;
  vessel: MainCarriage;
  /** The port of the call, by its UN/LOCODE. */
  port: string;
  /** NAD MS and MR: the sender's and the recipient's EDI codes; NAD CA: the carrier's BIC code. */
  sender: string;
  recipient: string;
  carrier: string;
  moves: readonly VesselMove[];
}

function containerGroup(move: VesselMove): Segment[] {
  return [
    ...equipment(move),
    segment('DTM', [203, move.at, 203]),
    ...ports(move),
    ...(move.stowage ? [segment('LOC', 147, [move.stowage, null, 5])] : []),
    ...weightSegment('G', move.grossKg),
    ...weightSegment('VGM', move.verifiedGrossKg),
    ...sealAndDamages(move),
    ...(move.containerOperator ? [party('CF', move.containerOperator)] : []),
  ];
}

/** The segments of one COARRI between UNH and UNT, in the D.95B table's order. */
export function coarriSegments(report: VesselOperationReport): Segment[] {
  if (report.moves.length === 0)
    throw new Error('A discharge or loading report names at least one container.');
  return [
    segment('BGM', COARRI_DOCUMENT[report.operation], report.documentNo, report.function ?? 9),
    ...(report.replaces ? [previousMessage(report.replaces)] : []),
    mainCarriage(report.vessel),
    // The call's port: where the containers were discharged, or loaded.
    ...portSegment(report.operation === 'discharge' ? 11 : 9, report.port),
    party('MS', report.sender),
    party('MR', report.recipient),
    party('CA', report.carrier),
    ...report.moves.flatMap(containerGroup),
    containerCount(report.moves.length),
  ];
}

/** COARRI's message identifier under the SMDG 1.6 profile, for UNH. */
export const COARRI_IDENTIFIER = ['COARRI', 'D', '95B', 'UN', 'SMDG16'] as const;
