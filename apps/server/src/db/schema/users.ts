import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * The group administrator: an administrator over every company, who creates companies,
     * manages every company's users and changes the shared reference data. A flag beside the
     * role rather than a role of its own, since they are their own company's administrator too
     * (every rule of role 2 holds for them) and role 3 is kept for a shipping line's user.
     */
    groupAdmin: boolean('group_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Raised on password reset or deactivation; tokens carrying an older one are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    // Sign-in names are global: a user signs in without naming the company.
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_company_idx').on(t.companyId),
    check('users_group_admin_is_admin', sql`not ${t.groupAdmin} or ${t.roleId} = 2`),
  ],
);
