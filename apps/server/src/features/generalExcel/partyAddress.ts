import type { Database } from '../../db/client';
import { linkedParty } from '../linkParty/partyLinkRepository';

interface PartyAddress {
  applicantName: string;
  accountName: string;
  /** The link's report e-mail, else the applicant's; null when the party has neither. */
  email: string | null;
}

/**
 * The party (applicant and account of the caller's company) and where its reports are mailed:
 * the report e-mail of its link, else the applicant's e-mail. Undefined when either is not the
 * company's.
 */
export async function partyAddress(
  db: Database,
  companyId: number,
  applicantId: number,
  accountId: number,
): Promise<PartyAddress | undefined> {
  const party = await linkedParty(db, companyId, applicantId, accountId);
  if (!party) return undefined;
  // A pair linked twice: the link that names a report e-mail wins.
  const reportEmail = party.links.map((link) => link.reportEmail?.trim()).find(Boolean);
  const email = reportEmail || party.applicantEmail?.trim() || null;
  return { applicantName: party.applicantName, accountName: party.accountName, email };
}
