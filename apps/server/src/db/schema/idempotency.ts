import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The saves made with an `Idempotency-Key`: written in the transaction of the save itself, so a
 * key is here exactly when its save was recorded; its answer is kept just after, to be given
 * again to a request of the same key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** The call, `POST /create_transaction`. */
    call: text('call').notNull(),
    /** A digest of what the request sent: a key sent again with something else is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer's body as it was sent; none while the first request is still answering. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
