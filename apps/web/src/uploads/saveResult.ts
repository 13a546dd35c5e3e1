import { SAVED_STATUS } from '@quaybook/contract';
import type { UploadPreview } from './uploadDeclaration';

/** An execute's answer; `list` when the kind answers each row's outcome. */
interface SaveResult {
  qry: string;
  saved: number;
  skipped: number;
  list?: UploadPreview['list'];
}

/**
 * What a save answered, however its call lays it out: the execute's result as its data, or (the
 * ODeX EGM and party BL saves) the rows with their outcome as its data and what was saved as its
 * `extra`. A save run as a job answers its data alone: the counts are then those of its rows.
 * @example saveResultOf([{ 'Sl No': 1, Status: 'Saved' }], undefined) // { qry: '', saved: 1, skipped: 0, list: [...] }
 */
export function saveResultOf(data: unknown, extra: unknown): SaveResult {
  if (!Array.isArray(data)) return data as SaveResult;
  const list = data as UploadPreview['list'];
  if (extra) return { ...(extra as SaveResult), list };
  const saved = list.filter((row) => row.Status === SAVED_STATUS).length;
  return { qry: '', saved, skipped: list.length - saved, list };
}
