import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companies } from './companies';
import { roles } from './reference';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    username: text('username').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    isActive: boolean('is_active').notNull().default(true),
    /** Raised on password reset or deactivation; tokens carrying an older one are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    // Sign-in names are global: a user signs in without naming the company.
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_company_idx').on(t.companyId),
  ],
);
