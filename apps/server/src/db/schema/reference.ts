import { char, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

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

/** ISO 6346 size-and-type codes, e.g. 22G1 (20 ft, general purpose). */
export const isoCodes = pgTable('iso_codes', {
  code: text('iso_code').primaryKey(),
  typeText: text('type_text').notNull(),
  size: smallint('size').notNull(),
  typeCode: text('type_code').notNull(),
});

/** Container type groups as lines report them: GP, HC, RF, OT, FR, TK. */
export const containerTypes = pgTable('container_types', {
  id: integer('id').primaryKey(),
  typeCode: text('type_code').notNull().unique(),
  typeText: text('type_text').notNull(),
});

export const banks = pgTable('banks', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});
