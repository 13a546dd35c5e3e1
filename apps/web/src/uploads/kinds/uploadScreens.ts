import type { UploadDeclaration } from '../uploadDeclaration';
import { advanceUpload } from './advance';
import { odexEgmUpload } from './odexEgm';
import { ovaUpload } from './ova';
import { partyBlUpload } from './partyBl';
import { pomsUpload } from './poms';
import { terminalEgmUpload } from './terminalEgm';
import { transactionUpload } from './transaction';

/** The upload screens, by the kind their route names. */
export const UPLOAD_SCREENS = {
  advance: advanceUpload,
  transaction: transactionUpload,
  ova: ovaUpload,
  poms: pomsUpload,
  terminalEgm: terminalEgmUpload,
  odexEgm: odexEgmUpload,
  partyBl: partyBlUpload,
} satisfies Record<string, UploadDeclaration>;
export type UploadScreenKind = keyof typeof UPLOAD_SCREENS;
