import { Button, Group } from '@mantine/core';
import {
  api,
  ZIRCON_MESSAGES,
  type ZirconCount,
  type ZirconQuery,
  type ZirconRow,
  zirconCount,
} from '@quaybook/contract';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { saveFile } from '../../lists/export/download';
import { useFilteredList } from '../../lists/query/useFilteredList';
import { FilteredListView } from '../../lists/screen/FilteredListView';
import { ListBody } from '../../lists/screen/ListBody';
import { notify } from '../../notify';
import { ZirconTable } from './ZirconTable';
import { zirconFilters } from './zirconFilters';

/** The spec's time-out for Zircon's toasts (002 §9). */
const TOAST_MS = 2000;

/**
 * Zircon Reports (002 §2.3): SHOW lists a party's import or export containers of a vessel call
 * at a port, with the count row; Generate Tallysheet downloads the tally sheet of what is shown.
 */
export default function ZirconReportScreen() {
  const list = useFilteredList<ZirconRow, ZirconCount>({
    filters: zirconFilters,
    path: api.zirconReport.rows.path,
    paging: 'none',
    // The rows change only when asked for again (SHOW), never on a refocus.
    keepUntilAsked: true,
    fetch: async (ask) => {
      try {
        const reply = await call(api.zirconReport.rows, { query: ask as ZirconQuery });
        return { rows: reply.data, extra: zirconCount.parse(reply.extra) };
      } catch (error) {
        showRefusal(error, 'The Zircon rows could not be fetched. Please try again.', TOAST_MS);
        return { rows: [] };
      }
    },
  });
  const query = list.filters.query as ZirconQuery | undefined;
  const count = list.found?.extra;
  const [busy, setBusy] = useState(false);

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

  return (
    <FilteredListView
      title="Zircon Reports"
      spec={zirconFilters}
      filters={list.filters}
      onApply={list.show}
    >
      <ListBody<ZirconRow>
        rows={list.rows}
        loading="Fetching the containers…"
        loadError={(error) => ({ title: 'Zircon Reports', message: error.message })}
        empty={ZIRCON_MESSAGES.nothingFound}
        table={(rows) =>
          count && (
            <>
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
              <ZirconTable rows={rows} count={count} />
            </>
          )
        }
      />
    </FilteredListView>
  );
}
