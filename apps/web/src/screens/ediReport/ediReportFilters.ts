import { EDI_REPORT_MESSAGES, EDI_REPORT_TYPES } from '@quaybook/contract';
import type { FilterBarSpec, FilterSpec } from '../../lists/filters/filterSpec';

// The EDI report screens' filters (002 §2.3), each sent under the query name its call declares.

const party: FilterSpec = {
  kind: 'party',
  param: 'party',
  sends: { applicant: 'applicant', account: 'account' },
  required: EDI_REPORT_MESSAGES.selectParty,
};
const fromDate: FilterSpec = { kind: 'fromDate', param: 'fromdate' };
const toDate: FilterSpec = { kind: 'toDate', param: 'todate' };
const call: FilterSpec[] = [
  { kind: 'vessel', param: 'vessel' },
  { kind: 'voyage', param: 'voyage' },
  { kind: 'movement', param: 'movement', label: 'Movement Type' },
  { kind: 'location', param: 'location' },
];

/** EDI / Excel Report: the party's unsent inspections as EDI or a workbook. */
export const ediExcelFilters: FilterBarSpec = {
  filters: [
    party,
    fromDate,
    toDate,
    ...call,
    {
      kind: 'options',
      param: 'rpttype',
      label: 'Report Type',
      options: [
        { value: EDI_REPORT_TYPES.excel, label: 'EXCEL' },
        { value: EDI_REPORT_TYPES.edi, label: 'EDI' },
      ],
      required: EDI_REPORT_MESSAGES.selectReportType,
    },
  ],
  submit: 'Generate Report',
  prompt:
    'Choose the party and what to send, then Generate Report: the containers not yet sent go out as one EDI file or one Excel file.',
};

/** Codeco Coarri Report: the filter's messages (only the listed containers', if any), again. */
export const codecoCoarriFilters: FilterBarSpec = {
  filters: [party, ...call, { kind: 'containers', param: 'contnumber' }, fromDate, toDate],
  submit: 'Generate',
  prompt:
    'Choose the party and a call, dates or containers (commas between), then Generate: their messages go out again.',
};
