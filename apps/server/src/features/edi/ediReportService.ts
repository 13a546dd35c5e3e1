import {
  type codecoCoarriQuery,
  EDI_REPORT_MESSAGES,
  EDI_REPORT_TYPES,
  type EdiReportSummary,
  type generateEdiQuery,
} from '@quaybook/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { ediWorkbookXlsx } from '../../documents/writers/ediWorkbookXlsx';
import { badRequest, conflict, information } from '../../http/errors';
import { COUNTERS, inNumberedTransaction } from '../../shared/sequences';
import { refuseUnfitInspectionFilter } from '../inspection/inspectionFilterChecks';
import { inspectionFilter } from '../inspection/inspectionListRepository';
import { recordSentFile } from '../sentFiles/sentFileRecord';
import type { SentFileKind } from '../sentFiles/sentFileRepository';
import { workbookRow } from './ediFacts';
import { gatherInspections } from './ediInspectionRepository';
import {
  type InspectionMark,
  type InspectionWhere,
  markInspections,
  notSentAsEdi,
} from './ediReportRepository';
import { lineParties, type ReportParty, reportParty } from './lineParty';
import { acceptedCheckDigits, type Caller, interchangeOf } from './movementInterchangeOf';

type GenerateQuery = z.output<typeof generateEdiQuery>;
type CodecoCoarriQuery = z.output<typeof codecoCoarriQuery>;

/** What a generated report answers: the document's name, the summary, the message. */
interface GeneratedReport {
  name: string;
  summary: EdiReportSummary;
  message: string;
}

const EDIFACT_TYPE = 'application/EDIFACT';

/** The mark a report sets on its inspections, and which of them it may still set it on. */
interface Mark {
  values: (fileName: string, at: Date) => InspectionMark;
  /** Only inspections still unsent: another report that sent one meanwhile refuses this one. */
  unsentOnly: boolean;
}

// Both reports record the file they sent an inspection in, so a later message about it names the
// message it replaces (previousMessages).
const ediMark: Mark = {
  values: (fileName, at) => ({ ediSent: true, ediFileName: fileName, ediFileAt: at }),
  unsentOnly: true,
};
const codecoMark: Mark = {
  values: (fileName, at) => ({ codecoSent: true, ediFileName: fileName, ediFileAt: at }),
  unsentOnly: false,
};

