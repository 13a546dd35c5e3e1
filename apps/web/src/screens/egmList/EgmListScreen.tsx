import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { api, CUSTOMS_MESSAGES, type CustomsListFilter, type EgmListRow } from '@quaybook/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { failureMessage } from '../../inspections';
import { FilterBar } from '../../lists/filters/FilterBar';
import { useFilters } from '../../lists/filters/useFilters';
import { useListState } from '../../lists/query/listState';
import { ListTable } from '../../lists/table/ListTable';
import { TableFooter } from '../../lists/table/TableFooter';
import { queryKeys } from '../../queryKeys';
import { plainColumns } from '../billGenerate/plainColumns';
import { egmListColumns, egmListFilters } from './egmListFilters';

const COLUMNS = plainColumns(egmListColumns).map((column) => ({ ...column, sortable: false }));
const PAGE_SIZES = [20, 50, 100];
const LOAD_FAILED = 'The EGM lines could not be loaded. Please try again.';
const NO_SORT: readonly string[] = [];

/**
 * EGM Uploaded List (002 §2.4): the terminal EGM lines of a party's vessel call or of some
 * containers, by container, with their shipping bills.
 */
export default function EgmListScreen() {
  const filters = useFilters(egmListFilters);
  // The filters and the page are in the URL, so back and reload show the same lines.
  const { page, pageSize, setPage, setPageSize } = useListState(NO_SORT, PAGE_SIZES, 50);
  const query = filters.query as CustomsListFilter | undefined;
  const lines = useQuery({
    queryKey: queryKeys.list(api.egm.uploadedList.path, query),
    // The rows are read from item 3, as the spec's screen reads them.
    queryFn: async () => (await call(api.egm.uploadedList, { body: query ?? {} })).extra,
    enabled: query !== undefined,
  });
  const rows = lines.data ?? (lines.isError ? [] : null);
  const busy = lines.isFetching;

  const pages = Math.max(1, Math.ceil((rows?.length ?? 0) / pageSize));
  const shown = (rows ?? []).slice((page - 1) * pageSize, page * pageSize);
  const serialOf = new Map(shown.map((row, index) => [row.id, (page - 1) * pageSize + index + 1]));

  return (
    <Stack gap="sm">
      <Group gap="sm" align="baseline">
        <Title order={3}>EGM Uploaded List</Title>
        <Text size="sm" c="dimmed">
          {busy ? 'Loading the EGM lines…' : rows === null ? egmListFilters.prompt : ''}
        </Text>
      </Group>
      <FilterBar spec={egmListFilters} values={filters.values} onApply={filters.apply} />
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="xs">
          <ListTable<EgmListRow>
            records={shown}
            idOf={(row) => String(row.id)}
            columns={COLUMNS}
            serial={{ title: 'S.No', of: (row) => serialOf.get(row.id) }}
            emptyText={
              lines.error ? failureMessage(lines.error, LOAD_FAILED) : CUSTOMS_MESSAGES.noData
            }
          />
          <TableFooter
            page={Math.min(page, pages)}
            pages={pages}
            total={rows?.length ?? 0}
            pageSize={pageSize}
            sizes={PAGE_SIZES}
            onPage={setPage}
            onPageSize={setPageSize}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
