import { buffer } from 'node:stream/consumers';
import {
  type EstimateDetail,
  ESTIMATE_MESSAGES as MESSAGES,
  type SessionUser,
} from '@quaybook/contract';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { badRequest } from '../../http/errors';
import { recordChange } from '../../shared/history';
import { inTransaction } from '../../shared/transaction';
import { invoicePartiesOf } from '../billing/invoiceParties';
import { sentFileIdOf } from '../sentFiles/sentFileRepository';
import { approvalLinkMailer, linkRecipientOf } from './approvalLinkMail';
import { expireUnusedLinks } from './approvalLinkRepository';
import { detailOf, storedEstimate } from './estimateDetails';
import { estimateParent } from './estimateFacts';
import type { EstimateRecord } from './estimateRepository';
import { checkEstimateVersion } from './estimateService';

/** Only a sent estimate the line has not decided has a link worth sending again. */
function checkUndecided(estimate: EstimateRecord) {
  if (estimate.status === 'draft') throw badRequest(MESSAGES.notSent);
  if (estimate.status !== 'sent') throw badRequest(MESSAGES.alreadyDecided);
}

/**
 * Sending a sent estimate's approval link again, when the first mail failed or was lost: the
 * token is nowhere to be read again, so a new link is made and every earlier one expires, in
 * one transaction; the mail with the PDF as sent follows the commit, as sending's does.
 */
export function estimateLinkResendingService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const documents = documentService(deps);
  const links = approvalLinkMailer(deps);

  return {
    async resend(
      user: SessionUser,
      id: number,
      version: number | undefined,
      origin: string,
    ): Promise<EstimateDetail> {
      const companyId = user.company_id;
      const estimate = await storedEstimate(db, companyId, id);
      checkUndecided(estimate);
      const { party, recipient } = await linkRecipientOf(db, estimate);
      const detail = await detailOf(db, estimate);
      if (!detail.pdf || estimate.destimDocumentId === null)
        throw new Error(`Sent estimate ${estimate.estimateNo} has no PDF or DESTIM`);
      const pdf = await documents.open(user, detail.pdf, {
        kinds: ['repair-estimate'],
        missing: MESSAGES.notFound,
      });
      const content = await buffer(pdf.body);
      const sentFileId = await sentFileIdOf(db, companyId, estimate.destimDocumentId);
      if (!sentFileId) throw new Error(`Estimate ${estimate.estimateNo}'s DESTIM is no sent file`);
      const parties = await invoicePartiesOf(db, companyId, party.applicantId, party.accountId);

      await inTransaction(db, async (tx) => {
        const locked = await storedEstimate(tx, companyId, id, true);
        await checkEstimateVersion(tx, locked, version ?? estimate.version);
        checkUndecided(locked);
        const now = new Date();
        await expireUnusedLinks(tx, locked.id, now);
        await links.issueAndMail(tx, {
          user,
          estimateId: locked.id,
          detail,
          recipient,
          companyName: parties.supplier.name,
          origin,
          sentFileId,
          pdf: { filename: pdf.filename, content },
          now,
        });
        await recordChange(tx, user, {
          entity: 'estimate',
          entityId: locked.id,
          parent: estimateParent(locked),
          action: 'link-resent',
          after: { estimateno: locked.estimateNo, recipient },
        });
      });
      return detail;
    },
  };
}
