import {
  REPORT_MESSAGES,
  type ReportPdf,
  type report as reportContract,
  type SessionUser,
} from '@quaybook/contract';
import { SERIES, todayInPorts } from '@quaybook/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, information, notFound } from '../../http/errors';
import { recordChange } from '../../shared/history';
import { inNumberedTransaction, nextNumber } from '../../shared/sequences';
import { inTransaction } from '../../shared/transaction';
import { inspectionChange } from '../inspection/inspectionHistory';
import { findContainer, type LockedInspection } from '../inspection/inspectionRepository';
import { inspectionForChange, inspectionsForChange } from '../inspection/inspectionsForChange';
import { lineNotices, type NoticeOrigin } from '../portal/lineNotices';
import { reportFileName, reportPrinter, reportTitle } from './reportDocument';
import { companyOf } from './reportPrintRepository';
import {
  type FoundReport,
  insertReport,
  inspectionIdsOf,
  latestInspectionOf,
  type ReportRecord,
  setInspectionsReport,
  setReportDocument,
} from './reportRepository';
import { reportByNumber } from './storedReport';

type Endpoints = typeof reportContract.endpoints;
type GenerateInput = z.output<Endpoints['generate']['query']>;
type AddInput = z.output<Endpoints['addInspections']['query']>;
type ClearInput = z.output<Endpoints['clearInspection']['query']>;

const partyOf = ({ record }: LockedInspection) => `${record.applicantId}/${record.accountId}`;

/** Status 2, changing nothing, when any of the inspections is already on a report. */
function refuseReported(found: readonly LockedInspection[]): void {
  const numbers = [...new Set(found.flatMap(({ reportNo }) => (reportNo ? [reportNo] : [])))];
  if (numbers.length > 0) throw information(REPORT_MESSAGES.alreadyReported(numbers.join(', ')));
}

function refuseBilled({ report, billNo }: FoundReport): void {
  if (billNo) throw conflict(REPORT_MESSAGES.billed(report.reportNo, billNo));
}

const ascending = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** What history keeps of a report. */
const reportFacts = (report: ReportRecord, inspectionIds: readonly number[], filename: string) => ({
  rptno: report.reportNo,
  rptdate: report.reportDate,
  rpttype: report.reportType,
  applicant: report.applicantId,
  account: report.accountId,
  inspections: ascending(inspectionIds),
  filename,
});

