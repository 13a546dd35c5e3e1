import type pg from 'pg';

/**
 * Statements that change nothing: a plain `select` (a `select … for update` only locks), one
 * behind common table expressions that hold no `insert`, `update` or `delete`, and the
 * statements around them. Anything else — `insert`, `update`, `delete`, `truncate`, `commit` —
 * is taken as a write; taking a read for one only makes the next replica read wait a little
 * longer for the log.
 */
const changesNothing = (text: string) =>
  /^\s*(select|begin|rollback|savepoint|release|show|set|explain|values)\b/i.test(text) ||
  (/^\s*with\b/i.test(text) && !/\b(insert|update|delete|merge)\b/i.test(text));

const textOf = (query: unknown): string | undefined =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && 'text' in query
      ? String((query as { text: unknown }).text)
      : undefined;

/**
 * Calls `written` each time a statement that may have written finishes on `pool`, in the async
 * context of the code that sent it: a statement outside a transaction sent through the pool's
 * own `query`, or the `commit` of a transaction on a client taken from it. So a log position read
 * afterwards includes the write.
 */
export function watchWrites(pool: pg.Pool, written: () => void): void {
  watched(pool, written, (text) => !changesNothing(text));
  // A transaction's statements go on the client it took, sent by the caller, who is still in its
  // context; its `commit` is the write, when a statement in it wrote. A statement outside a
  // transaction on a client is the pool's own `query` at work (watched above, where the caller's
  // context is still known) or the migrations' and job queue's locks.
  pool.on('connect', (client) => {
    let wrote = false;
    watched(client, written, (text) => {
      if (/^\s*(begin|start\s+transaction)\b/i.test(text)) wrote = false;
      else if (/^\s*(commit|end)\b/i.test(text)) return wrote;
      else if (!changesNothing(text)) wrote = true;
      return false;
    });
  });
}

/** Wraps `target.query` to call `written` after each statement that `writes`. */
function watched(
  target: pg.Pool | pg.PoolClient,
  written: () => void,
  writes: (text: string) => boolean,
) {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as { query: unknown }).query = (...args: unknown[]) => {
    if (!writes(textOf(args[0]) ?? '')) return query(...args);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        written();
        return callback(...results);
      };
      return query(...args);
    }
    const answer = query(...args);
    if (answer instanceof Promise)
      return answer.finally(() => {
        written();
      });
    // A submittable (a cursor) is read later: its writes, if any, are taken as done now.
    written();
    return answer;
  };
}
