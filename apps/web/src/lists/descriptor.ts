import type { Endpoint, Entity, ReferenceName } from '@quaybook/contract';
import type { PagerRule } from '@quaybook/domain';
import type { ComponentType } from 'react';
import type { Reply } from '../api/client';
import type { ReferenceLookup } from './form/referenceLookup';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** The values of the open add or edit row, by input field. */
export type FormValues = Record<string, unknown>;
/** A message per input field. */
export type FieldMessages = Record<string, string>;

/** How a cell is edited in the inline row; values travel as the contract's input field. */
export type CellEditor = (
  | {
      kind: 'text';
      placeholder?: string;
      upperCase?: boolean;
      type?: 'text' | 'email' | 'password';
    }
  | { kind: 'number'; min?: number; decimals?: number; defaultValue?: number }
  /** An amount typed in rupees; the row holds it, and the call sends it, in paise. */
  | { kind: 'money' }
  | { kind: 'checkbox'; on: string | number | boolean; off: string | number | boolean }
  | {
      kind: 'select';
      options: readonly SelectOption[];
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
    }
  /** An ISO date typed as dd/mm/yyyy; `minDate` 'startOfYear' is 1 January of this year. */
  | { kind: 'date'; minDate?: 'startOfYear' | string; maxDate?: 'today' | string }
) & {
  /**
   * Editable only while this holds for the row's values (Sail Date needs Is Sail); when it stops
   * holding, the value is cleared, so a field the user cannot reach is never sent.
   */
  enabledWhen?: (values: Record<string, unknown>) => boolean;
};

/** A column of a list screen; its key is the wire field it shows, sorts, searches and exports. */
export interface ListColumn<Row> {
  key: keyof Row & string;
  title: string;
  /** The full name behind a short header title ('Gross Wt'): the header's tooltip and the
   * exports' column heading. */
  hint?: string;
  /** A narrow, centred column with little padding (a movement's Yes/No flags). */
  compact?: boolean;
  width?: number | string;
  /** The shown text, which search, sort and export also use. Default: the value as text. */
  text?: (row: Row) => string;
  /** Editable in the inline add and edit row, as the input field of the same name. */
  edit?: CellEditor;
  /** Sort by this instead of the shown text (numbers, dates). */
  sortValue?: (row: Row) => string | number | null;
  /** Edited in the add overlay only; not a table column (an applicant's bank). */
  formOnly?: boolean;
  /** The input's label in the add overlay when the spec names it otherwise ('PIN CODE'). */
  formLabel?: string;
  /** In the CSV and PDF exports only; not a table column (a container's audit fields). */
  exportOnly?: boolean;
  /** Asked for only when adding, and sent only by the create call (a user's password). */
  addOnly?: boolean;
  /** Checked in the browser and never sent (a password typed again). */
  clientOnly?: boolean;
}

/** An input of a row action's own form, named by the field the action sends. */
export interface ActionField {
  key: string;
  title: string;
  edit: CellEditor;
}

/**
 * A further button in a row's Actions column (a user's Reset password, Deactivate). It may ask
 * for values in a small form or for a confirmation first; its call's message is the success toast
 * and the list reloads after it.
 */
export interface RowAction<Row> {
  /** Names the button and titles its form: 'Reset password'. */
  label: string;
  icon: ComponentType<{ size?: number }>;
  color?: string;
  /** Offered only for rows this holds for: Deactivate for active users, Activate for others. */
  shownFor?: (row: Row) => boolean;
  /** A question answered before the call, naming the row. */
  confirm?: (row: Row) => string;
  /** Inputs asked for first, in a modal. */
  fields?: readonly ActionField[];
  /** Per-field problems of those inputs that block the call. */
  check?: (values: FormValues) => FieldMessages;
  run(row: Row, values: FormValues): Promise<Reply<unknown>>;
}

/**
 * Everything that makes one master list different from another. The shared list screen turns it
 * into search, sort, paging, inline add and edit, duplicate-name checks and exports.
 */
export interface EntityListDescriptor<Row> {
  /** Shown as the heading: 'Voyage List'. */
  title: string;
  /** The entity the rows are: its calls, id, label ('Loading Voyage list...'), messages, unique name and cache. */
  entity: Entity;
  /** Adding happens in a row at the top of the table, or in an overlay form (applicants). */
  addMode?: 'inline' | 'overlay';
  /** Editing happens in the row, or in the same overlay form as adding (customs records). */
  editMode?: 'inline' | 'overlay';
  /** The overlay's titles; by default 'Add New {entityName}' and 'Edit {entityName}'. */
  overlayTitles?: { add: string; edit: string };
  /** After an add the overlay stays open on a blank record for the next (spec 002 §4). */
  addAnother?: boolean;
  /** A first column numbering the rows in the order shown: 'Sl. No'. */
  serialColumn?: string;
  /** Further buttons in each row's Actions column. */
  rowActions?: readonly RowAction<Row>[];
  /** Other cached lists derived from these rows, refreshed after a save or delete (active VCNs). */
  refreshes?: readonly ReferenceName[];
  columns: readonly ListColumn<Row>[];
  /** Base name of exported files: 'voyages' gives voyages.csv and voyages.pdf. */
  exportName: string;
  /**
   * Fields set from another field's new value, run on every change: the ISO code fills type text,
   * size and type code. `fills` also carries those fields from the row into an edit even when no
   * column edits them, so an update does not blank them.
   */
  derive?: {
    fills: readonly (keyof Row & string)[];
    onChange(key: string, values: FormValues, lookup: ReferenceLookup): FormValues | undefined;
  };
  /** Per-field problems that block saving (tax ids); checked on save, then live while shown. */
  check?: (values: FormValues, lookup: ReferenceLookup) => FieldMessages;
  /** Per-field notes that do not block saving (a likely mistyped check digit); always live. */
  warnings?: (values: FormValues, lookup: ReferenceLookup) => FieldMessages;
  /**
   * A server look-up for the typed search text (the container Search button); while the box still
   * holds the text searched for, the list shows the server's answer.
   */
  serverSearch?: { endpoint: Endpoint; param: string };
  /** Show the audit columns to admins. */
  audit?: boolean;
  /** More columns than the screen is wide: the table scrolls sideways with its first and
   * Actions columns pinned. */
  wide?: boolean;
  pager?: PagerRule;
}
