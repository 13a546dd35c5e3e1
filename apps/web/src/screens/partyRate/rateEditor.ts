import { PARTY_RATE_MESSAGES, type PartyRateRow, partyRateInput } from '@quaybook/contract';
import { useState } from 'react';
import type { EntityListDescriptor } from '../../lists/descriptor';
import { useRowEditor } from '../../lists/form/rowEditor';
import { notify } from '../../notify';

const REQUIRED = ['movementid', 'size', 'rate'] as const;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** The contract's own message for each required field left blank ('Please select a movement.'). */
function blankProblems(values: Record<string, unknown>, blank: readonly string[]) {
  const checked = partyRateInput.safeParse({
    ...values,
    ...Object.fromEntries(blank.map((key) => [key, undefined])),
  });
  const problems: Record<string, string> = {};
  for (const issue of checked.error?.issues ?? []) {
    const key = String(issue.path[0]);
    if (blank.includes(key)) problems[key] ??= issue.message;
  }
  return problems;
}

/**
 * The shared row editor for one party's rates, where a row with a blank field is stopped with the
 * spec's 'Please fill in all fields' before anything is sent.
 */
export function useRateEditor(
  rates: EntityListDescriptor<PartyRateRow>,
  rows: readonly PartyRateRow[],
  queryKey: readonly unknown[],
) {
  const editor = useRowEditor(rates, rows, queryKey);
  const [blanks, setBlanks] = useState<Record<string, string>>({});
  const restart =
    <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      action(...args);
      setBlanks({});
    };

  return {
    ...editor,
    errorOf: (key: string): string | undefined => editor.errors[key] ?? blanks[key],
    change: (key: string, value: unknown) => {
      editor.change(key, value);
      setBlanks(({ [key]: _, ...rest }) => rest);
    },
    startAdd: restart(editor.startAdd),
    startEdit: restart(editor.startEdit),
    cancel: restart(editor.cancel),
    submit: () => {
      if (editor.mode.kind === 'browse' || editor.saving) return;
      const blank = REQUIRED.filter((key) => isBlank(editor.values[key]));
      if (blank.length > 0) {
        setBlanks(blankProblems(editor.values, blank));
        notify.error(PARTY_RATE_MESSAGES.fillAll);
        return;
      }
      editor.submit();
    },
  };
}
