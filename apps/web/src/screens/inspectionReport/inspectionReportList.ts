import { api, entity, type InspectionRow, REPORT_MESSAGES } from '@quaybook/contract';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { listScreen } from '../../lists/listScreen';
import type { DisplayColumn } from '../../lists/table/columns';
import { inspectionColumns, inspectionFilters } from '../inspectionView/inspectionList';

/**
 * A party's inspections not yet on a report (GET /get_inspection), as the shared list parts
 * know a list: paged on the server, newest first, as a busy party's backlog grows without bound.
 * Nothing is added or edited here, so the create and update calls are the inspections' own and
 * never made.
 */
const unreported = entity({
  label: 'Inspection',
  id: 'reportid',
  endpoints: {
    list: api.report.inspections,
    create: api.inspection.add,
    update: api.inspection.edit,
  },
  messages: {
    created: '',
    updated: '',
    notFound: '',
    loadError: REPORT_MESSAGES.loadError,
    saveError: '',
  },
});

/**
 * The report screens' filters (001 §2.11, 002 §2.2 Reports): View Inspection's without To
 * Location and OVA Not sent, which GET /get_inspection and GET /all_reports do not take.
 */
export const reportFilterInputs = inspectionFilters.filters.filter(
  (filter) => filter.param !== 'tolocation' && filter.param !== 'isovanotsent',
);

/** Inspection Report's filters: the party is required, the rest narrow it. */
export const inspectionReportFilters: FilterBarSpec = {
  filters: reportFilterInputs.map((filter) =>
    filter.kind === 'party' ? { ...filter, required: REPORT_MESSAGES.selectParty } : filter,
  ),
  submit: 'Show Result',
  cancel: 'Cancel',
  prompt: 'Choose a party, narrow it if you like, then Show Result.',
};

const is20 = (row: InspectionRow) => row.contsize === 20;

/** How many of the rows are 20 and 40 (or 45) feet. */
export const sizeCounts = (rows: readonly InspectionRow[]) => [
  { label: '20 ft', value: rows.filter(is20).length },
  { label: '40 ft', value: rows.filter((row) => !is20(row)).length },
];

/** The 20 and 40-foot counts of every match, from a paged answer's fourth element. */
export const pagedSizeCounts = (extra: unknown) => {
  const counted = extra as { twenty?: number; forty?: number } | undefined;
  return [
    { label: '20 ft', value: counted?.twenty ?? 0 },
    { label: '40 ft', value: counted?.forty ?? 0 },
  ];
};

/** What a report prints of each inspection: View Inspection's columns, these of them. */
const REPORTED = new Set<string>([
  'contnumber',
  'contsize',
  'TypeText',
  'inspdate',
  'applicantname',
  'accountname',
  'VesselName',
  'VoyageName',
  'MovementName',
  'LocationName',
]);

// Sorted here in the browser, the date sorts by its ISO day and time, not by the text shown.
export const inspectionReportColumns: readonly DisplayColumn<InspectionRow>[] = inspectionColumns
  .filter((column) => REPORTED.has(column.key))
  .map((column) =>
    column.key === 'inspdate'
      ? { ...column, sort: (row: InspectionRow) => `${row.inspdate} ${row.insptime ?? ''}` }
      : column,
  );

export const inspectionReportList = listScreen(unreported, {
  route: 'inspectionreport',
  title: 'Inspection Report',
  paging: 'server',
  filters: inspectionReportFilters,
  columns: inspectionReportColumns,
  selectable: true,
  exportName: 'inspection_report',
  counts: sizeCounts,
});
