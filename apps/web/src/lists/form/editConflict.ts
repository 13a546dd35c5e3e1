import { formatDate } from '@quaybook/domain';
import { referenceLists } from '../../reference/referenceLists';
import type { FieldInputKind, FormValues } from './fields';
import type { ReferenceLookup } from './referenceLookup';

/** A field changed meanwhile, as the form shows its values. */
export interface ShownChange {
  label: string;
  was: string;
  now: string;
  /** What this person had typed there, when they changed it too. */
  mine?: string;
}

/** A field the other person changed: what the form opened with, and what is stored now. */
export interface ChangedField {
  key: string;
  was: unknown;
  now: unknown;
  /** What this person had typed there, when they changed it too. */
  mine?: unknown;
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null) ||
  // A blank input holds '' where the record holds null.
  ((a ?? '') === '' && (b ?? '') === '');

/**
 * The record reloaded under an edit that was refused as stale: every field the other person
 * changed takes their value, and every other field keeps what this person typed. Where both
 * changed a field, theirs is taken and this person's is named (`mine`) to be typed again.
 */
export function reloadKeepingMine(
  keys: readonly string[],
  opened: FormValues,
  typed: FormValues,
  current: FormValues,
): { values: FormValues; changed: ChangedField[] } {
  const values: FormValues = { ...typed };
  const changed: ChangedField[] = [];
  for (const key of keys) {
    if (same(opened[key], current[key])) continue;
    const mine = same(typed[key], opened[key]) ? {} : { mine: typed[key] };
    changed.push({ key, was: opened[key], now: current[key], ...mine });
    values[key] = current[key];
  }
  return { values, changed };
}

/** A value as its input shows it: a choice by its name, a date as dd/mm/yyyy, '—' for none. */
export function fieldText(
  input: FieldInputKind | undefined,
  value: unknown,
  lookup: ReferenceLookup,
) {
  if (value === null || value === undefined || value === '') return '—';
  switch (input?.kind) {
    case 'select':
      return (
        input.options.find((option) => String(option.value) === String(value))?.label ??
        String(value)
      );
    case 'reference': {
      const row = lookup(input.list, value) as Record<string, unknown> | undefined;
      const label = input.label ?? (referenceLists[input.list].label as string);
      return row ? String(row[label] ?? value) : String(value);
    }
    case 'checkbox':
      return value === input.on ? 'Yes' : 'No';
    case 'date':
      return typeof value === 'string' ? formatDate(value) : String(value);
    default:
      return String(value);
  }
}

/** The changes as a form shows them: each field by its label, each value as its input shows it. */
export function shownChanges(
  changed: readonly ChangedField[],
  fieldOf: (key: string) => { label: string; input?: FieldInputKind | undefined },
  lookup: ReferenceLookup,
): ShownChange[] {
  return changed.map((change) => {
    const { label, input } = fieldOf(change.key);
    const text = (value: unknown) => fieldText(input, value, lookup);
    return {
      label,
      was: text(change.was),
      now: text(change.now),
      ...('mine' in change ? { mine: text(change.mine) } : {}),
    };
  });
}
