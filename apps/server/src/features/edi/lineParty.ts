import { EDI_REPORT_MESSAGES } from '@quaybook/contract';
import type { LineParties } from '@quaybook/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, applicants, linkParties } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

/** The party a report is for: its applicant and account, and the Link Party joining them. */
export interface ReportParty {
  applicantId: number;
  accountId: number;
  applicantName: string;
  accountName: string;
  link: {
    shortName: string;
    ediSenderId: string | null;
    ediRecipientId: string | null;
    carrierCode: string | null;
  } | null;
}

/**
 * The caller's company's applicant and account, with their Link Party (the one with EDI ids
 * first, if several join them); another company's is not found.
 */
export async function reportParty(
  db: Database,
  companyId: number,
  applicantId: number,
  accountId: number,
): Promise<ReportParty> {
  const [found] = await db
    .select({
      applicantName: applicants.name,
      accountName: accounts.name,
      shortName: linkParties.shortName,
      ediSenderId: linkParties.ediSenderId,
      ediRecipientId: linkParties.ediRecipientId,
      carrierCode: linkParties.carrierCode,
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
    .orderBy(sql`${linkParties.ediSenderId} is null`, asc(linkParties.id))
    .limit(1);
  if (!found) throw notFound(EDI_REPORT_MESSAGES.partyNotFound);
  const { applicantName, accountName, shortName, ...ids } = found;
  return {
    applicantId,
    accountId,
    applicantName,
    accountName,
    link: shortName === null ? null : { shortName, ...ids },
  };
}

/**
 * Who the interchange is from and to: the Link Party's EDI ids, and the line's carrier code (the
 * recipient id when the line has none set).
 */
export function lineParties(party: ReportParty): LineParties {
  if (!party.link) throw badRequest(EDI_REPORT_MESSAGES.noLinkParty);
  const { shortName, ediSenderId, ediRecipientId, carrierCode } = party.link;
  if (!ediSenderId || !ediRecipientId)
    throw badRequest(EDI_REPORT_MESSAGES.missingEdiIds(shortName));
  return { sender: ediSenderId, recipient: ediRecipientId, carrier: carrierCode ?? ediRecipientId };
}
