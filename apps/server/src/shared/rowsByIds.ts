/** Rows of an unpaged list read at once: enough to keep each query short and the memory small. */
export const ROWS_PER_BATCH = 1_000;

/**
 * Every row of a list, a batch at a time: `ids` are the ids of every row in the list's order
 * (read first, by one query on the list's own table: a number a row), and `rowsOf` reads the
 * rows of a batch of them in that same order. No connection is held between batches, so on
 * the embedded database other calls take their turn while a long list is written. It can be
 * read more than once (a list the answer holds twice), each time the same rows in the same order.
 * @example streamedRows(rowsByIds(await orderedIds(), (batch) => rowsOf(inArray(table.id, batch))))
 */
export function rowsByIds<Row>(
  ids: readonly number[],
  rowsOf: (batch: number[]) => Promise<readonly Row[]>,
): AsyncIterable<readonly Row[]> {
  return {
    async *[Symbol.asyncIterator]() {
      for (let start = 0; start < ids.length; start += ROWS_PER_BATCH)
        yield await rowsOf(ids.slice(start, start + ROWS_PER_BATCH));
    },
  };
}

/** `rows` in the order of `ids`, for a batch read by `id in (…)`, which keeps no order. */
export function inOrderOf<Row>(
  ids: readonly number[],
  rows: readonly Row[],
  idOf: (row: Row) => number,
) {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}
