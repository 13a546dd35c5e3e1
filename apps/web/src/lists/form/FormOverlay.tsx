import { SimpleGrid } from '@mantine/core';
import type { EntityEndpoints } from '@quaybook/contract';
import type { ListScreen } from '../listScreen';
import { FieldInput } from './FieldInput';
import { FormModal } from './FormModal';
import { fieldLabel, isClientOnly, isEnabled, isShown } from './fields';
import type { RowEditor } from './rowEditor';

/**
 * The add and edit form in an overlay, for entities with more fields than a table row holds; one
 * form for both, titled by what it does.
 */
export function FormOverlay<E extends EntityEndpoints>({
  screen,
  editor,
  opened,
}: {
  screen: ListScreen<E>;
  editor: RowEditor<E>;
  opened: boolean;
}) {
  const editing = editor.mode.kind === 'edit';
  const fields = (screen.fields ?? []).filter(
    (field) =>
      !(editing && (field.addOnly || isClientOnly(field))) && isShown(field, editor.values),
  );
  const titles = screen.overlayTitles ?? {
    add: `Add New ${screen.entity.label}`,
    edit: `Edit ${screen.entity.label}`,
  };
  return (
    <FormModal
      opened={opened}
      title={editing ? titles.edit : titles.add}
      size="xl"
      submit={{ label: 'Save' }}
      busy={editor.saving}
      onSubmit={editor.submit}
      onClose={editor.cancel}
    >
      {(submitOnEnter) => (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
          {fields.map((field, index) => (
            <FieldInput
              key={field.key}
              input={field.input}
              label={fieldLabel(field, screen.columns)}
              showLabel
              required={editor.isRequired(field.key)}
              enabled={isEnabled(field, editor.values)}
              value={editor.values[field.key]}
              error={editor.errors[field.key]}
              warning={editor.warnings[field.key]}
              autoFocus={index === 0}
              disabled={editor.saving}
              onChange={(value) => editor.change(field.key, value)}
              onBlur={() => editor.leave(field.key)}
              onKeyDown={submitOnEnter}
            />
          ))}
        </SimpleGrid>
      )}
    </FormModal>
  );
}
