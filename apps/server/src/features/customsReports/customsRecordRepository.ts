import {
  byContainer,
  type OdexEgmLine,
  type PartyBlLine,
  type RecordsByContainer,
  SB_MATCH_DAYS,
  type ShippingBillLine,
  type TerminalEgmLine,
} from '@quaybook/domain';
import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { odexEgmLines, partyBlLines, shippingBills, terminalEgmLines } from '../../db/schema';
import type { LoadedExport } from '../customs/loadedExportRepository';

const DAY_MS = 86_400_000;
const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The customs records that can belong to the loads: those of the loaded containers' numbers,
 * read in one query per kind of record whatever the number of containers (the numbers as one
 * array parameter), SB-dated within the window any of the loads allows.
 */
export async function gatherCustomsRecords(
  db: Database,
  companyId: number,
  loads: readonly LoadedExport[],
): Promise<RecordsByContainer> {
  const dates = loads.map((load) => load.loadDate).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last)
    return { shippingBills: new Map(), egm: new Map(), odex: new Map(), bl: new Map() };
  const numbers = [...new Set(loads.map((load) => load.containerNo))];
  const scoped = (table: { companyId: AnyPgColumn; containerNo: AnyPgColumn }, dated?: SQL) =>
    and(
      eq(table.companyId, companyId),
      // One array parameter, however many containers.
      sql`${table.containerNo} = any(${sql.param(numbers)}::text[])`,
      dated,
    );
  const inWindow = (column: AnyPgColumn) => between(column, daysBefore(first, SB_MATCH_DAYS), last);

  // One after another: inside a transaction they share one connection.
  const bills = await db
    .select({
      sbNo: shippingBills.sbNo,
      sbDate: shippingBills.sbDate,
      containerNo: shippingBills.containerNo,
      packageCount: shippingBills.packageCount,
    })
    .from(shippingBills)
    .where(scoped(shippingBills, inWindow(shippingBills.sbDate)));
  const egm = await db
    .select({
      sbNo: terminalEgmLines.sbNo,
      sbDate: terminalEgmLines.sbDate,
      containerNo: terminalEgmLines.containerNo,
    })
    .from(terminalEgmLines)
    .where(scoped(terminalEgmLines, inWindow(terminalEgmLines.sbDate)));
  const odex = await db
    .select({
      sbNo: odexEgmLines.sbNo,
      sbDate: odexEgmLines.sbDate,
      containerNo: odexEgmLines.containerNo,
      vesselVoyage: odexEgmLines.vesselVoyage,
      packageCount: odexEgmLines.packageCount,
    })
    .from(odexEgmLines)
    .where(scoped(odexEgmLines, inWindow(odexEgmLines.sbDate)));
  const bl = await db
    .select({
      bookingNo: partyBlLines.bookingNo,
      blNo: partyBlLines.blNo,
      containerNo: partyBlLines.containerNo,
      packageCount: partyBlLines.packageCount,
      cargoWeight: partyBlLines.cargoWeight,
      tareWeight: partyBlLines.tareWeight,
    })
    .from(partyBlLines)
    .where(scoped(partyBlLines));
  return {
    shippingBills: byContainer<ShippingBillLine>(bills),
    egm: byContainer<TerminalEgmLine>(egm),
    odex: byContainer<OdexEgmLine>(odex),
    bl: byContainer<PartyBlLine>(bl),
  };
}
