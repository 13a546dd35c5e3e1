import {
  type ContainerFacts,
  containerCount,
  equipment,
  type MainCarriage,
  type MessageFunction,
  mainCarriage,
  party,
  portSegment,
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
  /**
   * Where a transhipped container goes from its port of discharge (LOC 11, the transhipment
   * port): the port the on-carrying vessel delivers it to (LOC 83, place of delivery by
   * on-carriage), the port of discharge its loading list gave.
   */
  onCarriageTo?: string | null;
  /** When its verified gross mass was obtained (SOLAS): CCYYMMDDHHMM, or CCYYMMDD (no time). */
  verifiedAt?: string | null;
  /** The party responsible for the verified gross mass, by name (NAD SPC). */
  verifiedBy?: string | null;
  /** Its planned cell on board, ISO bay-row-tier (BBBRRTT). */
  stowage?: string | null;
  /** What it holds, as the goods description (FTX AAA). */
  goods?: string | null;
  /**
   * How it goes on after discharge (SG4, the group's only TDT in D.95B): TDT 30 on-carriage with
   * its mode, 2 rail or 3 road.
   */
  onCarriage?: 'rail' | 'road' | null;
  /** NAD CF: the container operator by its BIC carrier code, when no NAD SPC takes its place. */
  containerOperator?: string | null;
}

export interface ContainerOrder {
  kind: OrderKind;
  documentNo: string;
  function?: MessageFunction;
  /** The order's own reference (RFF, mandatory in COPRAR). */
  reference: { qualifier: string; value: string };
  vessel: MainCarriage;
  /** The call's port and terminal, and the vessel's estimated arrival (discharge) or departure (load). */
  port: string;
  terminal?: string | null;
  expectedAt?: string | null;
  /** NAD MS and MR: the line (or its agent) ordering, and the terminal ordered, by EDI code. */
  sender: string;
  recipient: string;
  /** NAD CA: the carrier by its BIC code. */
  carrier: string;
  containers: readonly OrderedContainer[];
}

/** TDT 8067 transport mode of an on-carriage. */
const ON_CARRIAGE_MODE = { rail: 2, road: 3 } as const;

/** DTM 2379 of a moment: 203 CCYYMMDDHHMM, 102 CCYYMMDD. */
const dateFormat = (moment: string) => (moment.length === 8 ? 102 : 203);

/** C080 party name: components of at most 35 characters. */
const nameComponents = (name: string) => name.match(/[\s\S]{1,35}/g) ?? [];

/**
 * The group's one NAD (D.95B allows one): the party responsible for the VGM (SMDG 1.6, SPC) when
 * there is one, else the container operator (CF), whom NAD CA already names for the message.
 */
function containerParty(ordered: OrderedContainer): Segment[] {
  if (ordered.verifiedBy)
    return [segment('NAD', 'SPC', null, null, nameComponents(ordered.verifiedBy))];
  return ordered.containerOperator ? [party('CF', ordered.containerOperator)] : [];
}

function containerGroup(ordered: OrderedContainer): Segment[] {
  const verifiedAt = ordered.verifiedAt;
  return [
    ...equipment(ordered),
    ...(verifiedAt ? [segment('DTM', [798, verifiedAt, dateFormat(verifiedAt)])] : []),
    ...portSegment(11, ordered.portOfDischarge),
    ...portSegment(83, ordered.onCarriageTo),
    ...portSegment(7, ordered.finalDestination),
    ...(ordered.stowage ? [segment('LOC', 147, [ordered.stowage, null, 5])] : []),
    ...weightSegment('VGM', ordered.verifiedGrossKg),
    ...weightSegment('G', ordered.grossKg),
    ...(ordered.seal ? [segment('SEL', ordered.seal.number, ordered.seal.issuer)] : []),
    ...(ordered.goods ? [segment('FTX', 'AAA', null, null, [ordered.goods])] : []),
    ...(ordered.onCarriage ? [segment('TDT', 30, null, ON_CARRIAGE_MODE[ordered.onCarriage])] : []),
    ...containerParty(ordered),
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
    ...(order.port
      ? [
          segment(
            'LOC',
            loading ? 9 : 11,
            [order.port, 139, 6],
            order.terminal ? [order.terminal, 'TER', 'ZZZ'] : null,
          ),
        ]
      : []),
    // 133 estimated departure for a loading order, 132 estimated arrival for a discharge order.
    ...(order.expectedAt ? [segment('DTM', [loading ? 133 : 132, order.expectedAt, 203])] : []),
    party('MS', order.sender),
    party('MR', order.recipient),
    party('CA', order.carrier),
    ...order.containers.flatMap(containerGroup),
    containerCount(order.containers.length),
  ];
}

/** COPRAR's message identifier under the SMDG 1.6 profile, for UNH. */
export const COPRAR_IDENTIFIER = ['COPRAR', 'D', '95B', 'UN', 'SMDG16'] as const;
