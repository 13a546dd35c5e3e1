import { Button, Group, Modal, SimpleGrid } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { EntityListDescriptor } from '../descriptor';
import { FieldInput } from './FieldInput';

interface FormOverlayProps<Row> {
  descriptor: EntityListDescriptor<Row>;
  opened: boolean;
  /** Editing a row in the same form (descriptor `editMode: 'overlay'`) rather than adding. */
  editing?: boolean;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  /** Notes under inputs that do not block saving. */
  warnings?: Record<string, string>;
  saving: boolean;
  onChange(key: string, value: unknown): void;
  onSubmit(): void;
  onClose(): void;
}

/** The add form in an overlay, for entities with more fields than a table row holds. */
export function FormOverlay<Row>({
  descriptor,
  opened,
  editing = false,
  values,
  errors,
  warnings,
  saving,
  onChange,
  onSubmit,
  onClose,
}: FormOverlayProps<Row>) {
  const fields = descriptor.columns.filter((c) => c.edit && !(editing && c.addOnly));
  const titles = descriptor.overlayTitles ?? {
    add: `Add New ${descriptor.entity.label}`,
    edit: `Edit ${descriptor.entity.label}`,
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const expanded = (event.target as HTMLElement).getAttribute('aria-expanded') === 'true';
    if (event.key === 'Enter' && !expanded && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? titles.edit : titles.add}
      size="xl"
      closeOnEscape
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
          {fields.map((column, index) =>
            column.edit ? (
              <FieldInput
                key={column.key}
                editor={column.edit}
                label={column.formLabel ?? column.title}
                showLabel
                rowValues={values}
                value={values[column.key]}
                error={errors[column.key]}
                warning={warnings?.[column.key]}
                autoFocus={index === 0}
                disabled={saving}
                onChange={(value) => onChange(column.key, value)}
                onKeyDown={onKeyDown}
              />
            ) : null,
          )}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
