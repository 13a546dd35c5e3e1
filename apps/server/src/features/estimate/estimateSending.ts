import {
  EDI_REPORT_MESSAGES,
  type EstimateDetail,
  ESTIMATE_MESSAGES as MESSAGES,
  type SessionUser,
} from '@quaybook/contract';
import {
  estimateInterchange,
  hoursToHundredths,
  interchangeText,
  preparedAt,
} from '@quaybook/domain';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { type EstimateSheet, estimatePdf } from '../../documents/writers/estimatePdf';
import { badRequest } from '../../http/errors';
import { recordChange } from '../../shared/history';
import { COUNTERS, inNumberedTransaction, nextInterchange } from '../../shared/sequences';
import { invoicePartiesOf } from '../billing/invoiceParties';
import { lineNotices, type NoticeOrigin } from '../portal/lineNotices';
import { recordSentFile } from '../sentFiles/sentFileRecord';
import { approvalLinkMailer, linkRecipientOf } from './approvalLinkMail';
import { detailOf, storedEstimate } from './estimateDetails';
import { estimateFacts, estimateParent } from './estimateFacts';
import {
  type EstimateRecord,
  estimateContextOf,
  type LinkPartyRecord,
  linesOf,
  updateEstimate,
} from './estimateRepository';
import { checkEstimateVersion } from './estimateService';

const EDIFACT_TYPE = 'application/EDIFACT';

/** The estimate's number as a file name: EOR-26-27-00001. */
const fileStem = (estimateNo: string) => estimateNo.replaceAll('/', '-');

const sizeText = (length: number | null, breadth: number | null) =>
  [length, breadth].filter((cm) => cm !== null).join(' × ') + (length !== null ? ' cm' : '');

/** A code as the sheet prints it: 'DT Dent', or '' when the line has none. */
const codeAndName = (code: string | null, name: string | null) =>
  [code, name].filter((part) => part).join(' ');

/** The line's EDI ids, refused when the Link Party lacks them. */
function lineIds(party: LinkPartyRecord) {
  if (!party.ediSenderId || !party.ediRecipientId)
    throw badRequest(EDI_REPORT_MESSAGES.missingEdiIds(party.shortName));
  return {
    sender: party.ediSenderId,
    recipient: party.ediRecipientId,
    carrier: party.carrierCode ?? party.ediRecipientId,
  };
}

/**
 * Sending a draft estimate to its line: the PDF, the DESTIM (a sent file) and an approval link
 * in one transaction; the mail with the link once it has committed, logged with its outcome.
 */
