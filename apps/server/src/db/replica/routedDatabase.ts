import type { Database } from '../client';
import { readContext } from './readContext';

/**
 * What reads: a query built from these goes to the database of the running call
 * (`ReadContext.reads`), and so does a read-only transaction. Everything else — `insert`,
 * `update`, `delete`, any other transaction (its reads included), the pool — goes to the primary. A raw `execute` goes with
 * the reads, so a call declared to read on the replica that writes through it is refused by
 * the replica, loudly, in the tests that run with one.
 */
const READS = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  '$count',
  'query',
  'with',
  '$with',
  'execute',
]);

/**
 * The one `Database` the server's code is given when reads may go to a replica: the primary,
 * except that a read made during a call declared to read on the replica goes to the replica.
 */
export function routedDatabase(primary: Database): Database {
  return new Proxy(primary, {
    get(target, property) {
      if (property === 'transaction') return routedTransaction(target);
      const chosen = READS.has(property) ? (readContext()?.reads ?? target) : target;
      const value: unknown = Reflect.get(chosen, property, chosen);
      return typeof value === 'function' ? value.bind(chosen) : value;
    },
  });
}

/**
 * A transaction goes to the primary, but a read-only one (a list read in one snapshot) goes
 * with the call's reads: a hot standby runs those.
 */
function routedTransaction(primary: Database): Database['transaction'] {
  return (work, config) => {
    const chosen = config?.accessMode === 'read only' ? (readContext()?.reads ?? primary) : primary;
    return chosen.transaction(work, config);
  };
}
