import { api, pomsPreviewRow } from '@quaybook/contract';
import type { UploadDeclaration } from '../uploadDeclaration';
import { movementChoice, partyChoice, vesselChoice, voyageChoice } from './choices';

/** Upload POMS (002 §2.3): weights and ports of a call's inspections. */
export const pomsUpload: UploadDeclaration = {
  title: 'Upload POMS',
  purpose: 'Weights and ports of the inspections of one party, vessel call and movement.',
  choices: [
    partyChoice,
    vesselChoice('vesselid'),
    voyageChoice,
    movementChoice('movementid', 'Movement'),
  ],
  upload: api.pomsUpload.pomsImport,
  save: api.pomsUpload.pomsExecute,
  row: pomsPreviewRow,
  figures: ['Sl. No', 'Tare Wt.', 'Gross Wt'],
  template: 'poms',
};
