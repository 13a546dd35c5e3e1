import { z } from 'zod';
import { digitsOrNumber, optionalId, optionalIsoDate, optionalText } from './fields';

/** An id of the filter, as a number or the digit text a select gives; 0 or blank for none. */
const filterId = (label: string) =>
  z.preprocess((value) => (value === '' ? null : digitsOrNumber(value)), optionalId(label));

/** Texts every customs screen shares (002 §4, §5, §8). */
export const CUSTOMS_MESSAGES = {
  /** A list asked for without a party's call, containers or (Shipping Bills) a date range. */
  fillRequired: 'Please fill all required fields',
  uploadFailed: 'An error occurred during upload.',
  saveFailed: 'An error occurred during save.',
  noData: 'No data available',
  fetched: 'Data fetched successfully',
} as const;

/**
 * The filter JSON of Shipping Bills and EGM Uploaded List (002 §7 POST /sb_uploadedlist and
 * /egm_uploadedlist), sent in the form field `transaction`. The names (partyName, vesselname,
 * consign, voyage) only describe the ids beside them; the server reads the ids.
 */
export const customsListFilter = z.object({
  partyName: optionalText('Party', 200),
  applicantID: filterId('Applicant'),
  accountID: filterId('Account'),
  vcnID: filterId('VCN'),
  vesselID: filterId('Vessel'),
  vesselname: optionalText('Vessel name', 200),
  consign: optionalText('Call sign', 50),
  VoyId: filterId('Voyage'),
  voyage: optionalText('Voyage name', 200),
  locID: filterId('Location'),
  /** One or more container numbers, separated by commas, spaces or new lines. */
  contnumber: optionalText('Container numbers', 20_000),
  fromdate: optionalIsoDate('From date'),
  todate: optionalIsoDate('To date'),
});
export type CustomsListFilter = z.output<typeof customsListFilter>;

/**
 * Whether a list's filter asks for enough (002 §5): a party's call (party, vessel and voyage), or
 * container numbers, or — where the list allows it — both dates. Anything less would read a
 * company's whole history.
 */
export function customsFilterIsEnough(
  filter: CustomsListFilter,
  { byDates }: { byDates: boolean },
): boolean {
  const call = Boolean(filter.applicantID && filter.accountID && filter.vesselID && filter.VoyId);
  const containers = Boolean(filter.contnumber?.trim());
  const dates = byDates && Boolean(filter.fromdate && filter.todate);
  return call || containers || dates;
}
