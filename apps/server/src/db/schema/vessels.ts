import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';

export const vessels = pgTable(
  'vessels',
  {
    id: idColumn(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    description: text('description'),
    callSign: text('call_sign'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('vessels_company_name_key')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`not ${t.isDeleted}`),
    index('vessels_search_trgm_idx').using(
      'gin',
      sql`${t.name} gin_trgm_ops`,
      sql`${t.description} gin_trgm_ops`,
      sql`${t.callSign} gin_trgm_ops`,
    ),
  ],
);
