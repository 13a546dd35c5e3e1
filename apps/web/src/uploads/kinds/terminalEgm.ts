import { api, CUSTOMS_MESSAGES, terminalEgmPreviewRow } from '@quaybook/contract';
import type { UploadDeclaration } from '../uploadDeclaration';

/** Upload EGM (002 §2.4): the terminal's final loading list; Save clears the rows. */
export const terminalEgmUpload: UploadDeclaration = {
  title: 'Upload EGM',
  purpose: 'The terminal’s EGM: each container loaded with its shipping bill number and date.',
  choices: [],
  upload: api.egm.terminalUpload,
  save: api.egm.terminalSave,
  row: terminalEgmPreviewRow,
  figures: ['Sl No'],
  template: 'terminalEgm',
  emptyTable: CUSTOMS_MESSAGES.noData,
};
