import { type GeneralExcelRow, VESSEL_STATUS_LABELS, type VesselStatus } from '@quaybook/contract';

/** The one value every row shares, if they all share one. */
const shared = (
  rows: readonly GeneralExcelRow[],
  value: (row: GeneralExcelRow) => string | null,
) => {
  const values = new Set(rows.map(value));
  const [only] = values;
  return values.size === 1 && only ? only : undefined;
};

/** 'Complete at 14:30', 'Balanced', or nothing. */
export function statusText(status: VesselStatus | null, atTime: string | null): string | undefined {
  if (!status) return undefined;
  const label = VESSEL_STATUS_LABELS[status];
  return atTime ? `${label} at ${atTime.slice(0, 2)}:${atTime.slice(2)}` : label;
}

/**
 * The subject and message offered for the rows shown: the party, the vessel and voyage when the
 * rows share one, and the vessel status with its time; the user edits them before sending.
 */
export function composeMail(
  rows: readonly GeneralExcelRow[],
  status: VesselStatus | null,
  atTime: string | null,
): { subject: string; body: string } {
  const applicant = shared(rows, (row) => row.applicantname);
  const account = shared(rows, (row) => row.accountname);
  const vessel = shared(rows, (row) => row.vessname);
  const voyage = shared(rows, (row) => row.voyagename);
  const call = [vessel, voyage].filter(Boolean).join(' ');
  const state = statusText(status, atTime);
  const party = [applicant, account].filter(Boolean).join(' / ');
  const subject = ['General Excel Report', party, call, state && `Vessel ${state}`]
    .filter(Boolean)
    .join(' – ');
  const of = call
    ? ` of ${vessel ? `vessel ${vessel}` : ''}${voyage ? ` voyage ${voyage}` : ''}`
    : '';
  const body = [
    'Dear Sir/Madam,',
    '',
    `Please find attached the list of containers${of}${state ? `, vessel ${state}` : ''}.`,
    '',
    'Regards',
  ].join('\n');
  return { subject, body };
}
