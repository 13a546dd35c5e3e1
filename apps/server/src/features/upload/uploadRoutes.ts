import { api, type SessionUser, UPLOAD_MESSAGES, uploadFile } from '@quaybook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { defineRoute, ok, type Route } from '../../http/route';
import { choiceProblems } from '../../shared/choices';
import { type AdvanceContext, advanceContext, advanceList } from './kinds/advanceList';
import { advanceListDownload } from './kinds/advanceListDownload';
import { uploadService } from './uploadService';

/** Refuses a form naming a party, vessel, voyage or location the caller's company may not use. */
async function refuseForeignChoices(deps: Deps, user: SessionUser, context: AdvanceContext) {
  const problems = await choiceProblems(deps.db, user.company_id, [
    { field: 'applicantid', kind: 'applicant', id: context.applicantId },
    { field: 'accountid', kind: 'account', id: context.accountId },
    { field: 'locationid', kind: 'location', id: context.locationId },
    { field: 'vessselid', kind: 'vessel', id: context.vesselId },
    { field: 'voyageid', kind: 'voyage', id: context.voyageId },
  ]);
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
}

/** Logs each chunk an execute writes, so a long save can be followed in the server's log. */
export const uploadProgress =
  (log: FastifyBaseLogger, batchId: string) => (applied: number, of: number) =>
    log.info({ batch: batchId, applied, of }, 'upload rows applied');

/** Upload Content (001 §2.4): stage a file, apply it once, and download the call's list. */
export function uploadRoutes(deps: Deps): Route[] {
  const service = uploadService(deps);
  // The size limit is this server's setting, not the contract's default.
  const files = { ...uploadFile, maxBytes: deps.config.uploadMaxMb * 1024 * 1024 };
  return [
    defineRoute(
      api.upload.advanceImport,
      async ({ input, user, files: received }) => {
        const context = advanceContext(input.query);
        await refuseForeignChoices(deps, user, context);
        const file = received[0];
        if (!file) throw badRequest(UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });
        const staged = await service.stage(user, advanceList, file, context);
        return ok(
          {
            list: staged.preview.map(advanceList.preview),
            qry: staged.batchId,
            total: staged.total,
            ok: staged.ok,
            skipped: staged.skipped,
          },
          UPLOAD_MESSAGES.uploaded,
        );
      },
      { files },
    ),
    defineRoute(api.upload.advanceExecute, async ({ input, user, request }) => {
      const result = await service.execute(
        user,
        advanceList,
        input.body.qry,
        input.body.uploadtype,
        uploadProgress(request.log, input.body.qry),
      );
      return ok(result, UPLOAD_MESSAGES.saved(result.saved));
    }),
    defineRoute(api.upload.advanceDownload, async ({ input, user }) => {
      const context = advanceContext(input.query);
      await refuseForeignChoices(deps, user, context);
      return advanceListDownload(deps.db, user.company_id, context);
    }),
  ];
}
