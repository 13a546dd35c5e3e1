import { z } from 'zod';
import { type Endpoint, endpoint, FILE_TYPES, type FileParts, fileEndpoint } from './endpoint';
import { chosenId, digitsOrNumber } from './fields';

/** The ceiling of an uploaded file when UPLOAD_MAX_MB is not set. */
export const UPLOAD_DEFAULT_MAX_MB = 200;
/** The most data rows one file may hold. */
export const UPLOAD_MAX_ROWS = 1_000_000;
/** The most rows a preview answers; the counts still cover the whole file. */
export const UPLOAD_PREVIEW_LIMIT = 5_000;
/** The spec's time-out for large uploads, which the screens give their upload calls. */
export const UPLOAD_TIMEOUT_MS = 900_000;

/** 1 Advance, 2 IGM (001 §3). */
export const UPLOAD_TYPES = [
  { id: 1, name: 'Advance Upload' },
  { id: 2, name: 'IGM Upload' },
] as const;

export const UPLOAD_MESSAGES = {
  uploading: 'Wait, uploading file...',
  uploaded: 'File uploaded successfully',
  saving: 'Saving data...',
  noFile: 'Please select a file to upload',
  /** Every upload screen's Upload with no file chosen (002 §5). */
  selectFile: 'Select file',
  /** The upload forms ask for a party (001 §2.4 gives no message of its own for a blank one). */
  selectParty: 'Please select a party.',
  selectAccount: 'Please select an account.',
  selectLocation: 'Please select a location.',
  selectVessel: 'Please select a vessel.',
  selectVoyage: 'Please select a voyage.',
  selectUploadType: 'Please select an upload type.',
  selectMovement: 'Please select a movement.',
  notSpreadsheet: 'The file is not a spreadsheet: upload an .xlsx or .csv file.',
  encrypted: 'The file is password-protected: save it without a password and upload it again.',
  /** A workbook whose parts unpack to far more than their packed size: a zip bomb, or damaged. */
  unpacksTooMuch:
    'The workbook unpacks to far more data than a spreadsheet of its size holds, so it was not read: save it again from Excel and upload it.',
  empty: 'The file has no rows to upload.',
  missingColumns: (names: readonly string[]) =>
    `The file lacks the column${names.length === 1 ? '' : 's'} ${names.join(', ')}.`,
  tooManyRows: (rows: number) =>
    `The file has more than ${rows.toLocaleString('en-IN')} rows: split it and upload the parts.`,
  badBatchId: 'This is not an upload to save: upload the file again.',
  unknownBatch: 'This upload is not waiting to be saved: upload the file again.',
  alreadySaved: 'This upload has already been saved.',
  beingSaved: 'This upload is being saved: wait for it to finish.',
  otherUploadType: 'The upload type differs from the one the file was uploaded with.',
  saved: (rows: number) => `${rows} ${rows === 1 ? 'row' : 'rows'} saved.`,
} as const;

const choice = (label: string, missing: string) =>
  z.preprocess(digitsOrNumber, chosenId(label, missing));

/** The Upload Content form's choices: where the list belongs (spelt `vessselid`, as the spec has it). */
export const advanceUploadQuery = z.object({
  applicantid: choice('Applicant', UPLOAD_MESSAGES.selectParty),
  accountid: choice('Account', UPLOAD_MESSAGES.selectAccount),
  locationid: choice('Location', UPLOAD_MESSAGES.selectLocation),
  vessselid: choice('Vessel', UPLOAD_MESSAGES.selectVessel),
  voyageid: choice('Voyage', UPLOAD_MESSAGES.selectVoyage),
  uploadtype: z.preprocess(
    digitsOrNumber,
    z.union([z.literal(1), z.literal(2)], { error: UPLOAD_MESSAGES.selectUploadType }),
  ),
});
export type AdvanceUploadQuery = z.output<typeof advanceUploadQuery>;

/** The file of an upload: one, in the form field `file`; its content decides whether it is read. */
export const uploadFile: FileParts = {
  field: 'file',
  maxFiles: 1,
  maxBytes: UPLOAD_DEFAULT_MAX_MB * 1024 * 1024,
};

/** The Status of a preview row that will be saved as it stands. */
export const OK_STATUS = 'OK';

/**
 * A preview row's Status: 'OK'; 'OK: ' and its warnings when it will be saved but a person
 * should look (a container number that is a likely typo, recorded all the same); or every reason
 * it will be skipped, then its warnings.
 * @example previewStatus([], ['Check digit of CBHU1234567 should be 1: …']) // 'OK: Check digit of …'
 */
export function previewStatus(problems: readonly string[], warnings: readonly string[]): string {
  if (problems.length > 0) return [...problems, ...warnings].join(' ');
  return warnings.length > 0 ? `${OK_STATUS}: ${warnings.join(' ')}` : OK_STATUS;
}

/** Whether a preview row's Status says it will be saved, with a warning or without. */
export const willBeSaved = (status: string): boolean =>
  status === OK_STATUS || status.startsWith(`${OK_STATUS}: `);

