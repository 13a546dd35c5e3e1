import type { EdiEvent } from '@quaybook/domain';

// The movements a new company starts with. The flags reproduce the spec's id lists (001 §5,
// 002 §9); where the documents disagree, 17 is taken over 177 (177 appears once, beside 17 in
// every other list) and 25 over 5 for CFS (25 is in two lists, 5 in one).

type Flag =
  | 'needsDateTime'
  | 'needsGrossWeight'
  | 'needsPorts'
  | 'needsCfs'
  | 'needsListCfs'
  | 'needsTransporter'
  | 'needsBookingNo'
  | 'needsTransportMode'
  | 'needsCondition'
  | 'needsVesselVoyage'
  | 'roadOnly';

const LISTS: Record<Flag, readonly number[]> = {
  needsDateTime: [3, 23, 24, 25, 42, 43, 30, 31, 34, 36, 40, 41, 7, 17],
  needsGrossWeight: [30, 31, 34, 36, 40, 41, 7, 17],
  needsPorts: [30, 31, 34, 36, 40, 41, 7, 17],
  needsCfs: [23, 24, 25, 42, 43, 79, 48, 49, 44, 45],
  // 001 §5: the Advanced Container List asks for a CFS on its own, shorter list.
  needsListCfs: [23, 24, 25, 42, 43],
  needsTransporter: [21, 35, 38, 39, 42, 43, 44],
  needsBookingNo: [16, 21, 29, 35, 38, 39, 42, 43, 44],
  needsTransportMode: [22, 25, 30, 31],
  needsCondition: [3, 23, 24, 25, 42, 43, 30, 31, 34, 36, 40, 41, 7, 17],
  needsVesselVoyage: [3, 7, 17, 19],
  // 001 §5: movement 25 sets tranmode R and cfs 0.
  roadOnly: [25],
};

const NAMED: readonly (readonly [id: number, name: string, moveFor: string, iboxCode: string])[] = [
  [3, 'Import Discharge', 'I', 'DS'],
  [7, 'Export Load', 'E', 'LD'],
  [16, 'Empty Pick-up for Stuffing', 'E', 'EP'],
  [17, 'Transhipment Load', 'T', 'TL'],
  [19, 'Transhipment Discharge', 'T', 'TD'],
  [21, 'Empty Release to Exporter', 'E', 'ER'],
  [22, 'Rail Arrival', 'I', 'RA'],
  [23, 'Import Delivery to CFS', 'I', 'DC'],
  [24, 'Empty Return from CFS', 'I', 'EC'],
  [25, 'Road Out to CFS', 'I', 'RC'],
  [29, 'Booking Confirmation', 'E', 'BC'],
  [30, 'Export Gate-in by Road', 'E', 'GR'],
  [31, 'Export Gate-in by Rail', 'E', 'GT'],
  [34, 'Export Stuffed Arrival', 'E', 'SA'],
  [35, 'Empty Dispatch to Shipper', 'E', 'ES'],
  [36, 'Factory Stuffed Arrival', 'E', 'FA'],
  [38, 'Empty Dispatch to Factory', 'E', 'EF'],
  [39, 'Empty Dispatch to ICD', 'E', 'EI'],
  [40, 'Export Shut-out Return', 'E', 'SR'],
  [41, 'Export Re-handling', 'E', 'RH'],
  [42, 'Empty In from CFS', 'R', 'IC'],
  [43, 'Empty Out to CFS', 'R', 'OC'],
  [44, 'Empty Repositioning to CFS', 'R', 'RP'],
  [45, 'CFS Stuffing', 'E', 'CS'],
  [48, 'CFS Destuffing', 'I', 'CD'],
  [49, 'CFS Empty Return', 'R', 'CE'],
  [79, 'Direct Port Delivery to CFS', 'I', 'DP'],
];

/** The EDI message each seeded movement is reported in (migration 0008 sets the same). */
const EDI: Record<EdiEvent, readonly number[]> = {
  'gate-in': [22, 24, 30, 31, 34, 36, 40, 42, 49],
  'gate-out': [16, 21, 23, 25, 35, 38, 39, 43, 44, 79],
  discharge: [3, 19],
  load: [7, 17],
};
const EMPTY_MOVES: readonly number[] = [16, 21, 24, 35, 38, 39, 42, 43, 44, 49];

const ediEventOf = (id: number) =>
  (Object.keys(EDI) as EdiEvent[]).find((event) => EDI[event].includes(id)) ?? null;

export const DEFAULT_MOVEMENTS = NAMED.map(([id, name, moveFor, iboxCode]) => ({
  id,
  name,
  moveFor,
  iboxCode,
  ediEvent: ediEventOf(id),
  ediFull: !EMPTY_MOVES.includes(id),
  ...(Object.fromEntries(
    (Object.keys(LISTS) as Flag[]).map((flag) => [flag, LISTS[flag].includes(id)]),
  ) as Record<Flag, boolean>),
}));