export function estimateSendingService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const documents = documentService(deps);
  const links = approvalLinkMailer(deps);
  const tell = lineNotices(deps);

  /** The sheet the PDF prints: parties, container, lines with their first photo, totals. */
  async function sheetOf(
    user: SessionUser,
    party: LinkPartyRecord,
    estimate: EstimateRecord,
    detail: EstimateDetail,
  ): Promise<EstimateSheet> {
    const parties = await invoicePartiesOf(db, user.company_id, party.applicantId, party.accountId);
    const { size } = await estimateContextOf(db, estimate);
    const lines = [];
    for (const line of detail.lines) {
      const [photo] = line.photos;
      lines.push({
        lineNo: line.lineno,
        location: line.location,
        component: codeAndName(line.componentcode, line.componentname),
        damage: codeAndName(line.damagecode, line.damagename),
        repair: codeAndName(line.repaircode, line.repairname),
        size: sizeText(line.length, line.breadth),
        quantity: line.quantity,
        hours: line.hours === null ? '' : line.hours.toFixed(2),
        labourPaise: line.labour ?? 0,
        materialPaise: line.material ?? 0,
        amountPaise: line.amount,
        responsibility: line.responsibility,
        photo: photo ? await documents.read(db, user, photo.thumbnail, ['photo-thumbnail']) : null,
      });
    }
    return {
      company: {
        name: parties.supplier.name,
        address: parties.supplier.address,
        gstin: parties.supplier.gstin,
      },
      estimateNo: estimate.estimateNo,
      estimateDate: estimate.estimateDate,
      party: {
        name: parties.recipient.name,
        address: parties.recipient.address,
        gstin: parties.recipient.gstin,
      },
      container: { number: detail.contnumber, isoCode: detail.isocode, size },
      vessel: detail.vesselname,
      voyage: detail.voyageno,
      inspectionDate: detail.inspdate,
      labourRatePaise: estimate.labourRatePaise,
      sac: estimate.sac,
      gstRate: estimate.gstRateBasisPoints / 100,
      lines,
      totals: {
        labourPaise: estimate.labourPaise,
        materialPaise: estimate.materialPaise,
        taxablePaise: estimate.taxablePaise,
        cgstPaise: estimate.cgstPaise,
        sgstPaise: estimate.sgstPaise,
        igstPaise: estimate.igstPaise,
        totalPaise: estimate.totalPaise,
        ownerPaise: detail.owner,
        userPaise: detail.user,
        thirdPartyPaise: detail.thirdparty,
      },
      note: estimate.note,
    };
  }

  return {
    /**
     * Sends a draft with every line priced to its Link Party's report e-mail. The PDF is laid out
     * before the transaction (on PGlite an open one holds every other call); the transaction
     * refuses if the estimate changed meanwhile. `from.origin` is where the approval page is
     * served. The line's users who chose it are told it waits in the portal.
     */
    async send(
      user: SessionUser,
      id: number,
      version: number | undefined,
      from: NoticeOrigin,
    ): Promise<EstimateDetail> {
      const companyId = user.company_id;
      const estimate = await storedEstimate(db, companyId, id);
      if (estimate.status !== 'draft') throw badRequest(MESSAGES.notDraft);
      const detail = await detailOf(db, estimate);
      if (detail.unpriced.length > 0) throw badRequest(MESSAGES.unpriced(detail.unpriced));
      const { party, recipient } = await linkRecipientOf(db, estimate);
      const line = lineIds(party);
      const sheet = await sheetOf(user, party, estimate, detail);
      const pdf = await estimatePdf.write(sheet);

      const sent = await inNumberedTransaction(db, companyId, [COUNTERS.edi], async (tx) => {
        const locked = await storedEstimate(tx, companyId, id, true);
        // Stale as the caller saw it, or changed since it was read above: refused with it now.
        await checkEstimateVersion(tx, locked, version ?? estimate.version);
        if (locked.status !== 'draft') throw badRequest(MESSAGES.notDraft);
        const now = new Date();
        const references = await nextInterchange(tx, companyId, 1);
        const destim = interchangeText(
          estimateInterchange(
            {
              estimateNo: estimate.estimateNo,
              estimateDate: estimate.estimateDate,
              sender: line.sender,
              recipient: line.recipient,
              containerOperator: line.carrier,
              container: { number: detail.contnumber, isoCode: detail.isocode },
              labourRatePaise: estimate.labourRatePaise,
              currency: 'INR',
              lines: detail.lines.map((row) => ({
                lineNo: row.lineno,
                locationCode: row.location,
                componentCode: row.componentcode ?? '',
                damageCode: row.damagecode,
                repairCode: row.repaircode ?? '',
                lengthCm: row.length,
                breadthCm: row.breadth,
                quantity: row.quantity,
                hoursHundredths: hoursToHundredths(row.hours ?? 0) ?? 0,
                labourPaise: row.labour ?? 0,
                materialPaise: row.material ?? 0,
                responsibility: row.responsibility,
              })),
              totals: {
                labourPaise: estimate.labourPaise,
                materialPaise: estimate.materialPaise,
                taxPaise: detail.tax,
                totalPaise: estimate.totalPaise,
              },
            },
            references,
            preparedAt(now),
          ),
        );
        const printed = await documents.issue(tx, {
          user,
          kind: 'repair-estimate',
          downloadName: `${fileStem(estimate.estimateNo)}.${estimatePdf.extension}`,
          contentType: estimatePdf.contentType,
          bytes: pdf,
        });
        const file = await recordSentFile(tx, documents, user, {
          sentAs: 'destim',
          kind: 'edi-interchange',
          applicantId: party.applicantId,
          accountId: party.accountId,
          containerCount: 1,
          downloadName: `destim-${references.controlReference}.edi`,
          contentType: EDIFACT_TYPE,
          bytes: Buffer.from(destim, 'ascii'),
        });
        const after = await updateEstimate(tx, locked.id, {
          status: 'sent',
          sentAt: now,
          sentBy: user.user_id,
          documentId: printed.id,
          destimDocumentId: file.id,
          interchangeRef: references.controlReference,
          modifiedBy: user.user_id,
          modifiedAt: now,
        });
        if (!after) throw new Error(`Estimate ${estimate.estimateNo} was not sent`);
        const lines = await linesOf(tx, locked.id);
        await recordChange(tx, user, {
          entity: 'estimate',
          entityId: locked.id,
          parent: estimateParent(locked),
          action: 'sent',
          before: estimateFacts(locked, lines),
          after: { ...estimateFacts(after, lines), recipient, destim: references.controlReference },
        });
        await links.issueAndMail(tx, {
          user,
          estimateId: locked.id,
          detail,
          recipient,
          companyName: sheet.company.name,
          origin: from.origin,
          sentFileId: file.sentFileId,
          pdf: { filename: printed.downloadName, content: pdf },
          now,
        });
        await tell(
          tx,
          {
            news: 'estimates',
            companyId,
            party,
            subject: `Estimate of repair ${estimate.estimateNo}, container ${detail.contnumber}: for your approval`,
            lines: [
              `Our estimate of repair ${estimate.estimateNo} of container ${detail.contnumber} waits for your approval.`,
            ],
            companyName: sheet.company.name,
          },
          from,
        );
        return after;
      });
      return detailOf(db, sent);
    },
  };
}
