import { CUSTOMS_MESSAGES } from '@quaybook/contract';
import { uploadScreen } from '../uploadDeclaration';

/** Upload EGM (002 §2.4): the terminal's final loading list; Save clears the rows. */
export const terminalEgmUpload = uploadScreen('terminalEgm', {
  title: 'Upload EGM',
  purpose: 'The terminal’s EGM: each container loaded with its shipping bill number and date.',
  choices: [],
  figures: ['Sl No'],
  emptyTable: CUSTOMS_MESSAGES.noData,
});
