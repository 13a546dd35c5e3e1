import { UPLOAD_MESSAGES, UPLOAD_TYPES } from '@quaybook/contract';
import { uploadScreen } from '../uploadDeclaration';
import { locationChoice, partyChoice, vesselChoice, voyageChoice } from './choices';

/** Upload Content (001 §2.4): a vessel call's advance or IGM list. */
export const advanceUpload = uploadScreen('advance', {
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
  // The server refuses to save a batch under another upload type than it was staged with.
  saveWith: (query) => ({ uploadtype: Number(query.uploadtype) }),
  figures: ['Sl. No', 'Size', 'Tare', 'Gross'],
  list: 'Download List',
});
