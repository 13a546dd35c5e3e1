import {
  type generalExcelInput,
  type generalExcelQuery,
  GENERAL_EXCEL_MESSAGES as MESSAGES,
  type SessionUser,
  VESSEL_STATUS_LABELS,
} from '@quaybook/contract';
import { needsVesselAndVoyage, todayInPorts } from '@quaybook/domain';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { generalExcelXlsx } from '../../documents/writers/generalExcelXlsx';
import { badRequest, information, notFound } from '../../http/errors';
import { type MailResult, sendMail } from '../../mail/mailer';
import { inTransaction } from '../../shared/transaction';
import { refuseUnfitInspectionFilter } from '../inspection/inspectionFilterChecks';
import { findMovement } from '../movement/movementRepository';
import { recordSentFile } from '../sentFiles/sentFileRecord';
import { recordSentMail } from '../sentFiles/sentMailRepository';
import { checkedRows, type GeneralExcelEntry, generalExcelRows } from './generalExcelRepository';
import { partyAddress } from './partyAddress';

type Query = z.output<typeof generalExcelQuery>;
type Input = z.output<typeof generalExcelInput>;

/** What Generate Report did: the document, and what became of its mail. */
interface GeneralExcelSent extends MailResult {
  document: string;
  recipient: string;
  containers: number;
}

/** A download name of letters, digits, spaces, dots and dashes, ending .xlsx. */
function downloadNameOf(asked: string | null, party: string): string {
  const plain = (text: string) =>
    text
      .replace(/\.xlsx$/i, '')
      .replace(/[^A-Za-z0-9 ._-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80);
  const name = (asked && plain(asked)) || `General Excel ${plain(party)} ${todayInPorts()}`;
  return `${name}.${generalExcelXlsx.extension}`;
}

/** A listed row as the workbook's line. */
export const lineOf = (row: GeneralExcelEntry) => ({
  container: row.contnumber,
  iso: row.isocode,
  place: row.Name,
  movement: row.movementname,
  date: row.InspDate,
  seal: row.Seal,
  cfs: row.cfsname,
  applicant: row.applicantname,
  account: row.accountname,
  vessel: row.vessname,
  voyage: row.voyagename,
});

/** What the answer's message says of the mail. */
export function mailMessage(sent: Pick<GeneralExcelSent, 'outcome' | 'detail' | 'recipient'>) {
  if (sent.outcome === 'sent') return MESSAGES.mailSent(sent.recipient);
  if (sent.outcome === 'not-configured') return MESSAGES.notConfigured;
  return MESSAGES.mailFailed(sent.detail ?? 'no answer');
}

/** General Excel Report (002 §2.3, §4, §5): SHOW's rows, and Generate Report's file and mail. */
export function generalExcelService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const documents = documentService(deps);

  /** The chosen party of the caller's company; another company's is not found. */
  async function partyOf(user: SessionUser, applicantId: number | null, accountId: number | null) {
    const party = await partyAddress(db, user.company_id, applicantId ?? 0, accountId ?? 0);
    if (!party) throw notFound(MESSAGES.partyNotFound);
    return party;
  }

  return {
    /**
     * The party's inspections the filters ask for. Without a From Date, a movement that asks for
     * vessel and voyage (its record's flag) needs both.
     */
    async populate(user: SessionUser, query: Query): Promise<GeneralExcelEntry[]> {
      await partyOf(user, query.applicant, query.account);
      const movement = await findMovement(db, user.company_id, query.movement as number);
      if (!movement) throw notFound(MESSAGES.movementNotFound);
      if (needsVesselAndVoyage(movement, query.fromdate)) {
        if (!query.vessel)
          throw badRequest(MESSAGES.selectVessel, { vessel: MESSAGES.selectVessel });
        if (!query.voyage)
          throw badRequest(MESSAGES.selectVoyage, { voyage: MESSAGES.selectVoyage });
      }
      refuseUnfitInspectionFilter(query);
      const rows = await generalExcelRows(db, user.company_id, query);
      if (rows.length === 0) throw information(MESSAGES.nothingFound);
      return rows;
    },

    /** The compose area's To line. */
    async recipient(user: SessionUser, applicantId: number, accountId: number) {
      const party = await partyOf(user, applicantId, accountId);
      return { recipient: party.email, mailConfigured: deps.config.mail !== undefined };
    },

    /**
     * The checked inspections as a workbook, issued as a sent file in one transaction; then,
     * after it commits, mailed to the party and the attempt logged, whatever its outcome.
     */
    async send(user: SessionUser, input: Input, madeAt = new Date()): Promise<GeneralExcelSent> {
      const ids = [...new Set(input.checkedIds)];
      const party = await partyOf(user, input.applicantid, input.accountid);
      const rows = await checkedRows(db, user.company_id, ids);
      if (rows.length < ids.length) throw notFound(MESSAGES.inspectionNotFound);
      if (
        rows.some(
          (row) => row.applicantId !== input.applicantid || row.accountId !== input.accountid,
        )
      )
        throw badRequest(MESSAGES.otherParty, { checkedIds: MESSAGES.otherParty });

      const partyName = `${party.applicantName} / ${party.accountName}`;
      const bytes = await generalExcelXlsx.write({
        party: partyName,
        vesselStatus: input.vesselstatus ? VESSEL_STATUS_LABELS[input.vesselstatus] : null,
        atTime: input.attime,
        madeAt,
        lines: rows.map(lineOf),
      });
      const downloadName = downloadNameOf(input.filename, party.applicantName);
      const file = await inTransaction(db, (tx) =>
        recordSentFile(tx, documents, user, {
          sentAs: 'general-excel',
          applicantId: input.applicantid,
          accountId: input.accountid,
          containerCount: rows.length,
          kind: 'general-excel',
          downloadName,
          contentType: generalExcelXlsx.contentType,
          bytes,
        }),
      );

      // The file is kept whatever the mail does: a refusal is logged, not thrown.
      const result: MailResult = party.email
        ? await sendMail(deps.config.mail, {
            to: party.email,
            subject: input.mailsub,
            text: input.msgbody,
            attachments: [
              { filename: downloadName, contentType: generalExcelXlsx.contentType, content: bytes },
            ],
          })
        : { outcome: 'failed', detail: MESSAGES.noAddress };
      await recordSentMail(db, {
        companyId: user.company_id,
        sentFileId: file.sentFileId,
        recipient: party.email ?? '',
        subject: input.mailsub,
        body: input.msgbody,
        outcome: result.outcome,
        detail: result.detail,
        createdBy: user.user_id,
      });
      return {
        ...result,
        document: file.name,
        recipient: party.email ?? '',
        containers: rows.length,
      };
    },
  };
}
