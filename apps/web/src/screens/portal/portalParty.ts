import type { PortalParty, PortalProfile } from '@quaybook/contract';
import { createContext, useContext } from 'react';

/** The signed-in line user's profile and the link party the portal shows records of. */
export interface PortalState {
  profile: PortalProfile;
  /** The chosen party; null while the user is tied to none (every list then answers 403). */
  party: PortalParty | null;
}

export const PortalContext = createContext<PortalState | null>(null);

/** The portal's state, inside the portal layout. */
export function usePortal(): PortalState {
  const state = useContext(PortalContext);
  if (!state) throw new Error('usePortal is used outside the portal layout');
  return state;
}

/** The chosen party among the user's, by its link party id; the first when none or gone. */
export function chosenParty(profile: PortalProfile, linkpartyid: number | null) {
  return (
    profile.parties.find((party) => party.linkpartyid === linkpartyid) ?? profile.parties[0] ?? null
  );
}

/** The `applicant` and `account` filters of a staff list call, for the chosen party. */
export function partyFilters(party: PortalParty | null) {
  return party ? { applicant: party.applicant, account: party.account } : {};
}

/** Rows a portal list asks for at once: the newest, most of a line's month. */
export const PORTAL_PAGE = { page: 1, pageSize: 200 } as const;
