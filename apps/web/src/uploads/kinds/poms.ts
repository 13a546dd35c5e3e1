import { uploadScreen } from '../uploadDeclaration';
import { movementChoice, partyChoice, vesselChoice, voyageChoice } from './choices';

/** Upload POMS (002 §2.3): weights and ports of a call's inspections. */
export const pomsUpload = uploadScreen('poms', {
  title: 'Upload POMS',
  purpose: 'Weights and ports of the inspections of one party, vessel call and movement.',
  choices: [
    partyChoice,
    vesselChoice('vesselid'),
    voyageChoice,
    movementChoice('movementid', 'Movement'),
  ],
  figures: ['Sl. No', 'Tare Wt.', 'Gross Wt'],
});
