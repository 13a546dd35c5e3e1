import { formatDate } from '../dates';
import {
  type ContainerRecords,
  type LoadedContainer,
  type SbReference,
  sameSb,
} from './customsRecords';
import { SB_MATCH_DAYS } from './recordMatching';

/**
 * How far a declared weight may be from the weight it is checked against: 5 % of the weight
 * the survey recorded (the load inspection's cargo weight, the container list's tare). Scales
 * and declarations round; more than that is a wrong declaration the line must correct.
 */
export const WEIGHT_TOLERANCE = 0.05;

/** Each way a loaded container's records can disagree; a report picks the kinds it lists. */
export type MismatchKind =
  | 'noShippingBill'
  | 'egmSbDiffers'
  | 'notOnEgm'
  | 'packagesDiffer'
  | 'cargoWeightDiffers'
  | 'tareWeightDiffers'
  | 'odexVesselVoyage'
  | 'noOdex'
  | 'odexSbNotOnRecord'
  | 'odexSbDiffers';

export interface Mismatch {
  kind: MismatchKind;
  /** The sentence a clerk reads, with the figures compared. */
  reason: string;
}

const sbText = (sb: SbReference) => `${sb.sbNo} of ${formatDate(sb.sbDate)}`;
const kg = (weight: number) => `${weight.toLocaleString('en-IN')} kg`;

/** Letters and digits only, upper-cased: 'MSC Anna / 447-E' and 'MSC ANNA 447E' are the same. */
export const vesselVoyageKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Whether a declared weight is further from the recorded one than WEIGHT_TOLERANCE allows. */
export function outsideTolerance(declared: number, recorded: number): boolean {
  return Math.abs(declared - recorded) > recorded * WEIGHT_TOLERANCE;
}

function shippingBillMismatches(load: LoadedContainer, records: ContainerRecords): Mismatch[] {
  const { shippingBill, egm } = records;
  const found: Mismatch[] = [];
  if (!shippingBill)
    found.push({
      kind: 'noShippingBill',
      reason: `No shipping bill dated within ${SB_MATCH_DAYS} days of the load on ${formatDate(load.loadDate)}`,
    });
  if (!egm) found.push({ kind: 'notOnEgm', reason: 'Not on the terminal EGM' });
  else if (shippingBill && !sameSb(shippingBill, egm))
    found.push({
      kind: 'egmSbDiffers',
      reason: `Terminal EGM has SB ${sbText(egm)}, shipping bill ${sbText(shippingBill)}`,
    });
  return found;
}

function packageMismatch(records: ContainerRecords): Mismatch[] {
  const counts = [
    ['SB', records.shippingBill?.packageCount],
    ['ODeX', records.odex?.packageCount],
    ['BL', records.bl?.packageCount],
  ].filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  if (new Set(counts.map(([, count]) => count)).size <= 1) return [];
  return [
    {
      kind: 'packagesDiffer',
      reason: `Packages differ: ${counts.map(([source, count]) => `${source} ${count}`).join(', ')}`,
    },
  ];
}

function weightMismatches(load: LoadedContainer, records: ContainerRecords): Mismatch[] {
  const { bl } = records;
  const found: Mismatch[] = [];
  const percent = `${WEIGHT_TOLERANCE * 100} %`;
  if (bl?.cargoWeight != null && load.cargoWeight != null)
    if (outsideTolerance(bl.cargoWeight, load.cargoWeight))
      found.push({
        kind: 'cargoWeightDiffers',
        reason: `BL cargo weight ${kg(bl.cargoWeight)} differs from ${kg(load.cargoWeight)} at the load inspection by more than ${percent}`,
      });
  if (bl?.tareWeight != null && load.tareWeight != null)
    if (outsideTolerance(bl.tareWeight, load.tareWeight))
      found.push({
        kind: 'tareWeightDiffers',
        reason: `BL tare ${kg(bl.tareWeight)} differs from ${kg(load.tareWeight)} on the container list by more than ${percent}`,
      });
  return found;
}

function odexMismatches(load: LoadedContainer, records: ContainerRecords): Mismatch[] {
  const { odex, shippingBill } = records;
  if (!odex) return [{ kind: 'noOdex', reason: 'No ODeX EGM line' }];
  const found: Mismatch[] = [];
  const actual = `${load.vessel} ${load.voyage}`;
  if (vesselVoyageKey(odex.vesselVoyage) !== vesselVoyageKey(actual))
    found.push({
      kind: 'odexVesselVoyage',
      reason: `ODeX vessel voyage '${odex.vesselVoyage}', loaded on '${actual}'`,
    });
  if (!records.billsOnRecord.some((bill) => sameSb(bill, odex)))
    found.push({
      kind: 'odexSbNotOnRecord',
      reason: `ODeX SB ${sbText(odex)} is not a shipping bill on record`,
    });
  if (shippingBill && !sameSb(shippingBill, odex))
    found.push({
      kind: 'odexSbDiffers',
      reason: `ODeX has SB ${sbText(odex)}, shipping bill ${sbText(shippingBill)}`,
    });
  return found;
}

/** Every way the records of one loaded container disagree, in the order a clerk checks them. */
export function mismatchesOf(load: LoadedContainer, records: ContainerRecords): Mismatch[] {
  return [
    ...shippingBillMismatches(load, records),
    ...packageMismatch(records),
    ...weightMismatches(load, records),
    ...odexMismatches(load, records),
  ];
}
