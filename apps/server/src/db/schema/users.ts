import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companies } from './companies';
import { linkParties } from './parties';
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
    /**
     * Where a staff user is told by mail of what needs them (an administrator, of a failing
     * delivery). None for a shipping line's user, whose address is their `line_notifications`.
     */
    email: text('email'),
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

/**
 * The link parties a shipping line's user (role 3) acts for: they see what was issued for these
 * parties' applicant and account, and nothing else. Of the user's own company.
 */
export const userLinkParties = pgTable(
  'user_link_parties',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkPartyId: integer('link_party_id')
      .notNull()
      .references(() => linkParties.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.linkPartyId] }),
    index('user_link_parties_party_idx').on(t.linkPartyId),
  ],
);

/** What a shipping line's user chooses to be told by e-mail, and where. */
export const lineNotifications = pgTable('line_notifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  /** An e-mail when an estimate of one of their parties is sent for approval. */
  estimates: boolean('estimates').notNull().default(false),
  /** An e-mail when a survey report of one of their parties is issued. */
  reports: boolean('reports').notNull().default(false),
});
