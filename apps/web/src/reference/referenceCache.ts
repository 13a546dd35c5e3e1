// Reference lists kept in local storage under the spec's keys, each with a placeholder entry
// (id 0, 'Select …') appended, as screens of the older client read them.

const KNOWN_KEYS = new Set<string>();

export function registerCacheKey(key: string): void {
  KNOWN_KEYS.add(key);
}

/** Keeps rows the server answered (a list, the menu) in local storage under a registered key. */
export function keepRows<Row>(key: string, rows: readonly Row[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(rows));
  } catch {
    // Storage full or disabled: the screens still work from the live answer.
  }
}

/** The rows kept under the key, or undefined when nothing usable is stored. */
export function keptRows<Row>(key: string): Row[] | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return Array.isArray(parsed) ? (parsed as Row[]) : undefined;
  } catch {
    return undefined;
  }
}

export function writeCache<Row>(
  key: string,
  rows: readonly Row[],
  placeholder: Partial<Row>,
): void {
  keepRows(key, [...rows, placeholder]);
}

/** The cached rows without the placeholder, or undefined when nothing usable is stored. */
export function readCache<Row>(
  key: string,
  isPlaceholder: (row: Row) => boolean,
): Row[] | undefined {
  return keptRows<Row>(key)?.filter((row) => !isPlaceholder(row));
}

export function clearReferenceCache(): void {
  for (const key of KNOWN_KEYS) localStorage.removeItem(key);
}
