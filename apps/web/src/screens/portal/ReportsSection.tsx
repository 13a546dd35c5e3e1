import { Anchor, Stack, Title } from '@mantine/core';
import { api, type RowOf } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../api/client';
import { queryKeys } from '../../queryKeys';
import { PORTAL_PATH } from '../../session/landing';
import { DownloadButton } from './downloadButton';
import { MoreRowsNote, type PortalColumn, PortalRows } from './PortalRows';
import { PORTAL_PAGE, partyFilters, usePortal } from './portalParty';

type Report = RowOf<typeof api.report.list>;

/** The path of a report's own page in the portal. */
export const reportPath = (reportno: string) =>
  `${PORTAL_PATH}/report/${encodeURIComponent(reportno)}`;

const COLUMNS: PortalColumn<Report>[] = [
  {
    title: 'Report no',
    cell: (row) => (
      <Anchor component={Link} to={reportPath(row.rptno)} fw={600}>
        {row.rptno}
      </Anchor>
    ),
  },
  { title: 'Date', cell: (row) => formatDate(row.rptdate) },
  { title: 'Containers', cell: (row) => row.containers, numeric: true },
  { title: '20 / 40', cell: (row) => `${row.twenty} / ${row.forty}`, numeric: true },
  { title: 'Bill', cell: (row) => row.billno ?? '—' },
];

/** The line's survey reports, newest first, each with its PDF and its own page. */
export default function ReportsSection() {
  const { party } = usePortal();
  const query = { ...partyFilters(party), ...PORTAL_PAGE };
  const reports = useQuery({
    queryKey: queryKeys.list(api.report.list.path, query),
    queryFn: async () => (await call(api.report.list, { query })).data,
  });
  return (
    <Stack gap="sm">
      <Title order={3}>Survey reports</Title>
      <PortalRows
        label="Survey reports"
        rows={reports.data}
        loading={reports.isPending}
        empty={reports.isError ? reports.error.message : 'No survey reports yet.'}
        columns={COLUMNS}
        rowKey={(row) => row.reportid}
        actions={(row) => (
          <DownloadButton
            label="PDF"
            name={`PDF of report ${row.rptno}`}
            filename={row.filename}
            fetch={api.report.pdf}
          />
        )}
      />
      <MoreRowsNote shown={reports.data?.length ?? 0} asked={PORTAL_PAGE.pageSize} />
    </Stack>
  );
}
