import { Box } from '@mantine/core';
import { api, type DeliveryRow, EDI_DELIVERY_MESSAGES } from '@quaybook/contract';
import { IconDownload, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { downloadDocument } from '../../documents/issuedDocument';
import { type FoundRows, pagedRows, useFilteredList } from '../../lists/query/useFilteredList';
import { FilteredListView } from '../../lists/screen/FilteredListView';
import { ListBody } from '../../lists/screen/ListBody';
import { RowButton, RowButtons } from '../../lists/table/RowButtons';
import { notify } from '../../notify';
import classes from './DeliveryLogScreen.module.css';
import { DELIVERY_LOG_COLUMNS } from './deliveryLogColumns';
import { deliveryLogFilters, deliveryLogQuery } from './deliveryLogFilters';

/** A delivery's file downloaded, as it was sent. */
async function download(row: DeliveryRow) {
  try {
    await downloadDocument(row.filename);
  } catch (error) {
    showRefusal(error, 'The file could not be downloaded. Please try again.');
  }
}

/**
 * Delivery Log: every message, workbook and report sent to a line on its own, newest first, with
 * where it went, its attempts, its last error and the line's acknowledgement; each row's file
 * downloads, and Send again sends it once more by hand.
 */
export default function DeliveryLogScreen() {
  const queryClient = useQueryClient();
  const [resending, setResending] = useState<ReadonlySet<number>>(new Set());
  const list = useFilteredList({
    filters: deliveryLogFilters,
    path: api.ediDelivery.log.path,
    paging: 'server',
    fetch: async (ask) =>
      pagedRows(await call(api.ediDelivery.log, { query: deliveryLogQuery(ask) })),
  });

  /** The row as the server now has it, on every cached page that shows it. */
  const replaceRow = (changed: DeliveryRow) =>
    queryClient.setQueriesData<FoundRows<DeliveryRow>>({ queryKey: list.queryKey }, (found) =>
      found
        ? { ...found, rows: found.rows.map((row) => (row.id === changed.id ? changed : row)) }
        : found,
    );

  async function resend(row: DeliveryRow) {
    setResending((ids) => new Set(ids).add(row.id));
    try {
      const reply = await call(api.ediDelivery.resend, { params: { deliveryid: row.id } });
      replaceRow(reply.data);
      if (reply.data.state === 'sent')
        notify.success(reply.message || EDI_DELIVERY_MESSAGES.resent);
      else
        notify.warning(
          reply.message || EDI_DELIVERY_MESSAGES.resendFailed(reply.data.lasterror ?? ''),
        );
    } catch (error) {
      showRefusal(error, 'The delivery could not be sent again. Please try again.');
    } finally {
      setResending((ids) => {
        const left = new Set(ids);
        left.delete(row.id);
        return left;
      });
    }
  }

  return (
    <FilteredListView
      title="Delivery Log"
      spec={deliveryLogFilters}
      filters={list.filters}
      onApply={list.show}
      count={list.found && list.rows.total}
      note={deliveryLogFilters.prompt}
    >
      <Box className={classes.dense}>
        <ListBody<DeliveryRow>
          rows={list.rows}
          loading="Loading deliveries…"
          loadError={(error) => ({
            title: 'The deliveries could not be loaded',
            message: error.message,
          })}
          table={{
            idOf: (row) => String(row.id),
            columns: DELIVERY_LOG_COLUMNS,
            emptyText: 'No deliveries found',
            actions: {
              width: 76,
              render: (row) => (
                <RowButtons>
                  <RowButton
                    tooltip="Download"
                    label={`Download ${row.downloadname}`}
                    icon={IconDownload}
                    onClick={() => void download(row)}
                  />
                  <RowButton
                    tooltip="Send again"
                    label={`Send ${row.downloadname} again`}
                    icon={IconSend}
                    disabled={resending.has(row.id)}
                    onClick={() => void resend(row)}
                  />
                </RowButtons>
              ),
            },
          }}
          footer={list.footer}
        />
      </Box>
    </FilteredListView>
  );
}
