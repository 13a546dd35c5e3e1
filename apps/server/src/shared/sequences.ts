import { financialYear, invoiceNumber, type Series } from '@quaybook/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documentSequences } from '../db/schema';

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
  const [row] = await tx
    .insert(documentSequences)
    .values({ companyId, series, yearStart: start, lastValue: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.companyId, documentSequences.series, documentSequences.yearStart],
      set: { lastValue: sql`${documentSequences.lastValue} + 1` },
    })
    .returning({ value: documentSequences.lastValue });
  if (!row) throw new Error(`No number was taken in series ${series}`);
  return invoiceNumber(series, isoDay, row.value);
}
