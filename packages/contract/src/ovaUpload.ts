import { z } from 'zod';
import { endpoint } from './endpoint';
import { digitsOrNumber } from './fields';
import { executeBody, uploadFile, uploadPreview, uploadResult } from './upload';

/**
 * Upload OVA Entry's choice (002 §7): `ovaflag` 1 when the file's movements were already sent
 * as OVA, so they are recorded as sent and the OVA report leaves them out.
 */
export const ovaUploadQuery = z.object({
  ovaflag: z.preprocess(
    (value) => (value === undefined || value === '' ? 0 : digitsOrNumber(value)),
    z.union([z.literal(0), z.literal(1)], { error: 'OVA Already Sent must be 0 or 1.' }),
  ),
});
export type OvaUploadQuery = z.output<typeof ovaUploadQuery>;

/**
 * The OVA file (docs/file-formats.md), its headers as the spec names the preview's columns:
 * location and movement by their OVA codes, full/empty F or E, date dd/mm/yyyy, time HHMM.
 * The OVA report (GET /ova_report) writes the same layout.
 */
export const ovaLayout = [
  { key: 'container', title: 'Container', aliases: ['Container No', 'Cntr No', 'Contnumber'] },
  { key: 'location', title: 'loc', aliases: ['Location', 'Loc Code', 'Location Code'] },
  { key: 'movement', title: 'movement', aliases: ['Move', 'Movement Code'] },
  { key: 'fullEmpty', title: 'fl_mt_stat', aliases: ['Full Empty', 'FE', 'Status'] },
  { key: 'date', title: 'ddt', aliases: ['Date'] },
  { key: 'time', title: 'tm', aliases: ['Time'] },
  { key: 'bookingNo', title: 'booking', aliases: ['Booking No', 'Booking Number'] },
  { key: 'seal', title: 'seal', aliases: ['Seal No', 'Seal Number'] },
] as const;

/** A row of Upload OVA Entry's preview (002 §2.3). */
export const ovaPreviewRow = z.object({
  'Sl. No': z.number().int(),
  Container: z.string(),
  loc: z.string(),
  movement: z.string(),
  fl_mt_stat: z.string(),
  ddt: z.string(),
  tm: z.string(),
  booking: z.string(),
  seal: z.string(),
  /** `previewStatus`: 'OK', 'OK: ' and its warnings, or every reason the row will be skipped. */
  Status: z.string(),
});
export type OvaPreviewRow = z.infer<typeof ovaPreviewRow>;

export const ovaUpload = {
  endpoints: {
    ovaImport: endpoint({
      method: 'POST',
      path: '/upload_ova_transaction_entry',
      query: ovaUploadQuery,
      files: uploadFile,
      data: uploadPreview(ovaPreviewRow),
    }),
    ovaExecute: endpoint({
      method: 'POST',
      path: '/ova_transaction_entry_execute',
      formField: 'transaction',
      body: executeBody,
      data: uploadResult,
    }),
  },
} as const;
