import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { api, type DashboardData } from '@quaybook/contract';
import { formatDate, formatRupees } from '@quaybook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { call } from '../../api/client';
import { queryKeys } from '../../queryKeys';
import { type ReferenceName, referenceLists, referenceQuery } from '../../reference/referenceLists';
import { DayChart } from './DayChart';
import { dashboardLinks as links } from './dashboardLinks';
import { CountLink, Figure } from './Figure';

const figuresPath = api.dashboard.figures.path;
const n = (count: number) => count.toLocaleString('en-IN');
const rupees = (paise: number) => `₹ ${formatRupees(paise)}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="sm" p="sm">
      <Text fw={600} size="sm" mb={6}>
        {title}
      </Text>
      {children}
    </Paper>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function totalsOf(data: DashboardData) {
  const sum = (pick: (row: DashboardData['inspected'][number]) => number) =>
    data.inspected.reduce((total, row) => total + pick(row), 0);
  const today = sum((row) => row.todaySound + row.todayDamaged);
  const todayDamaged = sum((row) => row.todayDamaged);
  const month = sum((row) => row.monthSound + row.monthDamaged);
  const monthDamaged = sum((row) => row.monthDamaged);
  const share = month === 0 ? 0 : (monthDamaged / month) * 100;
  return { today, todayDamaged, month, monthDamaged, share };
}

function Figures({ data }: { data: DashboardData }) {
  const totals = totalsOf(data);
  return (
    <SimpleGrid cols={{ base: 2, md: 4, xl: data.bills ? 7 : 5 }} spacing="sm">
      <Figure
        label="Inspected today"
        value={n(totals.today)}
        to={links.today(data)}
        detail={`${n(totals.todayDamaged)} damaged`}
      />
      <Figure
        label="Inspected this month"
        value={n(totals.month)}
        to={links.month(data)}
        detail={`${n(totals.monthDamaged)} damaged (${totals.share.toFixed(1)} %)`}
      />
      <Figure
        label="Not on a report"
        value={n(data.unreported.total)}
        to={links.unreported()}
        detail={data.unreported.oldest ? `oldest ${formatDate(data.unreported.oldest)}` : 'none'}
      />
      {data.unbilled ? (
        <Figure
          label="Reports not billed"
          value={n(data.unbilled.reports)}
          to={links.unbilled()}
          detail={`${rupees(data.unbilled.value)} at today's rates${
            data.unbilled.unpriced ? `, ${n(data.unbilled.unpriced)} unpriced` : ''
          }`}
        />
      ) : null}
      {data.bills ? (
        <Figure
          label="Bills this month"
          value={n(data.bills.count)}
          to={links.bills(data)}
          detail={`taxable ${rupees(data.bills.taxable)}, GST ${rupees(data.bills.gst)}`}
        />
      ) : null}
      <Figure label="EDI not sent" value={n(data.unsent.edi)} to={links.edi()} />
      <Figure label="OVA not sent" value={n(data.unsent.ova)} to={links.ova()} />
    </SimpleGrid>
  );
}

function ByMovement({ data }: { data: DashboardData }) {
  if (data.inspected.length === 0) return <Empty>No inspections this month.</Empty>;
  return (
    <Table striped withRowBorders={false} fz="sm" verticalSpacing={2}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Movement</Table.Th>
          <Table.Th ta="right">Today sound</Table.Th>
          <Table.Th ta="right">Today damaged</Table.Th>
          <Table.Th ta="right">Month sound</Table.Th>
          <Table.Th ta="right">Month damaged</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.inspected.map((row) => (
          <Table.Tr key={row.movementId}>
            <Table.Td>{row.movement}</Table.Td>
            {(
              [
                ['today', row.todaySound, 'sound today'],
                ['today', row.todayDamaged, 'damaged today'],
                ['month', row.monthSound, 'sound this month'],
                ['month', row.monthDamaged, 'damaged this month'],
              ] as const
            ).map(([period, count, what]) => (
              <Table.Td key={what} ta="right">
                <CountLink
                  count={count}
                  to={links[period](data, row.movementId)}
                  label={`${row.movement} ${what}`}
                />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Waiting({ data }: { data: DashboardData }) {
  const unbilled = new Map(
    (data.unbilled?.parties ?? []).map((p) => [`${p.applicantId}/${p.accountId}`, p]),
  );
  const unsent = new Map(data.unsent.parties.map((p) => [`${p.applicantId}/${p.accountId}`, p]));
  const parties = new Map<string, { name: string; partyId: number | null }>();
  for (const p of [
    ...data.unreported.parties,
    ...(data.unbilled?.parties ?? []),
    ...data.unsent.parties,
  ])
    parties.set(`${p.applicantId}/${p.accountId}`, p);
  const unreported = new Map(
    data.unreported.parties.map((p) => [`${p.applicantId}/${p.accountId}`, p]),
  );
  if (parties.size === 0) return <Empty>Nothing waits for a report, a bill or a message.</Empty>;
  return (
    <Table striped withRowBorders={false} fz="sm" verticalSpacing={2}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Party</Table.Th>
          <Table.Th ta="right">Not reported</Table.Th>
          {data.unbilled ? <Table.Th ta="right">Reports to bill</Table.Th> : null}
          {data.unbilled ? <Table.Th ta="right">Value</Table.Th> : null}
          <Table.Th ta="right">EDI not sent</Table.Th>
          <Table.Th ta="right">OVA not sent</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...parties].map(([key, party]) => (
          <Table.Tr key={key}>
            <Table.Td>{party.name}</Table.Td>
            <Table.Td ta="right">
              <CountLink
                count={unreported.get(key)?.inspections ?? 0}
                to={links.unreported(party)}
                label={`${party.name} not reported`}
              />
            </Table.Td>
            {data.unbilled ? (
              <>
                <Table.Td ta="right">
                  <CountLink
                    count={unbilled.get(key)?.reports ?? 0}
                    to={links.unbilled(party)}
                    label={`${party.name} reports to bill`}
                  />
                </Table.Td>
                <Table.Td ta="right">{rupees(unbilled.get(key)?.value ?? 0)}</Table.Td>
              </>
            ) : null}
            <Table.Td ta="right">
              <CountLink
                count={unsent.get(key)?.edi ?? 0}
                to={links.edi(party)}
                label={`${party.name} EDI not sent`}
              />
            </Table.Td>
            <Table.Td ta="right">
              <CountLink
                count={unsent.get(key)?.ova ?? 0}
                to={links.ova(party)}
                label={`${party.name} OVA not sent`}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Calls({ data }: { data: DashboardData }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      <Section title="Advance lists not yet inspected (calls not sailed)">
        {data.advance.length === 0 ? (
          <Empty>Every listed container of the open calls is inspected.</Empty>
        ) : (
          <Table striped withRowBorders={false} fz="sm" verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>VCN</Table.Th>
                <Table.Th>Vessel</Table.Th>
                <Table.Th>List</Table.Th>
                <Table.Th ta="right">Listed</Table.Th>
                <Table.Th ta="right">Not inspected</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.advance.map((row) => (
                <Table.Tr key={`${row.vcnId}${row.movetype}`}>
                  <Table.Td>{row.vcn}</Table.Td>
                  <Table.Td>{row.vessel}</Table.Td>
                  <Table.Td>{row.movetype === 'I' ? 'Import' : 'Export'}</Table.Td>
                  <Table.Td ta="right">{n(row.listed)}</Table.Td>
                  <Table.Td ta="right">
                    <CountLink
                      count={row.waiting}
                      to={links.advance(row)}
                      label={`${row.vcn} ${row.movetype === 'I' ? 'import' : 'export'} not inspected`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
      <Section title="Customs mismatches (calls not sailed)">
        {data.customs.length === 0 ? (
          <Empty>
            The loaded export containers of the open calls agree with their customs records.
          </Empty>
        ) : (
          <Table striped withRowBorders={false} fz="sm" verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>VCN</Table.Th>
                <Table.Th>Vessel / Voyage</Table.Th>
                <Table.Th>Party</Table.Th>
                <Table.Th ta="right">Loaded</Table.Th>
                <Table.Th ta="right">Mismatched</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.customs.map((row) => (
                <Table.Tr key={`${row.vcnId}/${row.party.applicantId}/${row.party.accountId}`}>
                  <Table.Td>{row.vcn}</Table.Td>
                  <Table.Td>
                    {row.vessel} / {row.voyage}
                  </Table.Td>
                  <Table.Td>{row.party.name}</Table.Td>
                  <Table.Td ta="right">{n(row.loaded)}</Table.Td>
                  <Table.Td ta="right">
                    <CountLink
                      count={row.mismatched}
                      to={links.customs(row)}
                      label={`${row.vcn} ${row.party.name} mismatched`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
    </SimpleGrid>
  );
}

/**
 * What is waiting for the company this morning: today's and the month's inspections, what is
 * not yet reported, billed or sent, and the open calls' lists and customs records, each figure
 * a link to the list of what it counts.
 */
export default function DashboardScreen() {
  const queryClient = useQueryClient();
  const figures = useQuery({
    queryKey: queryKeys.list(figuresPath, {}),
    queryFn: async () => (await call(api.dashboard.figures, {})).data,
  });

  useEffect(() => {
    // Fill the local-storage cache of every reference list the screens read.
    for (const name of Object.keys(referenceLists) as ReferenceName[]) {
      void queryClient.prefetchQuery(referenceQuery(name));
    }
  }, [queryClient]);

  const data = figures.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={3}>Dashboard</Title>
        {data ? (
          <Text size="sm" c="dimmed">
            {formatDate(data.today)}
          </Text>
        ) : null}
      </Group>
      {figures.isError ? (
        <Text c="red" size="sm">
          The dashboard could not be loaded. Please try again.
        </Text>
      ) : null}
      {data ? (
        <>
          <Figures data={data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
            <Section title="Inspections a day, last 30 days">
              <DayChart days={data.days} />
            </Section>
            <Section title="Inspected by movement">
              <ByMovement data={data} />
            </Section>
          </SimpleGrid>
          <Section title="Waiting, by party">
            <Waiting data={data} />
          </Section>
          <Calls data={data} />
        </>
      ) : figures.isPending ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : null}
    </Stack>
  );
}
