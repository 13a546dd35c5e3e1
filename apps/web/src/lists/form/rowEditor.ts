import {
  type BodyOf,
  checkBody,
  conflictCurrent,
  createRequest,
  type EntityEndpoints,
  FORM_MESSAGES,
  requiredFields,
  updateRequest,
} from '@quaybook/contract';
import { paiseToRupees } from '@quaybook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CallError, call } from '../../api/client';
import { notify } from '../../notify';
import { currentUser } from '../../session/tokenStore';
import type { ListRow, ListScreen } from '../listScreen';
import { refreshRows } from '../rows/refreshRows';
import { afterPointer } from './afterPointer';
import { boundProblems } from './bounds';
import { type StaleEdit, staleEditOf } from './editConflict';
import {
  emptyValue,
  type FieldMessages,
  type FormField,
  type FormValues,
  fieldLabel,
  isClientOnly,
  isEnabled,
} from './fields';
import { refusalMessage, useFieldToast } from './fieldToast';
import { referenceLookup } from './referenceLookup';
import { startingChoices } from './startingChoice';
import { useUniqueCheck } from './uniqueCheck';

type RowMode = { kind: 'browse' } | { kind: 'add' } | { kind: 'edit'; id: number };

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Rupees as typed, as the call sends them ('1,500.50'): the contract reads them, and refuses
 * what is not an amount (a negative, a fraction of a paisa) with its own message. A blank input
 * sends nothing.
 */
