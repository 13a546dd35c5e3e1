import { UPLOAD_MESSAGES } from '@quaybook/contract';
import { badRequest } from '../../http/errors';
import type { UploadColumn } from './uploadKind';

/** A header as compared: case and spaces (and dots, underscores) do not count. */
export const headerKey = (text: string) => text.toLowerCase().replace(/[\s._-]+/g, '');

/** Where a column a file left out sits: past every cell, so each row reads it as ''. */
export const ABSENT_COLUMN = -1;

/**
 * Where each column of the kind sits in the file's header row, by its title or an alias; a file
 * lacking any column that is not optional is refused, naming every column it lacks (`lacking`
 * words it for rows that are not a file's).
 */
export function locateColumns<K extends string>(
  columns: readonly UploadColumn<K>[],
  header: readonly string[],
  lacking: (names: readonly string[]) => string = UPLOAD_MESSAGES.missingColumns,
): Record<K, number> {
  const positions = new Map<string, number>();
  header.forEach((cell, index) => {
    const key = headerKey(cell);
    if (key && !positions.has(key)) positions.set(key, index);
  });
  const found = {} as Record<K, number>;
  const missing: string[] = [];
  for (const column of columns) {
    const index = [column.title, ...column.aliases]
      .map((name) => positions.get(headerKey(name)))
      .find((position) => position !== undefined);
    if (index !== undefined) found[column.key] = index;
    else if (column.optional) found[column.key] = ABSENT_COLUMN;
    else missing.push(column.title);
  }
  if (missing.length > 0) throw badRequest(lacking(missing));
  return found;
}
