import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';
import { movements } from './movements';
import { accounts, applicants } from './parties';

/** What a party pays per container of a size for a movement; bills are priced from it. */
export const partyRates = pgTable(
  'party_rates',
  {
    id: idColumn(),
    companyId: companyColumn(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id),
    size: smallint('size').notNull(),
    /** Money is whole paise (₹1,500.50 is 150050), never a binary fraction of a rupee. */
    ratePaise: bigint('rate_paise', { mode: 'number' }).notNull(),
    ...auditColumns,
  },
  (t) => [
    check('party_rates_rate_paise_check', sql`${t.ratePaise} >= 0`),
    uniqueIndex('party_rates_party_movement_size_key').on(
      t.companyId,
      t.applicantId,
      t.accountId,
      t.movementId,
      t.size,
    ),
  ],
);
