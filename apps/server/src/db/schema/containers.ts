import { boolean, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';
import { isoCodes } from './reference';

export const CONSTRUCTIONS = ['Steel', 'Aluminium', 'FRP'] as const;

export const containers = pgTable(
  'containers',
  {
    id: idColumn(),
    companyId: companyColumn(),
    number: text('number').notNull(),
    size: smallint('size').notNull(),
    typeCode: text('type_code'),
    typeText: text('type_text'),
    construction: text('construction', { enum: CONSTRUCTIONS }).notNull().default('Steel'),
    isoCode: text('iso_code').references(() => isoCodes.code),
    tareWeight: integer('tare_weight').notNull().default(0),
    grossWeight: integer('gross_weight').notNull().default(0),
    manufacture: text('manufacture'),
    isActive: boolean('is_active').notNull().default(true),
    isSoc: boolean('is_soc').notNull().default(false),
    ...auditColumns,
  },
  (t) => [uniqueIndex('containers_company_number_key').on(t.companyId, t.number)],
);
