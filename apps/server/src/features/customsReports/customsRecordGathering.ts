import {
  byContainer,
  type OdexEgmLine,
  type PartyBlLine,
  type RecordsByContainer,
  SB_MATCH_DAYS,
  type ShippingBillLine,
  type TerminalEgmLine,
} from '@quaybook/domain';
import { and, between, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { odexEgmLines, partyBlLines, shippingBills, terminalEgmLines } from '../../db/schema';
import {
  type LoadedExport,
  type LoadedExportFilter,
  loadedExportNumbers,
} from '../customs/loadedExports';

const DAY_MS = 86_400_000;
const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The customs records that can belong to the loads: those of the loaded containers' numbers,
 * read in one query per kind of record whatever the number of containers (the numbers as a
 * subquery of the same filter), SB-dated within the window any of the loads allows.
 */
export async function gatherCustomsRecords(
  db: Database,
  companyId: number,
  filter: LoadedExportFilter,
  loads: readonly LoadedExport[],
): Promise<RecordsByContainer> {
  const dates = loads.map((load) => load.loadDate).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last)
    return { shippingBills: new Map(), egm: new Map(), odex: new Map(), bl: new Map() };
  const numbers = loadedExportNumbers(db, companyId, filter);
  const scoped = (table: { companyId: AnyPgColumn; containerNo: AnyPgColumn }, dated?: SQL) =>
    and(eq(table.companyId, companyId), inArray(table.containerNo, numbers), dated);
  const inWindow = (column: AnyPgColumn) => between(column, daysBefore(first, SB_MATCH_DAYS), last);

  const [bills, egm, odex, bl] = await Promise.all([
    db
      .select({
        sbNo: shippingBills.sbNo,
        sbDate: shippingBills.sbDate,
        containerNo: shippingBills.containerNo,
        packageCount: shippingBills.packageCount,
      })
      .from(shippingBills)
      .where(scoped(shippingBills, inWindow(shippingBills.sbDate))),
    db
      .select({
        sbNo: terminalEgmLines.sbNo,
        sbDate: terminalEgmLines.sbDate,
        containerNo: terminalEgmLines.containerNo,
      })
      .from(terminalEgmLines)
      .where(scoped(terminalEgmLines, inWindow(terminalEgmLines.sbDate))),
    db
      .select({
        sbNo: odexEgmLines.sbNo,
        sbDate: odexEgmLines.sbDate,
        containerNo: odexEgmLines.containerNo,
        vesselVoyage: odexEgmLines.vesselVoyage,
        packageCount: odexEgmLines.packageCount,
      })
      .from(odexEgmLines)
      .where(scoped(odexEgmLines, inWindow(odexEgmLines.sbDate))),
    db
      .select({
        bookingNo: partyBlLines.bookingNo,
        blNo: partyBlLines.blNo,
        containerNo: partyBlLines.containerNo,
        packageCount: partyBlLines.packageCount,
        cargoWeight: partyBlLines.cargoWeight,
        tareWeight: partyBlLines.tareWeight,
      })
      .from(partyBlLines)
      .where(scoped(partyBlLines)),
  ]);
  return {
    shippingBills: byContainer<ShippingBillLine>(bills),
    egm: byContainer<TerminalEgmLine>(egm),
    odex: byContainer<OdexEgmLine>(odex),
    bl: byContainer<PartyBlLine>(bl),
  };
}
