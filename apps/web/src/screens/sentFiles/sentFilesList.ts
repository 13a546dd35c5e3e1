import {
  api,
  entity,
  SENT_FILE_KIND_CODES,
  SENT_FILE_LABELS,
  SENT_FILE_MESSAGES,
  type SentFileRow,
} from '@quaybook/contract';
import { formatDate, PORT_TIME_ZONE } from '@quaybook/domain';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { listScreen } from '../../lists/listScreen';
import type { DisplayColumn } from '../../lists/table/columns';

/**
 * The files generated for parties, as the shared list parts know a list. Files are made by the
 * report screens; this list only lists them (its save calls are never offered).
 */
const sentFiles = entity({
  label: 'Sent file',
  id: 'id',
  endpoints: { list: api.sentFiles.list, create: api.sentFiles.list, update: api.sentFiles.list },
  messages: {
    created: '',
    updated: '',
    notFound: SENT_FILE_MESSAGES.nothingFound,
    loadError: 'Error fetching the sent files. Check console for details.',
    saveError: '',
  },
});

/** Every filter optional: a party, the kind of file, the days it was generated. */
export const sentFileFilters: FilterBarSpec = {
  filters: [
    { kind: 'party', param: 'party', sends: { applicant: 'applicant', account: 'account' } },
    {
      kind: 'options',
      param: 'kind',
      label: 'Kind',
      options: SENT_FILE_KIND_CODES.map(({ value, label }) => ({ value, label })),
    },
    { kind: 'fromDate', param: 'fromdate' },
    { kind: 'toDate', param: 'todate' },
  ],
  submit: 'Show Result',
  cancel: 'Cancel',
  inputWidth: 170,
  prompt: 'Choose a party, a kind of file or dates, then Show Result.',
};

export const sentFileColumns: readonly DisplayColumn<SentFileRow>[] = [
  {
    key: 'createdat',
    title: 'Generated at',
    text: (row) => formatDate(row.createdat, { time: true, timeZone: PORT_TIME_ZONE }),
    sort: false,
  },
  { key: 'createdby', title: 'By', sort: false },
  { key: 'kind', title: 'Kind', text: (row) => SENT_FILE_LABELS[row.kind], sort: false },
  {
    key: 'applicantname',
    title: 'Party',
    text: (row) => [row.applicantname, row.accountname].filter(Boolean).join(' / '),
    sort: false,
  },
  { key: 'containers', title: 'Containers', align: 'right', sort: false },
  { key: 'downloadname', title: 'File', sort: false },
];

export const sentFileList = listScreen(sentFiles, {
  route: 'sentfiles',
  title: 'Sent Files',
  filters: sentFileFilters,
  columns: sentFileColumns,
  paging: 'server',
  emptyText: SENT_FILE_MESSAGES.nothingFound,
});
