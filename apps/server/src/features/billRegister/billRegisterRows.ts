import type { BillRegisterRow, billRegisterQuery, billRegisterTotals } from '@quaybook/contract';
import type { TaxMode } from '@quaybook/domain';
import type { z } from 'zod';

export type BillRegisterQuery = z.infer<typeof billRegisterQuery>;
type BillRegisterTotals = z.infer<typeof billRegisterTotals>;

/** A register row with what the GSTR-1 sheet needs besides: how the invoice was taxed. */
export interface RegisterEntry extends BillRegisterRow {
  taxMode: TaxMode;
  placeOfSupplyCode: string;
  placeOfSupplyName: string;
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
