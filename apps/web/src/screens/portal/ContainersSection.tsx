import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { api, type InspectionListQuery, type InspectionRow } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { DateField } from '../../lists/form/DateField';
import { queryKeys } from '../../queryKeys';
import { groupByContainer } from './containerGroups';
import { failureText } from './failureText';
import { InspectionModal } from './InspectionModal';
import { INSPECTION_FACTS } from './inspectionColumns';
import { MoreRowsNote, PortalRows } from './PortalRows';
import { PORTAL_PAGE, partyFilters, usePortal } from './portalParty';

interface Criteria {
  contnumber: string;
  bookingrelno: string;
  search: string;
  fromdate: string;
  todate: string;
}

const NONE: Criteria = { contnumber: '', bookingrelno: '', search: '', fromdate: '', todate: '' };

/** The criteria as the call takes them: blank ones left out. */
const asQuery = (criteria: Criteria): InspectionListQuery =>
  Object.fromEntries(
    Object.entries(criteria)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  );

/**
 * The line's containers: found by numbers (several at once), by booking, by vessel, voyage or
 * seal text and by dates; each with its inspections, one of which opens with its damage and photos.
 */
export default function ContainersSection() {
  const { party } = usePortal();
  const [typed, setTyped] = useState<Criteria>(NONE);
  const [criteria, setCriteria] = useState<Criteria>(NONE);
  const [opened, setOpened] = useState<InspectionRow | null>(null);
  const query = { ...partyFilters(party), ...asQuery(criteria), ...PORTAL_PAGE };
  const found = useQuery({
    queryKey: queryKeys.list(api.inspection.list.path, query),
    queryFn: async () => (await call(api.inspection.list, { query })).data,
    retry: false,
  });
  const field = (key: keyof Criteria) => ({
    value: typed[key],
    onChange: (event: { currentTarget: { value: string } }) =>
      setTyped({ ...typed, [key]: event.currentTarget.value }),
  });
  const groups = groupByContainer(found.data ?? []);

  return (
    <Stack gap="sm">
      <Title order={3}>Containers</Title>
      <Paper
        withBorder
        p="sm"
        radius="md"
        component="form"
        aria-label="Find containers"
        onSubmit={(event) => {
          event.preventDefault();
          setCriteria(typed);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs" verticalSpacing="xs">
          <TextInput
            label="Container numbers"
            placeholder="MSKU1234565, TGHU…"
            description="Several, separated by spaces or commas"
            {...field('contnumber')}
          />
          <TextInput
            label="Booking number"
            placeholder="KOLB2611007"
            description="As booked, in any case"
            {...field('bookingrelno')}
          />
          <TextInput
            label="Vessel, voyage or seal"
            placeholder="Text to find"
            description="Also names of your parties"
            {...field('search')}
          />
          <SimpleGrid cols={2} spacing="xs">
            {(['fromdate', 'todate'] as const).map((key) => (
              <DateField
                key={key}
                label={key === 'fromdate' ? 'From date' : 'To date'}
                name={key === 'fromdate' ? 'From date' : 'To date'}
                value={typed[key] || null}
                onChange={(value) => setTyped({ ...typed, [key]: value ?? '' })}
              />
            ))}
          </SimpleGrid>
        </SimpleGrid>
        <Group justify="flex-end" mt="xs" gap="xs">
          <Button
            variant="default"
            onClick={() => {
              setTyped(NONE);
              setCriteria(NONE);
            }}
          >
            Clear
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Find
          </Button>
        </Group>
      </Paper>

      {found.isError ? (
        <Text c="red" role="alert">
          {failureText(found.error)}
        </Text>
      ) : found.isPending ? (
        <PortalRows label="" rows={undefined} loading columns={[]} rowKey={() => 0} empty="" />
      ) : groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          No inspections found.
        </Text>
      ) : (
        groups.map((group) => (
          <Paper
            key={group.contnumber}
            withBorder
            p="sm"
            radius="md"
            component="section"
            aria-label={`Container ${group.contnumber}`}
          >
            <Group justify="space-between" mb={6} gap="xs">
              <Text fw={700} ff="monospace" fz="lg">
                {group.contnumber}
              </Text>
              <Text size="sm" c="dimmed">
                {group.inspections.length} inspection
                {group.inspections.length === 1 ? '' : 's'}
              </Text>
            </Group>
            <PortalRows
              label={`Inspections of ${group.contnumber}`}
              rows={group.inspections}
              loading={false}
              empty=""
              columns={INSPECTION_FACTS}
              rowKey={(row) => row.reportid}
              actions={(row) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`Open ${row.MovementName} of ${formatDate(row.inspdate)}`}
                  onClick={() => setOpened(row)}
                >
                  Open
                </Button>
              )}
            />
          </Paper>
        ))
      )}
      <MoreRowsNote shown={found.data?.length ?? 0} asked={PORTAL_PAGE.pageSize} />
      <InspectionModal inspection={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
