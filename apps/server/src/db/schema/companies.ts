import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { countries, states } from './reference';

/** The tenant: every business row belongs to one company, whose state decides GST. */
export const companies = pgTable('companies', {
  id: idColumn(),
  name: text('name').notNull(),
  address: text('address'),
  city: text('city'),
  /** The 6-digit PIN code of the address, which the e-invoice's seller address needs. */
  pin: text('pin'),
  stateId: integer('state_id').references(() => states.id),
  countryId: integer('country_id').references(() => countries.id),
  pan: text('pan'),
  gst: text('gst'),
  tan: text('tan'),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns,
});

/** The owning company of a business row. */
export const companyColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);
