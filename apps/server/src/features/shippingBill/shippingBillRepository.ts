import type { CustomsListFilter } from '@quaybook/contract';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shippingBills } from '../../db/schema';
import { countOf } from '../../shared/paging';
import { lockedVersionOf } from '../../shared/rowVersion';
import { customsRecordWhere } from '../customs/customsRecordRepository';

/** What makes a line unique within a company: its SB number, SB date and container. */
export type LineKey = string & { readonly line: unique symbol };
export const lineKey = (sbNo: string, sbDate: string, containerNo: string) =>
  `${sbNo}|${sbDate}|${containerNo}` as LineKey;

/**
 * Which of these lines the company already has, in one query: those naming an SB number and a
 * container among them, kept when their whole key is one asked for.
 */
export async function linesOnRecord(
  db: Database,
  companyId: number,
  lines: readonly { sbNo: string; sbDate: string | null; containerNo: string | null }[],
): Promise<Set<LineKey>> {
  const wanted = new Set<LineKey>();
  for (const line of lines)
    if (line.sbNo && line.sbDate && line.containerNo)
      wanted.add(lineKey(line.sbNo, line.sbDate, line.containerNo));
  if (wanted.size === 0) return wanted;
  const numbers = [...new Set(lines.map((line) => line.sbNo).filter(Boolean))];
  const boxes = [...new Set(lines.map((line) => line.containerNo).filter((box) => box !== null))];
  const found = await db
    .select({
      sbNo: shippingBills.sbNo,
      sbDate: shippingBills.sbDate,
      containerNo: shippingBills.containerNo,
    })
    .from(shippingBills)
    .where(
      and(
        eq(shippingBills.companyId, companyId),
        inArray(shippingBills.sbNo, numbers),
        inArray(shippingBills.containerNo, boxes),
      ),
    );
  return new Set(
    found
      .map((line) => lineKey(line.sbNo, line.sbDate, line.containerNo))
      .filter((key) => wanted.has(key)),
  );
}

export type ShippingBillRecord = typeof shippingBills.$inferSelect;

/** The lines a condition keeps, by SB date, SB number and container; at most `limit`, after `offset`. */
export function listLines(db: Database, where: SQL, limit: number, offset = 0) {
  return db
    .select()
    .from(shippingBills)
    .where(where)
    .orderBy(
      asc(shippingBills.sbDate),
      asc(shippingBills.sbNo),
      asc(shippingBills.containerNo),
      asc(shippingBills.id),
    )
    .limit(limit)
    .offset(offset);
}

/** The company's line of this id, locked for the change about to be made to it. */
export async function lineForUpdate(
  db: Database,
  companyId: number,
  id: number,
): Promise<ShippingBillRecord | undefined> {
  const [line] = await db
    .select()
    .from(shippingBills)
    .where(and(eq(shippingBills.companyId, companyId), eq(shippingBills.id, id)))
    .for('update');
  return line;
}

/** Whether another line of the company has this key. */
export async function otherLineHas(
  db: Database,
  line: ShippingBillRecord,
  key: Pick<ShippingBillRecord, 'sbNo' | 'sbDate' | 'containerNo'>,
): Promise<boolean> {
  const found = await db
    .select({ id: shippingBills.id })
    .from(shippingBills)
    .where(
      and(
        eq(shippingBills.companyId, line.companyId),
        eq(shippingBills.sbNo, key.sbNo),
        eq(shippingBills.sbDate, key.sbDate),
        eq(shippingBills.containerNo, key.containerNo),
        ne(shippingBills.id, line.id),
      ),
    )
    .limit(1);
  return found.length > 0;
}

/** Saves the changed columns of one line, with who changed it and when. */
export async function updateLine(
  db: Database,
  line: ShippingBillRecord,
  change: Partial<ShippingBillRecord>,
): Promise<ShippingBillRecord> {
  const [saved] = await db
    .update(shippingBills)
    .set(change)
    .where(and(eq(shippingBills.companyId, line.companyId), eq(shippingBills.id, line.id)))
    .returning();
  return saved as ShippingBillRecord;
}

/** How many lines an upload saved with a container number not 4 letters and 7 digits. */
export async function linesToCorrect(db: Database, companyId: number, batchId: string) {
  const [found] = await db
    .select({ n: count() })
    .from(shippingBills)
    .where(
      and(
        eq(shippingBills.companyId, companyId),
        eq(shippingBills.batchId, batchId),
        sql`${shippingBills.containerNo} !~ '^[A-Z]{4}[0-9]{7}$'`,
      ),
    );
  return Number(found?.n ?? 0);
}

/** The condition of the company's lines the customs filter (checked by the service) keeps. */
export const shippingBillWhere = (
  db: Database,
  companyId: number,
  filter: CustomsListFilter,
): SQL => customsRecordWhere(db, companyId, filter, shippingBills, { byDates: true });

/** How many lines `where` keeps. */
export const countLines = (db: Database, where: SQL) => countOf(db, shippingBills, where);

/** The line's version as stored, locked until the transaction ends. */
export const lockedLineVersion = (tx: Database, id: number) =>
  lockedVersionOf(tx, shippingBills, eq(shippingBills.id, id));
