import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { FieldInput } from '../form/FieldInput';
import type { RowActions } from './rowActions';

/** The form or confirmation of a row action, titled by the action and the row it acts on. */
export function RowActionModal<Row>({
  actions,
  nameOf,
}: {
  actions: RowActions<Row>;
  nameOf(row: Row): string;
}) {
  const { pending } = actions;
  const label = pending?.action.label ?? '';
  const fields = pending?.action.fields ?? [];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      actions.confirm();
    }
  };
  return (
    <Modal
      opened={pending !== null}
      onClose={actions.cancel}
      title={pending ? `${label}: ${nameOf(pending.row)}` : ''}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actions.confirm();
        }}
      >
        <Stack gap="xs">
          {pending?.action.confirm && <Text size="sm">{pending.action.confirm(pending.row)}</Text>}
          {fields.map((field, index) => (
            <FieldInput
              key={field.key}
              input={field.input}
              label={field.title}
              showLabel
              value={actions.values[field.key]}
              error={actions.errors[field.key]}
              autoFocus={index === 0}
              disabled={actions.busy}
              onChange={(value) => actions.change(field.key, value)}
              onKeyDown={onKeyDown}
            />
          ))}
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={actions.cancel}>
            Cancel
          </Button>
          <Button type="submit" loading={actions.busy} color={pending?.action.color}>
            {label}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
