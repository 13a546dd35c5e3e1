import { Readable } from 'node:stream';

/**
 * The rows of a list answer, read in batches as they are written, so an unpaged list of any
 * length never stands whole in the server's memory. A handler answers `ok(streamedRows(batches))`
 * where it would answer the rows; the route wrapper writes the envelope around them.
 */
export class RowStream<Row> {
  constructor(readonly batches: AsyncIterable<readonly Row[]>) {}
}

/** Rows to be written as they are read: `ok(streamedRows(rowsByIds(ids, rowsOf)))`. */
export const streamedRows = <Row>(batches: AsyncIterable<readonly Row[]>) => new RowStream(batches);

/** What stands for the rows in the envelope until they are written. */
const ROWS_MARK = '\u0000rows\u0000';

/**
 * The envelope of `items` as a stream of JSON text, the rows written where `ROWS_MARK` stands:
 * everything before them at once, then each batch as it is read (`writeRow` turns one row into
 * its JSON), then what follows them. The first batch is read before anything is written, so a
 * refusal found then is still answered as an envelope.
 */
export async function envelopeStream<Row>(
  items: (rows: unknown) => unknown[],
  stream: RowStream<Row>,
  writeRow: (row: Row) => string,
): Promise<Readable> {
  const [before, after] = JSON.stringify(items(ROWS_MARK)).split(JSON.stringify(ROWS_MARK)) as [
    string,
    string,
  ];
  const batches = stream.batches[Symbol.asyncIterator]();
  const first = await batches.next();
  async function* text() {
    yield `${before}[`;
    let written = 0;
    for (let batch = first; !batch.done; batch = await batches.next()) {
      if (batch.value.length === 0) continue;
      yield `${written === 0 ? '' : ','}${batch.value.map(writeRow).join(',')}`;
      written += batch.value.length;
    }
    yield `]${after}`;
  }
  return Readable.from(text(), { objectMode: false });
}
