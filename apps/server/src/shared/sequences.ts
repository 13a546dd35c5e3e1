import {
  financialYear,
  type InterchangeReferences,
  interchangeReferences,
  invoiceNumber,
  type Series,
} from '@quaybook/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documentSequences } from '../db/schema';

/**
 * Takes the next value of a company's counter, writing the counter row in the caller's
 * transaction: a concurrent caller waits on the row until this one commits or rolls back.
 */
async function takeNext(
  tx: Database,
  companyId: number,
  series: string,
  yearStart: number,
): Promise<number> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ companyId, series, yearStart, lastValue: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.companyId, documentSequences.series, documentSequences.yearStart],
      set: { lastValue: sql`${documentSequences.lastValue} + 1` },
    })
    .returning({ value: documentSequences.lastValue });
  if (!row) throw new Error(`No number was taken in series ${series}`);
  return row.value;
}

/**
 * The next number of a company's series in the financial year of `isoDay` ('SB/26-27/00017').
 * The counter row is written in the caller's transaction, so a concurrent caller waits on it
 * until this one commits or rolls back: no number is given twice, and a rolled-back number is
 * given again, so the series has no gaps.
 */
export async function nextNumber(
  tx: Database,
  companyId: number,
  series: Series,
  isoDay: string,
): Promise<string> {
  const { start } = financialYear(isoDay);
  return invoiceNumber(series, isoDay, await takeNext(tx, companyId, series, start));
}

/** The series of EDI interchanges: one counter per company over every year (year 0). */
const EDI_SERIES = 'EDI';
const EVERY_YEAR = 0;

/**
 * The references of the company's next EDI interchange and its messages, taken in the caller's
 * transaction like a bill number: never given twice, and given again only if the interchange was
 * not kept (rolled back), so a shipping line never sees one of ours twice.
 */
export async function nextInterchange(
  tx: Database,
  companyId: number,
  messages: number,
): Promise<InterchangeReferences> {
  return interchangeReferences(await takeNext(tx, companyId, EDI_SERIES, EVERY_YEAR), messages);
}

/** The series of COPRAR conversions: one counter per company over every year. */
const COPRAR_SERIES = 'COPRAR';

/**
 * The company's next COPRAR number ('CPR0000017'), the BGM document number of the loading order
 * and the number a reprint asks for; taken in the caller's transaction, never given twice.
 */
export async function nextCoprarNumber(tx: Database, companyId: number): Promise<string> {
  const counter = await takeNext(tx, companyId, COPRAR_SERIES, EVERY_YEAR);
  return `CPR${String(counter).padStart(7, '0')}`;
}
