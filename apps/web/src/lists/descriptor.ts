import type { Endpoint } from '@quaybook/contract';
import type { PagerRule } from '@quaybook/domain';
import type { ReferenceName } from '../reference/referenceLists';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** How a cell is edited in the inline row; values travel as the contract's input field. */
export type CellEditor = (
  | { kind: 'text'; placeholder?: string; upperCase?: boolean; type?: 'text' | 'email' }
  | { kind: 'number'; min?: number; decimals?: number; defaultValue?: number }
  | { kind: 'checkbox'; on: string | number | boolean; off: string | number | boolean }
  | { kind: 'select'; options: readonly SelectOption[]; defaultValue?: string | number }
  | { kind: 'reference'; list: ReferenceName; value: string; label: string }
  /** An ISO date typed as dd/mm/yyyy; `minDate` 'startOfYear' is 1 January of this year. */
  | { kind: 'date'; minDate?: 'startOfYear' | string; maxDate?: 'today' | string }
) & {
  /** Editable only while this holds for the row's values (Sail Date needs Is Sail). */
  enabledWhen?: (values: Record<string, unknown>) => boolean;
};

/** A column of a list screen; its key is the wire field it shows, sorts, searches and exports. */
export interface ListColumn<Row> {
  key: keyof Row & string;
  title: string;
  width?: number | string;
  /** The shown text, which search, sort and export also use. Default: the value as text. */
  text?: (row: Row) => string;
  /** Editable in the inline add and edit row, as the input field of the same name. */
  edit?: CellEditor;
  /** Sort by this instead of the shown text (numbers, dates). */
  sortValue?: (row: Row) => string | number | null;
  /** Edited in the add overlay only; not a table column (an applicant's bank). */
  formOnly?: boolean;
}

/**
 * Everything that makes one master list different from another. The shared list screen turns it
 * into search, sort, paging, inline add and edit, duplicate-name checks and exports.
 */
export interface EntityListDescriptor<Row> {
  /** Shown as the heading: 'Voyage List'. */
  title: string;
  /** The entity as messages name it: 'Voyage' in 'Loading Voyage list...'. */
  entityName: string;
  endpoints: { list: Endpoint; create: Endpoint; update: Endpoint; remove?: Endpoint };
  /** Adding happens in a row at the top of the table, or in an overlay form (applicants). */
  addMode?: 'inline' | 'overlay';
  /** The field holding the row id, also the update call's path parameter. */
  idKey: keyof Row & string;
  /** A cached reference list the rows are shared with and refreshed into. */
  reference?: ReferenceName;
  columns: readonly ListColumn<Row>[];
  /** A name that must be unique, checked live and again by the server. */
  uniqueName?: { key: keyof Row & string; message: string };
  /** Base name of exported files: 'voyages' gives voyages.csv and voyages.pdf. */
  exportName: string;
  messages: {
    created: string;
    updated: string;
    loadError: string;
    saveError: string;
    deleted?: string;
    deleteError?: string;
  };
  /** Show the audit columns to admins. */
  audit?: boolean;
  pager?: PagerRule;
}
