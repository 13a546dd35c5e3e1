/** Rows whose shown text contains the search text, ignoring case; all rows for a blank search. */
export function filterRows<Row>(
  rows: readonly Row[],
  search: string,
  textsOf: (row: Row) => readonly (string | number | null | undefined)[],
): Row[] {
  const wanted = search.trim().toLocaleLowerCase('en');
  if (wanted === '') return [...rows];
  return rows.filter((row) =>
    textsOf(row).some(
      (text) =>
        text !== null &&
        text !== undefined &&
        String(text).toLocaleLowerCase('en').includes(wanted),
    ),
  );
}
