import { z } from 'zod';
import { batchId, UPLOAD_MESSAGES, UPLOAD_PREVIEW_LIMIT } from './upload';

// The save of a customs file (Upload EGM, Upload Odex EGM Excel, Upload Party BL Excel; 002 §4,
// §7). Its `transaction` names what to save in either of two ways: `qry`, the staged batch its
// upload answered, which is saved whole however many rows the file had; or `data`, the rows as the
// preview showed them, which the spec's client sends back (as a JSON file part). Rows sent are
// never taken as they come: each is read and checked again as a row of an uploaded file.

export const CUSTOMS_SAVE_MESSAGES = {
  rowsNotList: 'data must be the list of rows as the preview showed them.',
  rowNotObject: 'Each row of data must be an object of its columns.',
  cellTooLong: 'A cell of data can be at most 1,000 characters.',
  tooManyRows: (limit: number) =>
    `Send at most ${limit.toLocaleString('en-IN')} rows at once: save a larger file by the qry its upload answered.`,
  rowsLackColumns: (names: readonly string[]) =>
    `The rows lack the column${names.length === 1 ? '' : 's'} ${names.join(', ')}.`,
  /** Rows sent with a batch replace its rows by their Sl No. */
  serialMissing: 'Each row sent with the qry of an upload needs its Sl No.',
  serialTwice: (serial: number) => `Two rows sent have the Sl No ${serial}.`,
  serialUnknown: (serial: number) => `Sl No ${serial} is not a row of this upload.`,
  /** The name a batch of rows sent back is staged under, in place of a file's. */
  sentRowsName: 'rows sent with the save',
} as const;

const M = CUSTOMS_SAVE_MESSAGES;

/** A cell of a row sent back: text or a number as previewed, or blank. */
const sentCell = z.union([z.string().max(1000, M.cellTooLong), z.number(), z.boolean(), z.null()], {
  error: M.rowNotObject,
});

/** A row as the client sends it back: its cells by the preview's columns (or the file's headers). */
export const sentRow = z.record(z.string().max(100), sentCell, { error: M.rowNotObject });
export type SentRow = z.infer<typeof sentRow>;

const sentRows = z
  .array(sentRow, { error: M.rowsNotList })
  .max(UPLOAD_PREVIEW_LIMIT, M.tooManyRows(UPLOAD_PREVIEW_LIMIT));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `qry` as clients send it, made the batch id or the rows: the id itself, the id in a list (the
 * spec's 'list qry'), the upload's answer holding it, or the list of rows as previewed.
 */
function readQry(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const { qry, ...rest } = body;
  if (Array.isArray(qry)) {
    const ids = [...new Set(qry.filter((item) => typeof item === 'string'))];
    if (ids.length === qry.length && ids.length === 1) return { ...rest, qry: ids[0] };
    if (qry.length > 0 && qry.every(isRecord) && rest.data === undefined)
      return { ...rest, data: qry };
  }
  if (isRecord(qry) && typeof qry.qry === 'string') return { ...rest, qry: qry.qry };
  return body;
}

/**
 * What a customs save is sent in `transaction`: the staged batch (`qry`), the rows as previewed
 * (`data`), or both — the batch with the rows sent in place of its rows of the same Sl No.
 */
export const customsSaveBody = z.preprocess(
  readQry,
  z
    .object(
      {
        qry: batchId
          .optional()
          .describe(
            'The staged batch the upload answered (its `qry`), also accepted as a one-item list or as the upload answer holding it; a list of rows is read as `data`.',
          ),
        data: sentRows
          .optional()
          .describe(
            'The rows as the preview showed them (item 3 of the upload), each read and checked again as a row of the file; with `qry`, they replace the batch rows of the same Sl No.',
          ),
      },
      { error: UPLOAD_MESSAGES.noFile },
    )
    .refine((body) => body.qry !== undefined || (body.data?.length ?? 0) > 0, {
      message: UPLOAD_MESSAGES.noFile,
      path: ['qry'],
    }),
);
export type CustomsSaveBody = z.output<typeof customsSaveBody>;