/** EDI / Excel Report and Codeco Coarri Report: a party's inspections told to its line. */
export function ediReportService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const documents = documentService(deps);

  /** Keeps the file as the party's sent file and marks exactly its inspections, in `tx`. */
  async function keep(
    tx: Database,
    user: Caller,
    party: ReportParty,
    file: { sentAs: SentFileKind; kind: 'edi-interchange' | 'edi-workbook' },
    content: { downloadName: string; contentType: string; bytes: Uint8Array },
    marked: readonly number[],
    mark: Mark,
  ) {
    const at = new Date();
    const issued = await recordSentFile(tx, documents, user, {
      sentAs: file.sentAs,
      kind: file.kind,
      applicantId: party.applicantId,
      accountId: party.accountId,
      containerCount: marked.length,
      ...content,
    });
    const done = await markInspections(
      tx,
      user.company_id,
      marked,
      { ...mark.values(issued.name, at), modifiedBy: user.user_id, modifiedAt: at },
      mark.unsentOnly,
    );
    // Two reports at once: the one that marks second sent nothing new, and takes nothing back.
    if (done.length !== marked.length) throw conflict(EDI_REPORT_MESSAGES.sentMeanwhile);
    return issued;
  }

  /** The party, the filter of its inspections, and the line's ids when EDI is asked for. */
  async function prepare(user: Caller, query: GenerateQuery | CodecoCoarriQuery) {
    refuseUnfitInspectionFilter(query);
    const { where, containerNumbers } = inspectionFilter(user.company_id, query);
    const party = await reportParty(db, user.company_id, query.applicant, query.account);
    return { where, containerNumbers, party };
  }

  const gathered = async (tx: Database, where: InspectionWhere) => {
    const rows = await gatherInspections(tx, where);
    if (rows.length === 0) throw information(EDI_REPORT_MESSAGES.nothingToSend);
    return rows;
  };

  return {
    /** GET /generate_edi: the filter's inspections not yet sent, as EDI (2) or a workbook (1). */
    async generate(user: Caller, query: GenerateQuery): Promise<GeneratedReport> {
      const { where, party } = await prepare(user, query);
      const line = query.rpttype === EDI_REPORT_TYPES.edi ? lineParties(party) : null;
      const notSent = notSentAsEdi(where);
      return inNumberedTransaction(db, user.company_id, [COUNTERS.edi], async (tx) => {
        const rows = await gathered(tx, notSent);
        if (!line) {
          const wrongCheckDigits = acceptedCheckDigits(rows, query.acceptcheckdigits);
          const bytes = await ediWorkbookXlsx.write({ rows: rows.map(workbookRow) });
          const ids = rows.map((row) => row.id);
          const issued = await keep(
            tx,
            user,
            party,
            { sentAs: 'edi-excel', kind: 'edi-workbook' },
            {
              downloadName: `edi-report.${ediWorkbookXlsx.extension}`,
              contentType: ediWorkbookXlsx.contentType,
              bytes,
            },
            ids,
            ediMark,
          );
          return {
            name: issued.name,
            summary: { containers: ids.length, messages: 0 },
            message: EDI_REPORT_MESSAGES.excelGenerated(ids.length, wrongCheckDigits),
          };
        }
        // A box sent before and ticked to resend goes again as a replacement of what was sent.
        const edi = await interchangeOf(tx, documents, user, rows, line, query.acceptcheckdigits);
        const issued = await keep(
          tx,
          user,
          party,
          { sentAs: 'edi', kind: 'edi-interchange' },
          {
            downloadName: `edi-${edi.controlReference}.edi`,
            contentType: EDIFACT_TYPE,
            bytes: edi.bytes,
          },
          edi.ids,
          ediMark,
        );
        return {
          name: issued.name,
          summary: { containers: edi.ids.length, messages: edi.messages },
          message: EDI_REPORT_MESSAGES.ediGenerated(
            edi.ids.length,
            rows.length - edi.ids.length,
            edi.wrongCheckDigits,
          ),
        };
      });
    },

    /**
     * GET /codeco_corri_report: the filter's inspections (only the listed containers' when a list
     * is given), sent or not; one the line was told of before goes as the replacement of that
     * message. Without a list, the party alone is too wide: a vessel and voyage or a date range
     * narrows it, as View Inspection asks.
     */
    async codecoCoarri(user: Caller, query: CodecoCoarriQuery): Promise<GeneratedReport> {
      const { where, containerNumbers, party } = await prepare(user, query);
      const call = query.vessel && query.voyage;
      const dates = query.fromdate && query.todate;
      if (containerNumbers === 0 && !call && !dates)
        throw badRequest(EDI_REPORT_MESSAGES.narrowResend, {
          contnumber: EDI_REPORT_MESSAGES.narrowResend,
        });
      const line = lineParties(party);
      return inNumberedTransaction(db, user.company_id, [COUNTERS.edi], async (tx) => {
        const rows = await gathered(tx, where);
        const edi = await interchangeOf(tx, documents, user, rows, line, query.acceptcheckdigits);
        const issued = await keep(
          tx,
          user,
          party,
          { sentAs: 'codeco-coarri', kind: 'edi-interchange' },
          {
            downloadName: `codeco-coarri-${edi.controlReference}.edi`,
            contentType: EDIFACT_TYPE,
            bytes: edi.bytes,
          },
          edi.ids,
          codecoMark,
        );
        return {
          name: issued.name,
          summary: { containers: edi.ids.length, messages: edi.messages },
          message: EDI_REPORT_MESSAGES.ediGenerated(
            edi.ids.length,
            rows.length - edi.ids.length,
            edi.wrongCheckDigits,
          ),
        };
      });
    },
  };
}
