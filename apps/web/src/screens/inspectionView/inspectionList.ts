import { api, entity, INSPECTION_MESSAGES, type InspectionRow } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { listScreen } from '../../lists/listScreen';
import type { DisplayColumn } from '../../lists/table/columns';

/**
 * Inspections as the shared list parts know a list: listed, paged and sorted on the server. Edits
 * and deletes have calls of their own (forms with the record as JSON), made by this screen.
 */
const inspections = entity({
  label: 'Inspection',
  id: 'reportid',
  endpoints: { list: api.inspection.list, create: api.inspection.add, update: api.inspection.edit },
  messages: {
    created: INSPECTION_MESSAGES.created,
    updated: INSPECTION_MESSAGES.updated,
    deleted: INSPECTION_MESSAGES.deleted,
    notFound: INSPECTION_MESSAGES.inspectionNotFound,
    loadError: INSPECTION_MESSAGES.loadError,
    saveError: INSPECTION_MESSAGES.saveError,
    deleteError: INSPECTION_MESSAGES.deleteError,
  },
});

/** 'HHMM' as the clock shows it: 0930 → 09:30. */
const clockTime = (time: string | null) =>
  time && /^\d{4}$/.test(time) ? `${time.slice(0, 2)}:${time.slice(2)}` : (time ?? '');

/** The inspection's day and time: 23/11/2026 09:30. */
export const inspectedAt = (row: Pick<InspectionRow, 'inspdate' | 'insptime'>) =>
  `${formatDate(row.inspdate)} ${clockTime(row.insptime)}`.trim();

/**
 * The server wants a party's vessel call, some container numbers or a date range (001 §2.7,
 * 'Please fill all required fields'); the bar says so before any call.
 */
export const inspectionFilters: FilterBarSpec = {
  filters: [
    { kind: 'party', param: 'party', sends: { applicant: 'applicant', account: 'account' } },
    { kind: 'vessel', param: 'vessel' },
    { kind: 'voyage', param: 'voyage' },
    { kind: 'location', param: 'location' },
    { kind: 'movement', param: 'movement' },
    { kind: 'fromDate', param: 'fromdate' },
    { kind: 'toDate', param: 'todate' },
    { kind: 'containers', param: 'contnumber' },
    { kind: 'toLocation', param: 'tolocation' },
    { kind: 'checkbox', param: 'isovanotsent', label: 'OVA Not sent' },
  ],
  anyOf: {
    groups: [['party', 'vessel', 'voyage'], ['contnumber'], ['fromdate', 'todate']],
    message: INSPECTION_MESSAGES.filterNeeded,
  },
  submit: 'Show Result',
  cancel: 'Cancel',
  inputWidth: 150,
  prompt:
    'Choose a party with its vessel and voyage, some container numbers, or a From and To date, then Show Result.',
};

/** The columns of 001 §2.7 that show a field; keys are the wire fields the server sorts by. */
export const inspectionColumns: readonly DisplayColumn<InspectionRow>[] = [
  { key: 'contnumber', title: 'Container' },
  { key: 'contsize', title: 'Size', align: 'right' },
  { key: 'TypeText', title: 'Type', maxWidth: 120 },
  { key: 'inspdate', title: 'Date Time', text: inspectedAt },
  { key: 'seal', title: 'Seal', maxWidth: 120 },
  { key: 'applicantname', title: 'Applicant', maxWidth: 160 },
  { key: 'accountname', title: 'Account', maxWidth: 160 },
  { key: 'VesselName', title: 'Vessel', maxWidth: 140 },
  { key: 'VoyageName', title: 'Voyage', maxWidth: 100 },
  { key: 'MovementName', title: 'Movement', maxWidth: 140 },
  { key: 'LocationName', title: 'Location', maxWidth: 140 },
  { key: 'TLName', title: 'To Location', maxWidth: 140 },
  { key: 'filename', title: 'Filename', maxWidth: 140 },
  { key: 'hasFiles', title: 'Image', align: 'center', sort: false },
];

export const inspectionList = listScreen(inspections, {
  route: 'transactionmanagment',
  title: 'View Inspection',
  paging: 'server',
  filters: inspectionFilters,
  columns: inspectionColumns,
  selectable: true,
});
