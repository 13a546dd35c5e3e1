import {
  MIS_BILL_MESSAGES,
  type MisLine,
  type MisLineRow,
  type MisMaster,
  type MisMasterRow,
} from '@quaybook/contract';
import {
  type BillTotals,
  billTotals,
  dmyToIso,
  formatDate,
  isoDay,
  MIS_DEFAULT_UNIT,
  MIS_PRODUCTS,
  paiseToRupees,
  roundOffStated,
  rupeesToPaise,
  type TaxMode,
  taxModeOf,
} from '@quaybook/domain';

export type MisProduct = (typeof MIS_PRODUCTS)[number];

/** A product row as typed: quantity and rate are text until the bill is worked out. */
export interface MisRow {
  /** Tells rows apart while they are added and removed. */
  key: number;
  billitem: MisProduct | null;
  qty: string;
  unit: string;
  /** Rupees, as typed: '1500.50'. */
  rate: string;
}

/** The MIS bill form as the person fills it; dates are typed dd/mm/yyyy. */
export interface MisFormValues {
  billdate: string;
  applicantID: number | null;
  accountID: number | null;
  custrefno: string;
  isReport: boolean;
  reportno: string;
  reportdate: string;
  isRound: boolean;
  particulars: string;
  nonGstBill: boolean;
  isExpBill: boolean;
  rows: MisRow[];
  /** The stored bill's version the form opened, sent so a save over a newer one is refused. */
  version?: number;
}

let rowKeys = 0;
const emptyRow = (): MisRow => ({
  key: ++rowKeys,
  billitem: null,
  qty: '',
  unit: MIS_DEFAULT_UNIT,
  rate: '',
});

/** A new bill: dated today, one empty product row. */
export const emptyMisForm = (today: Date = new Date()): MisFormValues => ({
  billdate: formatDate(isoDay(today)),
  applicantID: null,
  accountID: null,
  custrefno: '',
  isReport: false,
  reportno: '',
  reportdate: '',
  isRound: false,
  particulars: '',
  nonGstBill: false,
  isExpBill: false,
  rows: [emptyRow()],
});

/** The quantity typed, when it is a whole number. */
const quantityOf = (row: MisRow) => (/^\s*\d+\s*$/.test(row.qty) ? Number(row.qty) : null);

/** A row is committed once its product, quantity and rate are all there and not zero (002 §5). */
export function isCommitted(row: MisRow): boolean {
  const qty = quantityOf(row);
  const rate = rupeesToPaise(row.rate);
  return row.billitem !== null && qty !== null && qty > 0 && rate !== null && rate > 0;
}

/** The rows that go on the bill. */
export const committedRows = (rows: readonly MisRow[]) => rows.filter(isCommitted);

/**
 * The rows after one was changed: a new empty row is appended when every row is committed, so
 * the next line can be typed at once (002 §4).
 */
export function withRowChanged(rows: readonly MisRow[], index: number, patch: Partial<MisRow>) {
  const next = rows.map((row, at) => (at === index ? { ...row, ...patch } : row));
  return next.every(isCommitted) ? [...next, emptyRow()] : next;
}

/** The rows without one; the last row is never removed. */
export const withoutRow = (rows: readonly MisRow[], index: number): MisRow[] =>
  rows.length > 1 ? rows.filter((_, at) => at !== index) : [...rows];

/** A GST state code from a GSTIN's first two digits, else a state id (which is its code). */
export function stateCodeOf(gstin: string | null | undefined, stateId: number | null | undefined) {
  const fromGstin = gstin?.trim().slice(0, 2);
  if (fromGstin && /^\d{2}$/.test(fromGstin)) return fromGstin;
  return stateId ? String(stateId).padStart(2, '0') : null;
}

/**
 * How the bill is taxed, as the server works it out: the company's state against the
 * applicant's (its own when it has none), unless the bill is Non-GST or export.
 */
export function misTaxMode(
  companyState: string | null,
  applicantState: string | null,
  values: Pick<MisFormValues, 'nonGstBill' | 'isExpBill'>,
): TaxMode {
  const supplierState = companyState ?? '';
  return taxModeOf({
    supplierState,
    placeOfSupply: applicantState ?? supplierState,
    nonGst: values.nonGstBill,
    exportBill: values.isExpBill,
  });
}

