import { formatDate } from '@quaybook/domain';
import { referenceLists } from '../../reference/referenceLists';
import type { FieldInputKind, FormValues } from './fields';
import type { ReferenceLookup } from './referenceLookup';

/** An edit refused as stale: what the server said, and the fields it can reload. */
export interface StaleEdit {
  message: string;
  /** The fields the other person changed, as `reload` would take them. */
  changed: readonly ShownChange[];
  /** Puts the stored record in the form, keeping this person's other fields, at its version. */
  reload(): void;
}

/** A field changed meanwhile, as the form shows its values. */
export interface ShownChange {
  label: string;
  was: string;
  now: string;
  /** What this person had typed there, when they changed it too. */
  mine?: string;
}

/** A field the other person changed: what the form opened with, and what is stored now. */
interface ChangedField {
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
function fieldText(input: FieldInputKind | undefined, value: unknown, lookup: ReferenceLookup) {
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
    case 'references': {
      const label = referenceLists[input.list].label as string;
      const names = (Array.isArray(value) ? value : [value]).map((id) => {
        const row = lookup(input.list, id) as Record<string, unknown> | undefined;
        return row ? String(row[label] ?? id) : String(id);
      });
      return names.join(', ') || '—';
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
function shownChanges(
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

/** A form's edit refused as stale, as its dialog shows it. */
interface StaleForm {
  /** The refusal's message: who changed the record, and when. */
  message: string;
  /** The fields compared, in the form's order. */
  keys: readonly string[];
  opened: FormValues;
  typed: FormValues;
  /** The stored record as the form's values. */
  stored: FormValues;
  fieldOf(key: string): { label: string; input?: FieldInputKind | undefined };
  lookup: ReferenceLookup;
  /** Puts the reloaded values in the form and makes the stored record the one it opened. */
  apply(merged: FormValues, stored: FormValues): void;
}

/**
 * The dialog's state for an edit refused as stale: the stored record reloaded under what this
 * person typed (`reloadKeepingMine`), shown field by field, and applied to the form on Reload.
 */
export function staleEditOf(form: StaleForm): StaleEdit {
  const { values, changed } = reloadKeepingMine(form.keys, form.opened, form.typed, form.stored);
  return {
    message: form.message,
    changed: shownChanges(changed, form.fieldOf, form.lookup),
    reload: () => form.apply(values, form.stored),
  };
}
