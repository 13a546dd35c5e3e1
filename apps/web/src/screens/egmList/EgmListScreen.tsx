import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { api, CUSTOMS_MESSAGES, type CustomsListFilter, type EgmListRow } from '@quaybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { FilterBar } from '../../lists/filters/FilterBar';
import { type FilterValues, filterQuery } from '../../lists/filters/filterValues';
import { useFilters } from '../../lists/filters/useFilters';
import { referenceLookup } from '../../lists/form/referenceLookup';
import { ListTable } from '../../lists/table/ListTable';
import { TableFooter } from '../../lists/table/TableFooter';
import { plainColumns } from '../billGenerate/plainColumns';
import { egmListColumns, egmListFilters } from './egmListFilters';

const COLUMNS = plainColumns(egmListColumns).map((column) => ({ ...column, sortable: false }));
const PAGE_SIZES = [20, 50, 100];
const LOAD_FAILED = 'The EGM lines could not be loaded. Please try again.';

/**
 * EGM Uploaded List (002 §2.4): the terminal EGM lines of a party's vessel call or of some
 * containers, by container, with their shipping bills.
 */
export default function EgmListScreen() {
  const queryClient = useQueryClient();
  const filters = useFilters(egmListFilters);
  const [rows, setRows] = useState<EgmListRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1] ?? 50);

  const show = async (values: FilterValues) => {
    filters.apply(values);
    const party = referenceLookup(queryClient);
    const query = filterQuery(egmListFilters.filters, values, (autoid) =>
      party('linkParties', autoid),
    );
    if (!query || busy) return;
    setBusy(true);
    try {
      // The bar's params are the filter JSON's names; the bar checked its rule. The rows are read
      // from item 3, as the spec's screen reads them.
      const { extra } = await call(api.egm.uploadedList, { body: query as CustomsListFilter });
      setRows(extra);
      setPage(1);
    } catch (error) {
      setRows([]);
      showRefusal(error, LOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };

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
      <FilterBar spec={egmListFilters} values={filters.values} onApply={(v) => void show(v)} />
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="xs">
          <ListTable<EgmListRow>
            records={shown}
            idOf={(row) => String(row.id)}
            columns={COLUMNS}
            serial={{ title: 'S.No', of: (row) => serialOf.get(row.id) }}
            emptyText={CUSTOMS_MESSAGES.noData}
          />
          <TableFooter
            page={Math.min(page, pages)}
            pages={pages}
            total={rows?.length ?? 0}
            pageSize={pageSize}
            sizes={PAGE_SIZES}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
