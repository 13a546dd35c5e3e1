import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companies } from './companies';

export const voyages = pgTable(
  'voyages',
  {
    id: idColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    // The last word on duplicate names when two people save at once.
    uniqueIndex('voyages_company_name_key')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`not ${t.isDeleted}`),
    index('voyages_company_name_idx').on(t.companyId, t.name),
    index('voyages_search_trgm_idx').using(
      'gin',
      sql`${t.name} gin_trgm_ops`,
      sql`${t.description} gin_trgm_ops`,
    ),
  ],
);
