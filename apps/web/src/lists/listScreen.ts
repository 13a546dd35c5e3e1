import type {
  DownloadedFile,
  Endpoint,
  Entity,
  EntityEndpoints,
  ExportQuery,
  InputKey,
  ReferenceName,
  RowOf,
  SessionUser,
} from '@quaybook/contract';
import type { PagerRule } from '@quaybook/domain';
import type { ComponentType } from 'react';
import type { Reply } from '../api/client';
import type { FilterBarSpec } from './filters/filterSpec';
import type {
  ClientOnlyField,
  FieldInputKind,
  FieldMessages,
  FormField,
  FormValues,
} from './form/fields';
import type { ReferenceLookup } from './form/referenceLookup';
import type { DisplayColumn } from './table/columns';
import type { FooterCount } from './table/TableFooter';

/** The row type of an entity's list. */
export type ListRow<E extends EntityEndpoints> = RowOf<E['list']>;

/** An input of a row action's own form, named by the field the action sends. */
export interface ActionField {
  key: string;
  title: string;
  input: FieldInputKind;
  /** Marked as required though the action's call does not know it (a password typed again). */
  required?: boolean;
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
  /** The call the action makes: the fields its input schema needs are marked as required. */
  endpoint?: Endpoint;
  /** Per-field problems of those inputs that block the call. */
  check?: (values: FormValues) => FieldMessages;
  run(row: Row, values: FormValues): Promise<Reply<unknown>>;
}

/**
 * Everything that makes one list screen different from another; the shared screen turns it into
 * filters, search, sort, paging, the add and edit form, duplicate checks, exports and its route.
 */
