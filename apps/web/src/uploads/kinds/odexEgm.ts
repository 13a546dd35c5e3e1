import { api, CUSTOMS_MESSAGES, odexEgmPreviewRow } from '@quaybook/contract';
import type { UploadDeclaration } from '../uploadDeclaration';

/** Upload Odex EGM Excel (002 §2.4): the EGM as filed on ODeX; Save shows each row's outcome. */
export const odexEgmUpload: UploadDeclaration = {
  title: 'Upload Odex EGM Excel',
  purpose: 'The EGM as filed on ODeX: vessel and voyage, shipping bill, PCIN and packages.',
  choices: [],
  upload: api.egm.odexUpload,
  save: api.egm.odexSave,
  row: odexEgmPreviewRow,
  figures: ['Sl No', 'no of package'],
  template: 'odexEgm',
  emptyTable: CUSTOMS_MESSAGES.noData,
  showsSavedRows: true,
};
