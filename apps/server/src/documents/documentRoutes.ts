import { api } from '@quaybook/contract';
import type { Deps } from '../deps';
import { fileAnswer } from '../http/fileAnswer';
import { defineRoute, type Route } from '../http/route';
import { documentService } from './documentService';

/** GET /document/{filename}: a document the caller's company was issued, from the file store. */
export function documentRoutes(deps: Deps): Route[] {
  const documents = documentService(deps);
  return [
    defineRoute(api.documents.download, async ({ input, user }) =>
      fileAnswer(await documents.open(user, input.params.filename)),
    ),
  ];
}
