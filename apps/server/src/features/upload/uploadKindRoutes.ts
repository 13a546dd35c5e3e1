import type { CustomsSaveBody } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { type AnswerOf, defineRoute, type Route } from '../../http/route';
import { refuseAsNotFound } from '../../shared/problems';
import { type ExecuteBody, stagedUploadRoute, uploadProgress } from './stagedUploadRoutes';
import { refuseForeignChoices } from './uploadChoices';
import { type UploadDefinition, uploadDefinitions } from './uploadDefinitions';
import { uploadSave } from './uploadSave';

/**
 * The calls of one upload kind, as its declaration names them: the upload stages the file with
 * the form's choices (another company's refused) and answers its preview; the save applies the
 * caller's batch once; a download reads what the choices name (another company's not found).
 */
function routesOf(deps: Deps, definition: UploadDefinition, save: ReturnType<typeof uploadSave>) {
  const { declared } = definition;
  const routes: Route[] = [
    stagedUploadRoute(deps, definition.kind, declared.upload, async ({ query }, user) => {
      await refuseForeignChoices(deps.db, user.company_id, declared.choices, query);
      return definition.context(query);
    }),
    defineRoute(declared.save, async ({ input, user, request }) => {
      const body = input.body as ExecuteBody | CustomsSaveBody;
      const progress = uploadProgress(request.log, body.qry ?? 'rows sent');
      return (await save(definition, user, body, progress)) as AnswerOf<typeof declared.save>;
    }),
  ];
  const { download: read } = definition;
  if (declared.download && read)
    routes.push(
      defineRoute(declared.download, async ({ input: { query }, user }) => {
        await refuseForeignChoices(
          deps.db,
          user.company_id,
          declared.choices,
          query,
          refuseAsNotFound,
        );
        return read(deps.db, user.company_id, definition.context(query));
      }),
    );
  return routes;
}

/**
 * Every upload kind's calls (001 §2.4, 002 §2.3, §2.4), from its definition: Upload Content,
 * Upload Entry and Pending Inspection, OVA, POMS, the terminal and ODeX EGM and the party BL.
 */
export function uploadKindRoutes(deps: Deps): Route[] {
  const save = uploadSave(deps);
  return Object.values(uploadDefinitions).flatMap((definition) => routesOf(deps, definition, save));
}