function typedRupees(value: unknown, clearable: boolean): unknown {
  const text = String(value ?? '').trim();
  if (text === '') return clearable ? null : undefined;
  return text;
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
 * contract's own input schema before they are sent, and the name live against the others. Every
 * way of saving (Enter, the Save button) runs the same checks, and a refusal shows each field's
 * own problem under it.
 */
export function useRowEditor<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  { held, queryKey, fixed, scope }: EditorOptions<ListRow<E>>,
) {
  const { entity } = screen;
  const queryClient = useQueryClient();
  const toast = useFieldToast();
  const [mode, setMode] = useState<RowMode>({ kind: 'browse' });
  const [values, setValues] = useState<FormValues>({});
  // The values the form opened with: what the record already held is not checked against the
  // bounds of its inputs (an old call's date).
  const [initial, setInitial] = useState<FormValues>({});
  // Problems of the schema at the last save, or of the server's refusal, until the field changes.
  const [errors, setErrors] = useState<FieldMessages>({});
  // The screen's check runs from the first save on, and for a field once the user has left it,
  // so a half-typed GSTIN is not flagged while it is being typed the first time.
  const [attempted, setAttempted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [seenScope, setSeenScope] = useState(scope);
  // The version of the record the edit started from, sent so a save over a newer one is refused.
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [stale, setStale] = useState<StaleEdit | null>(null);
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
  const endpoint = mode.kind === 'edit' ? entity.endpoints.update : entity.endpoints.create;
  const labelOf = (field: FormField) => fieldLabel(field, screen.columns);

  /** Fields a save needs: those the call's input schema refuses blank, and the screen's own. */
  const required: ReadonlySet<string> = new Set([
    ...requiredFields(endpoint.body),
    ...(screen.required?.fields ?? []),
    ...fields.filter((f) => f.required).map((f) => f.key),
  ]);

  /** Whether the open form shows this field, where its problem can be read. */
  const inOverlay =
    mode.kind === 'edit' ? screen.editMode === 'overlay' : screen.addMode === 'overlay';
  const isShown = (key: string) =>
    fields.some(
      (f) =>
        f.key === key &&
        !(mode.kind === 'edit' && (f.addOnly || isClientOnly(f))) &&
        (inOverlay || screen.columns.some((column) => column.key === key)),
    );

  // Counts the forms opened, so starting choices that load late fill only the form they were for.
  const opened = useRef(0);
  const open = (next: RowMode, start: FormValues) => {
    opened.current += 1;
    toast.hide();
    setMode(next);
    setValues(start);
    setInitial(start);
    setErrors({});
    setAttempted(false);
    setLeft(new Set());
    setStale(null);
  };
  if (scope !== seenScope) {
    setSeenScope(scope);
    open({ kind: 'browse' }, {});
  }

  const blank = () => Object.fromEntries(fields.map((f) => [f.key, emptyValue(f.input)]));
  const checkProblems = (): FieldMessages => screen.check?.(values, lookup) ?? {};
  const withUnreachableCleared = (next: FormValues): FormValues => {
    for (const field of fields)
      if (!isEnabled(field, next)) next[field.key] = emptyValue(field.input);
    return next;
  };
  /** The values with this field's new value and what it fills in (a state's name). */
  const withChange = (previous: FormValues, key: string, value: unknown): FormValues => {
    const derived = screen.derive?.onChange(key, { ...previous, [key]: value }, lookup) ?? {};
    return withUnreachableCleared({ ...previous, [key]: value, ...derived });
  };

  /** The form's values of a row: what an edit opens with. */
  const rowValues = (row: ListRow<E>): FormValues =>
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
    ]);
  const versionOf = (row: unknown) => {
    const held = (row as { version?: unknown }).version;
    return typeof held === 'number' ? held : undefined;
  };

  /** A save refused because someone saved the record after this edit opened it. */
  const refusedAsStale = (error: CallError) => {
    const current = conflictCurrent<ListRow<E>>(error.status, error.data);
    if (current === undefined) return false;
    toast.hide();
    setStale(
      staleEditOf({
        message: error.message,
        keys: fields.filter((f) => isShown(f.key)).map((f) => f.key),
        opened: initial,
        typed: values,
        stored: rowValues(current),
        fieldOf: (key) => {
          const field = fields.find((f) => f.key === key);
          return { label: field ? labelOf(field) : key, input: field?.input };
        },
        lookup,
        apply: (merged, stored) => {
          setValues(merged);
          setInitial(stored);
          setVersion(versionOf(current));
          setErrors({});
          setStale(null);
        },
      }),
    );
    return true;
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
      toast.hide();
      notify.success(
        reply.message ||
          (saved.kind === 'edit' ? entity.messages.updated : entity.messages.created),
      );
      if (saved.kind === 'add' && screen.addAnother) open({ kind: 'add' }, blank());
      else open({ kind: 'browse' }, {});
      await refreshRows(queryClient, screen, queryKey);
    },
    onError: (error) => {
      if (error instanceof CallError && refusedAsStale(error)) return;
      if (error instanceof CallError) {
        setErrors((previous) => ({ ...previous, ...error.fields }));
        toast.show(refusalMessage(error.fields, isShown, error.message), Object.keys(error.fields));
      } else {
        toast.show(entity.messages.saveError);
      }
    },
  });

  /** What the save sends: no browser-only fields, amounts as typed, and the filters' values. */
  const sent = (): FormValues => {
    const money = new Map(
      fields.flatMap((f) =>
        f.input.kind === 'money' ? [[f.key, f.input.clearable === true]] : [],
      ),
    );
    const clientOnly = new Set<string>(fields.filter(isClientOnly).map((f) => f.key));
    return {
      ...Object.fromEntries(
        Object.entries(values)
          .filter(([key]) => !clientOnly.has(key))
          .map(([key, value]) => {
            const clearable = money.get(key);
            return [key, clearable === undefined ? value : typedRupees(value, clearable)];
          }),
      ),
      ...fixed,
    };
  };

  /** The body as the call's schema checks it; the id travels as the update names it. */
  const checkedBody = (): FormValues => {
    const body = sent();
    if (mode.kind !== 'edit') return body;
    return {
      ...body,
      ...(entity.idIn === 'body' ? { [entity.id]: mode.id } : {}),
      ...(version === undefined ? {} : { version }),
    };
  };

  // Shown as the user types: a name already taken, a date outside its input's bounds.
  const liveProblems: FieldMessages = {
    ...boundProblems(fields, values, initial, labelOf),
    ...(unique && duplicate ? { [unique.field]: duplicate } : {}),
  };

  // What is wrong with a field the user has filled and left (a TAN, a negative rate), as the
  // save would say it; a field left blank is said to be required only when saving.
  const leftProblems = (): FieldMessages => {
    const filled = [...left].filter((key) => !isBlank(values[key]));
    if (mode.kind === 'browse' || filled.length === 0) return {};
    const checked = checkBody(endpoint, checkedBody());
    const problems = { ...(checked.ok ? {} : checked.problems), ...checkProblems() };
    return Object.fromEntries(
      filled.flatMap((key) => (problems[key] ? [[key, problems[key]]] : [])),
    );
  };

  const shownErrors: FieldMessages = {
    ...leftProblems(),
    ...errors,
    ...(attempted ? checkProblems() : {}),
    ...liveProblems,
  };

  const submit = () => {
    if (mode.kind === 'browse' || save.isPending) return;
    // Problems still shown under fields the form holds; one the form cannot show (a filter's
    // value the server refused) does not stop the user from trying again.
    const standing = Object.keys({ ...errors, ...liveProblems }).filter(isShown);
    if (standing.length > 0) {
      toast.show(FORM_MESSAGES.fixErrors, standing);
      return;
    }
    setAttempted(true);
    const withId = checkedBody();
    // A required field left blank is checked as missing, so its message is the contract's
    // 'is required' or 'Please select …' rather than one about the blank's type.
    const blanks = [...required].filter((key) => key in withId && isBlank(withId[key]));
    const checked = checkBody(
      endpoint,
      Object.fromEntries(
        Object.entries(withId).map(([key, value]) => [
          key,
          blanks.includes(key) ? undefined : value,
        ]),
      ),
    );
    // Every problem at once: the schema's, and the screen's own (tax ids fitting each other).
    const schemaProblems = checked.ok ? {} : checked.problems;
    const problems = { ...schemaProblems, ...checkProblems() };
    if (Object.keys(problems).length > 0) {
      // The screen's problems are recomputed on every change, so only the schema's are kept.
      setErrors(schemaProblems);
      const blankRequired = (screen.required?.fields ?? []).some((key) => blanks.includes(key));
      toast.show(
        blankRequired && screen.required
          ? screen.required.message
          : refusalMessage(problems, isShown),
        Object.keys(problems),
      );
      return;
    }
    if (!checked.ok) return;
    if (mode.kind === 'edit')
      save.mutate({ kind: 'edit', id: mode.id, body: checked.body as BodyOf<E['update']> });
    else save.mutate({ kind: 'add', body: checked.body as BodyOf<E['create']> });
  };

  return {
    mode,
    values,
    errors: shownErrors,
    /**
     * Whether the open row holds what the user typed: a field other than it opened with (a new
     * row's starting choices aside), so leaving the page asks first.
     */
    dirty:
      mode.kind !== 'browse' &&
      fields.some(
        ({ key, input }) =>
          !(mode.kind === 'add' && input.kind === 'reference' && input.startsAt) &&
          String(values[key] ?? '') !== String(initial[key] ?? ''),
      ),
    /** Whether a save needs this field, to mark it. */
    isRequired: (key: string) => required.has(key),
    warnings: mode.kind === 'browse' ? {} : (screen.warnings?.(values, lookup) ?? {}),
    saving: save.isPending,
    isOpen: (row: ListRow<E> | 'new') =>
      row === 'new' ? mode.kind === 'add' : mode.kind === 'edit' && mode.id === idOf(row),
    startAdd: () => {
      open({ kind: 'add' }, blank());
      const form = opened.current;
      void startingChoices(fields, queryClient, currentUser()).then((chosen) => {
        if (opened.current !== form) return;
        setValues((previous) =>
          Object.entries(chosen).reduce(
            // A choice the user made while the list loaded stays.
            (next, [key, value]) => (next[key] === null ? withChange(next, key, value) : next),
            previous,
          ),
        );
      });
    },
    startEdit: (row: ListRow<E>) => {
      open({ kind: 'edit', id: idOf(row) }, rowValues(row));
      setVersion(versionOf(row));
    },
    /** The save refused because the record changed meanwhile, until reloaded or left. */
    stale,
    cancel: () => open({ kind: 'browse' }, {}),
    change: (key: string, value: unknown) => {
      const derived = screen.derive?.onChange(key, { ...values, [key]: value }, lookup) ?? {};
      setValues((previous) => withChange(previous, key, value));
      // The server refuses values held together (a party's movement and size) naming each of
      // them; changing one answers the refusal, so all of them are cleared.
      const together = entity.together?.fields.includes(key) ? entity.together.fields : [];
      const answered = new Set([key, ...Object.keys(derived), ...together]);
      setErrors((previous) =>
        Object.fromEntries(Object.entries(previous).filter(([field]) => !answered.has(field))),
      );
      toast.answered(answered);
    },
    /** The user left a field: from now on its problems show as it is typed. */
    leave: (key: string) => {
      if (left.has(key)) return;
      afterPointer(() => setLeft((previous) => new Set([...previous, key])));
    },
    submit,
  };
}

export type RowEditor<E extends EntityEndpoints> = ReturnType<typeof useRowEditor<E>>;
