import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { api, ZIRCON_MESSAGES, type ZirconQuery, zirconCount, zirconRow } from '@quaybook/contract';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { saveFile } from '../../lists/export/download';
import { FilterBar } from '../../lists/filters/FilterBar';
import type { FilterValues } from '../../lists/filters/filterValues';
import { useFilters } from '../../lists/filters/useFilters';
import { notify } from '../../notify';
import { queryKeys } from '../../queryKeys';
import { ZirconTable } from './ZirconTable';
import { zirconFilters } from './zirconFilters';

/** The spec's time-out for Zircon's toasts (002 §9). */
const TOAST_MS = 2000;

/**
 * Zircon Reports (002 §2.3): SHOW lists a party's import or export containers of a vessel call
 * at a port, with the count row; Generate Tallysheet downloads the tally sheet of what is shown.
 */
export default function ZirconReportScreen() {
  const filters = useFilters(zirconFilters);
  const query = filters.query as ZirconQuery | undefined;
  const [busy, setBusy] = useState(false);

  const shown = useQuery({
    queryKey: queryKeys.list(api.zirconReport.rows.path, query),
    enabled: query !== undefined,
    retry: false,
    // The rows change only when asked for again (SHOW), never on a refocus.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      try {
        const reply = await call(api.zirconReport.rows, { query: query as ZirconQuery });
        return { rows: reply.data, count: zirconCount.parse(reply.extra) };
      } catch (error) {
        showRefusal(error, 'The Zircon rows could not be fetched. Please try again.', TOAST_MS);
        return { rows: zirconRow.array().parse([]), count: null };
      }
    },
  });

  const generate = async () => {
    if (!query || busy) return;
    setBusy(true);
    try {
      const reply = await call(api.zirconReport.tallySheet, { query });
      const file = await call(api.documents.download, { params: { filename: reply.data } });
      saveFile(file.data);
      notify.success(reply.message, TOAST_MS);
    } catch (error) {
      showRefusal(error, 'The tally sheet could not be generated. Please try again.', TOAST_MS);
    } finally {
      setBusy(false);
    }
  };

  /** SHOW: the rows of these filters, fetched again when they are the ones already shown. */
  const show = (values: FilterValues) => {
    if (JSON.stringify(values) === JSON.stringify(filters.values)) void shown.refetch();
    else filters.apply(values);
  };

  const found = shown.data;
  return (
    <Stack gap="sm">
      <Title order={3}>Zircon Reports</Title>
      <FilterBar spec={zirconFilters} values={filters.values} onApply={show} />
      {found?.count ? (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap="xs">
            <Group justify="flex-end">
              <Button
                variant="light"
                leftSection={<IconFileSpreadsheet size={16} />}
                loading={busy}
                onClick={() => void generate()}
              >
                Generate Tallysheet
              </Button>
            </Group>
            <ZirconTable rows={found.rows} count={found.count} />
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {shown.isFetching
            ? 'Fetching the containers…'
            : found
              ? ZIRCON_MESSAGES.nothingFound
              : zirconFilters.prompt}
        </Text>
      )}
    </Stack>
  );
}
