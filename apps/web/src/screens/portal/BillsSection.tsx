import { SegmentedControl, Stack, Title } from '@mantine/core';
import { api, type Endpoint, type RequestOf, type RowOf } from '@quaybook/contract';
import { formatDate, formatRupees } from '@quaybook/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { call } from '../../api/client';
import { queryKeys } from '../../queryKeys';
import { DownloadButton } from './downloadButton';
import { MoreRowsNote, type PortalColumn, PortalRows } from './PortalRows';
import { PORTAL_PAGE, partyFilters, usePortal } from './portalParty';

type SurveyBill = RowOf<typeof api.bill.list>;
type MisBill = RowOf<typeof api.misBill.list>;
type RepairBill = RowOf<typeof api.repairBill.list>;

const money = (paise: number) => `₹ ${formatRupees(paise)}`;

const SURVEY: PortalColumn<SurveyBill>[] = [
  { title: 'Bill no', cell: (row) => row.billno },
  { title: 'Date', cell: (row) => formatDate(row.billdate) },
  { title: 'Reports', cell: (row) => row.reports, numeric: true },
  { title: 'Containers', cell: (row) => row.containers, numeric: true },
  { title: 'Taxable', cell: (row) => money(row.taxable), numeric: true },
  { title: 'Payable', cell: (row) => money(row.payableamt), numeric: true },
];

const MIS: PortalColumn<MisBill>[] = [
  { title: 'Bill no', cell: (row) => row.billno },
  { title: 'Date', cell: (row) => formatDate(row.billdate) },
  { title: 'Report', cell: (row) => row.reportno ?? '—' },
  { title: 'Taxable', cell: (row) => money(row.taxable), numeric: true },
  { title: 'Payable', cell: (row) => money(row.payableamt), numeric: true },
];

const REPAIR: PortalColumn<RepairBill>[] = [
  { title: 'Bill no', cell: (row) => row.billno },
  { title: 'Date', cell: (row) => formatDate(row.billdate) },
  { title: 'Estimates', cell: (row) => row.estimates, numeric: true },
  { title: 'Total', cell: (row) => money(row.total), numeric: true },
  { title: 'Payable', cell: (row) => money(row.payableamt), numeric: true },
];

const KINDS = [
  { value: 'survey', label: 'Survey bills' },
  { value: 'mis', label: 'MIS bills' },
  { value: 'repair', label: 'Repair bills' },
] as const;
type Kind = (typeof KINDS)[number]['value'];

/** The line's bills of each kind, with their PDFs, and the survey bill's e-invoice JSON. */
export default function BillsSection() {
  const [kind, setKind] = useState<Kind>('survey');
  return (
    <Stack gap="sm">
      <Title order={3}>Bills</Title>
      <SegmentedControl
        data={[...KINDS]}
        value={kind}
        onChange={(next) => setKind(next as Kind)}
        fullWidth
        maw={520}
      />
      {kind === 'survey' && (
        <BillList
          label="Survey bills"
          endpoint={api.bill.list}
          columns={SURVEY}
          rowKey={(row) => row.autoid}
          actions={(row) => (
            <>
              <DownloadButton
                label="PDF"
                name={`PDF of bill ${row.billno}`}
                filename={row.filename}
                fetch={api.bill.pdf}
              />
              <DownloadButton
                label="E-invoice JSON"
                name={`e-invoice JSON of bill ${row.billno}`}
                filename={row.billno}
                fetch={async () =>
                  (await call(api.bill.eInvoice, { query: { billno: row.billno } })).data
                }
              />
            </>
          )}
        />
      )}
      {kind === 'mis' && (
        <BillList
          label="MIS bills"
          endpoint={api.misBill.list}
          columns={MIS}
          rowKey={(row) => row.autoid}
          actions={(row) => (
            <DownloadButton
              label="PDF"
              name={`PDF of MIS bill ${row.billno}`}
              filename={row.filename}
              fetch={api.misBill.pdf}
            />
          )}
        />
      )}
      {kind === 'repair' && (
        <BillList
          label="Repair bills"
          endpoint={api.repairBill.list}
          columns={REPAIR}
          rowKey={(row) => row.autoid}
          actions={(row) => (
            <DownloadButton
              label="PDF"
              name={`PDF of repair bill ${row.billno}`}
              filename={row.filename}
              fetch={api.repairBill.pdf}
            />
          )}
        />
      )}
    </Stack>
  );
}

/** One kind's bills of the chosen party. */
function BillList<E extends Endpoint>({
  label,
  endpoint,
  columns,
  rowKey,
  actions,
}: {
  label: string;
  endpoint: E;
  columns: PortalColumn<RowOf<E>>[];
  rowKey(row: RowOf<E>): number;
  actions(row: RowOf<E>): ReactNode;
}) {
  const { party } = usePortal();
  const query = { ...partyFilters(party), ...PORTAL_PAGE };
  const bills = useQuery({
    queryKey: queryKeys.list(endpoint.path, query),
    queryFn: async () => (await call(endpoint, { query } as RequestOf<E>)).data as RowOf<E>[],
  });
  return (
    <>
      <PortalRows
        label={label}
        rows={bills.data}
        loading={bills.isPending}
        empty={bills.isError ? bills.error.message : `No ${label.toLowerCase()} yet.`}
        columns={columns}
        rowKey={rowKey}
        actions={actions}
      />
      <MoreRowsNote shown={bills.data?.length ?? 0} asked={PORTAL_PAGE.pageSize} />
    </>
  );
}
