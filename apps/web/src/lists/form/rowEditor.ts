import {
  type BodyOf,
  checkBody,
  createRequest,
  type EntityEndpoints,
  updateRequest,
} from '@quaybook/contract';
import { paiseToRupees, rupeesToPaise } from '@quaybook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CallError, call } from '../../api/client';
import { notify } from '../../notify';
import type { ListRow, ListScreen } from '../listScreen';
import { refreshRows } from '../rows/refreshRows';
import { emptyValue, type FieldMessages, type FormValues, isClientOnly } from './fields';
import { referenceLookup } from './referenceLookup';
import { useUniqueCheck } from './uniqueCheck';

export type RowMode = { kind: 'browse' } | { kind: 'add' } | { kind: 'edit'; id: number };

export const FIX_ERRORS = 'Please fix the errors before saving.';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

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

interface EditorOptions<Row> {
  /** Every row the browser holds, for the live duplicate check of a browser-paged list. */
  held: readonly Row[] | undefined;
  /** The key a save refreshes. */
  queryKey: readonly unknown[];
  /** Values every save carries from the applied filters (a rate's party). */
  fixed: FormValues;
  /** The applied filters: choosing others closes the open row. */
  scope: string;
}

/**
 * The add and edit form of a list, in a row of the table or in the overlay: at most one row is
 * open; opening add cancels an edit and the other way round. Values are checked with the
 * contract's own input schema before they are sent, and the name live against the others.
 */
