import {
  type DataOf,
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
import type { AnyUploadKind, UploadKind } from './uploadKind';
import { uploadService } from './uploadService';

/** An upload kind's two calls: the upload that stages and previews, the execute that applies. */
interface StagedUploadCalls<U extends Endpoint, X extends Endpoint, C> {
  upload: U;
  execute: X;
  /** The form's choices as the kind's context, refusing any the caller may not use. */
  context(input: ValidatedRequest<U>, user: SessionUser): Promise<C>;
}

/** The row of an upload call's preview list, as its contract declares it. */
type PreviewRowOf<U extends Endpoint> =
  DataOf<U> extends { list: (infer R)[] } ? R : DataOf<U> extends (infer R)[] ? R : never;

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
 * job runs the same (`jobs/jobKinds.ts`), told of each chunk applied.
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
 * preview in the items its client reads them from (`previewAnswer`).
 */
export function stagedUploadRoute<U extends Endpoint, K extends string, V, C>(
  deps: Deps,
  kind: UploadKind<K, V, C, PreviewRowOf<U>>,
  upload: U,
  context: StagedUploadCalls<U, Endpoint, C>['context'],
): Route {
  const service = uploadService(deps);
  return defineRoute(
    upload,
    async ({ input, user, files: received }) => {
      const chosen = await context(input, user);
      const file = received[0];
      if (!file) throw badRequest(UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });
      const staged = await service.stage(user, kind, file, chosen);
      // The kind's preview rows are the call's (its type says so); TypeScript cannot see through U.
      return previewAnswer(upload, kind, staged) as AnswerOf<U>;
    },
    { files: serverUploadFile(deps) },
  );
}

/**
 * The routes of an upload kind: the upload stages the file and answers its preview, the execute
 * applies the caller's batch of that kind once. An execute that names an upload type (Advance or
 * IGM) must name the one its batch was staged with.
 */
export function stagedUploadRoutes<U extends Endpoint, X extends Endpoint, K extends string, V, C>(
  deps: Deps,
  kind: UploadKind<K, V, C, PreviewRowOf<U>>,
  calls: StagedUploadCalls<U, X, C>,
): Route[] {
  const service = uploadService(deps);
  return [
    stagedUploadRoute(deps, kind, calls.upload, calls.context),
    defineRoute(calls.execute, async ({ input, user, request }) => {
      const body = input.body as ExecuteBody;
      return executeStaged(
        service,
        kind,
        user,
        body,
        uploadProgress(request.log, body.qry),
      ) as Promise<AnswerOf<X>>;
    }),
  ];
}
