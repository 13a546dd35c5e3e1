import { CUSTOMS_REPORT_MESSAGES, ODEX_REPORT_TYPES } from '@quaybook/contract';
import type { FilterBarSpec, FilterSpec } from '../../lists/filters/filterSpec';

// The mismatch reports' filters (002 §2.4): Party *, Vessel *, Voyage * required here as on the
// server (the spec's screens forgot to), with the contract's messages.

const filters: FilterSpec[] = [
  {
    kind: 'party',
    param: 'party',
    sends: { applicant: 'applicant', account: 'account' },
    required: CUSTOMS_REPORT_MESSAGES.selectParty,
  },
  { kind: 'vessel', param: 'vessel', required: CUSTOMS_REPORT_MESSAGES.selectVessel },
  { kind: 'voyage', param: 'voyage', required: CUSTOMS_REPORT_MESSAGES.selectVoyage },
  { kind: 'location', param: 'location' },
  { kind: 'fromDate', param: 'fromdate' },
  { kind: 'toDate', param: 'todate' },
];

const prompt =
  'Choose the party, vessel and voyage, then Generate Report: the loaded export containers whose customs records disagree download as a file, each with the reason.';

export const REPORT_FAILURE = 'The report could not be generated. Please try again.';

/** Missing SB, Missmatched SB Excel and Missmatched Excel. */
export const customsReportFilters: FilterBarSpec = {
  filters,
  submit: 'Generate Report',
  prompt,
};

/** The ODeX report's Report Type, 1 PKGs by default. */
export const DEFAULT_ODEX_REPORT_TYPE = 1;

export const odexReportFilters: FilterBarSpec = {
  filters: [
    ...filters,
    {
      kind: 'options',
      param: 'rpttype',
      label: 'Report Type',
      options: ODEX_REPORT_TYPES.map(({ value, label }) => ({ value, label: `${value} ${label}` })),
      required: CUSTOMS_REPORT_MESSAGES.selectReportType,
    },
  ],
  submit: 'Generate Report',
  prompt:
    'Choose the party, vessel, voyage and Report Type, then Generate Report: the report downloads as an Excel file (Mismatch SB with ODeX as a PDF), each container with its reason.',
};
