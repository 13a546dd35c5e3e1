import { Stack, Text } from '@mantine/core';
import { FieldInput } from '../form/FieldInput';
import { FormModal } from '../form/FormModal';
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
  return (
    <FormModal
      opened={pending !== null}
      title={pending ? `${label}: ${nameOf(pending.row)}` : ''}
      submit={{ label, color: pending?.action.color }}
      busy={actions.busy}
      onSubmit={actions.confirm}
      onClose={actions.cancel}
    >
      {(submitOnEnter) => (
        <Stack gap="xs">
          {pending?.action.confirm && <Text size="sm">{pending.action.confirm(pending.row)}</Text>}
          {fields.map((field, index) => (
            <FieldInput
              key={field.key}
              input={field.input}
              label={field.title}
              showLabel
              required={actions.isRequired(field.key)}
              value={actions.values[field.key]}
              error={actions.errors[field.key]}
              autoFocus={index === 0}
              disabled={actions.busy}
              onChange={(value) => actions.change(field.key, value)}
              onKeyDown={submitOnEnter}
            />
          ))}
        </Stack>
      )}
    </FormModal>
  );
}
