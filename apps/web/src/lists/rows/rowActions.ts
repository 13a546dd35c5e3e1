import { requiredFields } from '@quaybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CallError } from '../../api/client';
import { notify } from '../../notify';
import { emptyValue, type FieldMessages, type FormValues } from '../form/fields';
import { refusalMessage, useFieldToast } from '../form/fieldToast';
import type { ListScreen, RowAction } from '../listScreen';
import { refreshRows } from './refreshRows';

interface Pending<Row> {
  action: RowAction<Row>;
  row: Row;
}

/**
 * The extra actions of a list's rows: one at a time, asked for in a modal when it has a form or a
 * confirmation, then called; the list reloads after it.
 */
export function useRowActions<Row>(
  screen: Pick<ListScreen, 'refreshes' | 'entity'>,
  queryKey: readonly unknown[],
) {
  const queryClient = useQueryClient();
  const toast = useFieldToast();
  const [pending, setPending] = useState<Pending<Row> | null>(null);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FieldMessages>({});

  const asks = (action: RowAction<Row>, key: string) =>
    (action.fields ?? []).some((field) => field.key === key);

  const close = () => {
    toast.hide();
    setPending(null);
    setValues({});
    setErrors({});
  };

  const run = useMutation({
    mutationFn: ({ action, row, input }: Pending<Row> & { input: FormValues }) =>
      action.run(row, input),
    onSuccess: async (reply) => {
      toast.hide();
      if (reply.message) notify.success(reply.message);
      close();
      await refreshRows(queryClient, screen, queryKey);
    },
    onError: (error, { action }) => {
      if (error instanceof CallError) {
        setErrors((previous) => ({ ...previous, ...error.fields }));
        toast.show(
          refusalMessage(error.fields, (key) => asks(action, key), error.message),
          Object.keys(error.fields),
        );
      } else {
        toast.show(`${action.label} failed. Please try again.`);
      }
    },
  });

  const submit = (next: Pending<Row>, input: FormValues) => {
    const problems = next.action.check?.(input) ?? {};
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      toast.show(
        refusalMessage(problems, (key) => asks(next.action, key)),
        Object.keys(problems),
      );
      return;
    }
    run.mutate({ ...next, input });
  };

  return {
    pending,
    values,
    errors,
    busy: run.isPending,
    /** Whether the action's call needs this field, or the field says it is needed. */
    isRequired: (key: string) =>
      requiredFields(pending?.action.endpoint?.body).has(key) ||
      (pending?.action.fields ?? []).some((field) => field.key === key && field.required),
    start: (action: RowAction<Row>, row: Row) => {
      const fields = action.fields ?? [];
      if (fields.length === 0 && !action.confirm) {
        submit({ action, row }, {});
        return;
      }
      setPending({ action, row });
      setValues(Object.fromEntries(fields.map((f) => [f.key, emptyValue(f.input)])));
      setErrors({});
    },
    change: (key: string, value: unknown) => {
      setValues((previous) => ({ ...previous, [key]: value }));
      setErrors(({ [key]: _, ...rest }) => rest);
      toast.answered([key]);
    },
    confirm: () => {
      if (pending && !run.isPending) submit(pending, values);
    },
    cancel: close,
  };
}

export type RowActions<Row> = ReturnType<typeof useRowActions<Row>>;
