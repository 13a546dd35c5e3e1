import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, applicants, linkParties } from '../../db/schema';

/** What a Link Party says of the line behind it: its EDI ids, carrier code and report e-mail. */
interface PartyLink {
  shortName: string;
  ediSenderId: string | null;
  ediRecipientId: string | null;
  carrierCode: string | null;
  reportEmail: string | null;
}

/** An applicant and account of the caller's company, and every Link Party joining them. */
interface LinkedParty {
  applicantId: number;
  accountId: number;
  applicantName: string;
  accountName: string;
  applicantEmail: string | null;
  /** Oldest first; none when the pair was never linked. */
  links: PartyLink[];
}

/**
 * The party a report or message is for, with the Link Parties holding its line's settings; one
 * query. Undefined when the applicant or the account is not the caller's company's.
 */
export async function linkedParty(
  db: Database,
  companyId: number,
  applicantId: number,
  accountId: number,
): Promise<LinkedParty | undefined> {
  const rows = await db
    .select({
      applicantName: applicants.name,
      applicantEmail: applicants.email,
      accountName: accounts.name,
      shortName: linkParties.shortName,
      ediSenderId: linkParties.ediSenderId,
      ediRecipientId: linkParties.ediRecipientId,
      carrierCode: linkParties.carrierCode,
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
    .orderBy(asc(linkParties.id));
  const [first] = rows;
  if (!first) return undefined;
  return {
    applicantId,
    accountId,
    applicantName: first.applicantName,
    accountName: first.accountName,
    applicantEmail: first.applicantEmail,
    links: rows.flatMap(({ shortName, ediSenderId, ediRecipientId, carrierCode, reportEmail }) =>
      shortName === null
        ? []
        : [{ shortName, ediSenderId, ediRecipientId, carrierCode, reportEmail }],
    ),
  };
}
