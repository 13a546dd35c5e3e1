import { useQueries } from '@tanstack/react-query';
import { type ReferenceName, referenceLists, referenceQuery } from '../../reference/referenceLists';
import { CHANGE_LISTS } from './changeFields';

const LISTS = [...new Set(Object.values(CHANGE_LISTS))] as ReferenceName[];

/**
 * The name behind an id a change names (a location's id as its name), from the cached lists;
 * undefined for a field that is no choice, or an id no list knows.
 */
export function useChangeNames(): (field: string, value: unknown) => string | undefined {
  const results = useQueries({ queries: LISTS.map((name) => referenceQuery(name)) });
  const rowsOf = new Map(LISTS.map((name, index) => [name, results[index]?.data]));
  return (field, value) => {
    const name = CHANGE_LISTS[field];
    if (!name || value === null || value === undefined) return undefined;
    const list = referenceLists[name];
    const rows = rowsOf.get(name) as Record<string, unknown>[] | undefined;
    const row = rows?.find((each) => String(each[list.id]) === String(value));
    return row ? String(row[list.label]) : undefined;
  };
}
