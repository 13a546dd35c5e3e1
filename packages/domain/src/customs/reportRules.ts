import type { Mismatch, MismatchKind } from './mismatches';

/**
 * The mismatch reports (docs/customs-reports.md): the three SCMTR reports, and the ODeX report's
 * seven types. Each lists the loaded containers with a mismatch of its kinds.
 */
export type CustomsReportKind =
  | 'missingSb'
  | 'mismatchedSb'
  | 'mismatched'
  | 'odexPackages'
  | 'odexWeight'
  | 'odexMissingSb'
  | 'odexSbMismatch'
  | 'odexVesselVoyage'
  | 'vesselReport'
  | 'afterSailing';

const ALL: readonly MismatchKind[] = [
  'noShippingBill',
  'egmSbDiffers',
  'notOnEgm',
  'packagesDiffer',
  'cargoWeightDiffers',
  'tareWeightDiffers',
  'odexVesselVoyage',
  'noOdex',
  'odexSbNotOnRecord',
  'odexSbDiffers',
];

/** The mismatch kinds each report lists a container for. */
export const REPORT_MISMATCHES: Record<CustomsReportKind, readonly MismatchKind[]> = {
  missingSb: ['noShippingBill'],
  mismatchedSb: ['egmSbDiffers', 'notOnEgm'],
  mismatched: ALL,
  odexPackages: ['packagesDiffer'],
  odexWeight: ['cargoWeightDiffers', 'tareWeightDiffers'],
  odexMissingSb: ['noOdex', 'odexSbNotOnRecord'],
  odexSbMismatch: ['odexSbDiffers'],
  odexVesselVoyage: ['odexVesselVoyage'],
  vesselReport: ALL,
  afterSailing: ['noShippingBill', 'notOnEgm', 'egmSbDiffers'],
};

/** The Vessel Report lists every loaded container, the others only those with a mismatch. */
export const listsEveryContainer = (report: CustomsReportKind) => report === 'vesselReport';

/** The Status of a container with none of the report's mismatches. */
export const NO_MISMATCH_STATUS = 'OK';

/** The mismatches of a container a report names, and its Reason text ('' when none). */
export function reportedMismatches(report: CustomsReportKind, mismatches: readonly Mismatch[]) {
  const kinds = REPORT_MISMATCHES[report];
  const listed = mismatches.filter((mismatch) => kinds.includes(mismatch.kind));
  return { listed, reason: listed.map((mismatch) => mismatch.reason).join('; ') };
}
