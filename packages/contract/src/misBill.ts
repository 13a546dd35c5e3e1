import { isIsoDate, MIS_DEFAULT_UNIT, MIS_PRODUCTS } from '@quaybook/domain';
import { z } from 'zod';
import { billNoField } from './bill';
import { endpoint, FILE_TYPES, fileEndpoint } from './endpoint';
import {
  chosenId,
  digitsOrNumber,
  documentNameQuery,
  editedVersion,
  flag,
  optionalId,
  optionalIsoDate,
  optionalText,
  pageQuery,
  rupees,
  sentDay,
  signedRupees,
  versionField,
} from './fields';

// MIS bills (002 §2.2, §3, §5): tax invoices typed line by line. Amounts travel in rupees. The
// page sends its own amounts (amount, taxes, round-off, payable); the server reads only
// quantities and rates and works every amount out again.

/** Every message of the MIS bill screens, declared once for both sides. */
export const MIS_BILL_MESSAGES = {
  selectApplicant: 'Please select an applicant',
  selectDate: 'Please select a date',
  selectReportDate: 'Please select a report date',
  addProduct: 'Please add at least one product detail',
  refresh: 'Something goes wrong, please refresh the page',
  insertBillNo: 'Please insert a bill number',
  created: 'Created Succesful',
  updated: 'Update Succesful',
  regenerated: 'Report re printed',
  billDateAfterToday: 'Bill date cannot be later than today.',
  billNotFound: 'MIS bill not found.',
  /** Non-GST and export at once: a bill is one or the other. */
  nonGstOrExport: 'A bill is either Non-GST or an export bill, not both.',
  /** An MIS bill whose IRN is registered is not changed: the registered invoice is final. */
  registered: (billNo: string) => `MIS bill ${billNo} is registered (IRN); it cannot be changed.`,
} as const;

const misDate = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .transform(sentDay)
    .refine(isIsoDate, 'Invalid Date');

/** The bill's header: the spec's `mismaster` (one element of a JSON array). */
export const misMaster = z
  .object({
    /** Only on update. */
    billno: billNoField.optional(),
    /** On update, the version the form read: a bill changed since is refused, not overwritten. */
    ...editedVersion,
    applicantID: z.preprocess(
      digitsOrNumber,
      chosenId('Applicant', MIS_BILL_MESSAGES.selectApplicant),
    ),
    accountID: z.preprocess(digitsOrNumber, optionalId('Account')),
    billdate: misDate(MIS_BILL_MESSAGES.selectDate),
    custrefno: optionalText('Customer ref no', 50),
    /** 'Report in BILL': the bill names a report number and date. */
    isReport: flag('Report in BILL'),
    reportno: optionalText('Report number', 30),
    reportdate: optionalIsoDate('Report date'),
    isRound: flag('Round off'),
    nonGstBill: flag('Non-GST Bill'),
    isExpBill: flag('Exp Bill'),
    particulars: optionalText('Particulars', 500),
    // Worked out by the server; what the page sends (rupees for the amounts) is read and ignored.
    state_id: z.unknown().optional(),
    taxslab: z.unknown().optional(),
    rndval: z.unknown().optional(),
    payableamt: z.unknown().optional(),
  })
  .superRefine((master, context) => {
    if (master.isReport && !master.reportdate)
      context.addIssue({
        code: 'custom',
        path: ['reportdate'],
        message: MIS_BILL_MESSAGES.selectReportDate,
      });
    if (master.nonGstBill && master.isExpBill)
      context.addIssue({ code: 'custom', message: MIS_BILL_MESSAGES.nonGstOrExport });
  });
export type MisMaster = z.input<typeof misMaster>;

/** One product line: the spec's `misdetail` element; its rate in rupees (1250.50). */
export const misLine = z.object({
  billitem: z.enum(MIS_PRODUCTS, {
    error: `Product must be one of ${MIS_PRODUCTS.join(', ')}.`,
  }),
  qty: z.preprocess(
    digitsOrNumber,
    z
      .number({ error: 'Quantity must be a whole number.' })
      .int('Quantity must be a whole number.')
      .min(1, 'Quantity must be at least 1.')
      .max(1_000_000, 'Quantity can be at most 1000000.'),
  ),
  unit: z
    .string()
    .trim()
    .max(20, 'Unit can be at most 20 characters.')
    .optional()
    .transform((unit) => unit || MIS_DEFAULT_UNIT),
  rate: rupees('Rate').refine((paise) => paise > 0, 'Rate must be more than 0.'),
  // Worked out by the server; what the page sends (rupees) is read and ignored.
  amount: z.unknown().optional(),
  cgst: z.unknown().optional(),
  sgst: z.unknown().optional(),
  igst: z.unknown().optional(),
});
export type MisLine = z.input<typeof misLine>;

