import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';

/** Road and rail hauliers that carry containers in and out; each company keeps its own. */
export const transporters = pgTable(
  'transporters',
  {
    id: idColumn(),
    companyId: companyColumn(),
    /** The haulier's code on EDI and gate papers: ASL001, CONKOL … */
    code: text('code').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns,
  },
  (t) => [uniqueIndex('transporters_company_code_key').on(t.companyId, sql`lower(${t.code})`)],
);
