import { z } from 'zod';
import { endpoint } from './endpoint';
import { digitsOrNumber, optionalId, optionalIsoDate, rupees, signedRupees } from './fields';

// The sale bill register (002 §2.4 Bill Register): every tax invoice of a period — bills and MIS
// bills — one row each, as an accountant files GSTR-1 from it.

export const BILL_REGISTER_MESSAGES = {
  enterFromDate: 'Please enter from date',
  fetched: 'Data fetched successfully',
  downloaded: 'File downloaded successfully',
  nothingFound: 'No bills in this period.',
} as const;

/** The register's query: a party (optional) and the period; From Date is required. */
export const billRegisterQuery = z.object({
  applicant: z.preprocess(digitsOrNumber, optionalId('Applicant')),
  account: z.preprocess(digitsOrNumber, optionalId('Account')),
  fromdate: optionalIsoDate('From date').refine(
    (date) => date !== null,
    BILL_REGISTER_MESSAGES.enterFromDate,
  ),
  todate: optionalIsoDate('To date'),
});

/** The register's amounts: rupees; the round-off is the total minus the payable amount. */
const registerAmounts = {
  taxable: rupees('Taxable amount'),
  cgst: rupees('CGST'),
  sgst: rupees('SGST'),
  igst: rupees('IGST'),
  roundoff: signedRupees('Round off'),
  total: rupees('Total'),
};

/** One tax invoice of the register: its 12 columns. */
export const billRegisterRow = z.object({
  slno: z.number().int(),
  /** 'Bill' or 'MIS Bill'. */
  billtype: z.string(),
  billno: z.string(),
  billdate: z.string(),
  partyname: z.string(),
  gstin: z.string().nullable(),
  /** The state and its GST code: 'West Bengal (19)'. */
  placeofsupply: z.string(),
  ...registerAmounts,
});
export type BillRegisterRow = z.infer<typeof billRegisterRow>;

/** The register's totals over every row. */
export const billRegisterTotals = z.object({
  bills: z.number().int(),
  ...registerAmounts,
});

export const billRegister = {
  messages: BILL_REGISTER_MESSAGES,
  endpoints: {
    /** Sale Bill Display: the totals in the data, the rows in the fourth element (item 3). */
    display: endpoint({
      method: 'GET',
      path: '/populate_salebillregisterdata',
      query: billRegisterQuery,
      data: billRegisterTotals,
      extra: z.array(billRegisterRow),
    }),
    /**
     * Sale Bill Excel: the register as a spreadsheet; the data is its file name, fetched by
     * GET /download_bill_excel.
     */
    excel: endpoint({
      method: 'GET',
      path: '/populate_salebillregisterxl',
      query: billRegisterQuery,
      data: z.string(),
    }),
  },
} as const;
