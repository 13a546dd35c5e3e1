import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';
import { movements } from './movements';
import { accounts, applicants } from './parties';
import { locations } from './places';
import { vcns } from './vcns';
import { vessels } from './vessels';
import { voyages } from './voyages';

/** Booking numbers expected at dock-out, by party, vessel, voyage, place and container type. */
export const bookingNumbers = pgTable(
  'booking_numbers',
  {
    id: idColumn(),
    companyId: companyColumn(),
    applicantId: integer('applicant_id').references(() => applicants.id),
    accountId: integer('account_id').references(() => accounts.id),
    vesselId: integer('vessel_id').references(() => vessels.id),
    voyageId: integer('voyage_id').references(() => voyages.id),
    locationId: integer('location_id').references(() => locations.id),
    movementId: integer('movement_id').references(() => movements.id),
    bookingNo: text('booking_no').notNull(),
    containerType: text('container_type'),
    ...auditColumns,
  },
  (t) => [index('booking_numbers_company_idx').on(t.companyId, t.bookingNo)],
);

/** Which party's voyages a vessel call carries. */
export const vcnPartyLinks = pgTable(
  'vcn_party_links',
  {
    id: idColumn(),
    companyId: companyColumn(),
    vcnId: integer('vcn_id')
      .notNull()
      .references(() => vcns.id),
    importVoyageId: integer('import_voyage_id').references(() => voyages.id),
    exportVoyageId: integer('export_voyage_id').references(() => voyages.id),
    applicantId: integer('applicant_id').references(() => applicants.id),
    accountId: integer('account_id').references(() => accounts.id),
    ...auditColumns,
  },
  (t) => [index('vcn_party_links_vcn_idx').on(t.vcnId)],
);