/** Survey reports: numbering a party's inspections, changing what a report holds, its PDFs. */
export function reportService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const printReport = reportPrinter(deps);
  const tell = lineNotices(deps);

  /** Tells the report's line users who chose it that it is issued. */
  async function tellIssued(
    tx: Database,
    user: SessionUser,
    report: ReportRecord,
    containers: number,
    from: NoticeOrigin,
  ) {
    const company = await companyOf(tx, user.company_id);
    await tell(
      tx,
      {
        news: 'reports',
        companyId: user.company_id,
        party: { applicantId: report.applicantId, accountId: report.accountId },
        subject: `Survey report ${report.reportNo} issued`,
        lines: [
          `Our survey report ${report.reportNo} of ${report.reportDate} is issued, covering ${containers} container${containers === 1 ? '' : 's'}.`,
        ],
        companyName: company?.name ?? '',
      },
      from,
    );
  }

  /** Prints the report as it now stands and points it at that PDF. */
  async function printAgain(
    tx: Database,
    user: SessionUser,
    report: ReportRecord,
    inspectionIds: readonly number[],
  ) {
    const document = await printReport(tx, user, {
      title: reportTitle(report.reportType),
      reportNo: report.reportNo,
      reportDate: report.reportDate,
      reportType: report.reportType,
      applicantId: report.applicantId,
      accountId: report.accountId,
      inspectionIds,
      downloadName: reportFileName(report.reportNo),
    });
    await setReportDocument(tx, report.id, document.id, user.user_id);
    return document;
  }

  /** Sets or clears the report of inspections, with a history row for each. */
  async function file(
    tx: Database,
    found: readonly LockedInspection[],
    report: ReportRecord | null,
  ) {
    await setInspectionsReport(
      tx,
      found.map(({ record }) => record.id),
      report?.id ?? null,
    );
    return found.map(({ record, reportNo }) =>
      inspectionChange(record, {
        action: report ? 'reported' : 'unreported',
        before: { rptno: reportNo },
        after: { rptno: report?.reportNo ?? null },
      }),
    );
  }

  /**
   * Changes which inspections an unbilled report holds: `choose` checks and locks the ones to
   * add or take off, given the report and the ids it holds; they are filed, the report printed
   * again, and history written, in the caller's transaction.
   */
  async function changeContents(
    tx: Database,
    user: SessionUser,
    reportNo: string,
    choose: (
      report: ReportRecord,
      held: readonly number[],
    ) => Promise<{ moved: LockedInspection[]; adding: boolean }>,
  ) {
    const found = await reportByNumber(tx, user.company_id, reportNo, true);
    refuseBilled(found);
    const { report } = found;
    const before = await inspectionIdsOf(tx, report.id);
    const { moved, adding } = await choose(report, before);
    const changes = await file(tx, moved, adding ? report : null);
    const movedIds = moved.map(({ record }) => record.id);
    const after = adding ? [...before, ...movedIds] : before.filter((id) => !movedIds.includes(id));
    const document = await printAgain(tx, user, report, after);
    await recordChange(
      tx,
      user,
      {
        entity: 'report',
        entityId: report.id,
        action: 'updated',
        before: { inspections: ascending(before) },
        after: { inspections: ascending(after), filename: document.name },
      },
      ...changes,
    );
    return { report, document, moved };
  }

  return {
    /**
     * Gives one party's unreported inspections a new report number and prints the report; the
     * party's line users who chose it are told it is issued.
     */
    async generate(
      user: SessionUser,
      input: GenerateInput,
      from?: NoticeOrigin,
    ): Promise<ReportPdf> {
      if (input.rptdate > todayInPorts())
        throw badRequest(REPORT_MESSAGES.reportDateAfterToday, {
          rptdate: REPORT_MESSAGES.reportDateAfterToday,
        });
      return inNumberedTransaction(db, user.company_id, [SERIES.report], async (tx) => {
        const found = await inspectionsForChange(tx, user.company_id, input.reportid);
        if (new Set(found.map(partyOf)).size > 1) throw badRequest(REPORT_MESSAGES.oneParty);
        refuseReported(found);
        const { record: first } = found[0] as LockedInspection;
        const reportNo = await nextNumber(tx, user.company_id, SERIES.report, input.rptdate);
        const report = await insertReport(tx, {
          companyId: user.company_id,
          reportNo,
          reportDate: input.rptdate,
          reportType: input.rpttype,
          applicantId: first.applicantId,
          accountId: first.accountId,
          createdBy: user.user_id,
          createdAt: new Date(),
        });
        if (!report) throw new Error('The report was not recorded');
        const changes = await file(tx, found, report);
        const ids = found.map(({ record }) => record.id);
        const document = await printAgain(tx, user, report, ids);
        await recordChange(
          tx,
          user,
          {
            entity: 'report',
            entityId: report.id,
            action: 'created',
            after: reportFacts(report, ids, document.name),
          },
          ...changes,
        );
        if (from) await tellIssued(tx, user, report, ids.length, from);
        return { rptno: reportNo, filename: document.name };
      });
    },

    /** Prints the report again from what it holds now. */
    async reprint(user: SessionUser, reportNo: string): Promise<ReportPdf> {
      return inTransaction(db, async (tx) => {
        const { report } = await reportByNumber(tx, user.company_id, reportNo, true);
        const document = await printAgain(tx, user, report, await inspectionIdsOf(tx, report.id));
        await recordChange(tx, user, {
          entity: 'report',
          entityId: report.id,
          action: 'regenerated',
          before: { document: report.documentId },
          after: { document: document.id, filename: document.name },
        });
        return { rptno: report.reportNo, filename: document.name };
      });
    },

    /** Adds the party's unreported inspections to an unbilled report and prints it again. */
    async addInspections(
      user: SessionUser,
      input: AddInput,
    ): Promise<ReportPdf & { count: number }> {
      return inTransaction(db, async (tx) => {
        const { report, document, moved } = await changeContents(
          tx,
          user,
          input.reportno,
          async (report) => {
            const added = await inspectionsForChange(tx, user.company_id, input.reportid);
            const party = `${report.applicantId}/${report.accountId}`;
            if (added.some((row) => partyOf(row) !== party))
              throw badRequest(REPORT_MESSAGES.oneParty);
            refuseReported(added);
            return { moved: added, adding: true };
          },
        );
        return { rptno: report.reportNo, filename: document.name, count: moved.length };
      });
    },

    /** Takes one inspection off an unbilled report (never its last) and prints it again. */
    async clearInspection(
      user: SessionUser,
      input: ClearInput,
    ): Promise<ReportPdf & { container: string }> {
      return inTransaction(db, async (tx) => {
        const { report, document, moved } = await changeContents(
          tx,
          user,
          input.reportno,
          async (report, held) => {
            const cleared = await inspectionForChange(tx, user.company_id, input.reportid);
            if (cleared.record.reportId !== report.id)
              throw notFound(
                `Container ${cleared.containerNumber} is not on report ${report.reportNo}.`,
              );
            if (held.length <= 1) throw conflict(REPORT_MESSAGES.lastInspection(report.reportNo));
            return { moved: [cleared], adding: false };
          },
        );
        return {
          rptno: report.reportNo,
          filename: document.name,
          container: moved[0]?.containerNumber ?? '',
        };
      });
    },

    /** The survey report of a container's latest inspection, without a report number. */
    async surveyReport(user: SessionUser, containerNumber: string): Promise<string> {
      const container = await findContainer(db, user.company_id, containerNumber);
      const latest = container
        ? await latestInspectionOf(db, user.company_id, container.id)
        : undefined;
      if (!latest) throw information(REPORT_MESSAGES.noInspection(containerNumber));
      const document = await inTransaction(db, (tx) =>
        printReport(tx, user, {
          title: 'ON-BOARD SURVEY REPORT',
          reportNo: null,
          reportDate: todayInPorts(),
          reportType: null,
          applicantId: latest.applicantId,
          accountId: latest.accountId,
          inspectionIds: [latest.id],
          downloadName: `survey-report-${containerNumber}.pdf`,
        }),
      );
      return document.name;
    },
  };
}
