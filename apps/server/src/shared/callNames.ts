import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, applicants, vessels, voyages } from '../db/schema';

/** A party's vessel call, by the ids a report's filter chose. */
interface CallIds {
  applicant: number;
  account: number;
  vessel: number;
  voyage: number;
}

/**
 * The names a report's heading shows for a party's call, read in one query: the party as
 * 'applicant / account', the vessel and the voyage ('' for any the company does not hold).
 */
export async function callNames(db: Database, companyId: number, call: CallIds) {
  const [names] = await db
    .select({
      applicant: applicants.name,
      account: accounts.name,
      vessel: vessels.name,
      voyage: voyages.name,
    })
    .from(applicants)
    .innerJoin(accounts, eq(accounts.id, call.account))
    .innerJoin(vessels, eq(vessels.id, call.vessel))
    .innerJoin(voyages, eq(voyages.id, call.voyage))
    .where(and(eq(applicants.id, call.applicant), eq(applicants.companyId, companyId)));
  return {
    party: names ? `${names.applicant} / ${names.account}` : '',
    vessel: names?.vessel ?? '',
    voyage: names?.voyage ?? '',
  };
}
