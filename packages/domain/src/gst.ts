// The arithmetic of a GST tax invoice (spec 002 §9; domain.md §4): which taxes apply, each line's
// amount and taxes rounded half up to the paisa, the totals, and the round-off to the rupee.
// Everything is whole paise: no binary fraction of a rupee is ever computed.

/** taxslab: 1 IGST (inter-State), 2 CGST + SGST (intra-State). */
export const TaxSlab = { igst: 1, cgstSgst: 2 } as const;
export type TaxSlab = (typeof TaxSlab)[keyof typeof TaxSlab];

/**
 * How a bill is taxed: CGST 9% + SGST 9% within the supplier's state, IGST 18% across states,
 * none on a Non-GST bill, and zero-rated on an export bill (IGST at 0%, supplied under a letter
 * of undertaking).
 */
export type TaxMode = 'intra' | 'inter' | 'none' | 'export';

/** Rates in hundredths of a percent, so 9% is 900 and no rate is a fraction. */
export const GST_RATES = { cgst: 900, sgst: 900, igst: 1800 } as const;

/**
 * The tax mode of a bill: the supplier's state code against the place of supply (the
 * recipient's state), unless the bill is marked Non-GST or export.
 * @example taxModeOf({ supplierState: '19', placeOfSupply: '19' }) // 'intra'
 */
export function taxModeOf(bill: {
  supplierState: string;
  placeOfSupply: string;
  nonGst?: boolean;
  exportBill?: boolean;
}): TaxMode {
  if (bill.nonGst) return 'none';
  if (bill.exportBill) return 'export';
  return bill.supplierState === bill.placeOfSupply ? 'intra' : 'inter';
}

/** The spec's taxslab of a mode: 2 within the state, 1 otherwise. */
export const taxSlabOf = (mode: TaxMode): TaxSlab =>
  mode === 'intra' ? TaxSlab.cgstSgst : TaxSlab.igst;

const whole = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole, non-negative number, not ${value}`);
  return value;
};

/** a × b / c, rounded half up, for non-negative whole numbers (BigInt keeps it exact). */
function mulDivHalfUp(a: number, b: number, c: number): number {
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return Number((product * 2n + divisor) / (divisor * 2n));
}

/** The tax of an amount at a rate in hundredths of a percent, rounded half up to the paisa. */
export function taxOf(amountPaise: number, rateHundredths: number): number {
  return mulDivHalfUp(whole(amountPaise, 'An amount'), whole(rateHundredths, 'A rate'), 10_000);
}

export interface BillLineInput {
  /** Containers, trips …: a whole number. */
  quantity: number;
  ratePaise: number;
}

export interface BillLine extends BillLineInput {
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** The line's amount with its taxes. */
  totalPaise: number;
}

/** One line: amount = quantity × rate; each tax of it rounded half up to the paisa. */
export function billLine(line: BillLineInput, mode: TaxMode): BillLine {
  const amountPaise = whole(line.quantity, 'A quantity') * whole(line.ratePaise, 'A rate');
  if (!Number.isSafeInteger(amountPaise)) throw new RangeError('The amount is too large');
  const cgstPaise = mode === 'intra' ? taxOf(amountPaise, GST_RATES.cgst) : 0;
  const sgstPaise = mode === 'intra' ? taxOf(amountPaise, GST_RATES.sgst) : 0;
  const igstPaise = mode === 'inter' ? taxOf(amountPaise, GST_RATES.igst) : 0;
  return {
    ...line,
    amountPaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: amountPaise + cgstPaise + sgstPaise + igstPaise,
  };
}

export interface BillTotals {
  mode: TaxMode;
  slab: TaxSlab;
  lines: BillLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value and every tax. */
  totalPaise: number;
  /** What is added to the total to reach the payable amount (negative when it is taken off). */
  roundOffPaise: number;
  payablePaise: number;
}

/** The total rounded to the nearest rupee: 50 paise or more up, less down (CGST Act s.170). */
export function roundToRupee(paise: number): number {
  return mulDivHalfUp(whole(paise, 'An amount'), 1, 100) * 100;
}

/**
 * A bill's lines and totals: taxes per line, summed; with `roundOff`, the payable amount is the
 * total rounded to the rupee and the difference is the round-off line.
 */
export function billTotals(
  lines: readonly BillLineInput[],
  mode: TaxMode,
  roundOff: boolean,
): BillTotals {
  const priced = lines.map((line) => billLine(line, mode));
  const sum = (pick: (line: BillLine) => number) =>
    priced.reduce((total, line) => total + pick(line), 0);
  const totalPaise = sum((line) => line.totalPaise);
  const payablePaise = roundOff ? roundToRupee(totalPaise) : totalPaise;
  return {
    mode,
    slab: taxSlabOf(mode),
    lines: priced,
    taxablePaise: sum((line) => line.amountPaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise,
    roundOffPaise: payablePaise - totalPaise,
    payablePaise,
  };
}
