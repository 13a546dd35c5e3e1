import { Paper, Text, Title } from '@mantine/core';
import { api, INSPECTION_MESSAGES, type InspectionRow } from '@quaybook/contract';
import { defaultInspectionMoment, isoDay } from '@quaybook/domain';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { call } from '../../api/client';
import { queryKeys } from '../../queryKeys';
import { InspectionsTable } from './InspectionsTable';

interface Call {
  applicant: number | null;
  account: number | null;
  vessel: number | null;
  voyage: number | null;
}

// A day's containers of one call fit a page; a long day is counted and cut here.
const DAY_LIMIT = 200;

/** The list of containers (001 §2.6): today's inspections of the chosen party, vessel and voyage. */
export const TodaysContainers = memo(function TodaysContainers({
  call: chosen,
  onDamages,
}: {
  call: Call;
  onDamages(inspection: InspectionRow): void;
}) {
  // The day new entries are dated (now less 15 minutes), so an entry keyed just after midnight
  // is listed with the day it carries.
  const today = isoDay(defaultInspectionMoment(new Date()));
  const ready = Object.values(chosen).every((id) => id !== null);
  const query = {
    ...chosen,
    fromdate: today,
    todate: today,
    pageSize: DAY_LIMIT,
  };
  const { data, isError, isFetching } = useQuery({
    queryKey: queryKeys.list(api.inspection.list.path, query),
    queryFn: async () => {
      const reply = await call(api.inspection.list, { query });
      return reply.data;
    },
    enabled: ready,
  });
  const rows = data ?? [];
  return (
    <Paper withBorder p="xs" radius="sm" component="section" aria-label="Containers of today">
      <Title order={5} mb={4}>
        Containers of today{ready && data ? ` (${rows.length})` : ''}
      </Title>
      {!ready ? (
        <Text size="sm" c="dimmed">
          Choose a party, vessel and voyage to see today's containers of that call.
        </Text>
      ) : isError ? (
        <Text size="sm" c="red">
          {INSPECTION_MESSAGES.loadError}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {isFetching ? INSPECTION_MESSAGES.loading : 'No containers recorded today for this call.'}
        </Text>
      ) : (
        <InspectionsTable
          label="Containers of today"
          rows={rows.map((inspection) => ({ inspection }))}
          onDamages={onDamages}
        />
      )}
    </Paper>
  );
});
