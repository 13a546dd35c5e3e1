import type { UploadDeclaration } from '../uploadDeclaration';
import { advanceUpload } from './advance';
import { ovaUpload } from './ova';
import { pomsUpload } from './poms';
import { transactionUpload } from './transaction';

/** The upload screens, by the kind their route names. */
export const UPLOAD_SCREENS = {
  advance: advanceUpload,
  transaction: transactionUpload,
  ova: ovaUpload,
  poms: pomsUpload,
} satisfies Record<string, UploadDeclaration>;
export type UploadScreenKind = keyof typeof UPLOAD_SCREENS;
