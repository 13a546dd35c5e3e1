import {
  CHECK_DIGIT_MESSAGES,
  COPRAR_MESSAGES,
  type CoprarResult,
  type convertCartinPdfQuery,
  type convertCartinQuery,
  type SessionUser,
} from '@quaybook/contract';
import { checkDigitFaults, isUnLocode } from '@quaybook/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import type { DocumentService, OpenedDocument } from '../../documents/documentService';
import type { CoprarPrint } from '../../documents/writers/coprarPrint';
import { coprarPrintPdf } from '../../documents/writers/coprarPrintPdf';
import { coprarPrintXlsx } from '../../documents/writers/coprarPrintXlsx';
import { badRequest, notFound, refusedWith } from '../../http/errors';
import { choiceProblems } from '../../shared/choices';
import { refuseProblems } from '../../shared/problems';
import {
  COUNTERS,
  inNumberedTransaction,
  nextCoprarNumber,
  nextInterchange,
} from '../../shared/sequences';
import { linkedParty } from '../linkParty/partyLinkRepository';
import { recordSentFile } from '../sentFiles/sentFileRecord';
import { fileSafe } from '../upload/kinds/pendingDownload';
import {
  byPortOfDischarge,
  type ConvertedContainer,
  converted,
  coprarInterchange,
  type LineEdi,
  type LoadingCall,
  messageNumber,
} from './coprarInterchange';
import {
  conversionDocumentName,
  keptConversion,
  locationCodesOf,
  recordConversion,
  vesselNameOf,
  voyageNameOf,
} from './coprarRepository';
import { type CheckedListRow, checkLoadingList, readLoadingListFile } from './loadingList';
import { loadingListLookups, portById } from './loadingListRepository';

type ConvertQuery = z.output<typeof convertCartinQuery>;
type PrintQuery = z.output<typeof convertCartinPdfQuery>;
type Caller = Pick<SessionUser, 'company_id' | 'user_id'>;

/**
 * The line the order is from, by the Link Party of this applicant and account: the line's EDI id
 * (its EDI recipient id, the id that names the line) and carrier code; a party without one, or
 * lacking either, is refused naming what to fill in.
 */
async function lineEdi(
  db: Database,
  companyId: number,
  applicantId: number,
  accountId: number,
): Promise<LineEdi> {
  const parties = ((await linkedParty(db, companyId, applicantId, accountId))?.links ?? []).map(
    (link) => ({
      shortName: link.shortName,
      lineId: link.ediRecipientId,
      carrierCode: link.carrierCode,
    }),
  );
  if (parties.length === 0) throw badRequest(COPRAR_MESSAGES.noLinkParty);
  const complete = parties.find((p) => p.lineId && p.carrierCode);
  if (complete)
    return { lineId: complete.lineId as string, carrierCode: complete.carrierCode as string };
  const [first] = parties as [(typeof parties)[number]];
  const missing = [
    first.lineId ? null : 'EDI recipient id',
    first.carrierCode ? null : 'carrier code',
  ].filter((label): label is string => label !== null);
  throw badRequest(COPRAR_MESSAGES.linkPartyLacksEdi(first.shortName, missing));
}

/**
 * The call's names from the caller's records, the UN/LOCODE of the location loaded at, and the
 * terminal's code: the location's short name (KDS, HDC, PPT), else its customs code, else its name.
 */
async function loadingCall(
  db: Database,
  companyId: number,
  query: ConvertQuery,
): Promise<LoadingCall> {
  const [[vessel], [voyage], [location], transhipmentPort] = await Promise.all([
    vesselNameOf(db, companyId, query.vesselid),
    voyageNameOf(db, companyId, query.voyageid),
    locationCodesOf(db, query.loc),
    portById(db, query.transhipment),
  ]);
  if (!transhipmentPort)
    throw badRequest(COPRAR_MESSAGES.selectTranshipmentPort, {
      transhipment: 'The transhipment port has no UN/LOCODE.',
    });
  // Indian customs location codes are the UN/LOCODE with a digit after it (INCCU1).
  const code = location?.code?.trim().slice(0, 5).toUpperCase() ?? '';
  return {
    vesselName: vessel?.name ?? query.vesselname ?? '',
    callSign: query.consign,
    voyage: voyage?.name ?? query.voyage ?? '',
    portOfLoading: isUnLocode(code) ? code : null,
    terminal: location?.shortName?.trim() || location?.code?.trim() || location?.name || '',
    transhipmentPort,
    byRail: query.israil === 1,
  };
}

