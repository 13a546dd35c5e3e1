import { api, entity, REPORT_MESSAGES, type ReportRow } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { listScreen } from '../../lists/listScreen';
import type { DisplayColumn } from '../../lists/table/columns';
import { reportFilterInputs } from '../inspectionReport/inspectionReportList';

/**
 * Survey reports (GET /all_reports) as the shared list parts know a list: asked for with the
 * filters a page at a time, newest first, as a year holds tens of thousands. Reports are made on Inspection Report and
 * changed by their own calls, so the create and update calls here are never made.
 */
const reports = entity({
  label: 'Report',
  id: 'reportid',
  endpoints: {
    list: api.report.list,
    create: api.report.addInspections,
    update: api.report.addInspections,
  },
  messages: {
    created: '',
    updated: '',
    notFound: REPORT_MESSAGES.reportNotFound,
    loadError: REPORT_MESSAGES.loadError,
    saveError: '',
  },
});

/** Every filter optional (002 §2.2 Reports): with none, every report shows. */
export const reportListFilters: FilterBarSpec = {
  filters: reportFilterInputs,
  submit: 'Show Result',
  cancel: 'Cancel',
  prompt: '',
};

export const reportColumns: readonly DisplayColumn<ReportRow>[] = [
  { key: 'rptno', title: 'Report No', text: (row) => row.rptno || 'N/A' },
  {
    key: 'rptdate',
    title: 'Report Date',
    text: (row) => formatDate(row.rptdate),
    sort: (row) => row.rptdate,
  },
  { key: 'RptTypeText', title: 'Report Type' },
  { key: 'billno', title: 'Bill No' },
  { key: 'twenty', title: '20 ft', align: 'right', sort: (row) => row.twenty },
  { key: 'forty', title: '40 ft', align: 'right', sort: (row) => row.forty },
  { key: 'applicantname', title: 'Applicant', maxWidth: 180 },
  { key: 'accountname', title: 'Account', maxWidth: 180 },
  { key: 'VesselName', title: 'Vessel', maxWidth: 140 },
  { key: 'VoyageName', title: 'Voyage', maxWidth: 100 },
];

/** Reports show 10, 20 or 50 rows a page (002 §9). */
export const REPORT_PAGE_SIZES = [10, 20, 50] as const;

export const reportList = listScreen(reports, {
  route: 'listreport',
  title: 'Reports',
  paging: 'server',
  filters: reportListFilters,
  columns: reportColumns,
  pageSizes: REPORT_PAGE_SIZES,
  exportName: 'reports',
});
