import {
  type CustomsSaveBody,
  CUSTOMS_SAVE_MESSAGES as M,
  type SentRow,
  type SessionUser,
  UPLOAD_MESSAGES,
  type UploadResult,
} from '@quaybook/contract';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { ok } from '../../http/route';
import { inTransaction } from '../../shared/transaction';
import { ABSENT_COLUMN, headerKey, locateColumns } from '../upload/headers';
import type { AnyUploadKind, RawRow } from '../upload/uploadKind';
import { rowsAfter } from '../upload/uploadRepository';
import { uploadService } from '../upload/uploadService';

// The saves of the customs files (002 §4, §7): a staged batch by its `qry`, or the rows as the
// preview showed them (`data`), which are never taken as they come: they are read as the rows of
// a file, every one checked again by the kind's own check, and saved for the caller's company in
// one transaction, each row that fails a check skipped with why.

/** A row sent back, read into the kind's columns, with the Sl No it carried. */
interface SentLine {
  serial: number | undefined;
  raw: RawRow;
}

const SERIAL = headerKey('Sl No');
/** Batch rows read at a time when rows sent replace some of them. */
const PAGE = 1_000;

const cellOf = (value: SentRow[string] | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A row's Sl No, when it carries a positive whole one. */
function serialOf(value: SentRow[string] | undefined): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\s*\d{1,9}\s*$/.test(text)) return undefined;
  const serial = Number(text);
  return serial > 0 ? serial : undefined;
}

/**
 * Rows (a preview's, or any with a file's headers) read as a file's rows: their keys are the
 * header, matched to the kind's columns by title or alias; a column no row has is refused.
 */
function readRows(kind: AnyUploadKind, rows: readonly SentRow[]): SentLine[] {
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const positions = locateColumns(kind.columns, header, M.rowsLackColumns);
  const serialKey = header.find((key) => headerKey(key) === SERIAL);
  return rows.map((row) => {
    const raw: RawRow = {};
    for (const { key } of kind.columns) {
      const at = positions[key] as number;
      raw[key] = at === ABSENT_COLUMN ? '' : cellOf(row[header[at] as string]);
    }
    return { serial: serialKey === undefined ? undefined : serialOf(row[serialKey]), raw };
  });
}

/**
 * Rows sent alone, numbered by their Sl No when each has its own, so the answer's rows keep the
 * numbers the client showed; else by their place in the list.
 */
function numbered(lines: readonly SentLine[]) {
  const serials = new Set(lines.map((line) => line.serial));
  const bySerial = !serials.has(undefined) && serials.size === lines.length;
  const rows = lines.map((line, index) => ({
    rowNo: bySerial ? (line.serial as number) : index + 1,
    raw: line.raw,
  }));
  return bySerial ? rows.sort((a, b) => a.rowNo - b.rowNo) : rows;
}

/**
 * The rows of a staged batch, in file order, each as it was staged (read back from its preview)
 * unless a row was sent with its Sl No, which then takes its place. A row sent without a Sl No,
 * twice, or with one the batch does not have is refused.
 */
async function* withSentRows(
  tx: Database,
  kind: AnyUploadKind,
  batchId: string,
  lines: readonly SentLine[],
) {
  const sent = new Map<number, RawRow>();
  for (const { serial, raw } of lines) {
    if (serial === undefined) throw badRequest(M.serialMissing);
    if (sent.has(serial)) throw badRequest(M.serialTwice(serial));
    sent.set(serial, raw);
  }
  let after = 0;
  for (;;) {
    const page = await rowsAfter(tx, batchId, after, PAGE, { okOnly: false });
    if (page.length === 0) break;
    const staged = readRows(
      kind,
      page.map((row) => kind.preview(row)),
    );
    for (const [index, row] of page.entries()) {
      const raw = sent.get(row.rowNo) ?? (staged[index] as SentLine).raw;
      sent.delete(row.rowNo);
      yield { rowNo: row.rowNo, raw };
    }
    after = page[page.length - 1]?.rowNo ?? after;
  }
  const [unknown] = sent.keys();
  if (unknown !== undefined) throw badRequest(M.serialUnknown(unknown));
}

/** What a customs save did, as its answer carries it beside (or without) the rows. */
type CustomsSaveResult = UploadResult & { list?: unknown[] };

/**
 * Saves a customs file as its client sends it: `qry` alone applies that staged batch whole;
 * `data` alone stages the rows sent, each checked as a row of an uploaded file, and applies them;
 * both apply the batch with the rows sent in place of its rows of the same Sl No, all checked
 * again. Either way one transaction, for the caller's company, and a batch saves once.
 */
function customsSaveService(deps: Deps) {
  const uploads = uploadService(deps);
  return async function save(
    user: SessionUser,
    kind: AnyUploadKind,
    { qry, data }: CustomsSaveBody,
    onApplied?: (applied: number, of: number) => void,
  ): Promise<CustomsSaveResult> {
    if (!data || data.length === 0) {
      if (!qry) throw badRequest(UPLOAD_MESSAGES.noFile, { qry: UPLOAD_MESSAGES.noFile });
      return uploads.execute(user, kind, qry, undefined, onApplied);
    }
    const lines = readRows(kind, data);
    return inTransaction(deps.db, async (tx) => {
      const context = qry ? (await uploads.claimIn(tx, user, kind, qry)).context : {};
      const rows = qry ? withSentRows(tx, kind, qry, lines) : numbered(lines);
      const staged = await uploads.stageIn(tx, user, kind, rows, M.sentRowsName, context);
      return uploads.applyIn(tx, user, kind, staged.batchId, undefined, onApplied);
    });
  };
}

const summaryOf = ({ qry, saved, skipped, containersAdded }: CustomsSaveResult): UploadResult => ({
  qry,
  saved,
  skipped,
  containersAdded,
});

/**
 * How a customs save answers what it did (002 §4): the terminal EGM what was saved, its rows
 * cleared (`summary`); the ODeX EGM and party BL each row with 'Saved' or why not, and what was
 * saved beside them (`rows`). A kind's definition names its answer (`uploadDefinitions.ts`).
 */
export const CUSTOMS_SAVE_ANSWERS = {
  summary: (result: CustomsSaveResult) =>
    ok(summaryOf(result), UPLOAD_MESSAGES.saved(result.saved)),
  rows: (result: CustomsSaveResult) =>
    ok(result.list ?? [], UPLOAD_MESSAGES.saved(result.saved), summaryOf(result)),
} as const;
export type CustomsSaveAnswer = keyof typeof CUSTOMS_SAVE_ANSWERS;

/**
 * A customs save's whole action, as its call and its job run it: the save, then its answer.
 * @example await customsSaveAnswer(deps)(partyBl, 'rows', user, input.body)
 */
export function customsSaveAnswer(deps: Deps) {
  const save = customsSaveService(deps);
  return async (
    kind: AnyUploadKind,
    answer: CustomsSaveAnswer,
    user: SessionUser,
    body: CustomsSaveBody,
    onApplied?: (applied: number, of: number) => void,
  ) => CUSTOMS_SAVE_ANSWERS[answer](await save(user, kind, body, onApplied));
}
