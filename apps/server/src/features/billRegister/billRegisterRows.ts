import type { BillRegisterRow, billRegisterQuery, billRegisterTotals } from '@quaybook/contract';
import { roundOffStated, type TaxMode } from '@quaybook/domain';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { applicants, bills, misBills, states } from '../../db/schema';

export type BillRegisterQuery = z.infer<typeof billRegisterQuery>;
type BillRegisterTotals = z.infer<typeof billRegisterTotals>;

/** A register row with what the GSTR-1 sheet needs besides: how the invoice was taxed. */
interface RegisterEntry extends BillRegisterRow {
  taxMode: TaxMode;
  placeOfSupplyCode: string;
  placeOfSupplyName: string;
}

/** Bills and MIS bills share their invoice columns, so one query shape reads either. */
async function invoicesOf(
  db: Database,
  table: typeof bills | typeof misBills,
  billtype: string,
  companyId: number,
  query: BillRegisterQuery,
) {
  const where: (SQL | undefined)[] = [
    eq(table.companyId, companyId),
    query.fromdate ? gte(table.billDate, query.fromdate) : undefined,
    query.todate ? lte(table.billDate, query.todate) : undefined,
    query.applicant ? eq(table.applicantId, query.applicant) : undefined,
    query.account ? eq(table.accountId, query.account) : undefined,
  ];
  const rows = await db
    .select({
      billno: table.billNo,
      billdate: table.billDate,
      partyname: applicants.name,
      gstin: applicants.gst,
      placeOfSupplyCode: table.placeOfSupply,
      placeOfSupplyName: states.name,
      taxMode: table.taxMode,
      taxable: table.taxablePaise,
      cgst: table.cgstPaise,
      sgst: table.sgstPaise,
      igst: table.igstPaise,
      addedRoundOff: table.roundOffPaise,
      total: table.payablePaise,
    })
    .from(table)
    .innerJoin(applicants, eq(applicants.id, table.applicantId))
    .leftJoin(states, eq(states.gstCode, table.placeOfSupply))
    .where(and(...where));
  return rows.map(({ addedRoundOff, ...row }) => ({
    ...row,
    roundoff: roundOffStated(addedRoundOff),
    billtype,
    gstin: row.gstin || null,
    placeOfSupplyName: row.placeOfSupplyName ?? '',
  }));
}

/**
 * Every tax invoice of the caller's company in the period, bills and MIS bills alike, ordered
 * by date then number and numbered in that order.
 */
export async function billRegisterEntries(
  db: Database,
  companyId: number,
  query: BillRegisterQuery,
): Promise<RegisterEntry[]> {
  const found = [
    ...(await invoicesOf(db, bills, 'Bill', companyId, query)),
    ...(await invoicesOf(db, misBills, 'MIS Bill', companyId, query)),
  ].sort(
    (a, b) =>
      a.billdate.localeCompare(b.billdate) ||
      a.billno.localeCompare(b.billno, 'en', { numeric: true }),
  );
  return found.map((row, i) => ({
    ...row,
    slno: i + 1,
    placeofsupply: row.placeOfSupplyName
      ? `${row.placeOfSupplyName} (${row.placeOfSupplyCode})`
      : row.placeOfSupplyCode,
  }));
}

/** A row as the register's call sends it: its 12 columns only. */
export const registerRow = (entry: RegisterEntry): BillRegisterRow => ({
  slno: entry.slno,
  billtype: entry.billtype,
  billno: entry.billno,
  billdate: entry.billdate,
  partyname: entry.partyname,
  gstin: entry.gstin,
  placeofsupply: entry.placeofsupply,
  taxable: entry.taxable,
  cgst: entry.cgst,
  sgst: entry.sgst,
  igst: entry.igst,
  roundoff: entry.roundoff,
  total: entry.total,
});

/** The register's totals: how many invoices, and each amount summed in paise. */
export function registerTotals(entries: readonly RegisterEntry[]): BillRegisterTotals {
  const sum = (pick: (entry: RegisterEntry) => number) =>
    entries.reduce((total, entry) => total + pick(entry), 0);
  return {
    bills: entries.length,
    taxable: sum((entry) => entry.taxable),
    cgst: sum((entry) => entry.cgst),
    sgst: sum((entry) => entry.sgst),
    igst: sum((entry) => entry.igst),
    roundoff: sum((entry) => entry.roundoff),
    total: sum((entry) => entry.total),
  };
}
