import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, applicants, linkParties } from '../../db/schema';

export interface PartyAddress {
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
  const [party] = await db
    .select({
      applicantName: applicants.name,
      accountName: accounts.name,
      applicantEmail: applicants.email,
      reportEmail: linkParties.reportEmail,
    })
    .from(applicants)
    .innerJoin(accounts, and(eq(accounts.id, accountId), eq(accounts.companyId, companyId)))
    .leftJoin(
      linkParties,
      and(
        eq(linkParties.companyId, companyId),
        eq(linkParties.applicantId, applicants.id),
        eq(linkParties.accountId, accounts.id),
      ),
    )
    .where(and(eq(applicants.id, applicantId), eq(applicants.companyId, companyId)))
    // A pair linked twice: the link that names a report e-mail wins.
    .orderBy(sql`${linkParties.reportEmail} is null`, linkParties.id)
    .limit(1);
  if (!party) return undefined;
  const email = party.reportEmail?.trim() || party.applicantEmail?.trim() || null;
  return { applicantName: party.applicantName, accountName: party.accountName, email };
}
