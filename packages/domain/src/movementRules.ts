// Which inspection fields a movement asks for. The flags are stored on each movement (and edited
// on the Movement screen); this is the one place that turns them into fields.

export interface MovementRules {
  needsDateTime: boolean;
  needsGrossWeight: boolean;
  needsPorts: boolean;
  needsCfs: boolean;
  /** The Advanced Container List asks for a CFS (001 §5 keeps its own list: 23, 24, 25, 42, 43). */
  needsListCfs: boolean;
  needsTransporter: boolean;
  needsBookingNo: boolean;
  needsTransportMode: boolean;
  needsCondition: boolean;
  needsVesselVoyage: boolean;
  /** Always by road with no CFS (movement 25): transport mode R is set and CFS left empty. */
  roadOnly: boolean;
}

export type InspectionField =
  | 'dateTime'
  | 'grossWeight'
  | 'pol'
  | 'pod'
  | 'fpd'
  | 'cfs'
  | 'transporter'
  | 'bookingNo'
  | 'transportMode'
  | 'condition';

/** The movement-dependent inspection fields a movement shows and requires. */
export function inspectionFields(rules: MovementRules): ReadonlySet<InspectionField> {
  const fields = new Set<InspectionField>();
  if (rules.needsDateTime) fields.add('dateTime');
  if (rules.needsGrossWeight) fields.add('grossWeight');
  if (rules.needsPorts) for (const port of ['pol', 'pod', 'fpd'] as const) fields.add(port);
  if (rules.needsCfs) fields.add('cfs');
  if (rules.needsTransporter) fields.add('transporter');
  if (rules.needsBookingNo) fields.add('bookingNo');
  if (rules.needsTransportMode) fields.add('transportMode');
  if (rules.needsCondition) fields.add('condition');
  // A road-only movement fixes both, so neither is asked.
  if (rules.roadOnly) {
    fields.delete('cfs');
    fields.delete('transportMode');
  }
  return fields;
}

/** Values a movement fixes whatever is typed: a road-only movement goes by road, with no CFS. */
export function fixedInspectionValues(
  rules: Pick<MovementRules, 'roadOnly'>,
): { transportMode: 'R'; cfs: null } | undefined {
  return rules.roadOnly ? { transportMode: 'R', cfs: null } : undefined;
}

/** Reports without a from date need vessel and voyage for these movements (General Excel). */
export function needsVesselAndVoyage(
  rules: MovementRules,
  fromDate: string | null | undefined,
): boolean {
  return rules.needsVesselVoyage && !fromDate;
}

export const MOVEMENT_FLAG_LABELS: Record<keyof MovementRules, string> = {
  needsDateTime: 'Date & time',
  needsGrossWeight: 'Gross weight',
  needsPorts: 'POL / POD / FPD',
  needsCfs: 'CFS',
  needsListCfs: 'CFS on the advanced list',
  needsTransporter: 'Transporter',
  needsBookingNo: 'Booking no',
  needsTransportMode: 'Transport mode',
  needsCondition: 'Sound / Damage',
  needsVesselVoyage: 'Vessel & voyage',
  roadOnly: 'Road only (mode R, no CFS)',
};

/** The rule flags in the order screens show them. */
export const MOVEMENT_FLAGS = Object.keys(MOVEMENT_FLAG_LABELS) as (keyof MovementRules)[];

/** What a movement is for, as `movefor` codes it: the trade it belongs to. */
export const MOVE_FOR_LABELS = {
  I: 'Import',
  E: 'Export',
  T: 'Transhipment',
  R: 'Repositioning',
} as const;
export type MoveFor = keyof typeof MOVE_FOR_LABELS;
