import { Stack, Text, Title } from '@mantine/core';
import { api, SENT_FILE_LABELS, type SentFileRow } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { issuedDocument } from '../../documents/issuedDocument';
import { queryKeys } from '../../queryKeys';
import { DownloadButton } from './downloadButton';
import { MoreRowsNote, type PortalColumn, PortalRows } from './PortalRows';
import { PORTAL_PAGE, partyFilters, usePortal } from './portalParty';

const COLUMNS: PortalColumn<SentFileRow>[] = [
  {
    title: 'File',
    cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.downloadname}</span>,
  },
  { title: 'Kind', cell: (row) => SENT_FILE_LABELS[row.kind] },
  { title: 'Containers', cell: (row) => row.containers, numeric: true },
  { title: 'Made', cell: (row) => formatDate(row.createdat, { time: true }) },
];

/** The EDI and Excel files made for the line, newest first, each downloadable again. */
export default function MessagesSection() {
  const { party } = usePortal();
  const query = { ...partyFilters(party), ...PORTAL_PAGE };
  const files = useQuery({
    queryKey: queryKeys.list(api.sentFiles.list.path, query),
    queryFn: async () => (await call(api.sentFiles.list, { query })).data,
  });
  return (
    <Stack gap="sm">
      <Title order={3}>Messages</Title>
      <Text size="sm" c="dimmed">
        The EDI messages and spreadsheets made for your line, as they were sent.
      </Text>
      <PortalRows
        label="Sent files"
        rows={files.data}
        loading={files.isPending}
        empty={files.isError ? files.error.message : 'No files sent yet.'}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        actions={(row) => (
          <DownloadButton
            label="Download"
            name={row.downloadname}
            filename={row.filename}
            fetch={() => issuedDocument(row.filename)}
          />
        )}
      />
      <MoreRowsNote shown={files.data?.length ?? 0} asked={PORTAL_PAGE.pageSize} />
    </Stack>
  );
}
