import type { EntityEndpoints } from '@quaybook/contract';
import { EditConflictDialog } from '../form/EditConflictDialog';
import { FormOverlay } from '../form/FormOverlay';
import type { RowEditor } from '../form/rowEditor';
import type { ListRow, ListScreen } from '../listScreen';
import { ConfirmDelete } from '../rows/ConfirmDelete';
import { RowActionModal } from '../rows/RowActionModal';
import type { RowActions } from '../rows/rowActions';
import type { RowRemoval } from '../rows/rowRemoval';

/** The overlays of a list: its add and edit form, a row action's form, and the delete question. */
export function ListDialogs<E extends EntityEndpoints>({
  screen,
  editor,
  removal,
  actions,
  nameOf,
}: {
  screen: ListScreen<E>;
  editor: RowEditor<E>;
  removal: RowRemoval<E>;
  actions: RowActions<ListRow<E>>;
  nameOf(row: ListRow<E>): string;
}) {
  const { label } = screen.entity;
  const addInOverlay = screen.addMode === 'overlay';
  const editInOverlay = screen.editMode === 'overlay';
  const asking = removal.asking;
  return (
    <>
      {(addInOverlay || editInOverlay) && (
        <FormOverlay
          screen={screen}
          editor={editor}
          opened={
            (addInOverlay && editor.mode.kind === 'add') ||
            (editInOverlay && editor.mode.kind === 'edit')
          }
        />
      )}
      <EditConflictDialog stale={editor.stale} onDiscard={editor.cancel} />
      <RowActionModal actions={actions} nameOf={nameOf} />
      <ConfirmDelete
        opened={asking !== null}
        title={`Delete ${label}`}
        busy={removal.busy}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      >
        {asking && screen.deleteQuestion ? (
          screen.deleteQuestion(asking)
        ) : (
          <>
            Delete {label} <b>{asking ? nameOf(asking) : ''}</b>?
          </>
        )}
      </ConfirmDelete>
    </>
  );
}
