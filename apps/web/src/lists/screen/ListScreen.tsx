import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Role } from '@quaybook/contract';
import { clampPage, filterRows, formatDate, pageCount, sortRows } from '@quaybook/domain';
import { IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useMemo } from 'react';
import { CallError } from '../../api/client';
import { notify } from '../../notify';
import { useSession } from '../../session/useSession';
import type { EntityListDescriptor, ListColumn } from '../descriptor';
import { ExportMenu } from '../export/ExportMenu';
import { type ExportTable, exportCsv, exportPdf } from '../export/exportRows';
import { FieldInput } from '../form/FieldInput';
import { FormOverlay } from '../form/FormOverlay';
import { useRowEditor } from '../form/rowEditor';
import { rowKeyHandler } from '../form/rowKeys';
import { listQuery } from '../query/listQuery';
import { useListState } from '../query/listState';
import { useServerSearch } from '../query/serverSearch';
import { ConfirmDelete } from '../rows/ConfirmDelete';
import { RowActionModal } from '../rows/RowActionModal';
import { useRowActions } from '../rows/rowActions';
import { useRowRemoval } from '../rows/rowRemoval';
import { Pager } from '../table/Pager';
import { RowButton, RowButtons, SaveCancelButtons } from '../table/RowButtons';
import { SortHeader } from '../table/SortHeader';
import { OPEN_ROW_STYLE, TABLE_LOOK } from '../table/tableLook';
import { ListLoadError, ListLoading } from './ListStatus';
import { SearchBox } from './SearchBox';

const NO_DATA = 'No data available to export';
const NEW_ROW = -1;

function textOf<Row>(column: ListColumn<Row>, row: Row): string {
  if (column.text) return column.text(row);
  const value = row[column.key];
  return value === null || value === undefined ? '' : String(value);
}

interface AuditRow {
  CreateDate?: string | null;
  ModiDate?: string | null;
}

const auditColumns: ListColumn<AuditRow>[] = [
  {
    key: 'CreateDate',
    title: 'Created',
    width: 140,
    text: (r) => formatDate(r.CreateDate, { time: true }),
    sortValue: (r) => r.CreateDate ?? null,
  },
  {
    key: 'ModiDate',
    title: 'Modified',
    width: 140,
    text: (r) => formatDate(r.ModiDate, { time: true }),
    sortValue: (r) => r.ModiDate ?? null,
  },
];

