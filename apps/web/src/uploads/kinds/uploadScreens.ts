import type { UploadKindName } from '@quaybook/contract';
import type { UploadScreenDeclaration } from '../uploadDeclaration';
import { advanceUpload } from './advance';
import { odexEgmUpload } from './odexEgm';
import { ovaUpload } from './ova';
import { partyBlUpload } from './partyBl';
import { pomsUpload } from './poms';
import { repairTariffUpload } from './repairTariff';
import { terminalEgmUpload } from './terminalEgm';
import { transactionUpload } from './transaction';

/** The upload screens, one per upload kind of the contract; the route table reads their routes. */
export const UPLOAD_SCREENS = {
  advance: advanceUpload,
  transaction: transactionUpload,
  ova: ovaUpload,
  poms: pomsUpload,
  repairTariff: repairTariffUpload,
  terminalEgm: terminalEgmUpload,
  odexEgm: odexEgmUpload,
  partyBl: partyBlUpload,
} satisfies Record<UploadKindName, UploadScreenDeclaration>;
export type UploadScreenKind = keyof typeof UPLOAD_SCREENS;
