import { type TerminalEgmPreviewRow, terminalEgmLayout } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type odexEgmLines, terminalEgmLines } from '../../../db/schema';
import { insertMany } from '../../../shared/insertMany';
import { statusOf } from '../checkedRows';
import type { RawRow } from '../uploadKind';
import { containerCell, sbDateCell, sbNoCell, shownDate } from './customsCells';
import { customsLineKind } from './customsLineKind';

type Key = (typeof terminalEgmLayout)[number]['key'];

/** A terminal EGM row: the cells as the file gave them, and the line they make. */
export interface TerminalEgmRow {
  text: RawRow<Key>;
  containerNo: string;
  sbNo: string;
  /** ISO; null only on a row that is skipped. */
  sbDate: string | null;
}

/** The company's unique key of a line, whichever EGM it is on. */
export const egmLineKey = (line: { containerNo: string; sbNo: string; sbDate: string | null }) =>
  `${line.containerNo}|${line.sbNo}|${line.sbDate}`;

/** The keys of these lines a company has in an EGM table, in one query. */
export async function recordedEgmLines(
  db: Database,
  table: typeof terminalEgmLines | typeof odexEgmLines,
  companyId: number,
  rows: readonly { containerNo: string }[],
): Promise<Set<string>> {
  const found = await db
    .select({ containerNo: table.containerNo, sbNo: table.sbNo, sbDate: table.sbDate })
    .from(table)
    .where(
      and(
        eq(table.companyId, companyId),
        inArray(table.containerNo, [...new Set(rows.map((row) => row.containerNo))]),
      ),
    );
  return new Set(found.map(egmLineKey));
}

/** The SB's part of a line's reason: which container and shipping bill it names. */
export const egmLineName = (row: TerminalEgmRow) =>
  `Container ${row.containerNo} with SB ${row.sbNo} of ${formatDate(row.sbDate)}`;

/** Reads the cells a terminal EGM row shares with an ODeX one. */
export function readEgmLine(raw: RawRow<Key>, problems: string[]): TerminalEgmRow {
  const containerNo = containerCell(raw.container, problems);
  const sbNo = sbNoCell(raw.sbNo, problems);
  const sbDate = sbDateCell(raw.sbDate, problems);
  return {
    text: { container: containerNo, sbNo, sbDate: shownDate(sbDate, raw.sbDate) },
    containerNo,
    sbNo,
    sbDate,
  };
}

/**
 * Upload EGM (002 §2.4): the terminal's final loading list, each container with the shipping
 * bill it was loaded on; the mismatch reports compare it with the loads and the shipping bills.
 */
export const terminalEgm = customsLineKind<Key, TerminalEgmRow, TerminalEgmPreviewRow>({
  name: 'terminal-egm',
  columns: terminalEgmLayout,
  read(raw) {
    const problems: string[] = [];
    return { values: readEgmLine(raw, problems), problems };
  },
  key: egmLineKey,
  twiceInFile: (row) => `${egmLineName(row)} is in the file more than once.`,
  onRecord: (row) => `${egmLineName(row)} is already on the EGM.`,
  recorded: (db, companyId, rows) => recordedEgmLines(db, terminalEgmLines, companyId, rows),
  async insert(tx, rows, user, batchId) {
    const written = await insertMany(
      tx,
      terminalEgmLines,
      rows.map((row) => ({
        companyId: user.company_id,
        containerNo: row.containerNo,
        sbNo: row.sbNo,
        sbDate: row.sbDate as string,
        batchId,
        createdBy: user.user_id,
      })),
      ['containerNo', 'sbNo', 'sbDate'],
      { onConflictDoNothing: true },
    );
    return new Set(written.map(egmLineKey));
  },
  preview: (row) => ({
    'Sl No': row.rowNo,
    Container: row.values.text.container,
    'SB No': row.values.text.sbNo,
    'SB Date': row.values.text.sbDate,
    Status: statusOf(row),
  }),
});
