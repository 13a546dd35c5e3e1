import {
  dmyToIso,
  gstinMessage,
  gstinProblem,
  isContainerNumberFormat,
  isIsoDate,
  isPan,
  normalizeContainerNumber,
} from '@quaybook/domain';
import { sentDay } from './fields';

// The rules of a shipping bill line, field by field: the upload checks every line of a file with
// them, Update checks the edited cell with them, and the grid says a typo before sending it.

/** The columns of the spec's shipping bill row (002 §3), as Update's `prop` names them. */
export const SHIPPING_BILL_FIELDS = [
  'sbno',
  'sbdate',
  'contnumber',
  'iec',
  'gstn',
  'pcin',
  'type_of_package',
  'no_of_package',
] as const;
export type ShippingBillField = (typeof SHIPPING_BILL_FIELDS)[number];

export const SHIPPING_BILL_MESSAGES = {
  updated: 'Updated successfully',
  /** A container Update refuses, and the filter bar's word for one. */
  invalidContainer: 'Invalid Container Number',
  /** A saved line whose container is not 4 letters and 7 digits: shown red in Shipping Bills. */
  containerToCorrect: 'Container number to correct',
  containerMissing: 'Container number is missing.',
  sbNoMissing: 'SB No is missing.',
  sbNoFormat: 'SB No must be digits only, at most 20 (usually 7).',
  sbDateMissing: 'SB Date is missing.',
  sbDateFormat: 'SB Date is not a date (dd/mm/yyyy).',
  sbDateFuture: 'SB Date is in the future.',
  iecFormat: 'IEC must be 10 characters in PAN format, like AAAPL1234C.',
  pcinFormat: 'PCIN must be letters and digits only, at most 30.',
  packageTypeLength: 'Type Of Package must be at most 50 characters.',
  packageCountFormat: 'No Of Package must be a whole number, 0 or more.',
  repeatedInFile: 'The same SB No, SB Date and container are on an earlier line of the file.',
  onRecord: 'This SB No, SB Date and container are already on record.',
  duplicateLine: 'Another line already has this SB No, SB Date and container.',
  notFound: 'Shipping bill line not found.',
  nothingSaved: 'No line of the file could be saved',
  tooMany: (limit: number) =>
    `More than ${limit.toLocaleString('en-IN')} shipping bill lines match: narrow the filter.`,
} as const;

const M = SHIPPING_BILL_MESSAGES;

/** A field as typed, read to what is stored (null: left blank), or why it cannot be. */
export interface FieldReading {
  value: string | number | null;
  problem: string | null;
}

const fine = (value: string | number | null): FieldReading => ({ value, problem: null });
const refused = (value: string | number | null, problem: string): FieldReading => ({
  value,
  problem,
});

/**
 * Reads one field of a line as typed (a cell, or an edited grid cell): trimmed, ids upper-cased;
 * a date may be ISO or dd/mm/yyyy and may not be after `today` (ISO). A malformed container keeps
 * its upper-cased text as the value beside the problem, so an upload can still keep it.
 * @example readShippingBillField('sbdate', '05/11/2026', '2026-11-24') // { value: '2026-11-05', problem: null }
 */
export function readShippingBillField(
  field: ShippingBillField,
  typed: unknown,
  today: string,
): FieldReading {
  const text = typed === null || typed === undefined ? '' : String(typed).trim();
  switch (field) {
    case 'sbno':
      if (text === '') return refused(null, M.sbNoMissing);
      return /^\d{1,20}$/.test(text) ? fine(text) : refused(text, M.sbNoFormat);
    case 'sbdate': {
      if (text === '') return refused(null, M.sbDateMissing);
      // A full ISO moment is the day it is in India (`sentDay`); else dd/mm/yyyy as typed.
      const day = sentDay(text);
      const iso = isIsoDate(day) ? day : dmyToIso(text);
      if (!iso) return refused(text, M.sbDateFormat);
      return iso > today ? refused(iso, M.sbDateFuture) : fine(iso);
    }
    case 'contnumber': {
      const number = normalizeContainerNumber(text);
      if (number === '') return refused(null, M.containerMissing);
      return isContainerNumberFormat(number) ? fine(number) : refused(number, M.invalidContainer);
    }
    case 'iec': {
      const iec = text.toUpperCase();
      if (iec === '') return fine(null);
      return isPan(iec) ? fine(iec) : refused(iec, M.iecFormat);
    }
    case 'gstn': {
      const gstin = text.toUpperCase();
      if (gstin === '') return fine(null);
      const problem = gstinProblem(gstin);
      return problem ? refused(gstin, gstinMessage(problem)) : fine(gstin);
    }
    case 'pcin': {
      const pcin = text.toUpperCase();
      if (pcin === '') return fine(null);
      return /^[A-Z0-9]{1,30}$/.test(pcin) ? fine(pcin) : refused(pcin, M.pcinFormat);
    }
    case 'type_of_package':
      if (text === '') return fine(null);
      return text.length <= 50 ? fine(text) : refused(text, M.packageTypeLength);
    case 'no_of_package': {
      if (text === '') return fine(null);
      // Sheets hold counts as numbers, which read back as 12 or 12.0.
      const plain = text.replace(/,/g, '');
      return /^\d{1,9}(\.0+)?$/.test(plain)
        ? fine(Number.parseInt(plain, 10))
        : refused(text, M.packageCountFormat);
    }
  }
}

/** Whether a stored container number is well formed; a malformed one shows red. */
export const isWellFormedContainer = (text: string) => isContainerNumberFormat(text);
