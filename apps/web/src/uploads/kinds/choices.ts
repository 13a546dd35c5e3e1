import { UPLOAD_MESSAGES } from '@quaybook/contract';
import type { FilterSpec } from '../../lists/filters/filterSpec';

// The upload forms' choices, each sent under the query name its call declares (`vessselid` on
// most, `vesselid` on POMS), each required with the contract's message.

/** A link party, sent as its applicant and account. */
export const partyChoice: FilterSpec = {
  kind: 'party',
  param: 'party',
  sends: { applicant: 'applicantid', account: 'accountid' },
  required: UPLOAD_MESSAGES.selectParty,
};

export const vesselChoice = (param: 'vessselid' | 'vesselid'): FilterSpec => ({
  kind: 'vessel',
  param,
  required: UPLOAD_MESSAGES.selectVessel,
});

export const voyageChoice: FilterSpec = {
  kind: 'voyage',
  param: 'voyageid',
  required: UPLOAD_MESSAGES.selectVoyage,
};

export const locationChoice: FilterSpec = {
  kind: 'location',
  param: 'locationid',
  required: UPLOAD_MESSAGES.selectLocation,
};

export const movementChoice = (param: 'movement' | 'movementid', label: string): FilterSpec => ({
  kind: 'movement',
  param,
  label,
  required: UPLOAD_MESSAGES.selectMovement,
});
