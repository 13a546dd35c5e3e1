import { isIsoDate } from '@quaybook/domain';
import { cellText } from './cellText';

/**
 * A column the table shows, the search looks in, the sort orders by and the exports write; its
 * key is the wire field of the row it shows.
 */
export interface DisplayColumn<Row> {
  key: keyof Row & string;
  /** The column's name: the exports' heading, and the header unless a short one is given. */
  title: string;
  /** A shorter header for a long title ('Imp Voyage'), which then shows the title on hover. */
  short?: string;
  /** What the header means, on hover ('Date & time' behind a movement's 'Date Time' flag). */
  hint?: string;
  /**
   * Columns take the width of their content; past this many pixels a value is cut with an
   * ellipsis and shown whole on hover (DEFAULT_MAX_WIDTH when left out).
   */
  maxWidth?: number;
  /** Amounts line up on the right. */
  align?: 'left' | 'right' | 'center';
  /** A narrow, centred column with little padding (a movement's Yes/No flags). */
  compact?: boolean;
  /** The shown text, which search, sort and export also use. Default: the value as text. */
  text?: (row: Row) => string;
  /**
   * How the column sorts: by this value instead of the shown text (numbers, dates), or not at all
   * (false), where the order would mean nothing or the server cannot sort by it.
   */
  sort?: false | ((row: Row) => string | number | null);
  /** In the CSV and PDF exports only; not shown in the table (a container's audit fields). */
  exportOnly?: boolean;
  /** Where the cell's text leads: a container number to the container's page. */
  link?: (row: Row) => string;
  /** A cell to be looked at reads in the warning colour (a container number that is a likely typo). */
  tone?: (row: Row) => 'warning' | undefined;
}

export function textOf<Row>(column: DisplayColumn<Row>, row: Row): string {
  if (column.text) return column.text(row);
  return cellText(row[column.key]);
}

export function sortValueOf<Row>(column: DisplayColumn<Row>, row: Row): string | number | null {
  if (typeof column.sort === 'function') return column.sort(row);
  // A date shown dd/mm/yyyy sorts by its ISO form, which orders as the calendar does.
  const value = row[column.key];
  return !column.text && typeof value === 'string' && isIsoDate(value)
    ? value
    : textOf(column, row);
}

export const isSortable = <Row>(column: DisplayColumn<Row>) => column.sort !== false;