/** Convert's answer: the result list, the COPRAR's document name, the message. */
interface Conversion {
  results: CoprarResult[];
  filename: string;
  message: string;
}

/** The rows with a problem, or a check digit to be named, each with every reason. */
const rowResults = (fileName: string, rows: readonly CheckedListRow[]): CoprarResult[] =>
  rows
    .filter((row) => row.problems.length > 0 || row.checkDigit)
    .map((row) => ({
      filename: fileName,
      containers: 0,
      status: `Row ${row.rowNo}${row.container ? ` ${row.container}` : ''}: ${[
        ...(row.checkDigit ? [row.checkDigit] : []),
        ...row.problems,
      ].join(' ')}`,
      row: row.rowNo,
      container: row.container || null,
      ok: false,
    }));

export function coprarConversionService(deps: Deps, documents: DocumentService) {
  const { db } = deps;
  return {
    /**
     * Converts the loading list: when every row is good, the COPRAR (one loading order per port
     * of discharge, one interchange), its document and sent file, and the conversion kept for
     * reprinting — all in one transaction. When any row is bad, nothing is written and the
     * refusal ('File has errors') lists every bad row; rows whose container has a wrong check
     * digit are refused (409) the same way until the user accepts them.
     */
    async convert(
      user: Caller,
      query: ConvertQuery,
      sent: { path: string; filename: string } | undefined,
    ): Promise<Conversion> {
      refuseProblems(
        await choiceProblems(db, user.company_id, [
          { field: 'applicant', kind: 'applicant', id: query.applicant },
          { field: 'accountid', kind: 'account', id: query.accountid },
          { field: 'vcn', kind: 'vcn', id: query.vcn },
          { field: 'vesselid', kind: 'vessel', id: query.vesselid },
          { field: 'voyageid', kind: 'voyage', id: query.voyageid },
          { field: 'loc', kind: 'location', id: query.loc },
          { field: 'transhipment', kind: 'port', id: query.transhipment },
          { field: 'pod', kind: 'port', id: query.pod },
        ]),
      );
      if (!sent) throw badRequest(COPRAR_MESSAGES.selectFile, { file: COPRAR_MESSAGES.selectFile });
      const file = sent;
      const call = await loadingCall(db, user.company_id, query);
      const defaultPod = query.pod === null ? null : await portById(db, query.pod);
      const read = await readLoadingListFile(file.path);
      if ('problem' in read) throw badRequest(read.problem);
      const rows = checkLoadingList(read.raws, await loadingListLookups(db, read.raws, defaultPod));
      // The file's own errors are said first: they are the user's to fix, the line's ids are not.
      if (rows.some((row) => row.problems.length > 0))
        throw refusedWith(400, COPRAR_MESSAGES.fileHasErrors, rowResults(file.filename, rows), '');
      const faults = checkDigitFaults(rows.map((row) => row.container));
      if (faults.length > 0 && query.acceptcheckdigits !== 1)
        throw refusedWith(
          409,
          CHECK_DIGIT_MESSAGES.refused(faults),
          rowResults(file.filename, rows),
          '',
        );
      const sentAnyway = CHECK_DIGIT_MESSAGES.sentAnyway(faults.map((fault) => fault.container));
      const line = await lineEdi(db, user.company_id, query.applicant, query.accountid);

      const containers = rows.map((row) =>
        converted(row.ordered as NonNullable<typeof row.ordered>, call),
      );
      const messages = byPortOfDischarge(containers);
      return inNumberedTransaction(
        db,
        user.company_id,
        [COUNTERS.coprar, COUNTERS.edi],
        async (tx) => {
          const coprarNo = await nextCoprarNumber(tx, user.company_id);
          const references = await nextInterchange(tx, user.company_id, messages.length);
          const text = coprarInterchange({
            coprarNo,
            messages,
            call,
            line,
            references,
            now: new Date(),
          });
          const downloadName = `${coprarNo}.txt`;
          const recorded = await recordSentFile(tx, documents, user, {
            sentAs: 'coprar',
            kind: 'coprar',
            applicantId: query.applicant,
            accountId: query.accountid,
            containerCount: containers.length,
            downloadName,
            contentType: 'text/plain; charset=us-ascii',
            bytes: Buffer.from(text, 'latin1'),
          });
          await recordConversion(tx, {
            companyId: user.company_id,
            coprarNo,
            applicantId: query.applicant,
            accountId: query.accountid,
            vcnId: query.vcn,
            vesselId: query.vesselid,
            voyageId: query.voyageid,
            locationId: query.loc,
            transhipmentPortId: query.transhipment,
            isRail: call.byRail,
            sentFileId: recorded.sentFileId,
            containers,
            createdBy: user.user_id,
          });
          return {
            filename: recorded.name,
            message: `${COPRAR_MESSAGES.converted}${sentAnyway}`,
            results: messages.map((group, index) => {
              const port = group[0]?.dischargeAt;
              return {
                filename: downloadName,
                containers: group.length,
                status: `Converted: loading order ${messageNumber(coprarNo, index, messages.length)} to ${port?.code} ${port?.name}${sentAnyway}`,
                row: null,
                container: null,
                ok: true,
              };
            }),
          };
        },
      );
    },

    /**
     * The COPRAR a Convert made, of the caller's company: by the document name item 3 gave, or by
     * the name the result list shows (`CPR0000001.txt`, its conversion's number).
     */
    async open(user: Caller, name: string): Promise<OpenedDocument> {
      const byNumber = await conversionDocumentName(
        db,
        user.company_id,
        name.replace(/\.txt$/i, ''),
      );
      return documents.open(user, byNumber ?? name, {
        kinds: ['coprar'],
        missing: COPRAR_MESSAGES.noCoprarFile,
      });
    },

    /** Generate PDF: the kept conversion printed under the new number, a file per message. */
    async print(user: Caller, query: PrintQuery) {
      const kept = await keptConversion(
        db,
        user.company_id,
        { applicantId: query.applicant, accountId: query.accountid },
        query.coprarno,
      );
      if (!kept) throw notFound(COPRAR_MESSAGES.unknownCoprar(query.coprarno));
      const coprarNo = query.newcoprarno ?? kept.coprarNo;
      const messages = byPortOfDischarge(kept.containers as ConvertedContainer[]);
      const writer = query.filetype === 1 ? coprarPrintPdf : coprarPrintXlsx;
      const files = await Promise.all(
        messages.map(async (group, index) => {
          const number = messageNumber(coprarNo, index, messages.length);
          const port = group[0]?.dischargeAt;
          const print: CoprarPrint = {
            coprarNo: number,
            party: `${kept.applicant} / ${kept.account}`,
            vesselName: kept.vesselName,
            callSign: kept.callSign ?? '',
            voyage: kept.voyage,
            location: kept.location,
            dischargeAt: `${port?.code} ${port?.name}`,
            containers: group.map((container) => ({
              ...container,
              // Conversions kept before the VGM columns were read have neither.
              vgmAt: container.vgmAt ?? null,
              vgmParty: container.vgmParty ?? null,
              pod: container.pod.code,
              fpd: container.fpd?.code ?? null,
            })),
          };
          const bytes = await writer.write(print);
          return { name: `${fileSafe(number)}.${writer.extension}`, bytes };
        }),
      );
      const single = files.length === 1 ? files[0] : undefined;
      const document = single
        ? { downloadName: single.name, contentType: writer.contentType, bytes: single.bytes }
        : {
            downloadName: `${fileSafe(coprarNo)}.zip`,
            contentType: 'application/zip',
            bytes: await zipOf(files),
          };
      return documents.issueAndOpen({ ...document, user, kind: 'coprar-print' });
    },
  };
}

async function zipOf(files: readonly { name: string; bytes: Uint8Array }[]): Promise<Buffer> {
  // Loaded with the first zip rather than with the server.
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const file of files) zip.file(file.name, file.bytes);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
