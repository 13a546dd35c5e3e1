import type { CustomsSaveBody, SessionUser } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { customsSaveAnswer } from '../customsUploads/customsSave';
import { type ExecuteBody, executeStaged } from './stagedUploadRoutes';
import type { UploadDefinition } from './uploadDefinitions';
import { uploadService } from './uploadService';

/**
 * An upload kind's save, as its call and its job both run it: a customs file's by its batch or
 * the rows as previewed (`customsSave.ts`), any other kind's by applying its staged batch once.
 */
export function uploadSave(deps: Pick<Deps, 'db' | 'config'>) {
  const uploads = uploadService(deps as Deps);
  const customs = customsSaveAnswer(deps as Deps);
  return (
    definition: UploadDefinition,
    user: SessionUser,
    body: ExecuteBody | CustomsSaveBody,
    onApplied?: (applied: number, of: number) => void,
  ) =>
    definition.customsSave
      ? customs(definition.kind, definition.customsSave, user, body as CustomsSaveBody, onApplied)
      : executeStaged(uploads, definition.kind, user, body as ExecuteBody, onApplied);
}
