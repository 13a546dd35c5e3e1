import type { BillLine } from '@quaybook/domain';

// The same amounts travel from the domain's `billTotals` into the bill and MIS bill tables and
// from those tables onto the printed invoice, under the same names; these pick them out once.

type Amounts = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  roundOffPaise: number;
  payablePaise: number;
};

/** An invoice's totals, from worked-out totals or a stored bill. */
export const invoiceAmounts = (from: Amounts): Amounts => ({
  taxablePaise: from.taxablePaise,
  cgstPaise: from.cgstPaise,
  sgstPaise: from.sgstPaise,
  igstPaise: from.igstPaise,
  totalPaise: from.totalPaise,
  roundOffPaise: from.roundOffPaise,
  payablePaise: from.payablePaise,
});

type LineAmounts = Omit<BillLine, never>;

/** A line's quantity, rate, amount and taxes, from a worked-out line or a stored one. */
export const lineAmounts = (from: LineAmounts): LineAmounts => ({
  quantity: from.quantity,
  ratePaise: from.ratePaise,
  amountPaise: from.amountPaise,
  cgstPaise: from.cgstPaise,
  sgstPaise: from.sgstPaise,
  igstPaise: from.igstPaise,
  totalPaise: from.totalPaise,
});