interface ListScreenSpec<E extends EntityEndpoints> {
  /** The route the screen is found at: 'voyage', 'damagelist'. */
  route: string;
  /** The heading: 'Voyage List'. */
  title: string;
  /** What the table shows and the exports write, in order. */
  columns: readonly DisplayColumn<ListRow<E>>[];
  /**
   * What the add and edit form asks for, in order, each named by the input field it fills; a
   * field with a column's key is edited in that column's cell of the open row. Without fields the
   * list is read-only.
   */
  fields?: readonly (FormField<InputKey<E>> | ClientOnlyField)[];
  /**
   * Where the list is searched, sorted and paged: in the browser for lists that stay small (all
   * rows are loaded, as the spec's screens did), or on the server for lists that grow without
   * bound (only the page shown is loaded).
   */
  paging?: 'browser' | 'server';
  /** Filters above the table; the list is asked for with what they hold once applied. */
  filters?: FilterBarSpec;
  /** Input fields every save takes from the applied filter of the same name (a rate's party). */
  savedWith?: readonly InputKey<E>[];
  /** Fields a save needs, each left blank refused with the screen's message before any call. */
  required?: { fields: readonly InputKey<E>[]; message: string };
  /** Adding happens in a row at the top of the table, or in the form overlay (applicants). */
  addMode?: 'inline' | 'overlay';
  /** Editing happens in the row, or in the same overlay form as adding (customs records). */
  editMode?: 'inline' | 'overlay';
  /** The table's own heading, with its count, under a screen's filters ('Rates'). */
  caption?: string;
  /** The add button's label; 'Add {entity}' when left out. */
  addLabel?: string;
  /** The overlay's titles; by default 'Add New {entity}' and 'Edit {entity}'. */
  overlayTitles?: { add: string; edit: string };
  /** After an add the overlay stays open on a blank record for the next (spec 002 §4). */
  addAnother?: boolean;
  /** How buttons and questions name a row; by default its unique name, if it has one. */
  rowName?: (row: ListRow<E>) => string;
  /** The question asked before a row is deleted; 'Delete {entity} {name}?' when left out. */
  deleteQuestion?: (row: ListRow<E>) => string;
  /** A first column numbering the rows in the order shown: 'Sl. No'. */
  serialColumn?: string;
  /** Tick boxes on the rows, for bulk actions. */
  selectable?: boolean;
  /** Counts under the table of the rows found (browser-paged lists): by container size. */
  counts?: (rows: readonly ListRow<E>[]) => readonly FooterCount[];
  /** Further buttons in each row's Actions column. */
  rowActions?: readonly RowAction<ListRow<E>>[];
  /**
   * The rows the signed-in user may change, where their role reaches only some (a company
   * administrator edits their own company alone): Edit and the row's actions are offered on
   * those only. Who may change any row at all is the update call's access.
   */
  mayChange?: (row: ListRow<E>, session: SessionUser) => boolean;
  /**
   * Values every save carries for the signed-in user, in place of fields not asked of them (a
   * company administrator's new users are of their company).
   */
  fixedFor?: (session: SessionUser) => FormValues;
  /** Other cached lists derived from these rows, refreshed after a save or delete (active VCNs). */
  refreshes?: readonly ReferenceName[];
  /**
   * Base name of files the browser exports: 'voyages' gives voyages.csv and voyages.pdf. Without
   * it, and without a server export, the screen offers no exports.
   */
  exportName?: string;
  /**
   * The list's export written on the server, for a server-paged list whose every row the browser
   * never holds: it is asked for with the search and sort shown, and answers the file.
   */
  serverExport?: (query: ExportQuery) => Promise<DownloadedFile>;
  /** What the table says while it has no rows yet; 'No rows yet' when left out. */
  emptyText?: string;
  /** The live search box; shown unless a screen's filters already narrow it to a few rows. */
  search?: boolean;
  /**
   * Fields set from another field's new value, run on every change: the ISO code fills type text,
   * size and type code. `fills` also carries those fields from the row into an edit even when no
   * field edits them, so an update does not blank them.
   */
  derive?: {
    fills: readonly (keyof ListRow<E> & string)[];
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
  serverSearch?: (text: string) => Promise<readonly ListRow<E>[]>;
  /** Show the audit columns to admins. */
  audit?: boolean;
  /** A screen of a few narrow columns keeps to this width. */
  maxWidth?: number;
  pager?: PagerRule;
  /** Rows per page offered, the first the default; 10, 20, 30 when left out (Reports: 10, 20, 50). */
  pageSizes?: readonly number[];
}

/** A list screen: its entity and what it declares. */
export interface ListScreen<E extends EntityEndpoints = EntityEndpoints> extends ListScreenSpec<E> {
  kind: 'listScreen';
  entity: Entity<E>;
}

/**
 * Declares a list screen of an entity; its row type and the keys its form may fill come from the
 * entity's list, create and update calls.
 * @example export const voyageList = listScreen(entities.voyage, { route: 'voyage', title: 'Voyage List', columns, fields });
 */
export function listScreen<E extends EntityEndpoints>(
  entity: Entity<E>,
  spec: ListScreenSpec<E>,
): ListScreen<E> {
  const titled = new Set<string>(spec.columns.map((column) => column.key));
  for (const field of spec.fields ?? [])
    if (!(field.label || titled.has(field.key)))
      throw new Error(`${spec.title}: the field ${field.key} has no column and needs a label`);
  return { kind: 'listScreen', entity, ...spec };
}

/** The screen as the signed-in user sees it: without the fields that are not asked of them. */
export function screenFor<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  session: SessionUser | null,
): ListScreen<E> {
  const fields = screen.fields;
  if (!fields?.some((field) => field.shownTo)) return screen;
  return {
    ...screen,
    fields: fields.filter(
      (field) => !field.shownTo || (session !== null && field.shownTo(session)),
    ),
  };
}

function isListScreen(value: unknown): value is ListScreen {
  return (value as Partial<ListScreen> | null)?.kind === 'listScreen';
}

/**
 * The list screens among modules' exports (an `import.meta.glob` of the declarations), checked
 * to have a route each, so that a new screen costs its declaration only.
 */
export function collectListScreens(modules: Record<string, unknown>): ListScreen[] {
  const screens = Object.values(modules)
    .flatMap((module) => Object.values(module as Record<string, unknown>))
    .filter(isListScreen);
  const routes = new Set<string>();
  for (const { route, title } of screens) {
    if (routes.has(route)) throw new Error(`${title}: another list screen has the route ${route}`);
    routes.add(route);
  }
  return screens.sort((a, b) => a.route.localeCompare(b.route));
}
