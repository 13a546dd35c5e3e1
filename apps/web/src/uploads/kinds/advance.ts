import { advancePreviewRow, api, UPLOAD_MESSAGES, UPLOAD_TYPES } from '@quaybook/contract';
import type { UploadDeclaration } from '../uploadDeclaration';
import { locationChoice, partyChoice, vesselChoice, voyageChoice } from './choices';

/** Upload Content (001 §2.4): a vessel call's advance or IGM list. */
export const advanceUpload: UploadDeclaration = {
  title: 'Upload Content',
  purpose: 'The containers a vessel call is expected to bring or take: its advance or IGM list.',
  choices: [
    partyChoice,
    locationChoice,
    vesselChoice('vessselid'),
    voyageChoice,
    {
      kind: 'options',
      param: 'uploadtype',
      label: 'Upload Type',
      options: UPLOAD_TYPES.map((type) => ({ value: type.id, label: type.name })),
      required: UPLOAD_MESSAGES.selectUploadType,
    },
  ],
  upload: api.upload.advanceImport,
  save: api.upload.advanceExecute,
  // The server refuses to save a batch under another upload type than it was staged with.
  saveWith: (query) => ({ uploadtype: Number(query.uploadtype) }),
  row: advancePreviewRow,
  figures: ['Sl. No', 'Size', 'Tare', 'Gross'],
  template: 'advance',
  list: { label: 'Download List', endpoint: api.upload.advanceDownload },
};
