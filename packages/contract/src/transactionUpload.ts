import { z } from 'zod';
import { endpoint, FILE_TYPES, fileEndpoint } from './endpoint';
import { chosenId, digitsOrNumber } from './fields';
import {
  executeBody,
  stagedBatch,
  UPLOAD_MESSAGES,
  uploadCounts,
  uploadFile,
  uploadResult,
} from './upload';

const choice = (label: string, missing: string) =>
  z.preprocess(digitsOrNumber, chosenId(label, missing));

/**
 * Upload Entry's and Pending Inspection's choices (002 §7): whose containers, which call, which
 * movement at which location; `vessselid` spelt as the spec spells it.
 */
export const transactionUploadQuery = z.object({
  applicantid: choice('Applicant', UPLOAD_MESSAGES.selectParty),
  accountid: choice('Account', UPLOAD_MESSAGES.selectAccount),
  vessselid: choice('Vessel', UPLOAD_MESSAGES.selectVessel),
  voyageid: choice('Voyage', UPLOAD_MESSAGES.selectVoyage),
  locationid: choice('Location', UPLOAD_MESSAGES.selectLocation),
  movement: choice('Movement', UPLOAD_MESSAGES.selectMovement),
});
export type TransactionUploadQuery = z.output<typeof transactionUploadQuery>;

/**
 * The container transaction file (docs/file-formats.md). Ports by code or name, transporter by
 * code or name, date dd/mm/yyyy (or a spreadsheet date), time HHMM or HH:MM. ISO is read only
 * for a container not yet on record, which is then added with it.
 */
export const transactionLayout = [
  {
    key: 'container',
    title: 'Container No',
    aliases: ['Container', 'Container Number', 'Cntr No', 'Contnumber'],
  },
  { key: 'date', title: 'Date', aliases: ['Insp Date', 'Inspection Date', 'ddt'] },
  { key: 'time', title: 'Time', aliases: ['Insp Time', 'Inspection Time', 'tm'] },
  { key: 'seal', title: 'Seal', aliases: ['Seal No', 'Seal Number'] },
  { key: 'toPlace', title: 'To Place', aliases: ['To Location', 'tolocation'] },
  { key: 'pol', title: 'POL', aliases: ['Load Port', 'Port of Loading'] },
  { key: 'pod', title: 'POD', aliases: ['Destination Port', 'Port of Discharge'] },
  { key: 'fpd', title: 'FPD', aliases: ['Final Port', 'Final Port of Destination'] },
  { key: 'transporter', title: 'Transporter', aliases: ['Transporter Code', 'Haulier'] },
  { key: 'transportMode', title: 'Tran Mode', aliases: ['Transport Mode', 'tranmode', 'Mode'] },
  { key: 'bookingNo', title: 'Booking No', aliases: ['Booking', 'Booking Number', 'bookingrelno'] },
  { key: 'hazardous', title: 'Haz', aliases: ['Hazard', 'Hazardous', 'hazstat'] },
  { key: 'note', title: 'Note', aliases: ['Node', 'Remarks', 'Remark'] },
  { key: 'isoCode', title: 'ISO', aliases: ['ISO Code', 'Type', 'Iso Type'], optional: true },
] as const;

/** A row of Upload Entry's preview, with the spec's column names (002 §2.3). */
export const transactionPreviewRow = z.object({
  'SL no': z.number().int(),
  'Container no': z.string(),
  Date: z.string(),
  Time: z.string(),
  Seal: z.string(),
  'To Place': z.string(),
  POL: z.string(),
  POD: z.string(),
  FPD: z.string(),
  Transporter: z.string(),
  'Tran Mode': z.string(),
  'Booking no': z.string(),
  Haz: z.string(),
  Node: z.string(),
  /** `previewStatus`: 'OK', 'OK: ' and its warnings, or every reason the row will be skipped. */
  Status: z.string(),
});
export type TransactionPreviewRow = z.infer<typeof transactionPreviewRow>;

export const transactionUpload = {
  endpoints: {
    /**
     * Reads a transaction file for one party, call, movement and location; stages it. Answers
     * `[1, message, preview, qry]` (002 §7): the preview (its rows in `list`, with the counts of
     * the whole file) in item 2, and in item 3 the staged batch's id, which the execute call
     * takes as `qry`. The preview's `qry` holds the same id.
     */
    transactionImport: endpoint({
      method: 'POST',
      path: '/upload_transaction_entry',
      query: transactionUploadQuery,
      files: uploadFile,
      data: z.array(transactionPreviewRow),
      extra: stagedBatch,
      item4: uploadCounts,
    }),
    /** Records the staged rows as inspections, once, each with its history: `qry` is item 3 of the upload. */
    transactionExecute: endpoint({
      method: 'POST',
      path: '/upload_transaction_entry_execute',
      formField: 'transaction',
      body: executeBody,
      data: uploadResult,
    }),
    /**
     * Pending Inspection: the call's advance-list containers of this party, movement and
     * location not yet inspected, as a workbook in the transaction file's layout.
     */
    pendingDownload: fileEndpoint({
      method: 'POST',
      path: '/download_pending_move',
      query: transactionUploadQuery,
      contentTypes: [FILE_TYPES.xlsx],
    }),
  },
} as const;
