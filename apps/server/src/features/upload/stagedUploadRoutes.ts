import {
  type Endpoint,
  type SessionUser,
  UPLOAD_MESSAGES,
  type ValidatedRequest,
} from '@quaybook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { type AnswerOf, defineRoute, ok, type Route } from '../../http/route';
import { previewAnswer, serverUploadFile } from './previewAnswer';
import type { AnyUploadKind } from './uploadKind';
import { uploadService } from './uploadService';

/** Logs each chunk an execute writes, so a long save can be followed in the server's log. */
export const uploadProgress =
  (log: FastifyBaseLogger, batchId: string) => (applied: number, of: number) =>
    log.info({ batch: batchId, applied, of }, 'upload rows applied');

/** An execute call's body: the staged batch, and the upload type it must have been staged with. */
export interface ExecuteBody {
  qry: string;
  uploadtype?: number | undefined;
}

/**
 * Applies the caller's staged batch of this kind once and answers as the execute call does; its
 * job runs the same (`uploadSave.ts`), told of each chunk applied. An execute that names an
 * upload type (Advance or IGM) must name the one its batch was staged with.
 */
export async function executeStaged(
  service: ReturnType<typeof uploadService>,
  kind: AnyUploadKind,
  user: SessionUser,
  { qry, uploadtype }: ExecuteBody,
  onApplied?: (applied: number, of: number) => void,
) {
  const result = await service.execute(
    user,
    kind,
    qry,
    kind.typed ? uploadtype : undefined,
    onApplied,
  );
  return ok(result, UPLOAD_MESSAGES.saved(result.saved));
}

/**
 * An upload kind's upload call: it stages the file with the form's choices and answers its
 * preview in the items its client reads them from (`previewAnswer`). The kind's preview rows are
 * the call's: its definition says so (`uploadDefinitions.ts`).
 */
export function stagedUploadRoute<U extends Endpoint>(
  deps: Deps,
  kind: AnyUploadKind,
  upload: U,
  /** The form's choices as the kind's context, refusing any the caller may not use. */
  context: (input: ValidatedRequest<U>, user: SessionUser) => Promise<unknown>,
): Route {
  const service = uploadService(deps);
  return defineRoute(
    upload,
    async ({ input, user, files: received }) => {
      const chosen = await context(input, user);
      const file = received[0];
      if (!file) throw badRequest(UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });
      const staged = await service.stage(user, kind, file, chosen);
      return previewAnswer(upload, kind, staged) as AnswerOf<U>;
    },
    { files: serverUploadFile(deps) },
  );
}
