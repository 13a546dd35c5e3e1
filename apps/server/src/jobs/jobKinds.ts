import {
  BILL_REGISTER_MESSAGES,
  type CustomsSaveBody,
  type customsReportQuery,
  JOB_STEPS,
  type JobKind,
  type odexReportQuery,
  type SessionUser,
} from '@quaybook/contract';
import type { CustomsReportKind } from '@quaybook/domain';
import type { z } from 'zod';
import type { Deps } from '../deps';
import type { BillRegisterQuery } from '../features/billRegister/billRegisterRows';
import { exportSaleRegister } from '../features/billRegister/saleRegisterExport';
import { odexReportOf } from '../features/customsReports/customsReportRoutes';
import { customsReportService } from '../features/customsReports/customsReportService';
import {
  CUSTOMS_SAVES,
  type CustomsSaveName,
  customsSaveAnswer,
} from '../features/customsUploads/customsSave';
import { advanceList } from '../features/upload/kinds/advanceList';
import { ovaEntry } from '../features/upload/kinds/ovaEntry';
import { pomsUpdate } from '../features/upload/kinds/pomsUpdate';
import { transactionEntry } from '../features/upload/kinds/transactionEntry';
import { type ExecuteBody, executeStaged } from '../features/upload/stagedUploadRoutes';
import type { AnyUploadKind } from '../features/upload/uploadKind';
import { uploadService } from '../features/upload/uploadService';
import { ok } from '../http/route';
import type { JobHandler } from './jobRunner';

const SAVES = {
  advanceExecute: advanceList,
  transactionExecute: transactionEntry,
  ovaExecute: ovaEntry,
  pomsExecute: pomsUpdate,
} satisfies Partial<Record<JobKind, AnyUploadKind>>;

/** The customs saves, which take a staged batch or the rows as previewed (`customsSave.ts`). */
const CUSTOMS_SAVE_JOBS = {
  terminalEgmSave: 'terminalEgm',
  odexEgmSave: 'odexEgm',
  partyBlSave: 'partyBl',
} satisfies Partial<Record<JobKind, CustomsSaveName>>;

/**
 * What a kind refuses before its job is queued, as its call would: a save of a batch that is not
 * the caller's is not found, so no job of it is ever started.
 */
export function jobStartCheck(deps: Pick<Deps, 'db' | 'config'>) {
  const uploads = uploadService(deps as Deps);
  return async (kind: JobKind, input: unknown, user: SessionUser) => {
    const customs = CUSTOMS_SAVE_JOBS[kind as keyof typeof CUSTOMS_SAVE_JOBS];
    const saved: AnyUploadKind | undefined = customs
      ? CUSTOMS_SAVES[customs].kind
      : SAVES[kind as keyof typeof SAVES];
    // A customs save of the rows sent alone names no batch.
    const { qry } = input as Partial<ExecuteBody>;
    if (saved && qry) await uploads.refuseUnlessOwn(user, saved, qry);
  };
}

/**
 * What each kind of job does: the service its call runs, given the call's checked input and told
 * of its progress. The compiler asks for one line per kind the contract declares.
 */
export function jobHandlers(deps: Pick<Deps, 'db' | 'config'>): Record<JobKind, JobHandler> {
  const uploads = uploadService(deps as Deps);
  const customs = customsReportService(deps);
  const customsSave = customsSaveAnswer(deps as Deps);

  const save =
    (kind: AnyUploadKind): JobHandler =>
    (input, { user, progress }) => {
      progress(0, null, JOB_STEPS.savingRows);
      return executeStaged(uploads, kind, user, input as ExecuteBody, (applied, of) =>
        progress(applied, of, JOB_STEPS.savingRows),
      );
    };
  const customsUpload =
    (name: CustomsSaveName): JobHandler =>
    (input, { user, progress }) => {
      progress(0, null, JOB_STEPS.savingRows);
      return customsSave(name, user, input as CustomsSaveBody, (applied, of) =>
        progress(applied, of, JOB_STEPS.savingRows),
      );
    };
  const customsReport =
    (report: CustomsReportKind): JobHandler =>
    async (input, { user, progress }) => {
      const filter = input as z.output<typeof customsReportQuery>;
      const { name, message } = await customs.generate(user, report, filter, progress);
      return ok(name, message);
    };

  return {
    advanceExecute: save(SAVES.advanceExecute),
    transactionExecute: save(SAVES.transactionExecute),
    ovaExecute: save(SAVES.ovaExecute),
    pomsExecute: save(SAVES.pomsExecute),
    terminalEgmSave: customsUpload(CUSTOMS_SAVE_JOBS.terminalEgmSave),
    odexEgmSave: customsUpload(CUSTOMS_SAVE_JOBS.odexEgmSave),
    partyBlSave: customsUpload(CUSTOMS_SAVE_JOBS.partyBlSave),
    saleRegisterExcel: async (input, { user, progress }) =>
      ok(
        await exportSaleRegister(deps, user, input as BillRegisterQuery, progress),
        BILL_REGISTER_MESSAGES.downloaded,
      ),
    missingSb: customsReport('missingSb'),
    mismatchedSb: customsReport('mismatchedSb'),
    mismatched: customsReport('mismatched'),
    odexReport: async (input, context) => {
      const { report, filter } = odexReportOf(input as z.output<typeof odexReportQuery>);
      return customsReport(report)(filter, context);
    },
  };
}