/** The bill as typed so far, priced with the same arithmetic the server uses. */
export function misTotals(values: MisFormValues, mode: TaxMode): BillTotals {
  return billTotals(
    committedRows(values.rows).map((row) => ({
      quantity: quantityOf(row) ?? 0,
      ratePaise: rupeesToPaise(row.rate) ?? 0,
    })),
    mode,
    values.isRound,
  );
}

/** The first of the spec's save messages the form earns, in the order it asks them. */
export function misFormProblem(values: MisFormValues): string | null {
  if (!values.applicantID) return MIS_BILL_MESSAGES.selectApplicant;
  if (!values.billdate.trim()) return MIS_BILL_MESSAGES.selectDate;
  const billDate = dmyToIso(values.billdate);
  if (billDate === null) return 'Invalid Date';
  if (billDate > isoDay(new Date())) return MIS_BILL_MESSAGES.billDateAfterToday;
  if (values.isReport && !values.reportdate.trim()) return MIS_BILL_MESSAGES.selectReportDate;
  if (values.isReport && dmyToIso(values.reportdate) === null) return 'Invalid Date';
  if (values.nonGstBill && values.isExpBill) return MIS_BILL_MESSAGES.nonGstOrExport;
  if (committedRows(values.rows).length === 0) return MIS_BILL_MESSAGES.addProduct;
  return null;
}

/**
 * The form as the save and update calls take it, in rupees: each rate as typed, and the page's
 * amounts along as the spec has them (the server works them out again).
 */
export function misRequest(values: MisFormValues, totals: BillTotals, billno?: string) {
  const flag = (on: boolean) => (on ? 1 : 0);
  const mismaster: MisMaster = {
    ...(billno ? { billno } : {}),
    ...(billno && values.version !== undefined ? { version: values.version } : {}),
    applicantID: values.applicantID ?? 0,
    accountID: values.accountID ?? 0,
    billdate: dmyToIso(values.billdate) ?? '',
    custrefno: values.custrefno.trim(),
    isReport: flag(values.isReport),
    reportno: values.isReport ? values.reportno.trim() : '',
    reportdate: values.isReport ? (dmyToIso(values.reportdate) ?? '') : '',
    isRound: flag(values.isRound),
    nonGstBill: flag(values.nonGstBill),
    isExpBill: flag(values.isExpBill),
    particulars: values.particulars.trim(),
    taxslab: totals.slab,
    rndval: paiseToRupees(roundOffStated(totals.roundOffPaise)),
    payableamt: paiseToRupees(totals.payablePaise),
  };
  const misdetail: MisLine[] = committedRows(values.rows).map((row, index) => {
    const line = totals.lines[index];
    const rupees = (paise: number | undefined) =>
      paise === undefined ? undefined : paiseToRupees(paise);
    return {
      billitem: row.billitem as MisProduct,
      qty: line?.quantity ?? 0,
      unit: row.unit.trim() || MIS_DEFAULT_UNIT,
      rate: row.rate.trim(),
      amount: rupees(line?.amountPaise),
      cgst: rupees(line?.cgstPaise),
      sgst: rupees(line?.sgstPaise),
      igst: rupees(line?.igstPaise),
    };
  });
  return { mismaster: [mismaster], misdetail };
}

const asProduct = (item: string): MisProduct | null =>
  (MIS_PRODUCTS as readonly string[]).includes(item) ? (item as MisProduct) : null;

/** A stored bill as the edit form shows it, with an empty row to add to. */
export function misFormOf(master: MisMasterRow, lines: readonly MisLineRow[]): MisFormValues {
  const rows: MisRow[] = lines.map((line) => ({
    key: ++rowKeys,
    billitem: asProduct(line.billitem),
    qty: String(line.qty),
    unit: line.unit,
    rate: paiseToRupees(line.rate),
  }));
  return {
    billdate: formatDate(master.billdate),
    applicantID: master.applicantID,
    accountID: master.accountID,
    custrefno: master.custrefno ?? '',
    isReport: master.isReport === 1,
    reportno: master.reportno ?? '',
    reportdate: master.reportdate ? formatDate(master.reportdate) : '',
    isRound: master.isRound === 1,
    particulars: master.particulars ?? '',
    nonGstBill: master.nonGstBill === 1,
    isExpBill: master.isExpBill === 1,
    rows: [...rows, emptyRow()],
    version: master.version,
  };
}
