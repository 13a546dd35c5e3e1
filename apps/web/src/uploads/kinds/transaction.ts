import { api, transactionPreviewRow } from '@quaybook/contract';
import type { UploadDeclaration } from '../uploadDeclaration';
import { locationChoice, movementChoice, partyChoice, vesselChoice, voyageChoice } from './choices';

/** Upload Entry (002 §2.3): container transactions, recorded as inspections. */
export const transactionUpload: UploadDeclaration = {
  title: 'Upload Entry',
  purpose: 'Container transactions of one movement at one location, recorded as inspections.',
  choices: [
    partyChoice,
    vesselChoice('vessselid'),
    voyageChoice,
    movementChoice('movement', 'Movement Type'),
    locationChoice,
  ],
  upload: api.transactionUpload.transactionImport,
  save: api.transactionUpload.transactionExecute,
  row: transactionPreviewRow,
  figures: ['SL no'],
  template: 'transaction',
};
