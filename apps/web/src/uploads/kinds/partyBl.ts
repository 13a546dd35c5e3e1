import { api, CUSTOMS_MESSAGES, partyBlPreviewRow } from '@quaybook/contract';
import type { UploadDeclaration } from '../uploadDeclaration';

/** Upload Party BL Excel (002 §2.4): a party's BL containers; Save shows each row's outcome. */
export const partyBlUpload: UploadDeclaration = {
  title: 'Upload Party BL Excel',
  purpose: 'A party’s bills of lading: booking, BL, container, packages and weights in kg.',
  choices: [],
  upload: api.partyBl.upload,
  save: api.partyBl.save,
  row: partyBlPreviewRow,
  figures: ['Sl No', 'Package', 'Cargo Wt', 'Tare Wt'],
  template: 'partyBl',
  emptyTable: CUSTOMS_MESSAGES.noData,
  showsSavedRows: true,
};
