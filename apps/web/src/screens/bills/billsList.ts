import { api, BILL_MESSAGES, type BillRow, entity } from '@quaybook/contract';
import { formatDate, formatRupees } from '@quaybook/domain';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { listScreen } from '../../lists/listScreen';
import type { DisplayColumn } from '../../lists/table/columns';

/**
 * Bills as the shared list parts know a list. A bill is made on Bill Generate and changed in the
 * edit overlay through calls of its own; the list parts only list them.
 */
const bills = entity({
  label: 'Bill',
  id: 'autoid',
  endpoints: { list: api.bill.list, create: api.bill.generate, update: api.bill.updateDate },
  messages: {
    created: BILL_MESSAGES.generated,
    updated: BILL_MESSAGES.updated,
    notFound: BILL_MESSAGES.billNotFound,
    loadError: 'Error fetching bill list. Check console for details.',
    saveError: 'The bill could not be saved. Please try again.',
  },
});

/** 001 §2.13: every filter optional; the dates are the bill's reports' dates. */
export const billFilters: FilterBarSpec = {
  filters: [
    { kind: 'party', param: 'party', sends: { applicant: 'applicant', account: 'account' } },
    { kind: 'fromDate', param: 'fromdate', label: 'Report From Date' },
    { kind: 'toDate', param: 'todate', label: 'Report To Date' },
    { kind: 'containers', param: 'contnumber' },
  ],
  submit: 'Show Result',
  cancel: 'Cancel',
  inputWidth: 170,
  prompt: 'Choose a party, dates or container numbers, then Show Result.',
};

export const taxOf = (bill: BillRow) => bill.cgst + bill.sgst + bill.igst;

/** An amount in rupees, right-aligned, ordered by its paise. */
const money = (
  key: keyof BillRow & string,
  title: string,
  paise: (bill: BillRow) => number,
): DisplayColumn<BillRow> => ({
  key,
  title,
  align: 'right',
  text: (bill) => formatRupees(paise(bill)),
  sort: paise,
});

export const billColumns: readonly DisplayColumn<BillRow>[] = [
  { key: 'billno', title: 'Bill No' },
  {
    key: 'billdate',
    title: 'Bill Date',
    text: (b) => formatDate(b.billdate),
    sort: (b) => b.billdate,
  },
  { key: 'applicantname', title: 'Applicant', maxWidth: 190 },
  { key: 'accountname', title: 'Account', maxWidth: 160 },
  { key: 'reports', title: 'Reports', align: 'right', sort: (b) => b.reports },
  money('taxable', 'Taxable', (b) => b.taxable),
  { ...money('igst', 'Tax', taxOf), hint: 'CGST + SGST, or IGST' },
  money('payableamt', 'Payable', (b) => b.payableamt),
  {
    key: 'irn',
    title: 'IRN',
    hint: 'Registered on the e-invoice portal',
    compact: true,
    sort: false,
    text: (b) => (b.irn ? 'IRN' : ''),
  },
];

/** A year holds tens of thousands of bills: the list asks for a page at a time, newest first. */
export const billList = listScreen(bills, {
  route: 'bill',
  title: 'Bills',
  paging: 'server',
  filters: billFilters,
  columns: billColumns,
  exportName: 'bills',
  emptyText: 'No bills found',
});
