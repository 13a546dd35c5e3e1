import { CUSTOMS_MESSAGES } from '@quaybook/contract';
import { uploadScreen } from '../uploadDeclaration';

/** Upload Party BL Excel (002 §2.4): a party's BL containers; Save shows each row's outcome. */
export const partyBlUpload = uploadScreen('partyBl', {
  title: 'Upload Party BL Excel',
  purpose: 'A party’s bills of lading: booking, BL, container, packages and weights in kg.',
  choices: [],
  figures: ['Sl No', 'Package', 'Cargo Wt', 'Tare Wt'],
  emptyTable: CUSTOMS_MESSAGES.noData,
  showsSavedRows: true,
});
