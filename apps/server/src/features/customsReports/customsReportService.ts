import {
  CUSTOMS_REPORT_CALLS,
  CUSTOMS_REPORT_MESSAGES,
  type CustomsReportCall,
  type customsReportQuery,
  JOB_STEPS,
  type SessionUser,
} from '@quaybook/contract';
import {
  type CustomsReportKind,
  listsEveryContainer,
  mismatchesOf,
  NO_MISMATCH_STATUS,
  recordsOfLoad,
  reportedMismatches,
  todayInPorts,
} from '@quaybook/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { customsReportPdf } from '../../documents/writers/customsReportPdf';
import { customsReportXlsx } from '../../documents/writers/customsReportXlsx';
import { badRequest, information } from '../../http/errors';
import { callNames } from '../../shared/callNames';
import { refuseUnknownChoices } from '../../shared/choices';
import { inTransaction } from '../../shared/transaction';
import { loadedContainerOf } from '../customs/loadedExportRepository';
import { loadedExports } from '../customs/loadedExports';
import { locationNameOf } from '../location/locationRepository';
import { gatherCustomsRecords } from './customsRecordRepository';
import { ODEX_REPORT_KINDS, REPORT_LAYOUTS, type ReportLine } from './customsReportLayouts';
import { callHasSailed } from './customsReportRepository';

export type CustomsReportFilter = z.output<typeof customsReportQuery>;
type Caller = Pick<SessionUser, 'company_id' | 'user_id'>;

/**
 * The report a call makes (`CUSTOMS_REPORT_CALLS`), or the one its Report Type names, and the
 * filter without the type.
 */
export function reportOfCall(
  call: CustomsReportCall,
  { rpttype, ...filter }: CustomsReportFilter & { rpttype?: number },
): { report: CustomsReportKind; filter: CustomsReportFilter } {
  const declared = CUSTOMS_REPORT_CALLS[call].report;
  const typed = rpttype === undefined ? undefined : ODEX_REPORT_KINDS[rpttype];
  return { report: typed ?? declared, filter };
}

/** What a generated report answers: the document's name and the message. */
interface GeneratedCustomsReport {
  name: string;
  message: string;
}

/** The names the heading shows: the party's call, and the location when one was chosen. */
async function headingNames(db: Database, companyId: number, filter: CustomsReportFilter) {
  const call = await callNames(db, companyId, filter);
  const location = filter.location ? await locationNameOf(db, filter.location) : undefined;
  return { ...call, location: location ?? null };
}

const safe = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The mismatch reports: the filter's loaded export containers, their customs records read in
 * one query per kind, compared by the domain's rules; the containers the report names written
 * as one document in one transaction. Nothing to list is information, and no file.
 */
export function customsReportService(deps: Pick<Deps, 'db' | 'config'>) {
  const documents = documentService(deps);

  return {
    async generate(
      user: Caller,
      report: CustomsReportKind,
      filter: CustomsReportFilter,
      /** Told what it is doing, for a job's progress (outside the transaction's rows). */
      progress: (done: number, total: number | null, step: string) => void = () => undefined,
    ): Promise<GeneratedCustomsReport> {
      const companyId = user.company_id;
      const { applicant, account, vessel, voyage, location } = filter;
      await refuseUnknownChoices(deps.db, companyId, {
        applicant,
        account,
        vessel,
        voyage,
        ...(location ? { location } : {}),
      });
      return inTransaction(deps.db, async (tx) => {
        if (
          report === 'afterSailing' &&
          !(await callHasSailed(tx, companyId, filter, todayInPorts()))
        )
          throw badRequest(CUSTOMS_REPORT_MESSAGES.notSailed);
        progress(0, null, JOB_STEPS.readingLoads);
        const loads = await loadedExports(tx, companyId, filter);
        if (loads.length === 0) throw information(CUSTOMS_REPORT_MESSAGES.noLoadedContainers);
        progress(0, loads.length, JOB_STEPS.comparing);
        const found = await gatherCustomsRecords(tx, companyId, loads);
        const layout = REPORT_LAYOUTS[report];
        const everyContainer = listsEveryContainer(report);
        const rows = loads.flatMap((load) => {
          const records = recordsOfLoad(loadedContainerOf(load), found);
          const { listed, reason } = reportedMismatches(
            report,
            mismatchesOf(loadedContainerOf(load), records),
          );
          if (listed.length === 0 && !everyContainer) return [];
          const line: ReportLine = { load, records };
          return [
            {
              cells: layout.columns.map((column) => column.value(line)),
              reason: reason || NO_MISMATCH_STATUS,
            },
          ];
        });
        if (rows.length === 0) throw information(CUSTOMS_REPORT_MESSAGES.noMismatches);
        progress(loads.length, loads.length, JOB_STEPS.writingReport);
        const names = await headingNames(tx, companyId, filter);
        const writer = layout.format === 'pdf' ? customsReportPdf : customsReportXlsx;
        const bytes = await writer.write({
          title: layout.title,
          ...names,
          fromDate: filter.fromdate,
          toDate: filter.todate,
          madeAt: new Date(),
          columns: layout.columns,
          reasonHeader: layout.reasonHeader,
          rows,
        });
        const issued = await documents.issue(tx, {
          user,
          kind: 'customs-report',
          downloadName: `${layout.fileStem}-${safe(names.vessel)}-${safe(names.voyage)}-${todayInPorts()}.${writer.extension}`,
          contentType: writer.contentType,
          bytes,
        });
        return { name: issued.name, message: CUSTOMS_REPORT_MESSAGES.generated(rows.length) };
      });
    },
  };
}
