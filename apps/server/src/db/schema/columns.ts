import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Who made and last changed a row, and when; the server fills these from the token and clock. */
export const auditColumns = {
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedBy: integer('modified_by'),
  modifiedAt: timestamp('modified_at', { withTimezone: true }),
};

/** Surrogate key of a business table. */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
