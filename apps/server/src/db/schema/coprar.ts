import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';
import { accounts, applicants } from './parties';
import { locations, ports } from './places';
import { sentFiles } from './sentFiles';
import { vcns } from './vcns';
import { vessels } from './vessels';
import { voyages } from './voyages';

/**
 * A terminal's loading list converted to a COPRAR: the call and party it was for, its number
 * (BGM document number, unique in the company) and the containers as converted, so it can be
 * printed again under a new number.
 */
export const coprarConversions = pgTable(
  'coprar_conversions',
  {
    id: idColumn(),
    companyId: companyColumn(),
    coprarNo: text('coprar_no').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    vcnId: integer('vcn_id').references(() => vcns.id),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id),
    voyageId: integer('voyage_id')
      .notNull()
      .references(() => voyages.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    transhipmentPortId: integer('transhipment_port_id').references(() => ports.id),
    isRail: boolean('is_rail').notNull().default(false),
    sentFileId: integer('sent_file_id')
      .notNull()
      .references(() => sentFiles.id),
    /** The converted containers, as the printout lists them. */
    containers: jsonb('containers').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('coprar_conversions_company_no_key').on(t.companyId, sql`upper(${t.coprarNo})`),
  ],
);
