import { z } from 'zod';
import { endpoint } from './endpoint';
import { executeBody, uploadFile, uploadOutcome, uploadPreview } from './upload';

/** A party's BL file (docs/file-formats.md): its containers with packages and weights in kg. */
export const partyBlLayout = [
  { key: 'bookingNo', title: 'Booking No', aliases: ['Booking', 'Booking Number'] },
  { key: 'blNo', title: 'BL No', aliases: ['Bl No', 'BL Number', 'blno'] },
  {
    key: 'container',
    title: 'Container No',
    aliases: ['Container', 'Cntr No', 'Contnumber', 'contno'],
  },
  { key: 'packages', title: 'Package', aliases: ['No Of Packages', 'Packages', 'noofpackages'] },
  { key: 'cargoWeight', title: 'Cargo Wt', aliases: ['Cargo Weight', 'cargo_wt'] },
  { key: 'tareWeight', title: 'Tare Wt', aliases: ['Tare Weight', 'tare_wt'] },
] as const;

/** A row of Upload Party BL Excel's preview and of its save's answer (002 §2.4). */
export const partyBlPreviewRow = z.object({
  'Sl No': z.number().int(),
  'Booking No': z.string(),
  'Bl No': z.string(),
  'Container No': z.string(),
  Package: z.string(),
  'Cargo Wt': z.string(),
  'Tare Wt': z.string(),
  /** Preview: 'OK' or the reasons; save: 'Saved' or why the row was not saved. */
  Status: z.string(),
});
export type PartyBlPreviewRow = z.infer<typeof partyBlPreviewRow>;

export const partyBl = {
  endpoints: {
    /** Upload Party BL Excel: reads and checks the file, stages it, answers the preview. */
    upload: endpoint({
      method: 'POST',
      path: '/upload_party_bl',
      files: uploadFile,
      data: uploadPreview(partyBlPreviewRow),
    }),
    /** Saves a staged party BL file once; answers each row with 'Saved' or why it was not. */
    save: endpoint({
      method: 'POST',
      path: '/save_party_bl',
      formField: 'transaction',
      body: executeBody,
      data: uploadOutcome(partyBlPreviewRow),
    }),
  },
} as const;
