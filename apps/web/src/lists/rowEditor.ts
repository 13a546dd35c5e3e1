import { isNameTaken } from '@quaybook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call } from '../api/client';
import { notify } from '../notify';
import { emptyValue } from './CellInput';
import type { EntityListDescriptor } from './descriptor';

export type RowMode = { kind: 'browse' } | { kind: 'add' } | { kind: 'edit'; id: number };
type Values = Record<string, unknown>;

export const FIX_ERRORS = 'Please fix the errors before saving.';

/**
 * The inline add and edit row: at most one row is open; opening add cancels an edit and the other
 * way round. Values are checked with the contract's own input schema before they are sent.
 */
export function useRowEditor<Row>(
  descriptor: EntityListDescriptor<Row>,
  rows: readonly Row[],
  queryKey: readonly unknown[],
) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<RowMode>({ kind: 'browse' });
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editable = descriptor.columns.filter((c) => c.edit);
  const idOf = (row: Row) => Number(row[descriptor.idKey]);

  const open = (next: RowMode, initial: Values) => {
    setMode(next);
    setValues(initial);
    setErrors({});
  };

  const nameError = (
    key: string,
    value: string,
    editingId: number | undefined,
  ): string | undefined => {
    const unique = descriptor.uniqueName;
    if (!unique || unique.key !== key) return undefined;
    const taken = isNameTaken(value, rows, {
      nameOf: (row) => String(row[unique.key] ?? ''),
      keyOf: idOf,
      ...(editingId === undefined ? {} : { editingKey: editingId }),
    });
    return taken ? unique.message : undefined;
  };

  const save = useMutation({
    mutationFn: async ({ current, body }: { current: RowMode; body: Values }) =>
      current.kind === 'edit'
        ? call(descriptor.endpoints.update, {
            params: { [descriptor.idKey]: current.id },
            body,
          } as never)
        : call(descriptor.endpoints.create, { body } as never),
    onSuccess: async (reply, { current }) => {
      notify.success(
        reply.message ||
          (current.kind === 'edit' ? descriptor.messages.updated : descriptor.messages.created),
      );
      open({ kind: 'browse' }, {});
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setErrors((previous) => ({ ...previous, ...error.fields }));
        notify.error(error.message);
      } else {
        notify.error(descriptor.messages.saveError);
      }
    },
  });

  const editingId = mode.kind === 'edit' ? mode.id : undefined;

  return {
    mode,
    values,
    errors,
    saving: save.isPending,
    isOpen: (row: Row | 'new') =>
      row === 'new' ? mode.kind === 'add' : mode.kind === 'edit' && mode.id === idOf(row),
    startAdd: () =>
      open(
        { kind: 'add' },
        Object.fromEntries(editable.map((c) => [c.key, c.edit ? emptyValue(c.edit) : ''])),
      ),
    startEdit: (row: Row) =>
      open(
        { kind: 'edit', id: idOf(row) },
        Object.fromEntries(
          editable.map((c) => {
            const value = row[c.key];
            // Text inputs edit text; other editors keep the value as the row carries it.
            if (c.edit?.kind === 'text')
              return [c.key, value === null || value === undefined ? '' : String(value)];
            return [c.key, value ?? (c.edit ? emptyValue(c.edit) : null)];
          }),
        ),
      ),
    cancel: () => open({ kind: 'browse' }, {}),
    change: (key: string, value: unknown) => {
      setValues((previous) => ({ ...previous, [key]: value }));
      setErrors((previous) => {
        const { [key]: _, ...rest } = previous;
        const problem = nameError(key, String(value ?? ''), editingId);
        return problem ? { ...rest, [key]: problem } : rest;
      });
    },
    submit: () => {
      if (mode.kind === 'browse' || save.isPending) return;
      const unique = descriptor.uniqueName;
      const duplicate = unique
        ? nameError(unique.key, String(values[unique.key] ?? ''), editingId)
        : undefined;
      if (unique && duplicate) setErrors((previous) => ({ ...previous, [unique.key]: duplicate }));
      if (duplicate || Object.keys(errors).length > 0) {
        notify.error(FIX_ERRORS);
        return;
      }
      const endpoint =
        mode.kind === 'edit' ? descriptor.endpoints.update : descriptor.endpoints.create;
      const checked = endpoint.body?.safeParse(values);
      if (checked && !checked.success) {
        const problems: Record<string, string> = {};
        for (const issue of checked.error.issues)
          problems[issue.path.map(String).join('.')] ??= issue.message;
        setErrors(problems);
        notify.error(Object.values(problems)[0] ?? FIX_ERRORS);
        return;
      }
      save.mutate({ current: mode, body: values });
    },
  };
}
