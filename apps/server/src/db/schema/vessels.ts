import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  ],
);
