import { integer, numeric, pgTable, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
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
    rate: numeric('rate', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('party_rates_party_movement_size_key').on(
      t.companyId,
      t.applicantId,
      t.accountId,
      t.movementId,
      t.size,
    ),
  ],
);
