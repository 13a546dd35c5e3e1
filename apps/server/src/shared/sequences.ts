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
import { inTransaction } from './transaction';

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

/** The counters of the numbers without a financial year, for `inNumberedTransaction`. */
export const COUNTERS = { edi: EDI_SERIES, coprar: COPRAR_SERIES } as const;

/**
 * The company's next COPRAR number ('CPR0000017'), the BGM document number of the loading order
 * and the number a reprint asks for; taken in the caller's transaction, never given twice.
 */
export async function nextCoprarNumber(tx: Database, companyId: number): Promise<string> {
  const counter = await takeNext(tx, companyId, COPRAR_SERIES, EVERY_YEAR);
  return `CPR${String(counter).padStart(7, '0')}`;
}

/** This process's numbered actions under way, by company and counter: each ends its turn. */
const turns = new Map<string, Promise<void>>();

/** Runs `step` once the earlier steps of `key` in this process have ended, however they ended. */
function inTurnOf<T>(key: string, step: () => Promise<T>): Promise<T> {
  const result = (turns.get(key) ?? Promise.resolve()).then(step);
  const ended = result.then(
    () => undefined,
    () => undefined,
  );
  turns.set(key, ended);
  void ended.then(() => {
    if (turns.get(key) === ended) turns.delete(key);
  });
  return result;
}

/**
 * Runs an action that takes numbers of the company's `counters` (a report's, a bill's, an EDI
 * interchange's) in its transaction, once this process's earlier actions on those counters have
 * ended. A counter's row stays held from the number taken until commit, and the document printed
 * in between can take a while; an action waiting for the row inside its transaction would hold a
 * pooled connection idle all that time, and a queue of them would take the whole pool and stall
 * every other request. Waiting here holds no connection. Each other process still waits at the
 * row, with one connection per counter at most.
 */
export function inNumberedTransaction<T>(
  db: Database,
  companyId: number,
  counters: readonly string[],
  action: (tx: Database) => Promise<T>,
): Promise<T> {
  // Taken in one order by every action, so two actions never wait for each other's turn.
  const keys = [...new Set(counters)].sort().map((counter) => `${companyId}:${counter}`);
  const run = keys.reduceRight<() => Promise<T>>(
    (inner, key) => () => inTurnOf(key, inner),
    () => inTransaction(db, action),
  );
  return run();
}
