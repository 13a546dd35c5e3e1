import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import type { Route } from '../../http/route';
import { choiceProblems } from '../../shared/choices';
import { refuseProblems } from '../../shared/problems';
import { pomsContext, pomsUpdate } from './kinds/pomsUpdate';
import { stagedUploadRoutes } from './stagedUploadRoutes';

/** Upload POMS (002 §2.3): stage a weight and port file, then update the call's inspections once. */
export function pomsUploadRoutes(deps: Deps): Route[] {
  return stagedUploadRoutes(deps, pomsUpdate, {
    upload: api.pomsUpload.pomsImport,
    execute: api.pomsUpload.pomsExecute,
    // Another company's party, vessel, voyage or movement is refused before the file is read.
    async context(input, user) {
      const context = pomsContext(input.query);
      refuseProblems(
        await choiceProblems(deps.db, user.company_id, [
          { field: 'applicantid', kind: 'applicant', id: context.applicantId },
          { field: 'accountid', kind: 'account', id: context.accountId },
          { field: 'vesselid', kind: 'vessel', id: context.vesselId },
          { field: 'voyageid', kind: 'voyage', id: context.voyageId },
          { field: 'movementid', kind: 'movement', id: context.movementId },
        ]),
      );
      return context;
    },
  });
}
