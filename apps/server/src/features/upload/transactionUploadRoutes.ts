import { api, type SessionUser } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, type Route } from '../../http/route';
import { choiceProblems } from '../../shared/choices';
import { refuseAsNotFound, refuseProblems } from '../../shared/problems';
import { pendingDownload } from './kinds/pendingDownload';
import {
  type TransactionContext,
  transactionContext,
  transactionEntry,
} from './kinds/transactionEntry';
import { stagedUploadRoutes } from './stagedUploadRoutes';

/** Refuses a form naming a party, call, location or movement the caller's company may not use. */
async function refuseForeignChoices(
  deps: Deps,
  user: SessionUser,
  context: TransactionContext,
  refuse = refuseProblems,
) {
  refuse(
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
  return [
    ...stagedUploadRoutes(deps, transactionEntry, {
      upload: api.transactionUpload.transactionImport,
      execute: api.transactionUpload.transactionExecute,
      async context(input, user) {
        const context = transactionContext(input.query);
        await refuseForeignChoices(deps, user, context);
        return context;
      },
    }),
    defineRoute(api.transactionUpload.pendingDownload, async ({ input, user }) => {
      const context = transactionContext(input.query);
      // A download reads the call's pending list: another company's rows are not found.
      await refuseForeignChoices(deps, user, context, refuseAsNotFound);
      return pendingDownload(deps.db, user.company_id, context);
    }),
  ];
}
