import {
  type DataOf,
  type Endpoint,
  type SessionUser,
  UPLOAD_MESSAGES,
  type ValidatedRequest,
} from '@quaybook/contract';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { type AnswerOf, defineRoute, ok, type Route } from '../../http/route';
import { previewAnswer, serverUploadFile } from './previewAnswer';
import type { UploadKind } from './uploadKind';
import { uploadService } from './uploadService';

/** An upload kind's two calls: the upload that stages and previews, the execute that applies. */
export interface StagedUploadCalls<U extends Endpoint, X extends Endpoint, C> {
  upload: U;
  execute: X;
  /** The form's choices as the kind's context, refusing any the caller may not use. */
  context(input: ValidatedRequest<U>, user: SessionUser): Promise<C>;
}

/** The row of an upload call's preview list, as its contract declares it. */
type PreviewRowOf<U extends Endpoint> = DataOf<U> extends { list: (infer R)[] } ? R : never;

/**
 * The routes of an upload kind whose execute carries no upload type: the upload stages the file
 * and answers its preview, the execute applies the caller's batch of that kind once.
 */
export function stagedUploadRoutes<U extends Endpoint, X extends Endpoint, K extends string, V, C>(
  deps: Deps,
  kind: UploadKind<K, V, C, PreviewRowOf<U>>,
  calls: StagedUploadCalls<U, X, C>,
): Route[] {
  const service = uploadService(deps);
  return [
    defineRoute(
      calls.upload,
      async ({ input, user, files: received }) => {
        const context = await calls.context(input, user);
        const file = received[0];
        if (!file) throw badRequest(UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });
        const staged = await service.stage(user, kind, file, context);
        // The kind's preview rows are the call's (its type says so); TypeScript cannot see through U.
        return previewAnswer(kind, staged) as AnswerOf<U>;
      },
      { files: serverUploadFile(deps) },
    ),
    defineRoute(calls.execute, async ({ input, user }) => {
      const { qry } = input.body as { qry: string };
      const result = await service.execute(user, kind, qry, undefined);
      return ok(result, UPLOAD_MESSAGES.saved(result.saved)) as AnswerOf<X>;
    }),
  ];
}
