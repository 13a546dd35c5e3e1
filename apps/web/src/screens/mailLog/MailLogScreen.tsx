import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { api, MAIL_OUTCOME_LABELS, SENT_FILE_MESSAGES, type SentMailRow } from '@quaybook/contract';
import { formatDate, PORT_TIME_ZONE } from '@quaybook/domain';
import { IconDownload } from '@tabler/icons-react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { saveFile } from '../../lists/export/download';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { pagedRows, useFilteredList } from '../../lists/query/useFilteredList';
import { FilteredListView } from '../../lists/screen/FilteredListView';
import { ListBody } from '../../lists/screen/ListBody';
import type { TableColumn } from '../../lists/table/ListTable';

const PAGE_SIZE = 20;

/** The mail log's filters: a party and the days sent, every one optional. */
export const mailLogFilters: FilterBarSpec = {
  filters: [
    { kind: 'party', param: 'party', sends: { applicant: 'applicant', account: 'account' } },
    { kind: 'fromDate', param: 'fromdate' },
    { kind: 'toDate', param: 'todate' },
  ],
  submit: 'Show',
  prompt: 'Every mail sent with a report, newest first.',
};

const download = async (filename: string) => {
  try {
    saveFile((await call(api.documents.download, { params: { filename } })).data);
  } catch (error) {
    showRefusal(error, 'The file could not be downloaded.');
  }
};

const text = (key: string, title: string, of: (row: SentMailRow) => string) => ({
  key,
  title,
  sortable: false,
  render: of,
});

const COLUMNS: readonly TableColumn<SentMailRow>[] = [
  text('sentat', 'Sent at', (row) =>
    formatDate(row.sentat, { time: true, timeZone: PORT_TIME_ZONE }),
  ),
  text('sentby', 'By', (row) => row.sentby ?? ''),
  {
    ...text('party', 'Party', (row) =>
      [row.applicantname, row.accountname].filter(Boolean).join(' / '),
    ),
    maxWidth: 160,
  },
  { ...text('recipient', 'To', (row) => row.recipient), maxWidth: 160 },
  { ...text('subject', 'Subject', (row) => row.subject), maxWidth: 200 },
  { ...text('containers', 'Containers', (row) => String(row.containers)), align: 'right' },
  {
    key: 'outcome',
    title: 'Outcome',
    sortable: false,
    maxWidth: 300,
    render: (row) => (
      <Group gap={6} wrap="nowrap">
        <Badge
          style={{ flexShrink: 0 }}
          size="sm"
          variant="light"
          color={row.outcome === 'sent' ? 'green' : row.outcome === 'failed' ? 'red' : 'yellow'}
        >
          {MAIL_OUTCOME_LABELS[row.outcome]}
        </Badge>
        {row.outcome === 'failed' && row.detail && (
          <Tooltip label={row.detail} multiline maw={420}>
            <Text size="xs" c="red" truncate="end" maw={200}>
              {row.detail}
            </Text>
          </Tooltip>
        )}
      </Group>
    ),
  },
  {
    key: 'file',
    title: 'File',
    sortable: false,
    render: (row) => (
      <Tooltip label={row.downloadname}>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconDownload size={14} />}
          aria-label={`Download ${row.downloadname}`}
          onClick={() => void download(row.filename)}
        >
          {row.downloadname.split('.').pop()}
        </Button>
      </Tooltip>
    ),
  },
];

/** Mail Log: every mail sent with a report, with what became of it and its file. */
export default function MailLogScreen() {
  const list = useFilteredList({
    filters: mailLogFilters,
    path: api.sentFiles.mails.path,
    paging: 'server',
    sizes: [PAGE_SIZE],
    fetch: async (ask) => pagedRows(await call(api.sentFiles.mails, { query: ask })),
  });
  return (
    <FilteredListView
      title="Mail Log"
      spec={mailLogFilters}
      filters={list.filters}
      onApply={list.show}
      count={list.found && list.rows.total}
      note={mailLogFilters.prompt}
    >
      <ListBody<SentMailRow>
        rows={list.rows}
        loading="Loading mails…"
        loadError={(error) => ({ title: 'The mails could not be loaded', message: error.message })}
        table={{
          idOf: (row) => String(row.id),
          columns: COLUMNS,
          emptyText: SENT_FILE_MESSAGES.noMails,
        }}
        footer={{ ...list.footer, pagesOnly: true }}
      />
    </FilteredListView>
  );
}
