import { api, BILL_MESSAGES, entity, type ReportRow } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { listScreen } from '../../lists/listScreen';
import type { DisplayColumn } from '../../lists/table/columns';

/**
 * A party's reports not yet on a bill, as the shared list parts know a list. The screen only
 * lists them: a bill is made by Print, through its own call.
 */
const unbilledReports = entity({
  label: 'Report',
  id: 'reportid',
  endpoints: {
    list: api.bill.unbilledReports,
    create: api.bill.generate,
    update: api.bill.generate,
  },
  messages: {
    created: BILL_MESSAGES.generated,
    updated: BILL_MESSAGES.generated,
    notFound: 'Report not found.',
    loadError: 'Error fetching report list. Check console for details.',
    saveError: 'The bill could not be generated. Please try again.',
  },
});

/** 002 §2.2: the party is required; the dock is the master location the containers lay at. */
export const billGenerateFilters: FilterBarSpec = {
  filters: [
    {
      kind: 'party',
      param: 'party',
      sends: { applicant: 'applicant', account: 'account' },
      required: BILL_MESSAGES.selectParty,
    },
    { kind: 'vessel', param: 'vessel' },
    { kind: 'voyage', param: 'voyage' },
    { kind: 'location', param: 'location' },
    { kind: 'movement', param: 'movement' },
    { kind: 'fromDate', param: 'fromdate', label: 'Report From Date' },
    { kind: 'toDate', param: 'todate', label: 'Report To Date' },
    // Not needed to list the reports, but Print needs it.
    { kind: 'reportType', param: 'reporttype', starred: true },
    { kind: 'containers', param: 'contnumber' },
    { kind: 'dock', param: 'masterloc' },
  ],
  submit: 'Show Result',
  cancel: 'Cancel',
  inputWidth: 150,
  prompt: 'Choose a party, then Show Result to list its reports not yet on a bill.',
};

export const unbilledColumns: readonly DisplayColumn<ReportRow>[] = [
  { key: 'rptno', title: 'Report No' },
  { key: 'rptdate', title: 'Date', text: (row) => formatDate(row.rptdate), sort: (r) => r.rptdate },
  { key: 'applicantname', title: 'Applicant', maxWidth: 260 },
  { key: 'accountname', title: 'Account', maxWidth: 260 },
  { key: 'twenty', title: '20ft', align: 'right', sort: (row) => row.twenty },
  { key: 'forty', title: '40ft', align: 'right', sort: (row) => row.forty },
];

/** A party's unbilled reports are asked for a page at a time, newest first. */
export const billGenerateList = listScreen(unbilledReports, {
  route: 'billgenerate',
  title: 'Bill Generate',
  paging: 'server',
  filters: billGenerateFilters,
  columns: unbilledColumns,
  selectable: true,
  serialColumn: '#',
  exportName: 'unbilled-reports',
  emptyText: 'No reports to bill',
});
