import { CUSTOMS_MESSAGES } from '@quaybook/contract';
import { uploadScreen } from '../uploadDeclaration';

/** Upload Odex EGM Excel (002 §2.4): the EGM as filed on ODeX; Save shows each row's outcome. */
export const odexEgmUpload = uploadScreen('odexEgm', {
  title: 'Upload Odex EGM Excel',
  purpose: 'The EGM as filed on ODeX: vessel and voyage, shipping bill, PCIN and packages.',
  choices: [],
  figures: ['Sl No', 'no of package'],
  emptyTable: CUSTOMS_MESSAGES.noData,
  showsSavedRows: true,
});
