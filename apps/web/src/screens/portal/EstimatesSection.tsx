import { Anchor, Stack, Title } from '@mantine/core';
import { api, type EstimateRow } from '@quaybook/contract';
import { formatDate, formatRupees } from '@quaybook/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../api/client';
import { queryKeys } from '../../queryKeys';
import { PORTAL_PATH } from '../../session/landing';
import { EstimateStatusBadge } from '../estimates/EstimateStatusBadge';
import { MoreRowsNote, type PortalColumn, PortalRows } from './PortalRows';
import { PORTAL_PAGE, usePortal } from './portalParty';

/** The path of an estimate's page in the portal. */
export const estimatePath = (estimateid: number) => `${PORTAL_PATH}/estimate/${estimateid}`;

/** Those waiting for the line's approval first, then the newest. */
export function waitingFirst(rows: readonly EstimateRow[]): EstimateRow[] {
  const waiting = (row: EstimateRow) => (row.status === 'sent' ? 0 : 1);
  return [...rows].sort(
    (a, b) =>
      waiting(a) - waiting(b) ||
      b.estimatedate.localeCompare(a.estimatedate) ||
      b.estimateid - a.estimateid,
  );
}

const COLUMNS: PortalColumn<EstimateRow>[] = [
  {
    title: 'Estimate',
    cell: (row) => (
      <Anchor component={Link} to={estimatePath(row.estimateid)} fw={600}>
        {row.estimateno}
      </Anchor>
    ),
  },
  { title: 'Status', cell: (row) => <EstimateStatusBadge status={row.status} /> },
  { title: 'Container', cell: (row) => row.contnumber },
  { title: 'Date', cell: (row) => formatDate(row.estimatedate) },
  { title: 'Total', cell: (row) => `₹ ${formatRupees(row.total)}`, numeric: true },
  {
    title: 'Approved',
    cell: (row) => (row.approvedamount === null ? '—' : `₹ ${formatRupees(row.approvedamount)}`),
    numeric: true,
  },
];

/** The line's repair estimates: those waiting for its approval first. */
export default function EstimatesSection() {
  const { party } = usePortal();
  const query = { linkpartyid: party?.linkpartyid, ...PORTAL_PAGE };
  const estimates = useQuery({
    queryKey: queryKeys.list(api.estimate.list.path, query),
    queryFn: async () => (await call(api.estimate.list, { query })).data,
  });
  return (
    <Stack gap="sm">
      <Title order={3}>Estimates</Title>
      <PortalRows
        label="Estimates"
        rows={estimates.data ? waitingFirst(estimates.data) : undefined}
        loading={estimates.isPending}
        empty={estimates.isError ? estimates.error.message : 'No estimates yet.'}
        columns={COLUMNS}
        rowKey={(row) => row.estimateid}
      />
      <MoreRowsNote shown={estimates.data?.length ?? 0} asked={PORTAL_PAGE.pageSize} />
    </Stack>
  );
}