/** The one list screen every master entity is shown with, driven by its descriptor. */
export function ListScreen<Row>({ descriptor }: { descriptor: EntityListDescriptor<Row> }) {
  const { entity } = descriptor;
  const idOf = (row: Row) => (row as Record<string, unknown>)[entity.id];
  const session = useSession();
  const columns = useMemo(
    () => [
      ...descriptor.columns.filter((c) => !(c.formOnly || c.exportOnly)),
      ...(descriptor.audit && session?.roleid === Role.admin
        ? (auditColumns as unknown as ListColumn<Row>[])
        : []),
    ],
    [descriptor, session?.roleid],
  );
  const sortable = useMemo(() => columns.map((c) => c.key), [columns]);
  const state = useListState(sortable);
  // Built once per screen: it reads the cached rows from local storage.
  const query = useMemo(() => listQuery(descriptor), [descriptor]);
  const { data, isPending, error, refetch } = useQuery(query);
  const rows = data ?? [];
  const editor = useRowEditor(descriptor, rows, query.queryKey);
  const removal = useRowRemoval(descriptor, query.queryKey);
  const serverSearch = useServerSearch(descriptor, query.queryKey, state.search, () =>
    state.setPage(1),
  );
  const actions = useRowActions(descriptor, query.queryKey);
  // Adding and editing show only to those the contract lets write (companies: admins).
  const mayWrite =
    session?.roleid === Role.admin ||
    (entity.endpoints.create.access !== 'admin' && entity.endpoints.update.access !== 'admin');
  const nameOf = (row: Row) =>
    entity.unique ? String((row as Record<string, unknown>)[entity.unique.field] ?? '') : '';

  const shown = useMemo(() => {
    const byKey = new Map(columns.map((c) => [c.key, c]));
    const filtered = filterRows(serverSearch.rows ?? rows, state.search, (row) =>
      columns.map((c) => textOf(c, row)),
    );
    return sortRows(filtered, state.sorts, (row, key) => {
      const column = byKey.get(key as keyof Row & string);
      if (!column) return null;
      return column.sortValue ? column.sortValue(row) : textOf(column, row);
    });
  }, [rows, serverSearch.rows, columns, state.search, state.sorts]);

  const pages = pageCount(shown.length, state.pageSize);
  const page = clampPage(state.page, pages);
  const pageRows = shown.slice((page - 1) * state.pageSize, page * state.pageSize);
  const newRow = { [entity.id]: NEW_ROW } as Row;
  const overlay = descriptor.addMode === 'overlay';
  const overlayEdit = descriptor.editMode === 'overlay';
  const records = editor.mode.kind === 'add' && !overlay ? [newRow, ...pageRows] : pageRows;
  const isOpen = (row: Row) =>
    Number(idOf(row)) === NEW_ROW ? editor.isOpen('new') : !overlayEdit && editor.isOpen(row);
  // Sl. No is the row's place in the order shown, across pages.
  const serialOf = useMemo(() => new Map(shown.map((row, index) => [row, index + 1])), [shown]);
  const serial = descriptor.serialColumn;

  const exported = [...columns, ...descriptor.columns.filter((c) => c.exportOnly)];
  const exportTable = (): ExportTable => ({
    title: descriptor.title,
    header: [...(serial ? [serial] : []), ...exported.map((c) => c.hint ?? c.title)],
    rows: shown.map((row, index) => [
      ...(serial ? [String(index + 1)] : []),
      ...exported.map((c) => textOf(c, row)),
    ]),
  });
  const runExport = async (kind: 'csv' | 'pdf') => {
    if (shown.length === 0) {
      notify.info(NO_DATA);
      return;
    }
    try {
      if (kind === 'csv') exportCsv(exportTable(), `${descriptor.exportName}.csv`);
      else await exportPdf(exportTable(), `${descriptor.exportName}.pdf`);
    } catch {
      notify.error('The export could not be created. Please try again.');
    }
  };

  const onEditorKey = rowKeyHandler(editor);

  const editableKeys = columns.filter((c) => c.edit).map((c) => c.key);
  const actionsOf = (row: Row) =>
    descriptor.rowActions?.filter((action) => action.shownFor?.(row) ?? true) ?? [];
  const extraActions = Math.max(0, ...pageRows.map((row) => actionsOf(row).length));
  const tableColumns: DataTableColumn<Row>[] = [
    ...columns.map(
      (column): DataTableColumn<Row> => ({
        accessor: column.key,
        title: (
          <SortHeader
            title={column.title}
            hint={column.hint}
            position={state.sorts.findIndex((s) => s.column === column.key)}
            direction={state.sorts.find((s) => s.column === column.key)?.direction}
            showPosition={state.sorts.length > 1}
            onClick={() => state.toggleSort(column.key)}
          />
        ),
        width: column.width,
        ...(column.compact
          ? {
              textAlign: 'center' as const,
              titleStyle: { paddingInline: 4 },
              cellsStyle: () => ({ paddingInline: 4 }),
            }
          : {}),
        render: (row): ReactNode => {
          if (!(column.edit && isOpen(row))) return textOf(column, row);
          return (
            <FieldInput
              editor={column.edit}
              label={column.title}
              rowValues={editor.values}
              value={editor.values[column.key]}
              error={editor.errors[column.key]}
              warning={editor.warnings[column.key]}
              autoFocus={column.key === editableKeys[0]}
              onChange={(value) => editor.change(column.key, value)}
              onKeyDown={onEditorKey}
              disabled={editor.saving}
            />
          );
        },
      }),
    ),
    {
      accessor: '__actions',
      title: 'Actions',
      width: Math.max(96, 80 + 32 * ((entity.endpoints.remove ? 1 : 0) + extraActions)),
      textAlign: 'center',
      render: (row) =>
        isOpen(row) ? (
          <SaveCancelButtons
            saving={editor.saving}
            onSave={editor.submit}
            onCancel={editor.cancel}
          />
        ) : (
          <RowButtons>
            <RowButton
              tooltip="Edit (or double-click the row)"
              label={`Edit ${nameOf(row)}`.trim()}
              icon={IconPencil}
              onClick={() => editor.startEdit(row)}
            />
            {removal.enabled && (
              <RowButton
                tooltip="Delete"
                label={`Delete ${nameOf(row)}`.trim()}
                icon={IconTrash}
                color="red"
                onClick={() => removal.ask(row)}
              />
            )}
            {actionsOf(row).map((action) => (
              <RowButton
                key={action.label}
                tooltip={action.label}
                label={`${action.label} ${nameOf(row)}`.trim()}
                icon={action.icon}
                color={action.color}
                onClick={() => actions.start(action, row)}
              />
            ))}
          </RowButtons>
        ),
    },
  ];

  // A list the user may not read has nothing to search, add or export.
  const forbidden = error instanceof CallError && error.status === 403;
  let body: ReactNode;
  if (isPending) {
    body = <ListLoading text={`Loading ${entity.label} list...`} />;
  } else if (forbidden) {
    body = (
      <Alert color="orange" title="Not allowed">
        <Text size="sm">{error.message} Ask an administrator if you need this screen.</Text>
      </Alert>
    );
  } else if (error) {
    const reason =
      error instanceof CallError && error.status > 0 ? error.message : entity.messages.loadError;
    body = (
      <ListLoadError
        title={`Error loading ${entity.label} list`}
        message={`Error loading ${entity.label} list: ${reason}`}
        onRetry={() => void refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="xs">
        <DataTable<Row>
          {...TABLE_LOOK}
          pinFirstColumn={descriptor.wide}
          pinLastColumn={descriptor.wide}
          minHeight={shown.length === 0 && editor.mode.kind !== 'add' ? 160 : undefined}
          noRecordsText={state.search ? 'No rows match the search' : 'No rows yet'}
          idAccessor={(row) => String(idOf(row))}
          records={records}
          columns={[
            ...(serial
              ? [
                  {
                    accessor: '__serial',
                    title: serial,
                    width: 64,
                    textAlign: 'right' as const,
                    render: (row: Row) => serialOf.get(row) ?? '',
                  },
                ]
              : []),
            ...(mayWrite ? tableColumns : tableColumns.filter((c) => c.accessor !== '__actions')),
          ]}
          rowStyle={(row) => (isOpen(row) ? OPEN_ROW_STYLE : undefined)}
          onRowDoubleClick={({ record }) => {
            if (mayWrite && !isOpen(record)) editor.startEdit(record);
          }}
        />
        <Pager
          page={page}
          pages={pages}
          total={shown.length}
          pageSize={state.pageSize}
          {...(descriptor.pager ? { rule: descriptor.pager } : {})}
          onPage={state.setPage}
          onPageSize={state.setPageSize}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Group gap="xs" align="baseline">
          <Title order={3}>{descriptor.title}</Title>
          {data && (
            <Badge variant="light" color="gray">
              {rows.length}
            </Badge>
          )}
        </Group>
      </Group>
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="sm">
          {!forbidden && (
            <Group justify="space-between" gap="sm">
              <Group gap="xs">
                <SearchBox value={state.search} onChange={state.setSearch} />
                {state.sorts.length > 0 && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="gray"
                    leftSection={<IconX size={14} />}
                    onClick={state.clearSort}
                  >
                    Clear sort
                  </Button>
                )}
                {serverSearch.control}
              </Group>
              <Group gap="xs">
                {mayWrite && (
                  <Button
                    size="sm"
                    leftSection={<IconPlus size={16} />}
                    disabled={editor.mode.kind !== 'browse'}
                    onClick={editor.startAdd}
                  >
                    Add {entity.label}
                  </Button>
                )}
                <ExportMenu onExport={(kind) => void runExport(kind)} />
              </Group>
            </Group>
          )}
          {body}
        </Stack>
      </Paper>
      {(overlay || overlayEdit) && (
        <FormOverlay
          descriptor={descriptor}
          opened={
            (overlay && editor.mode.kind === 'add') || (overlayEdit && editor.mode.kind === 'edit')
          }
          editing={editor.mode.kind === 'edit'}
          values={editor.values}
          errors={editor.errors}
          warnings={editor.warnings}
          saving={editor.saving}
          onChange={editor.change}
          onSubmit={editor.submit}
          onClose={editor.cancel}
        />
      )}
      <RowActionModal actions={actions} nameOf={nameOf} />
      <ConfirmDelete
        opened={removal.asking !== null}
        title={`Delete ${entity.label}`}
        busy={removal.busy}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      >
        Delete {entity.label} <b>{removal.asking ? nameOf(removal.asking) : ''}</b>?
      </ConfirmDelete>
    </Stack>
  );
}
