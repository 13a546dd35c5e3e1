import type { SessionUser } from '@quaybook/contract';
import type { Database } from '../../../db/client';
import { outcomeOf, seenBefore } from '../checkedRows';
import type { CheckedRow, RawRow, UploadColumn, UploadKind } from '../uploadKind';

/**
 * A customs file's line kind (terminal EGM, ODeX EGM, party BL): each row reads alone, is one
 * record keyed by what makes it unique for the company, and is skipped when the file holds the
 * key twice or the company has it on record already.
 */
interface CustomsLineSpec<K extends string, V, P extends { Status: string }> {
  name: string;
  columns: readonly UploadColumn<K>[];
  /** The row's values and why it will not do. */
  read(raw: RawRow<K>): { values: V; problems: string[] };
  /** What makes the record unique within the company. */
  key(values: V): string;
  /** Why a row is skipped: its key earlier in the file, or on record. */
  twiceInFile(values: V): string;
  onRecord(values: V): string;
  /** The keys of these rows the company already has, in one query. */
  recorded(db: Database, companyId: number, rows: readonly V[]): Promise<Set<string>>;
  /** Inserts the rows, leaving out any whose key is on record; answers the keys it wrote. */
  insert(
    tx: Database,
    rows: readonly V[],
    user: SessionUser,
    batchId: string,
  ): Promise<Set<string>>;
  preview(row: CheckedRow<V>): P;
}

export function customsLineKind<K extends string, V, P extends { Status: string }>(
  spec: CustomsLineSpec<K, V, P>,
): UploadKind<K, V, Record<string, never>, P> {
  return {
    name: spec.name,
    columns: spec.columns,

    async check(db, _context, user, rows, seen) {
      const read = rows.map(({ rowNo, raw }) => ({ rowNo, ...spec.read(raw) }));
      const readable = read.filter((row) => row.problems.length === 0).map((row) => row.values);
      const recorded =
        readable.length === 0
          ? new Set<string>()
          : await spec.recorded(db, user.company_id, readable);
      const isDuplicate = seenBefore(seen);
      for (const row of read) {
        if (row.problems.length > 0) continue;
        const key = spec.key(row.values);
        if (isDuplicate(key)) row.problems.push(spec.twiceInFile(row.values));
        else if (recorded.has(key)) row.problems.push(spec.onRecord(row.values));
      }
      return read;
    },

    preview: spec.preview,
    outcome: outcomeOf(spec.preview),

    async apply(tx, rows, _context, user, batchId) {
      // A line saved since the preview (another upload of the same file) is not written twice.
      const written = await spec.insert(tx, rows, user, batchId);
      const refused = new Map<number, string>();
      rows.forEach((row, index) => {
        if (!written.has(spec.key(row))) refused.set(index, spec.onRecord(row));
      });
      return { saved: written.size, containersAdded: 0, refused };
    },
  };
}
