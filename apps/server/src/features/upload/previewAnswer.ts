import {
  answersBatchInItem3,
  type Endpoint,
  UPLOAD_MESSAGES,
  uploadFile,
} from '@quaybook/contract';
import type { Deps } from '../../deps';
import { ok } from '../../http/route';
import type { AnyUploadKind } from './uploadKind';
import type { StagedUpload } from './uploadService';

/**
 * An upload call's answer (`uploadPreview`): the staged rows as the kind previews them, and the
 * staged batch's id in item 3 too where the upload declares it there.
 */
export function previewAnswer<V>(
  upload: Endpoint,
  kind: Pick<AnyUploadKind, 'preview'>,
  staged: StagedUpload<V>,
) {
  return ok(
    {
      list: staged.preview.map((row) => kind.preview(row)),
      qry: staged.batchId,
      total: staged.total,
      ok: staged.ok,
      skipped: staged.skipped,
    },
    UPLOAD_MESSAGES.uploaded,
    answersBatchInItem3(upload) ? staged.batchId : undefined,
  );
}

/** The upload file part with this server's size limit (UPLOAD_MAX_MB), not the contract's default. */
export const serverUploadFile = (deps: Deps) => ({
  ...uploadFile,
  maxBytes: deps.config.uploadMaxMb * 1024 * 1024,
});
