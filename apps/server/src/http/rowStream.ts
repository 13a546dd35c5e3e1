import { AsyncLocalStorage } from 'node:async_hooks';
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
 * The envelope of `items` as a stream of JSON text, the rows written where `ROWS_MARK` stands
 * (the spec's master lists hold them twice, in the second and fourth items): everything before
 * them at once, then each batch as it is read (`writeRow` turns one row into its JSON), then what
 * follows them. Each place reads the batches anew. The first batch is read before anything is
 * written, so a refusal found then is still answered as an envelope.
 */
export async function envelopeStream<Row>(
  items: (rows: unknown) => unknown[],
  stream: RowStream<Row>,
  writeRow: (row: Row) => string,
): Promise<Readable> {
  const [before = '', ...after] = JSON.stringify(items(ROWS_MARK)).split(JSON.stringify(ROWS_MARK));
  // The batches are read as the socket drains, outside the call: each in the call's context
  // still, so its reads go where the call's do (a replica, `db/replica`).
  const inCall = AsyncLocalStorage.snapshot();
  const next = (batches: AsyncIterator<readonly Row[]>) => inCall(() => batches.next());
  const opened = stream.batches[Symbol.asyncIterator]();
  const first = await next(opened);
  async function* rows(
    batches: AsyncIterator<readonly Row[]>,
    from: IteratorResult<readonly Row[]>,
  ) {
    yield '[';
    let written = 0;
    for (let batch = from; !batch.done; batch = await next(batches)) {
      if (batch.value.length === 0) continue;
      yield `${written === 0 ? '' : ','}${batch.value.map(writeRow).join(',')}`;
      written += batch.value.length;
    }
    yield ']';
  }
  async function* text() {
    yield before;
    for (const [place, following] of after.entries()) {
      if (place === 0) yield* rows(opened, first);
      else {
        const again = inCall(() => stream.batches[Symbol.asyncIterator]());
        yield* rows(again, await next(again));
      }
      yield following;
    }
  }
  return Readable.from(text(), { objectMode: false });
}
