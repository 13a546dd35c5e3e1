import { UPLOAD_MESSAGES, uploadFile } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { ok } from '../../http/route';
import type { AnyUploadKind } from './uploadKind';
import type { StagedUpload } from './uploadService';

/** An upload call's answer (`uploadPreview`): the staged rows as the kind previews them. */
export function previewAnswer<V>(kind: Pick<AnyUploadKind, 'preview'>, staged: StagedUpload<V>) {
  return ok(
    {
      list: staged.preview.map((row) => kind.preview(row)),
      qry: staged.batchId,
      total: staged.total,
      ok: staged.ok,
      skipped: staged.skipped,
    },
    UPLOAD_MESSAGES.uploaded,
  );
}

/** The upload file part with this server's size limit (UPLOAD_MAX_MB), not the contract's default. */
export const serverUploadFile = (deps: Deps) => ({
  ...uploadFile,
  maxBytes: deps.config.uploadMaxMb * 1024 * 1024,
});
