import { isIsoDate } from '@quaybook/domain';
import { z } from 'zod';
import { endpoint, FILE_TYPES, fileEndpoint } from './endpoint';
import {
  documentNameQuery,
  editedVersion,
  flag,
  idList,
  idParam,
  pageQuery,
  rupees,
  sentDay,
  signedRupees,
  versionField,
} from './fields';
import { reportFilters, reportRow } from './report';

// Bills (001 §2.13; 002 §2.2 Bill Generate): GST tax invoices for a party's survey reports, one
// line per movement and container size at the party's rate. Amounts travel in rupees.

/** Every message of the bill screens, declared once for both sides. */
export const BILL_MESSAGES = {
  selectParty: 'Please select a party',
  insertBillNo: 'Please insert a bill number',
  selectLocation: 'Please select Location',
  selectInspection: 'Please select an Inspection',
  /** The spec's Bill Generate words for a missing bill date. */
  insertReportDate: 'Please insert a report date',
  selectReportType: 'Please select a Report Type',
  generated: 'Bill Generated Successfully',
  pdfUpdated: 'Bill PDF Updated Successfully',
  reprinted: 'Report re printed',
  merged: 'Report marge Succesful',
  excelGenerated: 'Excel Generated, Download shortly',
  validBillNo: 'Please enter a valid Bill No',
  validBillDate: 'Please enter a valid Bill Date',
  invalidBillDate: 'Invalid Bill Date',
  invalidFromDate: 'Invalid From Date',
  invalidToDate: 'Invalid To Date',
  updated: 'Update Succesful',
  billDateAfterToday: 'Bill date cannot be later than today.',
  billNotFound: 'Bill not found.',
  /** A report already on a bill cannot go on another. */
  alreadyBilled: (reports: string) => `Report ${reports} is already billed.`,
  oneParty: 'A bill is for one party: select reports of one applicant and one account.',
  /** A bill keeps at least one report: a tax invoice once issued is never emptied. */
  lastReport: (billNo: string) =>
    `Bill ${billNo} must keep at least one report; a tax invoice is not emptied.`,
  reportCleared: (reportNo: string, billNo: string) =>
    `Report ${reportNo} cleared from bill ${billNo}.`,
  /** The summary of one dock: the bill has no container inspected there. */
  nothingAtDock: (billNo: string, dock: string) => `Bill ${billNo} has no container at ${dock}.`,
  /** A bill registered on the e-invoice portal (it has an IRN) is final. */
  registered: (billNo: string) =>
    `Bill ${billNo} is registered on the e-invoice portal (IRN); it cannot be changed.`,
  /** A bill's number carries its financial year; its date cannot leave that year. */
  otherYear: (billNo: string) =>
    `Bill ${billNo} is numbered in its financial year; its date must stay in that year.`,
  onlyNoDiscount: 'Discount must be 0: a bill charges the party rates.',
  /** E-invoice (beyond the spec). */
  noGstin: (party: string) =>
    `${party} has no GSTIN: an e-invoice is only for a registered recipient.`,
  /** The seller's address of an e-invoice needs the company's PIN code (SellerDtls.Pin). */
  companyNoPin: (company: string) =>
    `${company} has no PIN code: enter the company's 6-digit PIN on the Company screen to make its e-invoice.`,
  irnSaved: 'IRN saved; it is printed on the bill.',
  irnFormat: 'The IRN is 64 letters and digits (a SHA-256 hash).',
  ackNoFormat: 'The acknowledgement number is 15 to 20 digits.',
} as const;

/** A bill date: given, real (yyyy-mm-dd), and not after today (the server's day decides). */
export const billDateField = z
  .string({ error: BILL_MESSAGES.validBillDate })
  .trim()
  .min(1, BILL_MESSAGES.validBillDate)
  .transform(sentDay)
  .refine(isIsoDate, BILL_MESSAGES.invalidBillDate);

/** A bill number as a user types it. */
export const billNoField = z
  .string({ error: BILL_MESSAGES.insertBillNo })
  .trim()
  .min(1, BILL_MESSAGES.insertBillNo)
  .max(16, 'A bill number is at most 16 characters.');

