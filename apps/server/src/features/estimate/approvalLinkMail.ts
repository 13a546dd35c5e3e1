import { createHash, randomBytes } from 'node:crypto';
import {
  APPROVAL_LINK_DAYS,
  type EstimateDetail,
  ESTIMATE_MESSAGES as MESSAGES,
  type SessionUser,
} from '@quaybook/contract';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { estimatePdf } from '../../documents/writers/estimatePdf';
import { badRequest } from '../../http/errors';
import { sendMail } from '../../mail/mailer';
import { onCommit } from '../../shared/transaction';
import { recordSentMail } from '../sentFiles/sentMailRepository';
import { insertApprovalLink } from './approvalLinkRepository';
import { type EstimateRecord, linkPartyOf } from './estimateRepository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A token's hash as the link is stored and found by: the token itself is only in the mail. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The estimate's Link Party and its report e-mail, the link's recipient; refused without one. */
export async function linkRecipientOf(db: Database, estimate: EstimateRecord) {
  const party = await linkPartyOf(db, estimate.companyId, estimate.linkPartyId);
  if (!party) throw new Error(`Estimate ${estimate.estimateNo} has no Link Party`);
  const recipient = party.reportEmail?.trim();
  if (!recipient) throw badRequest(MESSAGES.noReportEmail(party.shortName));
  return { party, recipient };
}

/** The mail of the approval link; `link` is left out of what the mail log keeps. */
const approvalMail = (detail: EstimateDetail, companyName: string, link: string, days: number) => ({
  subject: `Estimate of repair ${detail.estimateno}, container ${detail.contnumber}: for approval`,
  text: [
    'Dear team,',
    '',
    `Please find attached our estimate of repair ${detail.estimateno} of container ${detail.contnumber}.`,
    `Approve or reject each line within ${days} days at:`,
    link,
    '',
    `Regards,\n${companyName}`,
  ].join('\n'),
});

/** What the mail of a new link says and carries, and the DESTIM's sent file it is logged under. */
export interface LinkToMail {
  user: SessionUser;
  estimateId: number;
  detail: EstimateDetail;
  recipient: string;
  companyName: string;
  /** Where the approval page is served when no public address is configured. */
  origin: string;
  sentFileId: number;
  pdf: { filename: string; content: Buffer };
  now: Date;
}

/**
 * The approval link of an estimate and its mail, as sending and sending the link again make
 * them: a new link in the caller's transaction, mailed once that has committed and logged with
 * the outcome, so a rolled-back change mails nobody a link that does not work.
 */
export function approvalLinkMailer(deps: Pick<Deps, 'db' | 'config'>) {
  const { db, config } = deps;

  return {
    async issueAndMail(tx: Database, link: LinkToMail): Promise<void> {
      const { user, recipient } = link;
      const token = randomBytes(32).toString('base64url');
      await insertApprovalLink(tx, {
        companyId: user.company_id,
        estimateId: link.estimateId,
        tokenHash: tokenHashOf(token),
        recipient,
        expiresAt: new Date(link.now.getTime() + APPROVAL_LINK_DAYS * DAY_MS),
        createdBy: user.user_id,
        createdAt: link.now,
      });
      const url = `${config.publicUrl ?? link.origin}/approve/${token}`;
      const mail = approvalMail(link.detail, link.companyName, url, APPROVAL_LINK_DAYS);
      onCommit(tx, async () => {
        const result = await sendMail(config.mail, {
          to: recipient,
          subject: mail.subject,
          text: mail.text,
          attachments: [{ ...link.pdf, contentType: estimatePdf.contentType }],
        });
        await recordSentMail(db, {
          companyId: user.company_id,
          sentFileId: link.sentFileId,
          recipient,
          subject: mail.subject,
          // The log keeps the mail without the token: the link's hash alone is stored.
          body: mail.text.replace(token, '…'),
          outcome: result.outcome,
          detail: result.detail,
          createdBy: user.user_id,
        });
      });
    },
  };
}
