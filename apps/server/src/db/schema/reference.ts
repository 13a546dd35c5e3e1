import { char, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Indian states and union territories; the id is the numeric GST state code. */
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  gstCode: char('gst_code', { length: 2 }).notNull().unique(),
});

/** Countries; the id is the ISO 3166-1 numeric code. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  isoCode: char('iso_code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});
