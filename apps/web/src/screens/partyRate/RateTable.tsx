import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { api, type PartyRateRow } from '@quaybook/contract';
import { clampPage, pageCount } from '@quaybook/domain';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { ApiError, call } from '../../api/client';
import { CellInput } from '../../lists/CellInput';
import { useListState } from '../../lists/listState';
import { Pager } from '../../lists/Pager';
import { useRowRemoval } from '../../lists/rowRemoval';
import type { Party } from './partyChoice';
import { formatRate, partyRateRows } from './partyRateRows';
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

  const onEditorKey = (event: KeyboardEvent) => {
    // An open dropdown uses Enter and Escape to pick or close; the row must not act on them.
    if ((event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
    if (event.key === 'Enter') {
      event.preventDefault();
      editor.submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      editor.cancel();
    }
  };

  const tableColumns: DataTableColumn<PartyRateRow>[] = [
    ...columns.map(
      (column, index): DataTableColumn<PartyRateRow> => ({
        accessor: column.key,
        title: column.title,
        width: column.width,
        textAlign: column.key === 'rate' ? 'right' : 'left',
        render: (row): ReactNode =>
          column.edit && isOpen(row) ? (
            <CellInput
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
      render: (row) => (isOpen(row) ? <SaveActions editor={editor} /> : rowActions(row)),
    },
  ];

  function rowActions(row: PartyRateRow) {
    const name = `${row.MovementName ?? ''} ${row.size}`;
    return (
      <Group gap={4} justify="center" wrap="nowrap">
        <Tooltip label="Edit (or double-click the row)">
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${name}`}
            disabled={editor.mode.kind !== 'browse'}
            onClick={() => editor.startEdit(row)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${name}`}
            onClick={() => removal.ask(row)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }

  let body: ReactNode;
  if (isPending) {
    body = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading party rates...</Text>
        </Group>
      </Center>
    );
  } else if (error) {
    body = (
      <Alert color="red" title={rates.messages.loadError}>
        <Group justify="space-between">
          <Text size="sm">
            {error instanceof ApiError && error.status > 0
              ? error.message
              : 'The server did not answer. Please try again.'}
          </Text>
          <Button size="xs" variant="white" color="red" onClick={() => void refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  } else {
    body = (
      <Stack gap="xs">
        <DataTable<PartyRateRow>
          withTableBorder
          borderRadius="sm"
          striped
          highlightOnHover
          verticalSpacing={6}
          horizontalSpacing="sm"
          fz="sm"
          minHeight={rows.length === 0 && !adding ? 140 : undefined}
          noRecordsText="No rates for this party yet"
          idAccessor={(row) => String(row.id)}
          records={records}
          columns={tableColumns}
          rowStyle={(row) =>
            isOpen(row) ? { backgroundColor: 'var(--mantine-color-yellow-0)' } : undefined
          }
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
      <Modal opened={asking !== null} onClose={removal.cancel} title="Delete Party Rate" centered>
        <Text size="sm">
          Delete the rate of <b>{asking ? formatRate(asking.rate) : ''}</b> for{' '}
          <b>{asking?.MovementName}</b>, size <b>{asking?.size}</b>? This cannot be undone.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={removal.cancel}>
            Cancel
          </Button>
          <Button color="red" loading={removal.busy} onClick={removal.confirm}>
            Yes, delete
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

type RateEditor = ReturnType<typeof useRateEditor>;

function SaveActions({ editor }: { editor: RateEditor }) {
  return (
    <Group gap={4} justify="center" wrap="nowrap">
      <Tooltip label="Save (Enter)">
        <ActionIcon
          color="green"
          variant="light"
          aria-label="Save"
          loading={editor.saving}
          onClick={editor.submit}
        >
          <IconCheck size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Cancel (Esc)">
        <ActionIcon color="gray" variant="light" aria-label="Cancel" onClick={editor.cancel}>
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
