import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  CloseButton,
  Group,
  Loader,
  Menu,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { Role } from '@quaybook/contract';
import { clampPage, filterRows, formatDate, pageCount, sortRows } from '@quaybook/domain';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconCheck,
  IconDownload,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type KeyboardEvent, type ReactNode, useMemo } from 'react';
import { ApiError } from '../api/client';
import { notify } from '../notify';
import { useSession } from '../session/useSession';
import { AddOverlay } from './AddOverlay';
import { CellInput } from './CellInput';
import type { EntityListDescriptor, ListColumn } from './descriptor';
import { type ExportTable, exportCsv, exportPdf } from './exportRows';
import { listQuery } from './listQuery';
import { useListState } from './listState';
import { Pager } from './Pager';
import { RowActionModal } from './RowActionModal';
import { useRowActions } from './rowActions';
import { useRowEditor } from './rowEditor';
import { useRowRemoval } from './rowRemoval';
import { useServerSearch } from './serverSearch';

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
export function EntityListScreen<Row>({ descriptor }: { descriptor: EntityListDescriptor<Row> }) {
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
    (descriptor.endpoints.create.access !== 'admin' &&
      descriptor.endpoints.update.access !== 'admin');
  const nameOf = (row: Row) =>
    descriptor.uniqueName ? String(row[descriptor.uniqueName.key] ?? '') : '';

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
  const newRow = { [descriptor.idKey]: NEW_ROW } as Row;
  const overlay = descriptor.addMode === 'overlay';
  const overlayEdit = descriptor.editMode === 'overlay';
  const records = editor.mode.kind === 'add' && !overlay ? [newRow, ...pageRows] : pageRows;
  const isOpen = (row: Row) =>
    Number(row[descriptor.idKey]) === NEW_ROW
      ? editor.isOpen('new')
      : !overlayEdit && editor.isOpen(row);
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
            <CellInput
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
      width: Math.max(96, 80 + 32 * ((descriptor.endpoints.remove ? 1 : 0) + extraActions)),
      textAlign: 'center',
      render: (row) =>
        isOpen(row) ? (
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
        ) : (
          <Group gap={4} justify="center" wrap="nowrap">
            <Tooltip label="Edit (or double-click the row)">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit ${nameOf(row)}`.trim()}
                onClick={() => editor.startEdit(row)}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            {removal.enabled && (
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${nameOf(row)}`.trim()}
                  onClick={() => removal.ask(row)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {actionsOf(row).map((action) => {
              const Icon = action.icon;
              return (
                <Tooltip key={action.label} label={action.label}>
                  <ActionIcon
                    variant="subtle"
                    color={action.color}
                    aria-label={`${action.label} ${nameOf(row)}`.trim()}
                    onClick={() => actions.start(action, row)}
                  >
                    <Icon size={16} />
                  </ActionIcon>
                </Tooltip>
              );
            })}
          </Group>
        ),
    },
  ];

  // A list the user may not read has nothing to search, add or export.
  const forbidden = error instanceof ApiError && error.status === 403;
  let body: ReactNode;
  if (isPending) {
    body = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading {descriptor.entityName} list...</Text>
        </Group>
      </Center>
    );
  } else if (forbidden) {
    body = (
      <Alert color="orange" title="Not allowed">
        <Text size="sm">{error.message} Ask an administrator if you need this screen.</Text>
      </Alert>
    );
  } else if (error) {
    const reason =
      error instanceof ApiError && error.status > 0 ? error.message : descriptor.messages.loadError;
    body = (
      <Alert color="red" title={`Error loading ${descriptor.entityName} list`}>
        <Group justify="space-between">
          <Text size="sm">
            Error loading {descriptor.entityName} list: {reason}
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
        <DataTable<Row>
          withTableBorder
          borderRadius="sm"
          striped
          highlightOnHover
          verticalSpacing={6}
          horizontalSpacing="sm"
          fz="sm"
          pinFirstColumn={descriptor.wide}
          pinLastColumn={descriptor.wide}
          minHeight={shown.length === 0 && editor.mode.kind !== 'add' ? 160 : undefined}
          noRecordsText={state.search ? 'No rows match the search' : 'No rows yet'}
          idAccessor={(row) => String(row[descriptor.idKey])}
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
          rowStyle={(row) =>
            isOpen(row) ? { backgroundColor: 'var(--mantine-color-yellow-0)' } : undefined
          }
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
                <TextInput
                  size="sm"
                  w={280}
                  aria-label="Search"
                  placeholder="Search"
                  leftSection={<IconSearch size={16} />}
                  value={state.search}
                  onChange={(event) => state.setSearch(event.currentTarget.value)}
                  rightSection={
                    state.search ? (
                      <CloseButton
                        size="sm"
                        aria-label="Clear search"
                        onClick={() => state.setSearch('')}
                      />
                    ) : null
                  }
                />
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
                    Add {descriptor.entityName}
                  </Button>
                )}
                <Menu position="bottom-end" shadow="md">
                  <Menu.Target>
                    <Button size="sm" variant="default" leftSection={<IconDownload size={16} />}>
                      Export
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconFileTypeCsv size={16} />}
                      onClick={() => void runExport('csv')}
                    >
                      Export to CSV
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconFileTypePdf size={16} />}
                      onClick={() => void runExport('pdf')}
                    >
                      Export to PDF
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Group>
          )}
          {body}
        </Stack>
      </Paper>
      {(overlay || overlayEdit) && (
        <AddOverlay
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
      <Modal
        opened={removal.asking !== null}
        onClose={removal.cancel}
        title={`Delete ${descriptor.entityName}`}
        centered
      >
        <Text size="sm">
          Delete {descriptor.entityName} <b>{removal.asking ? nameOf(removal.asking) : ''}</b>? This
          cannot be undone.
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
    </Stack>
  );
}

interface SortHeaderProps {
  title: string;
  hint?: string | undefined;
  position: number;
  direction: 'asc' | 'desc' | undefined;
  showPosition: boolean;
  onClick(): void;
}

function SortHeader({ title, hint, position, direction, showPosition, onClick }: SortHeaderProps) {
  const Icon =
    direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  const button = (
    <UnstyledButton
      onClick={onClick}
      fw={600}
      fz="sm"
      aria-label={`Sort by ${title}`}
      data-sort={direction ?? 'none'}
    >
      <Group gap={4} wrap="nowrap">
        {/* A long title wraps onto a second line rather than being cut off. */}
        <span style={{ whiteSpace: 'normal' }}>{title}</span>
        <Icon size={14} opacity={direction ? 1 : 0.35} />
        {direction && showPosition && (
          <Text span fz={10} c="dimmed">
            {position + 1}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
  return hint ? (
    <Tooltip label={hint} withArrow openDelay={300}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
