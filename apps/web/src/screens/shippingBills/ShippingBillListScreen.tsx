import { Text } from '@mantine/core';
import { api, type CustomsListFilter, type ShippingBillRow } from '@quaybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { type FoundRows, pagedRows, useFilteredList } from '../../lists/query/useFilteredList';
import { FilteredListView } from '../../lists/screen/FilteredListView';
import { ListBody } from '../../lists/screen/ListBody';
import { ShippingBillGrid } from './ShippingBillGrid';
import { shippingBillFilters } from './shippingBillFilters';

/**
 * Shipping Bills (002 §2.4): Show lists the shipping bill lines of a party's call, of some
 * containers or of an SB date range, a page at a time in the list's order; each cell of the
 * grid is edited and saved on its own.
 */
export default function ShippingBillListScreen() {
  const queryClient = useQueryClient();
  const list = useFilteredList<ShippingBillRow>({
    filters: shippingBillFilters,
    path: api.shippingBill.list.path,
    paging: 'server',
    // The rows change only when asked for again (Show) or edited here, never on a refocus.
    keepUntilAsked: true,
    fetch: async ({ page, pageSize, ...filters }) => {
      try {
        const reply = await call(api.shippingBill.list, {
          query: { page: Number(page), pageSize: Number(pageSize) },
          body: filters as CustomsListFilter,
        });
        return pagedRows(reply);
      } catch (error) {
        // A refused list shows no rows; the refusal is a toast.
        showRefusal(error, 'The shipping bills could not be fetched. Please try again.');
        return { rows: [] };
      }
    },
  });
  const saved = (row: ShippingBillRow) =>
    queryClient.setQueriesData<FoundRows<ShippingBillRow>>(
      { queryKey: list.queryKey },
      (found) =>
        found && { ...found, rows: found.rows.map((line) => (line.id === row.id ? row : line)) },
    );

  const { total, pages } = list.rows;
  return (
    <FilteredListView
      title="Shipping Bills"
      spec={shippingBillFilters}
      filters={list.filters}
      onApply={list.show}
    >
      <ListBody<ShippingBillRow>
        rows={list.rows}
        loading="Fetching the shipping bills…"
        loadError={(error) => ({ title: 'Shipping Bills', message: error.message })}
        empty="No shipping bill line matches these filters."
        table={(rows) => (
          <>
            <Text size="xs" c="dimmed">
              {total} line{total === 1 ? '' : 's'} · Enter or click a cell to edit it, Enter saves,
              Escape cancels · a container in red is to be corrected
            </Text>
            <ShippingBillGrid
              rows={rows}
              onSaved={saved}
              firstSerial={list.firstSerial}
              // Sorting the rows shown sorts every line only when they are all on one page.
              sortable={pages === 1}
            />
          </>
        )}
        footer={list.footer}
      />
    </FilteredListView>
  );
}
