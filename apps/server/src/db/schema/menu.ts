import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Sidebar entries: groups have parent 0, screens name their group as parent. */
export const menu = pgTable('menu', {
  id: integer('auto_id').primaryKey(),
  parentId: integer('parent_id').notNull().default(0),
  name: text('menu_name').notNull(),
  icon: text('menu_icon').notNull().default(''),
  action: text('menu_action').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  adminOnly: boolean('admin_only').notNull().default(false),
});
