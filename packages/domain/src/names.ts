/** The form names are compared in: trimmed and case-folded, so 'MSC Ruby ' equals 'msc ruby'. */
export function normalizeName(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

/**
 * Whether `name` is already used by another row. Blank names never conflict, and the row being
 * edited is excluded so that saving it unchanged (or with only its case changed) is allowed.
 * @example isNameTaken('abc', rows, { nameOf: (r) => r.Name, keyOf: (r) => r.id, editingKey: 3 })
 */
export function isNameTaken<Row, Key>(
  name: string,
  rows: readonly Row[],
  options: {
    nameOf: (row: Row) => string | null | undefined;
    keyOf: (row: Row) => Key;
    editingKey?: Key;
  },
): boolean {
  const wanted = normalizeName(name);
  if (wanted === '') return false;
  return rows.some(
    (row) =>
      (options.editingKey === undefined || options.keyOf(row) !== options.editingKey) &&
      normalizeName(options.nameOf(row) ?? '') === wanted,
  );
}
