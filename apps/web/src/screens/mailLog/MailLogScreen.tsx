import { Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  api,
  MAIL_OUTCOME_LABELS,
  pageInfo,
  SENT_FILE_MESSAGES,
  type SentMailRow,
} from '@quaybook/contract';
import { formatDate, PORT_TIME_ZONE } from '@quaybook/domain';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { saveFile } from '../../lists/export/download';
import { FilterBar } from '../../lists/filters/FilterBar';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { useFilters } from '../../lists/filters/useFilters';
import { useListState } from '../../lists/query/listState';
import { ListTable, type TableColumn } from '../../lists/table/ListTable';
import { Pager } from '../../lists/table/Pager';
import { queryKeys } from '../../queryKeys';

const PAGE_SIZE = 20;
const NO_SORT: readonly string[] = [];

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
  const filters = useFilters(mailLogFilters);
  // The page is in the URL with the filters, so back and reload show the same mails.
  const { page, setPage } = useListState(NO_SORT, [PAGE_SIZE]);
  const query = filters.query ? { ...filters.query, page, pageSize: PAGE_SIZE } : undefined;
  const mails = useQuery({
    queryKey: queryKeys.list(api.sentFiles.mails.path, query),
    queryFn: async () => {
      const reply = await call(api.sentFiles.mails, { query: query ?? {} });
      return { rows: reply.data, info: pageInfo.parse(reply.extra) };
    },
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
  const total = mails.data?.info.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack gap="sm">
      <Group gap="xs" align="baseline">
        <Title order={3}>Mail Log</Title>
        {mails.data && (
          <Badge variant="light" color="gray">
            {total}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {mailLogFilters.prompt}
        </Text>
      </Group>
      <FilterBar spec={mailLogFilters} values={filters.values} onApply={filters.apply} />
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="xs">
          {mails.error ? (
            <Text size="sm" c="red">
              {mails.error.message}
            </Text>
          ) : (
            <ListTable<SentMailRow>
              records={mails.data?.rows ?? []}
              idOf={(row) => String(row.id)}
              columns={COLUMNS}
              emptyText={mails.isPending ? 'Loading mails…' : SENT_FILE_MESSAGES.noMails}
            />
          )}
          {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