export function useRowEditor<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  { held, queryKey, fixed, scope }: EditorOptions<ListRow<E>>,
) {
  const { entity } = screen;
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<RowMode>({ kind: 'browse' });
  const [values, setValues] = useState<FormValues>({});
  // Problems of the schema at the last save, or of the server's refusal, until the field changes.
  const [errors, setErrors] = useState<FieldMessages>({});
  // The screen's check runs from the first save on, so a half-typed GSTIN is not flagged.
  const [attempted, setAttempted] = useState(false);
  const [seenScope, setSeenScope] = useState(scope);
  const fields = screen.fields ?? [];
  const lookup = referenceLookup(queryClient);
  const idOf = (row: ListRow<E>) => Number(row[entity.id]);
  const editingId = mode.kind === 'edit' ? mode.id : undefined;
  const unique = entity.unique;
  const duplicate = useUniqueCheck(
    screen,
    held,
    unique ? values[unique.field] : undefined,
    editingId,
  );

  const open = (next: RowMode, initial: FormValues) => {
    setMode(next);
    setValues(initial);
    setErrors({});
    setAttempted(false);
  };
  if (scope !== seenScope) {
    setSeenScope(scope);
    open({ kind: 'browse' }, {});
  }

  const blank = () => Object.fromEntries(fields.map((f) => [f.key, emptyValue(f.input)]));
  const checkProblems = (): FieldMessages => screen.check?.(values, lookup) ?? {};
  const withUnreachableCleared = (next: FormValues): FormValues => {
    for (const field of fields)
      if (field.enabledWhen && !field.enabledWhen(next)) next[field.key] = emptyValue(field.input);
    return next;
  };

  type Saved =
    | { kind: 'add'; body: BodyOf<E['create']> }
    | { kind: 'edit'; id: number; body: BodyOf<E['update']> };
  const save = useMutation({
    mutationFn: (saved: Saved) =>
      saved.kind === 'edit'
        ? call(entity.endpoints.update, updateRequest(entity, saved.id, saved.body))
        : call(entity.endpoints.create, createRequest(entity, saved.body)),
    onSuccess: async (reply, saved) => {
      notify.success(
        reply.message ||
          (saved.kind === 'edit' ? entity.messages.updated : entity.messages.created),
      );
      if (saved.kind === 'add' && screen.addAnother) open({ kind: 'add' }, blank());
      else open({ kind: 'browse' }, {});
      await refreshRows(queryClient, screen, queryKey);
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

  /** What the save sends: no browser-only fields, amounts in paise, and the filters' values. */
  const sent = (): FormValues => {
    const money = new Set<string>(fields.filter((f) => f.input.kind === 'money').map((f) => f.key));
    const clientOnly = new Set<string>(fields.filter(isClientOnly).map((f) => f.key));
    return {
      ...Object.fromEntries(
        Object.entries(values)
          .filter(([key]) => !clientOnly.has(key))
          .map(([key, value]) => [key, money.has(key) ? typedPaise(value) : value]),
      ),
      ...fixed,
    };
  };

  /** The contract's own message for each required field left blank ('Please select a movement.'). */
  const blankProblems = (): FieldMessages => {
    const blanks = (screen.required?.fields ?? []).filter((key) => isBlank(values[key]));
    if (blanks.length === 0) return {};
    const checked = checkBody(
      entity.endpoints.create,
      Object.fromEntries([...Object.entries(sent()), ...blanks.map((key) => [key, undefined])]),
    );
    const problems = checked.ok ? {} : checked.problems;
    return Object.fromEntries(blanks.map((key) => [key, problems[key] ?? 'Required']));
  };

  const shownErrors: FieldMessages = {
    ...errors,
    ...(attempted ? checkProblems() : {}),
    ...(unique && duplicate ? { [unique.field]: duplicate } : {}),
  };

  return {
    mode,
    values,
    errors: shownErrors,
    warnings: mode.kind === 'browse' ? {} : (screen.warnings?.(values, lookup) ?? {}),
    saving: save.isPending,
    isOpen: (row: ListRow<E> | 'new') =>
      row === 'new' ? mode.kind === 'add' : mode.kind === 'edit' && mode.id === idOf(row),
    startAdd: () => open({ kind: 'add' }, blank()),
    startEdit: (row: ListRow<E>) =>
      open(
        { kind: 'edit', id: idOf(row) },
        Object.fromEntries([
          ...fields
            .filter((f) => !(f.addOnly || isClientOnly(f)))
            .map((f) => {
              const value = (row as Record<string, unknown>)[f.key];
              // Text inputs edit text; other inputs keep the value as the row carries it.
              if (f.input.kind === 'text')
                return [f.key, value === null || value === undefined ? '' : String(value)];
              if (f.input.kind === 'money')
                return [f.key, typeof value === 'number' ? paiseToRupees(value) : ''];
              return [f.key, value ?? emptyValue(f.input)];
            }),
          ...(screen.derive?.fills ?? [])
            .filter((key) => !fields.some((f) => f.key === key))
            .map((key) => [key, row[key] ?? null]),
        ]),
      ),
    cancel: () => open({ kind: 'browse' }, {}),
    change: (key: string, value: unknown) => {
      const derived = screen.derive?.onChange(key, { ...values, [key]: value }, lookup) ?? {};
      setValues((previous) => withUnreachableCleared({ ...previous, [key]: value, ...derived }));
      // The server refuses values held together (a party's movement and size) naming each of
      // them; changing one answers the refusal, so all of them are cleared.
      const together = entity.together?.fields.includes(key) ? entity.together.fields : [];
      const answered = new Set([key, ...Object.keys(derived), ...together]);
      setErrors((previous) =>
        Object.fromEntries(Object.entries(previous).filter(([field]) => !answered.has(field))),
      );
    },
    submit: () => {
      if (mode.kind === 'browse' || save.isPending) return;
      if (duplicate || Object.keys(errors).length > 0) {
        notify.error(FIX_ERRORS);
        return;
      }
      const blanks = blankProblems();
      if (screen.required && Object.keys(blanks).length > 0) {
        setErrors(blanks);
        notify.error(screen.required.message);
        return;
      }
      setAttempted(true);
      const body = sent();
      const ruled = checkProblems();
      // The screen's problems are recomputed on every change, so only the schema's are kept.
      const refuse = (problems: FieldMessages) => {
        setErrors(problems);
        notify.error(Object.values({ ...ruled, ...problems })[0] ?? FIX_ERRORS);
      };
      const ruledOut = Object.keys(ruled).length > 0;
      if (mode.kind === 'edit') {
        // The id travels as the update names it: in its path, or in the body.
        const checked = checkBody(
          entity.endpoints.update,
          entity.idIn === 'body' ? { ...body, [entity.id]: mode.id } : body,
        );
        if (!checked.ok || ruledOut) refuse(checked.ok ? {} : checked.problems);
        else save.mutate({ kind: 'edit', id: mode.id, body: checked.body });
        return;
      }
      const checked = checkBody(entity.endpoints.create, body);
      if (!checked.ok || ruledOut) refuse(checked.ok ? {} : checked.problems);
      else save.mutate({ kind: 'add', body: checked.body });
    },
  };
}

export type RowEditor<E extends EntityEndpoints> = ReturnType<typeof useRowEditor<E>>;
