import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Where each user's last write ended in the primary's write-ahead log, kept while reads go to a
 * replica (DATABASE_REPLICA_URL): a user's read is served by the replica only once it has
 * replayed this far, so whichever server process answers, the user sees their own saves.
 */
export const readMarks = pgTable('read_marks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** The log position in bytes (`pg_current_wal_lsn() - '0/0'`), after the write's commit. */
  walBytes: bigint('wal_bytes', { mode: 'bigint' }).notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
});
