import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type EntityEndpoints, mayCall } from '@quaybook/contract';
import { useMemo } from 'react';
import { useSession } from '../../session/useSession';
import { exportsRows, useExport } from '../export/useExport';
import { FilterBar } from '../filters/FilterBar';
import { LeaveDialog } from '../form/LeaveDialog';
import { useRowEditor } from '../form/rowEditor';
import { type ListRow, type ListScreen, screenFor } from '../listScreen';
import { useRowActions } from '../rows/rowActions';
import { useRowRemoval } from '../rows/rowRemoval';
import { auditColumns } from '../table/auditColumns';
import { useSelection } from '../table/useSelection';
import { entityLoadError, ListBody } from './ListBody';
import { ListDialogs } from './ListDialogs';
import { isForbidden } from './ListStatus';
import { ListToolbar } from './ListToolbar';
import { actionsColumn, editableColumns } from './rowCells';
import { useScreenRows } from './useScreenRows';

const NEW_ROW = -1;

/**
 * The one list screen every declared list is shown with: filters (if any), then the table with
 * its toolbar, form and footer, composed from the shared parts and driven by the declaration.
 */
export function ListScreenView<E extends EntityEndpoints>({
  screen: declaredScreen,
}: {
  screen: ListScreen<E>;
}) {
  const session = useSession();
  const screen = useMemo(() => screenFor(declaredScreen, session), [declaredScreen, session]);
  const { entity } = screen;
  const admin = mayCall('admin', session);
  const columns = useMemo(
    () => [...screen.columns, ...(screen.audit && admin ? auditColumns<ListRow<E>>() : [])],
    [screen, admin],
  );
  const shownColumns = useMemo(() => columns.filter((c) => !c.exportOnly), [columns]);
  const sortable = useMemo(
    () => shownColumns.filter((c) => c.sort !== false).map((c) => c.key),
    [shownColumns],
  );
  const { state, filters, view, rows } = useScreenRows(screen, columns, sortable);
  const fixed = useMemo(
    () => ({
      ...Object.fromEntries((screen.savedWith ?? []).map((key) => [key, filters.query?.[key]])),
      ...(session && screen.fixedFor?.(session)),
    }),
    [screen, filters.query, session],
  );
  const editor = useRowEditor(screen, {
    held: rows.held,
    queryKey: rows.queryKey,
    fixed,
    scope: filters.scope,
  });
  const removal = useRowRemoval(screen, rows.queryKey);
  const actions = useRowActions<ListRow<E>>(screen, rows.queryKey);
  const selection = useSelection(`${filters.scope}|${state.search}`);
  const runExport = useExport(screen, columns, view, rows.everyRow);

  // Adding and editing show only to those the calls' access lets in (companies: the group
  // administrator adds, an administrator edits), and editing only the rows their role reaches.
  const mayAdd = screen.fields !== undefined && mayCall(entity.endpoints.create.access, session);
  const mayEdit = screen.fields !== undefined && mayCall(entity.endpoints.update.access, session);
  const mayChange = (row: ListRow<E>) =>
    !screen.mayChange || (session !== null && screen.mayChange(row, session));
  const idOf = (row: ListRow<E>) => String(row[entity.id]);
  const nameOf = (row: ListRow<E>) =>
    screen.rowName?.(row) ?? (entity.unique ? String(row[entity.unique.field] ?? '') : '');
  const inlineAdd = screen.addMode !== 'overlay';
  const inlineEdit = screen.editMode !== 'overlay';
  const isNew = (row: ListRow<E>) => Number(row[entity.id]) === NEW_ROW;
  const isOpen = (row: ListRow<E>) =>
    isNew(row) ? editor.isOpen('new') : inlineEdit && editor.isOpen(row);
  const newRow = { [entity.id]: NEW_ROW } as ListRow<E>;
  const records =
    editor.mode.kind === 'add' && inlineAdd ? [newRow, ...rows.pageRows] : rows.pageRows;

  const forbidden = isForbidden(rows.error);
  const body = (
    <ListBody<ListRow<E>>
      rows={rows}
      loading={`Loading ${entity.label} list...`}
      loadError={entityLoadError(entity.label, entity.messages.loadError)}
      table={{
        idOf,
        columns: editableColumns(screen, shownColumns, editor, isOpen),
        sort: { sorts: state.sorts, onToggle: state.toggleSort },
        ...(screen.serialColumn
          ? { serial: { title: screen.serialColumn, of: rows.serialOf } }
          : {}),
        ...(screen.selectable
          ? { selection: { rows: selection, isSelectable: (r: ListRow<E>) => !isNew(r), nameOf } }
          : {}),
        ...(mayEdit
          ? {
              actions: actionsColumn(screen, rows.pageRows, {
                editor,
                removal,
                actions,
                nameOf,
                isOpen,
                mayChange,
              }),
              onRowDoubleClick: (row: ListRow<E>) => {
                if (!isOpen(row) && mayChange(row)) editor.startEdit(row);
              },
            }
          : {}),
        isOpen,
        emptyText: state.search ? 'No rows match the search' : (screen.emptyText ?? 'No rows yet'),
      }}
      records={records}
      footer={{
        pageSize: state.pageSize,
        rule: screen.pager,
        sizes: screen.pageSizes,
        selected: screen.selectable ? selection.count : undefined,
        counts: rows.found && screen.counts?.(rows.found),
        onPage: state.setPage,
        onPageSize: state.setPageSize,
      }}
    />
  );

  const count = rows.count !== undefined && filters.query !== undefined && (
    <Badge variant="light" color="gray">
      {rows.count}
    </Badge>
  );
  return (
    <Stack gap="sm" maw={screen.maxWidth}>
      <Group gap="xs" align="baseline">
        <Title order={3}>{screen.title}</Title>
        {!screen.caption && count}
      </Group>
      {screen.filters && (
        <FilterBar spec={screen.filters} values={filters.values} onApply={filters.apply} />
      )}
      {filters.query === undefined ? (
        <Text size="sm" c="dimmed">
          {screen.filters?.prompt}
        </Text>
      ) : (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap="sm">
            {!forbidden && (
              <ListToolbar
                caption={
                  screen.caption && (
                    <Group gap="xs" align="baseline">
                      <Title order={5}>{screen.caption}</Title>
                      {count}
                    </Group>
                  )
                }
                search={
                  screen.search === false
                    ? undefined
                    : { text: state.search, onChange: state.setSearch }
                }
                onClearSort={state.sorts.length > 0 ? state.clearSort : undefined}
                lookup={rows.lookupControl}
                add={
                  mayAdd
                    ? {
                        label: screen.addLabel ?? `Add ${entity.label}`,
                        disabled: editor.mode.kind !== 'browse' || rows.status !== 'ready',
                        onClick: editor.startAdd,
                      }
                    : undefined
                }
                onExport={exportsRows(screen) ? (kind) => void runExport(kind) : undefined}
              />
            )}
            {body}
          </Stack>
        </Paper>
      )}
      <ListDialogs
        screen={screen}
        editor={editor}
        removal={removal}
        actions={actions}
        nameOf={nameOf}
      />
      <LeaveDialog dirty={editor.dirty} />
    </Stack>
  );
}
