import type { ReferenceName, SessionUser } from '@quaybook/contract';
import type { StartingChoice } from './startingChoice';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** The values of the open add or edit form, by input field. */
export type FormValues = Record<string, unknown>;
/** A message per input field. */
export type FieldMessages = Record<string, string>;

/** How a field is typed or chosen; its value travels as the contract's input field. */
export type FieldInputKind =
  | {
      kind: 'text';
      placeholder?: string;
      upperCase?: boolean;
      type?: 'text' | 'email' | 'password';
    }
  /** A number as typed, never moved into a range: the contract refuses one out of range. */
  | { kind: 'number'; decimals?: number; defaultValue?: number }
  /** An amount typed in rupees; the form holds it, and the call sends it, as typed. */
  /** `clearable`: left blank, it sends null, which clears an optional amount (a labour rate). */
  | { kind: 'money'; clearable?: boolean }
  | { kind: 'checkbox'; on: string | number | boolean; off: string | number | boolean }
  | {
      kind: 'select';
      options: readonly SelectOption[];
      /** What the empty select says; 'Select <label>' when left out. */
      placeholder?: string;
      defaultValue?: string | number;
      clearable?: boolean;
    }
  /** A choice from a cached reference list, by its id (or `value` where another field is sent). */
  | {
      kind: 'reference';
      list: ReferenceName;
      /** Another field of the list's rows to send, or to show, than its declared id and label. */
      value?: string;
      label?: string;
      clearable?: boolean;
      /** What the select says when it has no choices; by default what its list declares. */
      nothingFound?: string;
      /** Where a new record's choice starts; none by default. */
      startsAt?: StartingChoice;
    }
  /** Several choices from a cached reference list keyed by number, sent as the list of their ids. */
  | { kind: 'references'; list: ReferenceName }
  /** An ISO date typed as dd/mm/yyyy; `minDate` 'startOfYear' is 1 January of this year. */
  | { kind: 'date'; minDate?: 'startOfYear' | string; maxDate?: 'today' | string };
// A date typed outside its bounds is kept and refused with the reason (bounds.ts), never cleared.

/** A field of a list's add and edit form, named by the contract's input field it fills. */
export interface FormField<Key extends string = string> {
  key: Key;
  input: FieldInputKind;
  /**
   * The form's label. In the row, a field is named by the title of the column with its key; in
   * the overlay by this, or by that title when left out ('PIN CODE' beside the column 'PIN').
   */
  label?: string;
  /** Asked for only when adding, and sent only by the create call (a user's password). */
  addOnly?: boolean;
  /**
   * Editable only while this holds for the form's values (Sail Date needs Is Sail); when it stops
   * holding, the value is cleared, so a field the user cannot reach is never sent.
   */
  enabledWhen?: (values: FormValues) => boolean;
  /**
   * In the form only while this holds for its values (a line user's link parties, for the role
   * Line user); otherwise the field is left out of the form and cleared, like `enabledWhen`.
   */
  shownWhen?: (values: FormValues) => boolean;
  /**
   * Marked as required though the call's schema lets it be left out (it needs it only with
   * another field's value, or never sees it: a password typed again).
   */
  required?: boolean;
  /**
   * Asked only of the signed-in users this holds for (the group administrator's flag, which
   * only they set); for others the field is not in the form and not sent.
   */
  shownTo?: (session: SessionUser) => boolean;
}

/** A field checked in the browser and never sent (a password typed again). */
export interface ClientOnlyField extends FormField {
  clientOnly: true;
}

export const isClientOnly = (field: FormField): field is ClientOnlyField =>
  (field as Partial<ClientOnlyField>).clientOnly === true;

/** The value an empty form starts with for this input. */
export function emptyValue(input: FieldInputKind): unknown {
  switch (input.kind) {
    case 'text':
      return '';
    case 'number':
      return input.defaultValue ?? '';
    case 'money':
      return '';
    case 'checkbox':
      return input.off;
    case 'select':
      return input.defaultValue ?? null;
    case 'reference':
    case 'date':
      return null;
    case 'references':
      return [];
  }
}

/** A field's label in the overlay: its own, or the title of the column with its key. */
export function fieldLabel(field: FormField, columns: readonly { key: string; title: string }[]) {
  return field.label ?? columns.find((column) => column.key === field.key)?.title ?? field.key;
}

/** Whether another field's value lets this one be filled. */
export const isEnabled = (field: FormField, values: FormValues) =>
  (field.enabledWhen ? field.enabledWhen(values) : true) && isShown(field, values);

/** Whether another field's value puts this one in the form. */
export const isShown = (field: FormField, values: FormValues) =>
  field.shownWhen ? field.shownWhen(values) : true;
