import { z } from 'zod';
import { customsSaveBody } from './customsSave';
import { endpoint } from './endpoint';
import { uploadFile, uploadPreview, uploadResult } from './upload';

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
    /**
     * Upload Party BL Excel: reads and checks the file and stages it. Answers the preview (rows,
     * `qry`, counts) in item 2 and its rows again in item 3, where the spec's client reads them.
     */
    upload: endpoint({
      method: 'POST',
      path: '/upload_party_bl',
      files: uploadFile,
      data: uploadPreview(partyBlPreviewRow),
      extra: z.array(partyBlPreviewRow),
    }),
    /**
     * Saves a party BL file once, from `transaction` (a JSON file part or text) holding the rows
     * as previewed (`data`, each checked again) or the staged batch (`qry`). The message is in
     * items 1 and 2, the rows in item 3, each 'Saved' or why it was not, and what was saved in
     * item 4; a refusal's message too is in items 1 and 2.
     */
    save: endpoint({
      method: 'POST',
      path: '/save_party_bl',
      formField: 'transaction',
      body: customsSaveBody,
      messageInItem2: true,
      data: z.array(partyBlPreviewRow),
      extra: uploadResult,
    }),
  },
} as const;
