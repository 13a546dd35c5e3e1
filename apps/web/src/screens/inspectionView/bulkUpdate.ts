import { type BulkUpdateInput, INSPECTION_MESSAGES } from '@quaybook/contract';
import { dmyToIso } from '@quaybook/domain';

/** What the bulk-update bar holds: each choice null (or blank) until the user makes it. */
export interface BulkChoices {
  party: number | null;
  vessel: number | null;
  voyage: number | null;
  movement: number | null;
  location: number | null;
  toLocation: number | null;
  /** As typed, dd/mm/yyyy. */
  updateDate: string;
  resendCodeco: boolean;
  resendEdi: boolean;
  resendOva: boolean;
}

export const NO_CHOICES: BulkChoices = {
  party: null,
  vessel: null,
  voyage: null,
  movement: null,
  location: null,
  toLocation: null,
  updateDate: '',
  resendCodeco: false,
  resendEdi: false,
  resendOva: false,
};

/** A link party's applicant and account, where the cached parties know it. */
type PartyHalves = (autoid: number) => { applicantId: number; accountId: number } | undefined;

type BulkUpdate = { body: BulkUpdateInput } | { refusal: string };

/**
 * The body of POST /update_multi_transaction: the checked inspections and only what was chosen,
 * so nothing else of those rows changes; or why nothing can be sent yet (001 §5).
 */
export function bulkUpdateBody(
  choices: BulkChoices,
  checkedIds: readonly number[],
  party: PartyHalves,
): BulkUpdate {
  if (checkedIds.length === 0) return { refusal: INSPECTION_MESSAGES.selectInspection };
  const typed = choices.updateDate.trim();
  const updatedate = typed ? dmyToIso(typed) : null;
  // The update date is the bar's 'From Date' in the spec's words.
  if (typed && !updatedate) return { refusal: INSPECTION_MESSAGES.invalidFromDate };
  const body: BulkUpdateInput = { checkedIds: [...checkedIds] };
  if (choices.party !== null) {
    const halves = party(choices.party);
    if (!halves) return { refusal: INSPECTION_MESSAGES.selectParty };
    Object.assign(body, {
      partyid: choices.party,
      applicantid: halves.applicantId,
      accountid: halves.accountId,
    });
  }
  const ids = {
    vesselid: choices.vessel,
    voyageid: choices.voyage,
    movementid: choices.movement,
    locationid: choices.location,
    tolocation: choices.toLocation,
  } as const;
  for (const [key, id] of Object.entries(ids)) if (id !== null) Object.assign(body, { [key]: id });
  if (updatedate) Object.assign(body, { updatedate, validdate: 1 });
  if (choices.resendCodeco) body.chkcodeco = 1;
  if (choices.resendEdi) body.chkedi = 1;
  if (choices.resendOva) body.chkova = 1;
  if (Object.keys(body).length === 1) return { refusal: INSPECTION_MESSAGES.selectChange };
  return { body };
}

const CHANGED_NAMES: readonly [keyof BulkChoices, string][] = [
  ['party', 'party'],
  ['vessel', 'vessel'],
  ['voyage', 'voyage'],
  ['movement', 'movement'],
  ['location', 'location'],
  ['toLocation', 'to location'],
  ['updateDate', 'date'],
];

/** The question asked before a bulk update runs: 'Change party, vessel of 42 inspections?' */
export function bulkQuestion(choices: BulkChoices, count: number): string {
  const changed = CHANGED_NAMES.filter(([key]) => {
    const value = choices[key];
    return typeof value === 'string' ? value.trim() !== '' : value !== null;
  }).map(([, name]) => name);
  const resent = [
    choices.resendCodeco && 'Codeco/COARRI',
    choices.resendEdi && 'MSC EDI',
    choices.resendOva && 'OVA',
  ].filter(Boolean);
  const what = [
    ...(changed.length ? [`Change ${changed.join(', ')}`] : []),
    ...(resent.length ? [`${changed.length ? 'resend' : 'Resend'} ${resent.join(', ')}`] : []),
  ].join(' and ');
  return `${what} of ${count} inspection${count === 1 ? '' : 's'}?`;
}
