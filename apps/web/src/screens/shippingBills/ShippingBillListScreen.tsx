import { Paper, Stack, Text, Title } from '@mantine/core';
import { api, type CustomsListFilter, type ShippingBillRow } from '@quaybook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { FilterBar } from '../../lists/filters/FilterBar';
import type { FilterValues } from '../../lists/filters/filterValues';
import { useFilters } from '../../lists/filters/useFilters';
import { ShippingBillGrid } from './ShippingBillGrid';
import { shippingBillFilters } from './shippingBillFilters';

const NONE: ShippingBillRow[] = [];

/**
 * Shipping Bills (002 §2.4): Show lists the shipping bill lines of a party's call, of some
 * containers or of an SB date range; each cell of the grid is edited and saved on its own.
 */
export default function ShippingBillListScreen() {
  const filters = useFilters(shippingBillFilters);
  const query = filters.query as CustomsListFilter | undefined;
  const queryClient = useQueryClient();
  const key = ['shippingBills', filters.scope];

  const shown = useQuery({
    queryKey: key,
    enabled: query !== undefined,
    retry: false,
    // The rows change only when asked for again (Show) or edited here, never on a refocus.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      try {
        return (await call(api.shippingBill.list, { body: query as CustomsListFilter })).data;
      } catch (error) {
        showRefusal(error, 'The shipping bills could not be fetched. Please try again.');
        return NONE;
      }
    },
  });

  /** Show: the lines of these filters, fetched again when they are the ones already shown. */
  const show = (values: FilterValues) => {
    if (JSON.stringify(values) === JSON.stringify(filters.values)) void shown.refetch();
    else filters.apply(values);
  };
  const saved = (row: ShippingBillRow) =>
    queryClient.setQueryData<ShippingBillRow[]>(key, (rows) =>
      rows?.map((line) => (line.id === row.id ? row : line)),
    );

  const rows = shown.data;
  return (
    <Stack gap="sm">
      <Title order={3}>Shipping Bills</Title>
      <FilterBar spec={shippingBillFilters} values={filters.values} onApply={show} />
      {rows && rows.length > 0 ? (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {rows.length} line{rows.length === 1 ? '' : 's'} · Enter or click a cell to edit it,
              Enter saves, Escape cancels · a container in red is to be corrected
            </Text>
            <ShippingBillGrid rows={rows} onSaved={saved} />
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {shown.isFetching
            ? 'Fetching the shipping bills…'
            : rows
              ? 'No shipping bill line matches these filters.'
              : shippingBillFilters.prompt}
        </Text>
      )}
    </Stack>
  );
}
