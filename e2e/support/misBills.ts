import { type AccountRow, type ApplicantRow, api as endpoints } from '@quaybook/contract';
import type { Api } from './api';
import { createParty } from './vesselCalls';

// Data for the MIS bill journeys, arranged through the API with names of their own.

/** Who an MIS bill is raised for: an applicant and an account of their own. */
export interface MisBillParties {
  applicant: ApplicantRow;
  account: AccountRow;
}

export async function createMisBillParties(api: Api): Promise<MisBillParties> {
  return createParty(api);
}

/** The company's MIS bills of an applicant, newest first, as MIS Bills lists them. */
export function misBillsOf(api: Api, applicant: ApplicantRow) {
  return api.call(endpoints.misBill.list, { query: { applicant: applicant.applicantid } });
}
