import { z } from 'zod';
import { endpoint } from './endpoint';
import { chosenId, digitsOrNumber } from './fields';
import { executeBody, UPLOAD_MESSAGES, uploadFile, uploadPreview, uploadResult } from './upload';

const choice = (label: string, missing: string) =>
  z.preprocess(digitsOrNumber, chosenId(label, missing));

/** Upload POMS's choices (002 §7); here the spec spells `vesselid` with two s. */
export const pomsUploadQuery = z.object({
  applicantid: choice('Applicant', UPLOAD_MESSAGES.selectParty),
  accountid: choice('Account', UPLOAD_MESSAGES.selectAccount),
  vesselid: choice('Vessel', UPLOAD_MESSAGES.selectVessel),
  voyageid: choice('Voyage', UPLOAD_MESSAGES.selectVoyage),
  movementid: choice('Movement', UPLOAD_MESSAGES.selectMovement),
});
export type PomsUploadQuery = z.output<typeof pomsUploadQuery>;

/** The POMS weight and port file (docs/file-formats.md): kg, ports by code or name. */
export const pomsLayout = [
  { key: 'container', title: 'Container', aliases: ['Container No', 'Cntr No', 'Contnumber'] },
  { key: 'tare', title: 'Tare Wt.', aliases: ['Tare', 'Tare Weight'] },
  { key: 'gross', title: 'Gross Wt', aliases: ['Gross', 'Gross Weight'] },
  { key: 'pol', title: 'POL', aliases: ['Load Port', 'Port of Loading'] },
  { key: 'pod', title: 'POD', aliases: ['Destination Port', 'Port of Discharge'] },
  { key: 'fpd', title: 'FPD', aliases: ['Final Port', 'Final Port of Destination'] },
] as const;

/** A row of Upload POMS's preview (002 §2.3). */
export const pomsPreviewRow = z.object({
  'Sl. No': z.number().int(),
  Container: z.string(),
  'Tare Wt.': z.string(),
  'Gross Wt': z.string(),
  POL: z.string(),
  POD: z.string(),
  FPD: z.string(),
  /** `previewStatus`: 'OK', 'OK: ' and its warnings, or every reason the row will be skipped. */
  Status: z.string(),
});
export type PomsPreviewRow = z.infer<typeof pomsPreviewRow>;

export const pomsUpload = {
  endpoints: {
    pomsImport: endpoint({
      method: 'POST',
      path: '/upload_pomsupdate',
      query: pomsUploadQuery,
      files: uploadFile,
      data: uploadPreview(pomsPreviewRow),
    }),
    /** Updates the weights and ports of the matched inspections, each with its history. */
    pomsExecute: endpoint({
      method: 'POST',
      path: '/execute_pomsupdate',
      formField: 'transaction',
      body: executeBody,
      data: uploadResult,
    }),
  },
} as const;
