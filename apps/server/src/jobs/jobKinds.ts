import {
  BILL_REGISTER_MESSAGES,
  CUSTOMS_REPORT_CALL_NAMES,
  CUSTOMS_REPORT_CALLS,
  type CustomsReportCall,
  type CustomsSaveBody,
  type customsReportQuery,
  JOB_STEPS,
  type JobKind,
  type SessionUser,
  type UploadJobKind,
  uploadKindOfJob,
} from '@quaybook/contract';
import type { z } from 'zod';
import type { Deps } from '../deps';
import type { BillRegisterQuery } from '../features/billRegister/billRegisterRows';
import { exportSaleRegister } from '../features/billRegister/saleRegisterExport';
import {
  customsReportService,
  reportOfCall,
} from '../features/customsReports/customsReportService';
import type { ExecuteBody } from '../features/upload/stagedUploadRoutes';
import { type UploadDefinition, uploadDefinitions } from '../features/upload/uploadDefinitions';
import { uploadSave } from '../features/upload/uploadSave';
import { uploadService } from '../features/upload/uploadService';
import { ok } from '../http/route';
import type { JobHandler } from './jobRunner';

type ReportJobKind = (typeof CUSTOMS_REPORT_CALLS)[CustomsReportCall]['job'];

/**
 * What a kind refuses before its job is queued, as its call would: a save of a batch that is not
 * the caller's is not found, so no job of it is ever started.
 */
export function jobStartCheck(deps: Pick<Deps, 'db' | 'config'>) {
  const uploads = uploadService(deps as Deps);
  return async (kind: JobKind, input: unknown, user: SessionUser) => {
    const saved = uploadKindOfJob(kind);
    // A customs save of the rows sent alone names no batch.
    const { qry } = input as Partial<ExecuteBody>;
    if (saved && qry) await uploads.refuseUnlessOwn(user, uploadDefinitions[saved].kind, qry);
  };
}

/**
 * What each kind of job does: the service its call runs, given the call's checked input and told
 * of its progress. Every upload kind's save and every customs report call runs as the job its
 * declaration names; the compiler asks for a line for any other kind the contract declares.
 */
export function jobHandlers(deps: Pick<Deps, 'db' | 'config'>): Record<JobKind, JobHandler> {
  const save = uploadSave(deps);
  const customs = customsReportService(deps);

  const uploadJob =
    (definition: UploadDefinition): JobHandler =>
    (input, { user, progress }) => {
      progress(0, null, JOB_STEPS.savingRows);
      return save(definition, user, input as ExecuteBody | CustomsSaveBody, (applied, of) =>
        progress(applied, of, JOB_STEPS.savingRows),
      );
    };
  const reportJob =
    (call: CustomsReportCall): JobHandler =>
    async (input, { user, progress }) => {
      const { report, filter } = reportOfCall(call, input as z.output<typeof customsReportQuery>);
      const { name, message } = await customs.generate(user, report, filter, progress);
      return ok(name, message);
    };

  const uploadJobs = Object.fromEntries(
    Object.values(uploadDefinitions).map((definition) => [
      definition.declared.job,
      uploadJob(definition),
    ]),
  ) as Record<UploadJobKind, JobHandler>;
  const reportJobs = Object.fromEntries(
    CUSTOMS_REPORT_CALL_NAMES.map((call) => [CUSTOMS_REPORT_CALLS[call].job, reportJob(call)]),
  ) as Record<ReportJobKind, JobHandler>;

  return {
    ...uploadJobs,
    saleRegisterExcel: async (input, { user, progress }) =>
      ok(
        await exportSaleRegister(deps, user, input as BillRegisterQuery, progress),
        BILL_REGISTER_MESSAGES.downloaded,
      ),
    ...reportJobs,
  };
}
