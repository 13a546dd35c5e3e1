import { api, type SessionUser, UPLOAD_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { defineRoute, ok, type Route } from '../../http/route';
import { choiceProblems } from '../../shared/choices';
import { refuseProblems } from '../../shared/problems';
import { pendingDownload } from './kinds/pendingDownload';
import {
  type TransactionContext,
  transactionContext,
  transactionEntry,
} from './kinds/transactionEntry';
import { previewAnswer, serverUploadFile } from './previewAnswer';
import { uploadService } from './uploadService';

/** Refuses a form naming a party, call, location or movement the caller's company may not use. */
async function refuseForeignChoices(deps: Deps, user: SessionUser, context: TransactionContext) {
  refuseProblems(
    await choiceProblems(deps.db, user.company_id, [
      { field: 'applicantid', kind: 'applicant', id: context.applicantId },
      { field: 'accountid', kind: 'account', id: context.accountId },
      { field: 'vessselid', kind: 'vessel', id: context.vesselId },
      { field: 'voyageid', kind: 'voyage', id: context.voyageId },
      { field: 'locationid', kind: 'location', id: context.locationId },
      { field: 'movement', kind: 'movement', id: context.movementId },
    ]),
  );
}

/** Upload Entry and Pending Inspection (002 §2.3): stage a transaction file, save it once. */
export function transactionUploadRoutes(deps: Deps): Route[] {
  const service = uploadService(deps);
  return [
    defineRoute(
      api.transactionUpload.transactionImport,
      async ({ input, user, files }) => {
        const context = transactionContext(input.query);
        await refuseForeignChoices(deps, user, context);
        const file = files[0];
        if (!file) throw badRequest(UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });
        return previewAnswer(
          transactionEntry,
          await service.stage(user, transactionEntry, file, context),
        );
      },
      { files: serverUploadFile(deps) },
    ),
    defineRoute(api.transactionUpload.transactionExecute, async ({ input, user }) => {
      // A transaction file has no upload type (Advance or IGM); one sent is not asked about.
      const result = await service.execute(user, transactionEntry, input.body.qry, undefined);
      return ok(result, UPLOAD_MESSAGES.saved(result.saved));
    }),
    defineRoute(api.transactionUpload.pendingDownload, async ({ input, user }) => {
      const context = transactionContext(input.query);
      await refuseForeignChoices(deps, user, context);
      return pendingDownload(deps.db, user.company_id, context);
    }),
  ];
}
