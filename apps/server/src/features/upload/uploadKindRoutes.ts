import type { CustomsSaveBody } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { type AnswerOf, defineRoute, type Route } from '../../http/route';
import { type ExecuteBody, stagedUploadRoute, uploadProgress } from './stagedUploadRoutes';
import { type UploadDefinition, uploadDefinitions } from './uploadDefinitions';
import { uploadKindService } from './uploadKindService';
import { uploadSave } from './uploadSave';

/**
 * The calls of one upload kind, as its declaration names them: the upload stages the file with
 * the form's choices (another company's refused) and answers its preview; the save applies the
 * caller's batch once; a download reads what the choices name (another company's not found).
 */
function routesOf(
  deps: Deps,
  definition: UploadDefinition,
  save: ReturnType<typeof uploadSave>,
  kinds: ReturnType<typeof uploadKindService>,
) {
  const { declared } = definition;
  const routes: Route[] = [
    stagedUploadRoute(deps, definition.kind, declared.upload, ({ query }, user) =>
      kinds.contextOf(definition, query, user),
    ),
    defineRoute(declared.save, async ({ input, user, request }) => {
      const body = input.body as ExecuteBody | CustomsSaveBody;
      const progress = uploadProgress(request.log, body.qry ?? 'rows sent');
      return (await save(definition, user, body, progress)) as AnswerOf<typeof declared.save>;
    }),
  ];
  const { download: read } = definition;
  if (declared.download && read)
    routes.push(
      defineRoute(declared.download, ({ input: { query }, user }) =>
        kinds.download(definition, read, query, user),
      ),
    );
  return routes;
}

/**
 * Every upload kind's calls (001 §2.4, 002 §2.3, §2.4), from its definition: Upload Content,
 * Upload Entry and Pending Inspection, OVA, POMS, the terminal and ODeX EGM and the party BL.
 */
export function uploadKindRoutes(deps: Deps): Route[] {
  const save = uploadSave(deps);
  const kinds = uploadKindService(deps.db);
  return Object.values(uploadDefinitions).flatMap((definition) =>
    routesOf(deps, definition, save, kinds),
  );
}
