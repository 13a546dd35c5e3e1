import { roundOffStated } from '@quaybook/domain';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicants, bills, misBills, states } from '../../db/schema';
import type { BillRegisterQuery, RegisterEntry } from './billRegisterRows';

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
