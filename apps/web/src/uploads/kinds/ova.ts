import { uploadScreen } from '../uploadDeclaration';

/** Upload OVA Entry (002 §2.3): movements by their OVA codes. */
export const ovaUpload = uploadScreen('ova', {
  title: 'Upload OVA Entry',
  purpose: 'Container movements by the OVA codes of their locations and movements.',
  choices: [{ kind: 'checkbox', param: 'ovaflag', label: 'OVA Already Sent' }],
  figures: ['Sl. No'],
});
