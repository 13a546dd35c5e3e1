import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';

/** Customs clearing agents (CHAs) named on an inspection; each company keeps its own. */
export const clearingAgents = pgTable(
  'clearing_agents',
  {
    id: idColumn(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    /** The customs broker licence (CB) number, when known. */
    licenceNo: text('licence_no'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns,
  },
  (t) => [uniqueIndex('clearing_agents_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);
