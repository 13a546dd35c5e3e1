import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Who made and last changed a row, and when; the server fills these from the token and clock. */
export const auditColumns = {
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedBy: integer('modified_by'),
  modifiedAt: timestamp('modified_at', { withTimezone: true }),
  /**
   * Raised by one on every change of the row by the `raise_row_version` trigger, whoever makes
   * it, so an edit can say which version it started from and a stale one is refused.
   */
  version: integer('version').notNull().default(1),
};

/** Surrogate key of a business table. */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
