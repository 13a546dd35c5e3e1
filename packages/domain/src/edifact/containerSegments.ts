import { type Component, type Segment, segment } from './syntax';

// The segments CODECO, COARRI and COPRAR share for a container and its call (domain.md §2.2):
// each written once, in the order the D.95B container groups list them.

/** EQD 8249 equipment status. */
export const EQUIPMENT_STATUS = {
  continental: 1,
  export: 2,
  import: 3,
  remainOnBoard: 4,
  shifter: 5,
  transhipment: 6,
} as const;

/** BGM 1225: 9 original, 5 replacement (a corrected re-send), 1 cancellation. */
export const MESSAGE_FUNCTION = { original: 9, replace: 5, cancel: 1 } as const;
export type MessageFunction = (typeof MESSAGE_FUNCTION)[keyof typeof MESSAGE_FUNCTION];

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

/** What every container message says of a container. */
export interface ContainerFacts {
  container: string;
  isoCode: string;
  status: keyof typeof EQUIPMENT_STATUS;
  full: boolean;
  booking?: string | null;
  billOfLading?: string | null;
  portOfLoading?: string | null;
  portOfDischarge?: string | null;
  finalDestination?: string | null;
  grossKg?: number | null;
  verifiedGrossKg?: number | null;
  seal?: { number: string; issuer: SealIssuer } | null;
  /** Damage found: a remark, and the damage type and CEDEX location codes. */
  damages?: readonly { type: string; location: string; remark?: string | null }[];
}

const FULL_EMPTY = { empty: 4, full: 5 } as const;

/** The main carriage: TDT+20+voyage+1 (maritime)++carrier:172:20+++call sign:103::name. */
export function mainCarriage(vessel: MainCarriage): Segment {
  const transport: Component[] = vessel.callSign
    ? [vessel.callSign, 103, null, vessel.vesselName]
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

/** A party by its code: NAD MS/MR (bilateral codes) or CA/CF (BIC carrier codes). */
export const party = (role: 'MS' | 'MR' | 'CA' | 'CF', code: string) =>
  segment('NAD', role, [code, 160, role === 'MS' || role === 'MR' ? 'ZZZ' : 20]);

/**
 * RFF ACW, reference number to previous message (UNCL 1153): the BGM document number of the
 * message a replacement (BGM 1225 = 5) replaces, so the line can match the two. The SMDG manuals
 * ask for this message-level RFF whenever the function is other than original.
 */
export const previousMessage = (documentNo: string) => segment('RFF', ['ACW', documentNo]);

/**
 * A place by its UN/LOCODE: 9 loading, 11 discharge, 7 final destination (place of delivery),
 * 83 place of delivery by on-carriage.
 */
export const portSegment = (qualifier: 7 | 9 | 11 | 83, locode: string | null | undefined) =>
  locode ? [segment('LOC', qualifier, [locode, 139, 6])] : [];

export const weightSegment = (kind: 'T' | 'G' | 'VGM', kg: number | null | undefined) =>
  kg ? [segment('MEA', 'AAE', kind, ['KGM', kg])] : [];

/** EQD and the container's references (RFF BN, BM). */
export function equipment(facts: ContainerFacts): Segment[] {
  return [
    segment(
      'EQD',
      'CN',
      facts.container,
      [facts.isoCode, 102, 5],
      null,
      EQUIPMENT_STATUS[facts.status],
      FULL_EMPTY[facts.full ? 'full' : 'empty'],
    ),
    ...(facts.booking ? [segment('RFF', ['BN', facts.booking])] : []),
    ...(facts.billOfLading ? [segment('RFF', ['BM', facts.billOfLading])] : []),
  ];
}

/** The container's ports: loading, discharge, final destination. */
export const ports = (facts: ContainerFacts): Segment[] => [
  ...portSegment(9, facts.portOfLoading),
  ...portSegment(11, facts.portOfDischarge),
  ...portSegment(7, facts.finalDestination),
];

/** SEL, then the damage remarks (FTX DAR) and the damage group (DAM). */
export function sealAndDamages(facts: ContainerFacts): Segment[] {
  const damages = facts.damages ?? [];
  return [
    ...(facts.seal ? [segment('SEL', facts.seal.number, facts.seal.issuer)] : []),
    ...damages.flatMap((damage) =>
      damage.remark ? [segment('FTX', 'DAR', null, null, [damage.remark])] : [],
    ),
    ...damages.map((damage) => segment('DAM', 1, damage.type, damage.location)),
  ];
}

/** CNT 16: the number of containers in the message. */
export const containerCount = (count: number) => segment('CNT', [16, count]);