const misForm = z.object({
  mismaster: z
    .array(misMaster, { error: MIS_BILL_MESSAGES.refresh })
    .length(1, MIS_BILL_MESSAGES.refresh),
  misdetail: z
    .array(misLine, { error: MIS_BILL_MESSAGES.addProduct })
    .min(1, MIS_BILL_MESSAGES.addProduct)
    .max(100, 'At most 100 product lines.'),
});

/** An MIS bill as the MIS Bills list shows it; amounts in rupees. */
export const misBillRow = z.object({
  autoid: z.number().int(),
  billno: z.string(),
  billdate: z.string(),
  reportno: z.string().nullable(),
  reportdate: z.string().nullable(),
  applicant: z.number().int(),
  applicantname: z.string(),
  account: z.number().int().nullable(),
  accountname: z.string().nullable(),
  taxable: rupees('Taxable amount'),
  payableamt: rupees('Payable amount'),
  /** The bill's PDF, for GET /printmispdf; null when none exists. */
  filename: z.string().nullable(),
  irn: z.string().nullable(),
  ...versionField,
});
export type MisBillRow = z.infer<typeof misBillRow>;

/** The master as GET /getmisbilldetails gives it back to the edit form; amounts in rupees. */
export const misMasterRow = z.object({
  autoid: z.number().int(),
  billno: z.string(),
  applicantID: z.number().int(),
  accountID: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  billdate: z.string(),
  custrefno: z.string().nullable(),
  isReport: z.number().int(),
  reportno: z.string().nullable(),
  reportdate: z.string().nullable(),
  isRound: z.number().int(),
  /** The spec's round-off amount: total minus the rounded total (positive when rounded down). */
  rndval: signedRupees('Round off'),
  payableamt: rupees('Payable amount'),
  nonGstBill: z.number().int(),
  particulars: z.string().nullable(),
  taxslab: z.number().int(),
  isExpBill: z.number().int(),
  taxable: rupees('Taxable amount'),
  cgst: rupees('CGST'),
  sgst: rupees('SGST'),
  igst: rupees('IGST'),
  total: rupees('Total'),
  filename: z.string().nullable(),
  ...versionField,
});
export type MisMasterRow = z.infer<typeof misMasterRow>;

/** A line as the server worked it out; amounts in rupees. */
export const misLineRow = z.object({
  billitem: z.string(),
  qty: z.number().int(),
  unit: z.string(),
  rate: rupees('Rate'),
  amount: rupees('Amount'),
  cgst: rupees('CGST'),
  sgst: rupees('SGST'),
  igst: rupees('IGST'),
});
export type MisLineRow = z.infer<typeof misLineRow>;

const billNoQuery = z.object({ billno: billNoField });

/** A stored MIS bill as the edit modal reads it: the master (first list's first entry), its lines. */
const misBillDetailsData = z.tuple([z.array(misMasterRow), z.array(misLineRow)]);

export const misBill = {
  messages: MIS_BILL_MESSAGES,
  endpoints: {
    /** Saves a new MIS bill and its PDF in one transaction: the data is the PDF's file name. */
    save: endpoint({
      method: 'POST',
      path: '/savemisbill',
      formFields: ['mismaster', 'misdetail'],
      body: misForm,
      data: z.string(),
    }),
    /** Changes an MIS bill (its `billno` in the master) and makes its PDF again. */
    update: endpoint({
      method: 'POST',
      path: '/updatemisbill',
      formFields: ['mismaster', 'misdetail'],
      body: misForm,
      data: z.string(),
      // A stale update is refused with the stored bill as the edit modal reads it.
      current: misBillDetailsData,
    }),
    list: endpoint({
      method: 'GET',
      path: '/all_misbill',
      line: { parties: { applicant: 'applicant', account: 'account' } },
      query: z.object({
        applicant: z.preprocess(digitsOrNumber, optionalId('Applicant')),
        account: z.preprocess(digitsOrNumber, optionalId('Account')),
        fromdate: optionalIsoDate('From date'),
        todate: optionalIsoDate('To date'),
        ...pageQuery.shape,
      }),
      data: z.array(misBillRow),
    }),
    /** The master (first list's first entry) and its lines, for the edit modal. */
    details: endpoint({
      method: 'GET',
      path: '/getmisbilldetails',
      line: { record: 'misBill', key: 'billno', in: 'query' },
      query: billNoQuery,
      data: misBillDetailsData,
    }),
    /** Re-generate: the MIS bill's PDF made again; the data is its file name. */
    regenerate: endpoint({
      method: 'GET',
      path: '/CreateMISBillPDF',
      query: billNoQuery,
      data: z.string(),
    }),
    pdf: fileEndpoint({
      method: 'GET',
      path: '/printmispdf',
      line: { record: 'document', key: 'filename', in: 'query' },
      query: documentNameQuery,
      contentTypes: [FILE_TYPES.pdf],
    }),
  },
} as const;
