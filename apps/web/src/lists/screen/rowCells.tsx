import { Anchor } from '@mantine/core';
import type { EntityEndpoints } from '@quaybook/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FieldInput } from '../form/FieldInput';
import { isEnabled } from '../form/fields';
import type { RowEditor } from '../form/rowEditor';
import { rowKeyHandler } from '../form/rowKeys';
import type { ListRow, ListScreen } from '../listScreen';
import type { RowActions } from '../rows/rowActions';
import type { RowRemoval } from '../rows/rowRemoval';
import { type DisplayColumn, isSortable, textOf } from '../table/columns';
import { DEFAULT_MAX_WIDTH, type TableColumn } from '../table/ListTable';
import classes from '../table/ListTable.module.css';
import { RowButton, RowButtons, SaveCancelButtons } from '../table/RowButtons';
import { inputRoom } from './inputRoom';

/**
 * The table's columns: each row's text, and in the open row the field with the column's key,
 * named by the column's title, the first of them focused.
 */
export function editableColumns<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  columns: readonly DisplayColumn<ListRow<E>>[],
  editor: RowEditor<E>,
  isOpen: (row: ListRow<E>) => boolean,
): TableColumn<ListRow<E>>[] {
  const fields = new Map((screen.fields ?? []).map((field) => [field.key as string, field]));
  const first = columns.find((column) => fields.has(column.key))?.key;
  const onKeyDown = rowKeyHandler(editor);
  return columns.map((column) => {
    const field = fields.get(column.key);
    return {
      key: column.key,
      title: column.title,
      short: column.short,
      hint: column.hint,
      minWidth: field
        ? inputRoom(field.input, column.title, editor.isRequired(field.key))
        : undefined,
      maxWidth: column.maxWidth,
      align: column.align,
      compact: column.compact,
      tone: column.tone,
      sortable: isSortable(column),
      render: (row): ReactNode => {
        if (!(field && isOpen(row)))
          return column.link ? (
            // Cut like any other text of the table, whole on hover.
            <Anchor
              component={Link}
              to={column.link(row)}
              fz="sm"
              className={classes.cut}
              maw={column.maxWidth ?? DEFAULT_MAX_WIDTH}
              title={textOf(column, row)}
            >
              {textOf(column, row)}
            </Anchor>
          ) : (
            textOf(column, row)
          );
        return (
          <FieldInput
            input={field.input}
            label={column.title}
            required={editor.isRequired(field.key)}
            enabled={isEnabled(field, editor.values)}
            value={editor.values[field.key]}
            error={editor.errors[field.key]}
            warning={editor.warnings[field.key]}
            autoFocus={column.key === first}
            disabled={editor.saving}
            onChange={(value) => editor.change(field.key, value)}
            onBlur={() => editor.leave(field.key)}
            onKeyDown={onKeyDown}
          />
        );
      },
    };
  });
}

interface ActionsCellOptions<E extends EntityEndpoints> {
  editor: RowEditor<E>;
  removal: RowRemoval<E>;
  actions: RowActions<ListRow<E>>;
  nameOf(row: ListRow<E>): string;
  isOpen(row: ListRow<E>): boolean;
  /** Whether the signed-in user may change the row: else it offers no button. */
  mayChange(row: ListRow<E>): boolean;
}

/**
 * The Actions column: Save and Cancel in the open row; elsewhere Edit, Delete where the entity
 * may be deleted, and the screen's own actions the row is offered, on the rows the signed-in
 * user may change.
 */
export function actionsColumn<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  pageRows: readonly ListRow<E>[],
  { editor, removal, actions, nameOf, isOpen, mayChange }: ActionsCellOptions<E>,
) {
  const offered = (row: ListRow<E>) =>
    screen.rowActions?.filter((action) => action.shownFor?.(row) ?? true) ?? [];
  const extra = Math.max(0, ...pageRows.map((row) => offered(row).length));
  return {
    // Room for each button, and never narrower than the 'Actions' heading.
    width: Math.max(80, 48 + 32 * (1 + (removal.enabled ? 1 : 0) + extra)),
    render: (row: ListRow<E>): ReactNode =>
      isOpen(row) ? (
        <SaveCancelButtons saving={editor.saving} onSave={editor.submit} onCancel={editor.cancel} />
      ) : !mayChange(row) ? null : (
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
          {offered(row).map((action) => (
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
  };
}
