import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { api, type PartyRateRow } from '@quaybook/contract';
import { clampPage, formatRupees, pageCount } from '@quaybook/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { CallError, call } from '../../api/client';
import { FieldInput } from '../../lists/form/FieldInput';
import { rowKeyHandler } from '../../lists/form/rowKeys';
import { useListState } from '../../lists/query/listState';
import { ConfirmDelete } from '../../lists/rows/ConfirmDelete';
import { useRowRemoval } from '../../lists/rows/rowRemoval';
import { ListLoadError, ListLoading } from '../../lists/screen/ListStatus';
import { Pager } from '../../lists/table/Pager';
import { RowButton, RowButtons, SaveCancelButtons } from '../../lists/table/RowButtons';
import { OPEN_ROW_STYLE, TABLE_LOOK } from '../../lists/table/tableLook';
import type { Party } from './partyChoice';
import { partyRateRows } from './partyRateRows';
import { useRateEditor } from './rateEditor';

const NEW_ROW = -1;
const NOT_SORTED: string[] = [];

/** The rates of one party: list, Create New Row, in-row edit and delete, all saved at once. */
export function RateTable({ party }: { party: Party }) {
  // The table is keyed by its party, so these are made once per party.
  const [rates] = useState(() => partyRateRows(party));
  const columns = rates.columns.filter((c) => !c.formOnly);
  const queryKey = ['partyRates', party.applicantid, party.accountid];
  const { data, isPending, error, refetch } = useQuery({
    queryKey,
    queryFn: async () => (await call(api.partyRate.list, { query: party })).data,
  });
  const rows = data ?? [];
  const editor = useRateEditor(rates, rows, queryKey);
  const removal = useRowRemoval(rates, queryKey);
  const paging = useListState(NOT_SORTED);

  const pages = pageCount(rows.length, paging.pageSize);
  const page = clampPage(paging.page, pages);
  const pageRows = rows.slice((page - 1) * paging.pageSize, page * paging.pageSize);
  const adding = editor.mode.kind === 'add';
  const records = adding ? [{ id: NEW_ROW } as PartyRateRow, ...pageRows] : pageRows;
  const isOpen = (row: PartyRateRow) => editor.isOpen(row.id === NEW_ROW ? 'new' : row);

  const onEditorKey = rowKeyHandler(editor);

  const tableColumns: DataTableColumn<PartyRateRow>[] = [
    ...columns.map(
      (column, index): DataTableColumn<PartyRateRow> => ({
        accessor: column.key,
        title: column.title,
        width: column.width,
        textAlign: column.key === 'rate' ? 'right' : 'left',
        render: (row): ReactNode =>
          column.edit && isOpen(row) ? (
            <FieldInput
              editor={column.edit}
              label={column.title}
              value={editor.values[column.key]}
              error={editor.errorOf(column.key)}
              autoFocus={index === 0}
              disabled={editor.saving}
              onChange={(value) => editor.change(column.key, value)}
              onKeyDown={onEditorKey}
            />
          ) : column.text ? (
            column.text(row)
          ) : (
            String(row[column.key] ?? '')
          ),
      }),
    ),
    {
      accessor: '__actions',
      title: 'Actions',
      width: 104,
      textAlign: 'center',
      render: (row) =>
        isOpen(row) ? (
          <SaveCancelButtons
            saving={editor.saving}
            onSave={editor.submit}
            onCancel={editor.cancel}
          />
        ) : (
          rowActions(row)
        ),
    },
  ];

  function rowActions(row: PartyRateRow) {
    const name = `${row.MovementName ?? ''} ${row.size}`;
    return (
      <RowButtons>
        <RowButton
          tooltip="Edit (or double-click the row)"
          label={`Edit ${name}`}
          icon={IconPencil}
          disabled={editor.mode.kind !== 'browse'}
          onClick={() => editor.startEdit(row)}
        />
        <RowButton
          tooltip="Delete"
          label={`Delete ${name}`}
          icon={IconTrash}
          color="red"
          onClick={() => removal.ask(row)}
        />
      </RowButtons>
    );
  }

  let body: ReactNode;
  if (isPending) {
    body = <ListLoading text="Loading party rates..." />;
  } else if (error) {
    body = (
      <ListLoadError
        title={rates.entity.messages.loadError}
        message={
          error instanceof CallError && error.status > 0
            ? error.message
            : 'The server did not answer. Please try again.'
        }
        onRetry={() => void refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="xs">
        <DataTable<PartyRateRow>
          {...TABLE_LOOK}
          minHeight={rows.length === 0 && !adding ? 140 : undefined}
          noRecordsText="No rates for this party yet"
          idAccessor={(row) => String(row.id)}
          records={records}
          columns={tableColumns}
          rowStyle={(row) => (isOpen(row) ? OPEN_ROW_STYLE : undefined)}
          onRowDoubleClick={({ record }) => {
            if (editor.mode.kind === 'browse') editor.startEdit(record);
          }}
        />
        <Pager
          page={page}
          pages={pages}
          total={rows.length}
          pageSize={paging.pageSize}
          onPage={paging.setPage}
          onPageSize={paging.setPageSize}
        />
      </Stack>
    );
  }

  const asking = removal.asking;
  return (
    <Paper withBorder p="sm" radius="sm" maw={860}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs" align="baseline">
            <Title order={5}>Rates</Title>
            {data && (
              <Badge variant="light" color="gray">
                {rows.length}
              </Badge>
            )}
          </Group>
          <Button
            size="sm"
            leftSection={<IconPlus size={16} />}
            disabled={editor.mode.kind !== 'browse' || !data}
            onClick={editor.startAdd}
          >
            Create New Row
          </Button>
        </Group>
        {body}
      </Stack>
      <ConfirmDelete
        opened={asking !== null}
        title="Delete Party Rate"
        busy={removal.busy}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      >
        Delete the rate of <b>{asking ? formatRupees(asking.rate) : ''}</b> for{' '}
        <b>{asking?.MovementName}</b>, size <b>{asking?.size}</b>?
      </ConfirmDelete>
    </Paper>
  );
}
