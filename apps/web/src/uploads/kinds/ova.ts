import { api, ovaPreviewRow } from '@quaybook/contract';
import type { UploadDeclaration } from '../uploadDeclaration';

/** Upload OVA Entry (002 §2.3): movements by their OVA codes. */
export const ovaUpload: UploadDeclaration = {
  title: 'Upload OVA Entry',
  purpose: 'Container movements by the OVA codes of their locations and movements.',
  choices: [{ kind: 'checkbox', param: 'ovaflag', label: 'OVA Already Sent' }],
  upload: api.ovaUpload.ovaImport,
  save: api.ovaUpload.ovaExecute,
  row: ovaPreviewRow,
  figures: ['Sl. No'],
  template: 'ova',
};
