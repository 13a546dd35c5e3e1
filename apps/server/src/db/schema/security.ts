import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-wide settings that must survive restarts and be shared by every API process. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Every sign-in attempt, for throttling guessing across all API processes. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.username, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
  ],
);