const billNoQuery = z.object({ billno: billNoField });

/** A bill as the Bills list shows it. */
export const billRow = z.object({
  autoid: z.number().int(),
  billno: z.string(),
  /** yyyy-mm-dd. */
  billdate: z.string(),
  applicant: z.number().int(),
  applicantname: z.string(),
  account: z.number().int(),
  accountname: z.string(),
  companyid: z.number().int(),
  companyname: z.string(),
  /** The bill's PDF, for GET /printbillpdf; null until one is generated. */
  filename: z.string().nullable(),
  /** 1 when the payable amount is rounded to the rupee. */
  isround: z.number().int(),
  /** 1 IGST, 2 CGST + SGST. */
  taxslab: z.number().int(),
  taxable: rupees('Taxable amount'),
  cgst: rupees('CGST'),
  sgst: rupees('SGST'),
  igst: rupees('IGST'),
  /** The total minus the payable amount, as the spec's `rndval`: positive when rounded down. */
  roundoff: signedRupees('Round off'),
  payableamt: rupees('Payable amount'),
  reports: z.number().int(),
  containers: z.number().int(),
  /** The recipient's GSTIN; an e-invoice needs one. */
  gstin: z.string().nullable(),
  irn: z.string().nullable(),
  ackno: z.string().nullable(),
  ackdt: z.string().nullable(),
  ...versionField,
});
export type BillRow = z.infer<typeof billRow>;

/** A report not yet billed, as Bill Generate lists it. */
export const unbilledReportRow = reportRow;

/** What a call that produces a bill's document answers: the file's name and the bill's number. */
export const billDocument = z.string();

