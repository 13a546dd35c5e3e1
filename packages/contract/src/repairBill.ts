import { z } from 'zod';
import { BILL_MESSAGES, bill, billNoField, billRow } from './bill';
import { endpoint, FILE_TYPES, fileEndpoint } from './endpoint';
import { documentNameQuery, flag, idList, pageQuery, rupees } from './fields';
import { reportFilters } from './report';

// Repair bills: a party's approved, repaired estimates of repair (EOR) billed as one GST tax
// invoice in their own series (RB/26-27/00001). A line pays what it approved of its
// responsibility-U lines; O and T lines are stated apart for the owner or the third party.
// Amounts travel in rupees.

/** Every message of the repair bill calls and screens, declared once for both sides. */
export const REPAIR_BILL_MESSAGES = {
  selectParty: BILL_MESSAGES.selectParty,
  selectEstimate: 'Please select an estimate',
  generated: 'Repair bill generated successfully',
  billNotFound: 'Repair bill not found.',
  estimateNotFound: 'Estimate not found.',
  billDateAfterToday: BILL_MESSAGES.billDateAfterToday,
  /** Only a repaired estimate, not yet billed, is billed. */
  notRepaired: (estimates: string) =>
    `Estimate ${estimates} is not repaired: only an approved estimate whose repair is recorded is billed.`,
  alreadyBilled: (estimates: string) => `Estimate ${estimates} is already billed.`,
  oneParty: 'A repair bill is for one party: select estimates of one applicant and one account.',
  /** Each line is taxed at the bill's GST rate; an estimate priced at another cannot join it. */
  otherRate: (estimates: string) =>
    `Estimate ${estimates} is priced at another GST rate than 18%; bill it on its own terms.`,
  /** A repaired estimate whose line approved nothing of its own (U) lines has nothing to bill. */
  nothingCharged: (estimates: string) =>
    `Estimate ${estimates} has no approved amount chargeable to the line (responsibility U).`,
  registered: (billNo: string) =>
    `Repair bill ${billNo} is registered on the e-invoice portal (IRN); it cannot be changed.`,
} as const;

/**
 * A repair bill as the Bills screen's repair tab shows it, in the survey bill's row shape; its
 * PDF (`filename`) is for GET /print_repair_bill_pdf. Amounts in rupees.
 */
export const repairBillRow = billRow
  .omit({ companyid: true, companyname: true, reports: true })
  .extend({
    total: rupees('Total'),
    /** Estimates charged: one container each. */
    estimates: z.number().int(),
  });
export type RepairBillRow = z.infer<typeof repairBillRow>;

/**
 * A repaired estimate as a repair bill charges it: what the line pays (its approved
 * responsibility-U lines) and, apart, what the owner (O) and a third party (T) are to pay.
 */
export const repairEstimateRow = z.object({
  estimateid: z.number().int(),
  estimateno: z.string(),
  /** yyyy-mm-dd. */
  estimatedate: z.string(),
  repairedat: z.string().nullable(),
  containerno: z.string(),
  applicant: z.number().int(),
  account: z.number().int(),
  status: z.string(),
  sac: z.string(),
  /** Approved, before tax, of the lines the line pays (U): the bill line's amount. */
  lineamt: rupees('Line amount'),
  owneramt: rupees('Owner amount'),
  thirdpartyamt: rupees('Third party amount'),
  /** The repair bill that charged it; none while unbilled. */
  billno: z.string().nullable(),
});
export type RepairEstimateRow = z.infer<typeof repairEstimateRow>;

const partyQuery = z.object({
  applicant: reportFilters.shape.applicant,
  account: reportFilters.shape.account,
});

export const repairBill = {
  messages: REPAIR_BILL_MESSAGES,
  endpoints: {
    /** The party's repaired estimates on no repair bill, to choose what to bill. */
    unbilledEstimates: endpoint({
      method: 'GET',
      path: '/unbilled_estimates',
      query: partyQuery,
      data: z.array(repairEstimateRow),
    }),
    /**
     * One tax invoice for the checked estimates (`estimateid` = estimate ids), in one
     * transaction: the data is its PDF's file name, the fourth element `{ billno }`.
     */
    generate: endpoint({
      method: 'GET',
      path: '/generate_repair_bill',
      query: z.object({
        estimateid: idList('Estimate id', REPAIR_BILL_MESSAGES.selectEstimate),
        // The bill date as Bill Generate reads it, with its messages.
        billdate: bill.endpoints.generate.query.shape.billdate,
        chkround: flag('Round off'),
      }),
      data: z.string(),
    }),
    list: endpoint({
      method: 'GET',
      path: '/all_repair_bills',
      line: { parties: { applicant: 'applicant', account: 'account' } },
      query: z.object({
        applicant: reportFilters.shape.applicant,
        account: reportFilters.shape.account,
        fromdate: reportFilters.shape.fromdate,
        todate: reportFilters.shape.todate,
        contnumber: reportFilters.shape.contnumber,
        ...pageQuery.shape,
      }),
      data: z.array(repairBillRow),
    }),
    /** The estimates a repair bill charged. */
    estimatesOf: endpoint({
      method: 'GET',
      path: '/repair_bill_estimates',
      line: { record: 'repairBill', key: 'billno', in: 'query' },
      query: z.object({ billno: billNoField }),
      data: z.array(repairEstimateRow),
    }),
    /** A repair bill's PDF issued to the caller's company. */
    pdf: fileEndpoint({
      method: 'GET',
      path: '/print_repair_bill_pdf',
      line: { record: 'document', key: 'filename', in: 'query' },
      query: documentNameQuery,
      contentTypes: [FILE_TYPES.pdf],
    }),
  },
} as const;
