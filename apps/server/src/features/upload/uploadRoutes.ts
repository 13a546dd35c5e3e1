import { api, type SessionUser } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, type Route } from '../../http/route';
import { choiceProblems } from '../../shared/choices';
import { refuseAsNotFound, refuseProblems } from '../../shared/problems';
import { type AdvanceContext, advanceContext, advanceList } from './kinds/advanceList';
import { advanceListDownload } from './kinds/advanceListDownload';
import { stagedUploadRoutes } from './stagedUploadRoutes';

/** Refuses a form naming a party, vessel, voyage or location the caller's company may not use. */
async function refuseForeignChoices(
  deps: Deps,
  user: SessionUser,
  context: AdvanceContext,
  refuse = refuseProblems,
) {
  refuse(
    await choiceProblems(deps.db, user.company_id, [
      { field: 'applicantid', kind: 'applicant', id: context.applicantId },
      { field: 'accountid', kind: 'account', id: context.accountId },
      { field: 'locationid', kind: 'location', id: context.locationId },
      { field: 'vessselid', kind: 'vessel', id: context.vesselId },
      { field: 'voyageid', kind: 'voyage', id: context.voyageId },
    ]),
  );
}

/** Upload Content (001 §2.4): stage a file, apply it once, and download the call's list. */
export function uploadRoutes(deps: Deps): Route[] {
  return [
    ...stagedUploadRoutes(deps, advanceList, {
      upload: api.upload.advanceImport,
      execute: api.upload.advanceExecute,
      async context(input, user) {
        const context = advanceContext(input.query);
        await refuseForeignChoices(deps, user, context);
        return context;
      },
    }),
    defineRoute(api.upload.advanceDownload, async ({ input, user }) => {
      const context = advanceContext(input.query);
      // A download reads the call's list: another company's call is not found.
      await refuseForeignChoices(deps, user, context, refuseAsNotFound);
      return advanceListDownload(deps.db, user.company_id, context);
    }),
  ];
}
