import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CallError } from '../../api/client';
import { notify } from '../../notify';
import { emptyValue, type FieldMessages, type FormValues } from '../form/fields';
import { FIX_ERRORS } from '../form/rowEditor';
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
  screen: Pick<ListScreen, 'refreshes'>,
  queryKey: readonly unknown[],
) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending<Row> | null>(null);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FieldMessages>({});

  const close = () => {
    setPending(null);
    setValues({});
    setErrors({});
  };

  const run = useMutation({
    mutationFn: ({ action, row, input }: Pending<Row> & { input: FormValues }) =>
      action.run(row, input),
    onSuccess: async (reply) => {
      if (reply.message) notify.success(reply.message);
      close();
      await refreshRows(queryClient, screen, queryKey);
    },
    onError: (error, { action }) => {
      if (error instanceof CallError) {
        setErrors((previous) => ({ ...previous, ...error.fields }));
        notify.error(error.message);
      } else {
        notify.error(`${action.label} failed. Please try again.`);
      }
    },
  });

  const submit = (next: Pending<Row>, input: FormValues) => {
    const problems = next.action.check?.(input) ?? {};
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      notify.error(Object.values(problems)[0] ?? FIX_ERRORS);
      return;
    }
    run.mutate({ ...next, input });
  };

  return {
    pending,
    values,
    errors,
    busy: run.isPending,
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
    },
    confirm: () => {
      if (pending && !run.isPending) submit(pending, values);
    },
    cancel: close,
  };
}

export type RowActions<Row> = ReturnType<typeof useRowActions<Row>>;
