import {
  type DataOf,
  type Endpoint,
  stagedBatch,
  UPLOAD_MESSAGES,
  uploadFile,
} from '@quaybook/contract';
import type { Deps } from '../../deps';
import { ok } from '../../http/route';
import type { AnyUploadKind } from './uploadKind';
import type { StagedUpload } from './uploadService';

/** The row of an upload call's preview list, as its contract declares it. */
export type PreviewRowOf<U extends Endpoint> =
  DataOf<U> extends { list: (infer R)[] } ? R : DataOf<U> extends (infer R)[] ? R : never;

/**
 * An upload call's answer: the staged rows as the kind previews them, in the items the call's
 * client reads them from (`previewOf` in the contract reads them back): the preview in item 2
 * (and its rows in item 3 where the call declares them there), or, where the call answers the
 * staged batch in item 3, the rows in item 2 and the counts in item 4.
 */
export function previewAnswer<V>(
  upload: Endpoint,
  kind: Pick<AnyUploadKind, 'preview'>,
  staged: StagedUpload<V>,
) {
  const list = staged.preview.map((row) => kind.preview(row));
  const counts = { total: staged.total, ok: staged.ok, skipped: staged.skipped };
  if (upload.extra === stagedBatch)
    return ok(list, UPLOAD_MESSAGES.uploaded, staged.batchId, counts);
  const preview = { list, qry: staged.batchId, ...counts };
  return ok(preview, UPLOAD_MESSAGES.uploaded, upload.extra ? list : undefined);
}

/** The upload file part with this server's size limit (UPLOAD_MAX_MB), not the contract's default. */
export const serverUploadFile = (deps: Deps) => ({
  ...uploadFile,
  maxBytes: deps.config.uploadMaxMb * 1024 * 1024,
});