export const bill = {
  messages: BILL_MESSAGES,
  endpoints: {
    /** Reports of the party not yet on a bill (002 §7); `masterloc` is the dock inspected at. */
    unbilledReports: endpoint({
      method: 'GET',
      path: '/get_unbilled_reports',
      query: reportFilters.extend({
        masterloc: z
          .preprocess(
            (value) =>
              value === '' || value === '0' || value === 0
                ? undefined
                : typeof value === 'string'
                  ? Number(value)
                  : value,
            z.number().int().positive().optional(),
          )
          .transform((dock) => dock ?? null),
        ...pageQuery.shape,
      }),
      data: z.array(unbilledReportRow),
    }),
    /**
     * One tax invoice for the checked reports (`reportid` = report ids), in one transaction:
     * the data is its PDF's file name, the fourth element `{ billno }`.
     */
    generate: endpoint({
      method: 'GET',
      path: '/generate_bill',
      query: z.object({
        reportid: idList('Report id', BILL_MESSAGES.selectInspection),
        billdate: z
          .string({ error: BILL_MESSAGES.insertReportDate })
          .trim()
          .min(1, BILL_MESSAGES.insertReportDate)
          .transform(sentDay)
          .refine(isIsoDate, BILL_MESSAGES.invalidBillDate),
        discount: z
          .preprocess(
            (value) => (value === undefined || value === '' ? 0 : Number(value)),
            z.literal(0, { error: BILL_MESSAGES.onlyNoDiscount }),
          )
          .optional(),
        chkround: flag('Round off'),
      }),
      data: billDocument,
    }),
    /** Update Bill PDF: the bill's PDF made again from what it holds now. */
    updatePdf: endpoint({
      method: 'GET',
      path: '/CreateBillPDF',
      query: billNoQuery,
      data: billDocument,
    }),
    /** Print Bill PDF: the bill's PDF as issued ('Report re printed'). */
    reprint: endpoint({
      method: 'GET',
      path: '/reprintbill',
      query: billNoQuery,
      data: billDocument,
    }),
    /** Marge Bill PDF: one PDF of the bill followed by each of its reports. */
    merge: endpoint({ method: 'GET', path: '/margebill', query: billNoQuery, data: billDocument }),
    /** A bill PDF (or merged PDF) issued to the caller's company. */
    pdf: fileEndpoint({
      method: 'GET',
      path: '/printbillpdf',
      line: { record: 'document', key: 'filename', in: 'query' },
      query: documentNameQuery,
      contentTypes: [FILE_TYPES.pdf],
    }),
    /** Download Summery: the bill's containers at one dock (618, 210, 628) as a spreadsheet. */
    summary: endpoint({
      method: 'GET',
      path: '/CreateBillExcel',
      query: z.object({
        billno: billNoField,
        mlocation: z.preprocess(
          (value) => (value === '' || value === '0' ? undefined : value),
          idParam('Location')
            .optional()
            .refine((id) => id !== undefined, BILL_MESSAGES.selectLocation),
        ),
      }),
      data: billDocument,
    }),
    /** A spreadsheet issued to the caller's company (bill summaries, the sale bill register). */
    excel: fileEndpoint({
      method: 'GET',
      path: '/download_bill_excel',
      query: documentNameQuery,
      contentTypes: [FILE_TYPES.xlsx],
    }),
    list: endpoint({
      method: 'GET',
      path: '/all_bills',
      line: { parties: { applicant: 'applicant', account: 'account' } },
      query: z.object({
        applicant: reportFilters.shape.applicant,
        account: reportFilters.shape.account,
        fromdate: reportFilters.shape.fromdate,
        todate: reportFilters.shape.todate,
        contnumber: reportFilters.shape.contnumber,
        ...pageQuery.shape,
      }),
      data: z.array(billRow),
    }),
    reportsOf: endpoint({
      method: 'GET',
      path: '/get_reports_by_billno',
      line: { record: 'bill', key: 'billno', in: 'query' },
      query: billNoQuery,
      data: z.array(reportRow),
    }),
    /** Frees a report from its bill, prices the bill again and makes its PDF again. */
    clearReport: endpoint({
      method: 'GET',
      path: '/clear_report_from_bill',
      query: z.object({
        rptno: z.string({ error: 'Please give a report number.' }).trim().min(1).max(16),
        billno: billNoField,
      }),
      data: billDocument,
    }),
    updateDate: endpoint({
      method: 'GET',
      path: '/update_billdate',
      query: z.object({
        ...editedVersion,
        billdate: billDateField,
        billno: z
          .string({ error: BILL_MESSAGES.validBillNo })
          .trim()
          .min(1, BILL_MESSAGES.validBillNo)
          .max(16, BILL_MESSAGES.validBillNo),
      }),
      data: billDocument,
    }),
    updateRoundOff: endpoint({
      method: 'GET',
      path: '/update_billroundoffstatus',
      query: z.object({
        ...editedVersion,
        chkround: flag('Round off'),
        billno: billNoField,
      }),
      data: billDocument,
    }),
    /** The bill (MIS bill, repair bill) as the e-invoice portal's JSON (INV-01, schema version 1.1). */
    eInvoice: fileEndpoint({
      method: 'GET',
      path: '/bill_einvoice',
      line: { record: 'bill', key: 'billno', in: 'query' },
      query: billNoQuery,
      contentTypes: [FILE_TYPES.json],
    }),
    /** Records the IRN and acknowledgement the portal gave; the bill's PDF then prints the IRN. */
    saveIrn: endpoint({
      method: 'POST',
      path: '/save_bill_irn',
      body: z.object({
        billno: billNoField,
        irn: z
          .string({ error: BILL_MESSAGES.irnFormat })
          .trim()
          .regex(/^[0-9a-fA-F]{64}$/, BILL_MESSAGES.irnFormat),
        ackno: z
          .string({ error: BILL_MESSAGES.ackNoFormat })
          .trim()
          .regex(/^\d{15,20}$/, BILL_MESSAGES.ackNoFormat),
        /** When the portal acknowledged it: yyyy-mm-dd or yyyy-mm-dd hh:mm:ss. */
        ackdt: z
          .string({ error: 'Please give the acknowledgement date.' })
          .trim()
          .regex(
            /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/,
            'The acknowledgement date is yyyy-mm-dd, with hh:mm:ss if known.',
          ),
      }),
      data: billDocument,
    }),
  },
} as const;
