import { api, CUSTOMS_MESSAGES, type CustomsListFilter, type EgmListRow } from '@quaybook/contract';
import { call } from '../../api/client';
import { failureMessage } from '../../inspections';
import { useFilteredList } from '../../lists/query/useFilteredList';
import { FilteredListView } from '../../lists/screen/FilteredListView';
import { ListBody } from '../../lists/screen/ListBody';
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
  // The call answers every line: the browser shows them a page at a time.
  const list = useFilteredList<EgmListRow>({
    filters: egmListFilters,
    path: api.egm.uploadedList.path,
    paging: 'browser',
    sizes: PAGE_SIZES,
    firstSize: 50,
    // The rows are read from item 3, as the spec's screen reads them.
    fetch: async (ask) => ({
      rows: (await call(api.egm.uploadedList, { body: ask as CustomsListFilter })).extra,
    }),
  });
  return (
    <FilteredListView
      title="EGM Uploaded List"
      spec={egmListFilters}
      filters={list.filters}
      onApply={list.show}
    >
      <ListBody<EgmListRow>
        rows={list.rows}
        loading="Loading the EGM lines…"
        loadError={(error) => ({ title: LOAD_FAILED, message: failureMessage(error, LOAD_FAILED) })}
        table={{
          idOf: (row) => String(row.id),
          columns: COLUMNS,
          serial: { title: 'S.No', of: list.serialOf },
          emptyText: CUSTOMS_MESSAGES.noData,
        }}
        footer={list.footer}
      />
    </FilteredListView>
  );
}
