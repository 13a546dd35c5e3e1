import type { PortalProfile } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { chosenParty, partyFilters } from './portalParty';

const party = (linkpartyid: number) => ({
  linkpartyid,
  shortname: `P${linkpartyid}`,
  applicant: linkpartyid * 10,
  applicantname: 'Applicant',
  account: linkpartyid * 10 + 1,
  accountname: 'Account',
});
const profile = (ids: number[]): PortalProfile => ({
  name: 'Asha',
  username: 'asha',
  companyname: 'Quay',
  parties: ids.map(party),
  email: null,
  notifyestimates: 0,
  notifyreports: 0,
});

describe('chosenParty', () => {
  it('keeps the party chosen while it is still one of the user’s', () => {
    expect(chosenParty(profile([1, 2]), 2)?.linkpartyid).toBe(2);
  });

  it('falls back to the first party when none or a gone one was chosen', () => {
    expect(chosenParty(profile([1, 2]), null)?.linkpartyid).toBe(1);
    expect(chosenParty(profile([1, 2]), 9)?.linkpartyid).toBe(1);
    expect(chosenParty(profile([]), 1)).toBeNull();
  });
});

describe('partyFilters', () => {
  it('sends the chosen party’s applicant and account on a list call', () => {
    expect(partyFilters(party(2))).toEqual({ applicant: 20, account: 21 });
    expect(partyFilters(null)).toEqual({});
  });
});
