import { Paper, Stack, Text, Title } from '@mantine/core';
import { api, type CustomsListFilter, type ShippingBillRow } from '@quaybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { FilterBar } from '../../lists/filters/FilterBar';
import type { FilterValues } from '../../lists/filters/filterValues';
import { useFilters } from '../../lists/filters/useFilters';
import { usePagedCall } from '../../lists/query/usePagedCall';
import { TableFooter } from '../../lists/table/TableFooter';
import { ShippingBillGrid } from './ShippingBillGrid';
import { shippingBillFilters } from './shippingBillFilters';

/** What a refused list shows: no rows (the refusal is a toast). */
const NONE = { data: [] as ShippingBillRow[], message: '', extra: undefined };

/**
 * Shipping Bills (002 §2.4): Show lists the shipping bill lines of a party's call, of some
 * containers or of an SB date range, a page at a time in the list's order; each cell of the
 * grid is edited and saved on its own.
 */
export default function ShippingBillListScreen() {
  const filters = useFilters(shippingBillFilters);
  const query = filters.query as CustomsListFilter | undefined;
  const queryClient = useQueryClient();
  const key = ['shippingBills', filters.scope];

  const paged = usePagedCall({
    queryKey: key,
    enabled: query !== undefined,
    // The rows change only when asked for again (Show) or edited here, never on a refocus.
    keepUntilAsked: true,
    fetchPage: async (page) => {
      try {
        return await call(api.shippingBill.list, { query: page, body: query as CustomsListFilter });
      } catch (error) {
        showRefusal(error, 'The shipping bills could not be fetched. Please try again.');
        return NONE;
      }
    },
  });
  const shown = paged.query;

  /** Show: the lines of these filters, fetched again when they are the ones already shown. */
  const show = (values: FilterValues) => {
    if (JSON.stringify(values) === JSON.stringify(filters.values)) void shown.refetch();
    else filters.apply(values);
  };
  const saved = (row: ShippingBillRow) =>
    queryClient.setQueriesData<{ rows: ShippingBillRow[]; total: number }>(
      { queryKey: key },
      (found) =>
        found && { ...found, rows: found.rows.map((line) => (line.id === row.id ? row : line)) },
    );

  const rows = paged.rows;
  const total = paged.footer.total;
  return (
    <Stack gap="sm">
      <Title order={3}>Shipping Bills</Title>
      <FilterBar spec={shippingBillFilters} values={filters.values} onApply={show} />
      {rows && rows.length > 0 ? (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {total} line{total === 1 ? '' : 's'} · Enter or click a cell to edit it, Enter saves,
              Escape cancels · a container in red is to be corrected
            </Text>
            <ShippingBillGrid
              rows={rows}
              onSaved={saved}
              firstSerial={(paged.footer.page - 1) * paged.footer.pageSize + 1}
              // Sorting the rows shown sorts every line only when they are all on one page.
              sortable={paged.footer.pages === 1}
            />
            <TableFooter {...paged.footer} />
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
