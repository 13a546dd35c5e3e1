import { EDI_REPORT_MESSAGES } from '@quaybook/contract';
import type { LineParties } from '@quaybook/domain';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { linkedParty } from '../linkParty/partyLinkRepository';

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
  const found = await linkedParty(db, companyId, applicantId, accountId);
  if (!found) throw notFound(EDI_REPORT_MESSAGES.partyNotFound);
  const link = found.links.find((l) => l.ediSenderId !== null) ?? found.links[0];
  return {
    applicantId,
    accountId,
    applicantName: found.applicantName,
    accountName: found.accountName,
    link: link
      ? {
          shortName: link.shortName,
          ediSenderId: link.ediSenderId,
          ediRecipientId: link.ediRecipientId,
          carrierCode: link.carrierCode,
        }
      : null,
  };
}

/**
 * Who the interchange is from and to: the Link Party's EDI ids, and the line's carrier code (the
 * recipient id when the line has none set).
 */
export function lineParties(party: Pick<ReportParty, 'link'>): LineParties {
  if (!party.link) throw badRequest(EDI_REPORT_MESSAGES.noLinkParty);
  const { shortName, ediSenderId, ediRecipientId, carrierCode } = party.link;
  if (!ediSenderId || !ediRecipientId)
    throw badRequest(EDI_REPORT_MESSAGES.missingEdiIds(shortName));
  return { sender: ediSenderId, recipient: ediRecipientId, carrier: carrierCode ?? ediRecipientId };
}