/** A row of the advance list's preview, with the spec's column names (001 §2.4). */
export const advancePreviewRow = z.object({
  'Sl. No': z.number().int(),
  Container: z.string(),
  Size: z.string(),
  /** The ISO size-and-type code the Type cell was read as (GP with size 20 is 22G1). */
  Type: z.string(),
  Tare: z.string(),
  Gross: z.string(),
  Movement: z.string(),
  CFS: z.string(),
  /** `previewStatus`: 'OK', 'OK: ' and its warnings, or every reason the row will be skipped. */
  Status: z.string(),
});
export type AdvancePreviewRow = z.infer<typeof advancePreviewRow>;

/** Rows in the file, rows that will be saved, rows that will be skipped. */
export const uploadCounts = z.object({
  total: z.number().int(),
  ok: z.number().int(),
  skipped: z.number().int(),
});

/**
 * An upload's answer: the preview list, and as `qry` the pending statement — in Quaybook the
 * opaque id of the batch staged for this user, which the execute call applies once.
 */
export function uploadPreview<R extends z.ZodType>(row: R) {
  return z.object({ list: z.array(row), qry: z.string(), ...uploadCounts.shape });
}

/** An upload's preview as the screens read it, whichever items its call answers it in. */
export interface UploadPreview<R = Record<string, unknown>> extends z.infer<typeof uploadCounts> {
  list: R[];
  qry: string;
}

/**
 * An upload's item 3 where the spec's client reads the query text it passes back (002 §7: 'Answer:
 * message, preview rows, query text'): the staged batch's opaque id, never SQL, which the
 * execute call takes as `qry`. Such an upload answers the preview rows themselves in item 2,
 * the batch in item 3 and its counts in item 4 (`uploadCounts`).
 */
export const stagedBatch = z.string().meta({
  description: 'The staged batch’s id: send it back as `qry` to save the upload.',
});

/**
 * The preview of an upload's answer, from the items its call answers it in: the preview in item
 * 2 (and its rows again in item 3 where the call declares them there, as the customs uploads do),
 * or the rows in item 2, the batch in item 3 and the counts in item 4.
 * @example previewOf(api.transactionUpload.transactionImport, reply).qry // reply.extra
 */
export function previewOf<R>(
  upload: Endpoint,
  reply: { data: unknown; extra: unknown; item4?: unknown },
): UploadPreview<R> {
  if (upload.extra === stagedBatch)
    return {
      list: reply.data as R[],
      qry: String(reply.extra),
      ...(reply.item4 as z.infer<typeof uploadCounts>),
    };
  return reply.data as UploadPreview<R>;
}

/** The staged batch's id as the execute call's `transaction` field carries it. */
export const batchId = z
  .string({ error: UPLOAD_MESSAGES.noFile })
  .trim()
  .min(1, UPLOAD_MESSAGES.noFile)
  .max(100, UPLOAD_MESSAGES.badBatchId)
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    UPLOAD_MESSAGES.badBatchId,
  )
  .transform((id) => id.toLowerCase());

export const executeBody = z.object({
  qry: batchId,
  uploadtype: z.preprocess(digitsOrNumber, z.union([z.literal(1), z.literal(2)]).optional()),
});

/** What an execute wrote. */
export const uploadResult = z.object({
  qry: z.string(),
  saved: z.number().int(),
  skipped: z.number().int(),
  /** Containers new to the container list, added with their ISO code and weights. */
  containersAdded: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** The Status of a row an execute wrote, in the answer of a kind that answers each row. */
export const SAVED_STATUS = 'Saved';

/**
 * The advance list's file layout (docs/file-formats.md): its columns in order, with the other
 * headers each is known by; the template, the upload and the download all use it.
 */
export const advanceListLayout = [
  {
    key: 'container',
    title: 'Container',
    aliases: ['Container No', 'Container Number', 'Cntr No', 'Contnumber'],
  },
  { key: 'size', title: 'Size', aliases: ['Cont Size', 'Container Size'] },
  { key: 'isoCode', title: 'Type', aliases: ['ISO', 'ISO Code', 'Iso Type', 'Type Code'] },
  { key: 'tare', title: 'Tare', aliases: ['Tare Wt', 'Tare Weight'] },
  { key: 'gross', title: 'Gross', aliases: ['Gross Wt', 'Gross Weight'] },
  { key: 'movement', title: 'Movement', aliases: ['Move', 'Movement Name', 'Movement Code'] },
  { key: 'cfs', title: 'CFS', aliases: ['CFS Name', 'CFS Location'] },
] as const;

export const upload = {
  messages: UPLOAD_MESSAGES,
  endpoints: {
    /** Reads and checks the file, stages it, and answers the preview (001 §7 'Upload'). */
    advanceImport: endpoint({
      method: 'POST',
      path: '/upload_import',
      query: advanceUploadQuery,
      files: uploadFile,
      data: uploadPreview(advancePreviewRow),
    }),
    /** Applies a staged advance list once; `qry` is the batch id the upload answered. */
    advanceExecute: endpoint({
      method: 'POST',
      path: '/import_entry_execute',
      formField: 'transaction',
      body: executeBody,
      data: uploadResult,
    }),
    /** The vessel call's advance list in the upload's own layout; empty, it is the template. */
    advanceDownload: fileEndpoint({
      method: 'POST',
      path: '/downLoad_import_list',
      query: advanceUploadQuery,
      contentTypes: [FILE_TYPES.xlsx],
    }),
  },
} as const;
