import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';
import { documents } from './documents';
import { movements } from './movements';
import { accounts, applicants } from './parties';

/**
 * The last number given in each numbered series of a company (survey reports, bills, MIS bills)
 * in each financial year. Taking a number updates this row inside the caller's transaction, so a
 * second caller waits for the first to commit or roll back: numbers are unique and gapless.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    companyId: companyColumn(),
    /** 'SR' survey reports, 'SB' bills, 'MIS' MIS bills, 'EDI' interchanges (year 0: every year). */
    series: text('series').notNull(),
    /** The financial year's first calendar year (2026 for 2026-27). */
    yearStart: smallint('year_start').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.series, t.yearStart] })],
);

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** A tax invoice's amounts in paise, worked out by the server (domain `billTotals`). */
const invoiceAmounts = {
  /** 1 IGST, 2 CGST + SGST (the spec's taxslab). */
  taxSlab: smallint('tax_slab').notNull(),
  /** intra, inter, none (Non-GST) or export. */
  taxMode: text('tax_mode', { enum: ['intra', 'inter', 'none', 'export'] }).notNull(),
  /** The recipient's state code (GST), the place of supply. */
  placeOfSupply: text('place_of_supply').notNull(),
  roundOff: boolean('round_off').notNull().default(false),
  taxablePaise: money('taxable_paise'),
  cgstPaise: money('cgst_paise'),
  sgstPaise: money('sgst_paise'),
  igstPaise: money('igst_paise'),
  totalPaise: money('total_paise'),
  /** What was added to the total to reach the payable amount (negative when taken off). */
  roundOffPaise: bigint('round_off_paise', { mode: 'number' }).notNull(),
  payablePaise: money('payable_paise'),
  /** Set when the invoice is registered on the e-invoice portal (IRN, ack no and date). */
  irn: text('irn'),
  ackNo: text('ack_no'),
  ackDate: timestamp('ack_date', { withTimezone: true }),
};

/** A tax invoice's line amounts in paise. */
const lineAmounts = {
  quantity: integer('quantity').notNull(),
  ratePaise: money('rate_paise'),
  amountPaise: money('amount_paise'),
  cgstPaise: money('cgst_paise'),
  sgstPaise: money('sgst_paise'),
  igstPaise: money('igst_paise'),
  totalPaise: money('total_paise'),
};

/**
 * A GST tax invoice for a party's survey reports: one line per movement and container size at
 * the party's rate. Its number is unique per company and financial year.
 */
export const bills = pgTable(
  'bills',
  {
    id: idColumn(),
    companyId: companyColumn(),
    billNo: text('bill_no').notNull(),
    billDate: date('bill_date').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    ...invoiceAmounts,
    /** The bill's PDF as last generated. */
    documentId: integer('document_id').references(() => documents.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('bills_company_bill_no_key').on(t.companyId, t.billNo),
    // The Bills list's order (bill date, then id, newest first): a page reads the index backwards.
    index('bills_company_date_idx').on(t.companyId, t.billDate, t.id),
    index('bills_company_party_date_idx').on(t.companyId, t.applicantId, t.billDate, t.id),
  ],
);

export const billLines = pgTable(
  'bill_lines',
  {
    id: idColumn(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id),
    /** Container size in feet: 20, 40 or 45. */
    size: smallint('size').notNull(),
    ...lineAmounts,
  },
  (t) => [uniqueIndex('bill_lines_bill_line_key').on(t.billId, t.lineNo)],
);

/**
 * A survey report: a party's inspections printed under one number (1 Survey, 2 Comparator,
 * 3 Non-Eor). Its inspections point at it; it points at the bill that charged it.
 */
export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    companyId: companyColumn(),
    reportNo: text('report_no').notNull(),
    reportDate: date('report_date').notNull(),
    reportType: smallint('report_type').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    billId: integer('bill_id').references(() => bills.id),
    /** The report's PDF as last generated. */
    documentId: integer('document_id').references(() => documents.id),
    ...auditColumns,
  },
  (t) => [
    check('reports_type_check', sql`${t.reportType} in (1, 2, 3)`),
    uniqueIndex('reports_company_report_no_key').on(t.companyId, t.reportNo),
    // The report lists' order (report date, then number, newest first).
    index('reports_company_date_idx').on(t.companyId, t.reportDate, t.reportNo),
    // A party's reports in that order (Reports, filtered by party).
    index('reports_company_party_date_idx').on(
      t.companyId,
      t.applicantId,
      t.accountId,
      t.reportDate,
      t.reportNo,
    ),
    // Bill Generate: a party's reports on no bill.
    index('reports_unbilled_idx')
      .on(t.companyId, t.applicantId, t.reportDate, t.reportNo)
      .where(sql`${t.billId} is null`),
    index('reports_bill_idx').on(t.billId),
    // A delivered survey report PDF leads back to its report (the Delivery Log's containers).
    index('reports_document_idx').on(t.documentId),
  ],
);

/** A miscellaneous tax invoice: typed product lines (Survey Fees, Travelling, Misc Expenses). */
export const misBills = pgTable(
  'mis_bills',
  {
    id: idColumn(),
    companyId: companyColumn(),
    billNo: text('bill_no').notNull(),
    billDate: date('bill_date').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    accountId: integer('account_id').references(() => accounts.id),
    customerRefNo: text('customer_ref_no'),
    /** 'Report in BILL': the bill names a report number and date. */
    reportNo: text('report_no'),
    reportDate: date('report_date'),
    particulars: text('particulars'),
    nonGst: boolean('non_gst').notNull().default(false),
    exportBill: boolean('export_bill').notNull().default(false),
    ...invoiceAmounts,
    documentId: integer('document_id').references(() => documents.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('mis_bills_company_bill_no_key').on(t.companyId, t.billNo),
    index('mis_bills_company_date_idx').on(t.companyId, t.billDate, t.id),
  ],
);

export const misBillLines = pgTable(
  'mis_bill_lines',
  {
    id: idColumn(),
    misBillId: integer('mis_bill_id')
      .notNull()
      .references(() => misBills.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    /** Survey Fees, Travelling or Misc Expenses. */
    item: text('item').notNull(),
    unit: text('unit').notNull(),
    ...lineAmounts,
  },
  (t) => [uniqueIndex('mis_bill_lines_bill_line_key').on(t.misBillId, t.lineNo)],
);

/**
 * A GST tax invoice for a line's repairs: one line per approved, repaired estimate, charging what
 * the line (responsibility U) approved. Its own series, RB/26-27/00001.
 */
export const repairBills = pgTable(
  'repair_bills',
  {
    id: idColumn(),
    companyId: companyColumn(),
    billNo: text('bill_no').notNull(),
    billDate: date('bill_date').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The repair service's SAC, printed on each line. */
    sac: text('sac').notNull(),
    ...invoiceAmounts,
    documentId: integer('document_id').references(() => documents.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('repair_bills_company_bill_no_key').on(t.companyId, t.billNo),
    index('repair_bills_company_date_idx').on(t.companyId, t.billDate, t.id),
  ],
);

export const repairBillLines = pgTable(
  'repair_bill_lines',
  {
    id: idColumn(),
    repairBillId: integer('repair_bill_id')
      .notNull()
      .references(() => repairBills.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    /** The estimate it charges (one container's repair). */
    estimateId: integer('estimate_id').notNull(),
    description: text('description').notNull(),
    ...lineAmounts,
  },
  (t) => [uniqueIndex('repair_bill_lines_bill_line_key').on(t.repairBillId, t.lineNo)],
);
