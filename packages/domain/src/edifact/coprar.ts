import {
  type ContainerFacts,
  containerCount,
  equipment,
  freeText,
  type MainCarriage,
  type MessageFunction,
  mainCarriage,
  party,
  portSegment,
  ports,
  weightSegment,
} from './containerSegments';
import { type Segment, segment } from './syntax';

// COPRAR D.95B as the SMDG user guide uses it (domain.md §2.6): a line's order to a terminal to
// discharge or load a vessel's containers — the loading list a terminal sends, converted.

/** BGM 1001 in SMDG D.95B practice: 43 discharge order, 45 loading order. */
export const COPRAR_DOCUMENT = { discharge: 43, load: 45 } as const;
export type OrderKind = keyof typeof COPRAR_DOCUMENT;

/** One container to discharge or load. */
export interface OrderedContainer extends ContainerFacts {
  /** When its verified gross mass was obtained (SOLAS): CCYYMMDDHHMM. */
  verifiedAt?: string | null;
  /** Its planned cell on board, ISO bay-row-tier (BBBRRTT). */
  stowage?: string | null;
  /** What it holds, as the goods description (FTX AAA). */
  goods?: string | null;
  /**
   * How it goes on after discharge (SG4, the group's only TDT in D.95B): TDT 30 on-carriage with
   * its mode, 2 rail or 3 road.
   */
  onCarriage?: 'rail' | 'road' | null;
  /** NAD CF: the container operator by its BIC carrier code. */
  containerOperator?: string | null;
}

export interface ContainerOrder {
  kind: OrderKind;
  documentNo: string;
  function?: MessageFunction;
  /** The order's own reference (RFF, mandatory in COPRAR). */
  reference: { qualifier: string; value: string };
  vessel: MainCarriage;
  /** The call's port, and the vessel's estimated arrival (discharge) or departure (load). */
  port: string;
  expectedAt?: string | null;
  carrier: string;
  containers: readonly OrderedContainer[];
}

/** TDT 8067 transport mode of an on-carriage. */
const ON_CARRIAGE_MODE = { rail: 2, road: 3 } as const;

function containerGroup(ordered: OrderedContainer): Segment[] {
  return [
    ...equipment(ordered),
    ...(ordered.verifiedAt ? [segment('DTM', [798, ordered.verifiedAt, 203])] : []),
    ...ports({ ...ordered, portOfLoading: null }),
    ...(ordered.stowage ? [segment('LOC', 147, [ordered.stowage, null, 5])] : []),
    ...weightSegment('VGM', ordered.verifiedGrossKg),
    ...weightSegment('G', ordered.grossKg),
    ...(ordered.seal ? [segment('SEL', ordered.seal.number, ordered.seal.issuer)] : []),
    ...(ordered.goods ? [segment('FTX', 'AAA', null, null, [freeText(ordered.goods)])] : []),
    ...(ordered.onCarriage ? [segment('TDT', 30, null, ON_CARRIAGE_MODE[ordered.onCarriage])] : []),
    ...(ordered.containerOperator ? [party('CF', ordered.containerOperator)] : []),
  ];
}

/** The segments of one COPRAR between UNH and UNT, in the D.95B table's order. */
export function coprarSegments(order: ContainerOrder): Segment[] {
  if (order.containers.length === 0) throw new Error('An order names at least one container.');
  const loading = order.kind === 'load';
  return [
    segment('BGM', COPRAR_DOCUMENT[order.kind], order.documentNo, order.function ?? 9),
    segment('RFF', [order.reference.qualifier, order.reference.value]),
    mainCarriage(order.vessel),
    ...portSegment(loading ? 9 : 11, order.port),
    // 133 estimated departure for a loading order, 132 estimated arrival for a discharge order.
    ...(order.expectedAt ? [segment('DTM', [loading ? 133 : 132, order.expectedAt, 203])] : []),
    party('CA', order.carrier),
    ...order.containers.flatMap(containerGroup),
    containerCount(order.containers.length),
  ];
}

/** COPRAR's message identifier under the SMDG 1.6 profile, for UNH. */
export const COPRAR_IDENTIFIER = ['COPRAR', 'D', '95B', 'UN', 'SMDG16'] as const;
