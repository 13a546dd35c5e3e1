import { uploadScreen } from '../uploadDeclaration';
import { locationChoice, movementChoice, partyChoice, vesselChoice, voyageChoice } from './choices';

/** Upload Entry (002 §2.3): container transactions, recorded as inspections. */
export const transactionUpload = uploadScreen('transaction', {
  title: 'Upload Entry',
  purpose: 'Container transactions of one movement at one location, recorded as inspections.',
  choices: [
    partyChoice,
    vesselChoice('vessselid'),
    voyageChoice,
    movementChoice('movement', 'Movement Type'),
    locationChoice,
  ],
  figures: ['SL no'],
});
