import { updateRequest } from '@quaybook/contract';
import { isNameTaken, paiseToRupees, rupeesToPaise } from '@quaybook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CallError, call } from '../../api/client';
import { notify } from '../../notify';
import type { EntityListDescriptor, FieldMessages } from '../descriptor';
import { refreshRows } from '../rows/refreshRows';
import { emptyValue } from './FieldInput';
import { referenceLookup } from './referenceLookup';

export type RowMode = { kind: 'browse' } | { kind: 'add' } | { kind: 'edit'; id: number };
type Values = Record<string, unknown>;

export const FIX_ERRORS = 'Please fix the errors before saving.';

/**
 * Rupees as typed, in paise as the call sends them. What is not an amount is passed on as a
 * number the contract refuses with its own message (a negative, a fraction of a paisa), or as
 * nothing when the input is blank.
 */
function typedPaise(value: unknown): unknown {
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  return rupeesToPaise(text) ?? Number(text.replaceAll(',', '')) * 100;
}

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
  // The descriptor's check runs from the first save on, so a half-typed GSTIN is not flagged.
  const [attempted, setAttempted] = useState(false);
  const editable = descriptor.columns.filter((c) => c.edit);
  const blank = () =>
    Object.fromEntries(editable.map((c) => [c.key, c.edit ? emptyValue(c.edit) : '']));
  const clientOnly = new Set<string>(
    descriptor.columns.filter((c) => c.clientOnly).map((c) => c.key),
  );
  const money = new Set<string>(editable.filter((c) => c.edit?.kind === 'money').map((c) => c.key));
  const { entity } = descriptor;
  const idOf = (row: Row) => Number((row as Record<string, unknown>)[entity.id]);
  const lookup = referenceLookup(queryClient);
  const checkProblems = (): FieldMessages => descriptor.check?.(values, lookup) ?? {};

  const withUnreachableCleared = (next: Values): Values => {
    for (const { key, edit } of editable)
      if (edit?.enabledWhen && !edit.enabledWhen(next)) next[key] = emptyValue(edit);
    return next;
  };

  const open = (next: RowMode, initial: Values) => {
    setMode(next);
    setValues(initial);
    setErrors({});
    setAttempted(false);
  };

  const nameError = (
    key: string,
    value: string,
    editingId: number | undefined,
  ): string | undefined => {
    const unique = entity.unique;
    if (!unique || unique.field !== key) return undefined;
    const taken = isNameTaken(value, rows, {
      nameOf: (row) => String((row as Record<string, unknown>)[unique.field] ?? ''),
      keyOf: idOf,
      ...(editingId === undefined ? {} : { editingKey: editingId }),
    });
    return taken ? unique.message : undefined;
  };

  const save = useMutation({
    mutationFn: async ({ current, body }: { current: RowMode; body: Values }) =>
      current.kind === 'edit'
        ? call(entity.endpoints.update, updateRequest(entity, current.id, body as never))
        : call(entity.endpoints.create, { body } as never),
    onSuccess: async (reply, { current }) => {
      notify.success(
        reply.message ||
          (current.kind === 'edit' ? entity.messages.updated : entity.messages.created),
      );
      if (current.kind === 'add' && descriptor.addAnother) open({ kind: 'add' }, blank());
      else open({ kind: 'browse' }, {});
      await refreshRows(queryClient, descriptor, queryKey);
    },
    onError: (error) => {
      if (error instanceof CallError) {
        setErrors((previous) => ({ ...previous, ...error.fields }));
        notify.error(error.message);
      } else {
        notify.error(entity.messages.saveError);
      }
    },
  });

  const editingId = mode.kind === 'edit' ? mode.id : undefined;

  return {
    mode,
    values,
    errors: attempted ? { ...errors, ...checkProblems() } : errors,
    warnings: mode.kind === 'browse' ? {} : (descriptor.warnings?.(values, lookup) ?? {}),
    saving: save.isPending,
    isOpen: (row: Row | 'new') =>
      row === 'new' ? mode.kind === 'add' : mode.kind === 'edit' && mode.id === idOf(row),
    startAdd: () => open({ kind: 'add' }, blank()),
    startEdit: (row: Row) =>
      open(
        { kind: 'edit', id: idOf(row) },
        Object.fromEntries([
          ...editable
            .filter((c) => !c.addOnly)
            .map((c) => {
              const value = row[c.key];
              // Text inputs edit text; other editors keep the value as the row carries it.
              if (c.edit?.kind === 'text')
                return [c.key, value === null || value === undefined ? '' : String(value)];
              if (c.edit?.kind === 'money')
                return [c.key, typeof value === 'number' ? paiseToRupees(value) : ''];
              return [c.key, value ?? (c.edit ? emptyValue(c.edit) : null)];
            }),
          ...(descriptor.derive?.fills ?? [])
            .filter((key) => !editable.some((c) => c.key === key))
            .map((key) => [key, row[key] ?? null]),
        ]),
      ),
    cancel: () => open({ kind: 'browse' }, {}),
    change: (key: string, value: unknown) => {
      const derived = descriptor.derive?.onChange(key, { ...values, [key]: value }, lookup) ?? {};
      setValues((previous) => withUnreachableCleared({ ...previous, [key]: value, ...derived }));
      setErrors((previous) => {
        const rest = Object.fromEntries(
          Object.entries(previous).filter(([field]) => field !== key && !(field in derived)),
        );
        const problem = nameError(key, String(value ?? ''), editingId);
        return problem ? { ...rest, [key]: problem } : rest;
      });
    },
    submit: () => {
      if (mode.kind === 'browse' || save.isPending) return;
      const unique = entity.unique;
      const duplicate = unique
        ? nameError(unique.field, String(values[unique.field] ?? ''), editingId)
        : undefined;
      if (unique && duplicate)
        setErrors((previous) => ({ ...previous, [unique.field]: duplicate }));
      if (duplicate || Object.keys(errors).length > 0) {
        notify.error(FIX_ERRORS);
        return;
      }
      setAttempted(true);
      const endpoint = mode.kind === 'edit' ? entity.endpoints.update : entity.endpoints.create;
      const sent = Object.fromEntries(
        Object.entries(values)
          .filter(([key]) => !clientOnly.has(key))
          .map(([key, value]) => [key, money.has(key) ? typedPaise(value) : value]),
      );
      // The id travels as the update names it: in its path, or in the body (PUT /update_container).
      const checked = endpoint.body?.safeParse(
        mode.kind === 'edit' && entity.idIn === 'body' ? { ...sent, [entity.id]: mode.id } : sent,
      );
      const ruled = checkProblems();
      if ((checked && !checked.success) || Object.keys(ruled).length > 0) {
        // The descriptor's problems are recomputed on every change, so only the schema's are kept.
        const problems: Record<string, string> = {};
        for (const issue of checked?.error?.issues ?? [])
          problems[issue.path.map(String).join('.')] ??= issue.message;
        setErrors(problems);
        notify.error(Object.values({ ...ruled, ...problems })[0] ?? FIX_ERRORS);
        return;
      }
      save.mutate({ current: mode, body: sent });
    },
  };
}
