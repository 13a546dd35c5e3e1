import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * The number is not valid ISO 6346 (fourth letter not U, J or Z, or a wrong check digit): a
     * likely typo, recorded all the same. Set by the server from the number on every write.
     */
    numberWarning: boolean('number_warning').notNull().default(false),
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
  (t) => [
    uniqueIndex('containers_company_number_key').on(t.companyId, t.number),
    // Part of a number typed anywhere (GET /container/{text}, the list's search): one trigram
    // index over every searched column, so an OR of their ILIKEs is a bitmap OR of it.
    index('containers_search_trgm_idx').using(
      'gin',
      sql`${t.number} gin_trgm_ops`,
      sql`${t.isoCode} gin_trgm_ops`,
      sql`${t.typeText} gin_trgm_ops`,
    ),
  ],
);
