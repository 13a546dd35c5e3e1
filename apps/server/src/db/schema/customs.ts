import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  (t) => [
    index('booking_numbers_company_idx').on(t.companyId, t.bookingNo),
    index('booking_numbers_search_trgm_idx').using('gin', sql`${t.bookingNo} gin_trgm_ops`),
  ],
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

// The customs records the mismatch reports compare with the loaded export containers
// (docs/customs-reports.md). Each is uploaded from a file through the staged upload, which
// keeps its batch id on the row; container numbers are stored upper-case, as inspections hold them.

/** A shipping bill's line for one container, as the exporter's customs broker filed it. */
export const shippingBills = pgTable(
  'shipping_bills',
  {
    id: idColumn(),
    companyId: companyColumn(),
    sbNo: text('sb_no').notNull(),
    sbDate: date('sb_date').notNull(),
    containerNo: text('container_no').notNull(),
    /** The exporter's Importer-Exporter Code (a PAN). */
    iec: text('iec'),
    gstin: text('gstin'),
    pcin: text('pcin'),
    packageType: text('package_type'),
    packageCount: integer('package_count'),
    batchId: text('batch_id'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('shipping_bills_line_key').on(t.companyId, t.sbNo, t.sbDate, t.containerNo),
    index('shipping_bills_container_idx').on(t.companyId, t.containerNo),
    // Shipping Bills by SB dates, in the list's order: a page is the index's next rows.
    index('shipping_bills_date_idx').on(t.companyId, t.sbDate, t.sbNo, t.containerNo, t.id),
  ],
);

/** A line of the terminal's EGM (its final loading list): the container and the SB it sailed on. */
export const terminalEgmLines = pgTable(
  'terminal_egm_lines',
  {
    id: idColumn(),
    companyId: companyColumn(),
    containerNo: text('container_no').notNull(),
    sbNo: text('sb_no').notNull(),
    sbDate: date('sb_date').notNull(),
    batchId: text('batch_id'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('terminal_egm_lines_key').on(t.companyId, t.containerNo, t.sbNo, t.sbDate),
    index('terminal_egm_lines_date_idx').on(t.companyId, t.sbDate),
  ],
);

/** A line of the EGM as filed on ODeX: the container, the vessel and voyage as typed there, the SB. */
export const odexEgmLines = pgTable(
  'odex_egm_lines',
  {
    id: idColumn(),
    companyId: companyColumn(),
    containerNo: text('container_no').notNull(),
    /** 'Vessel Voyage' as ODeX has it, one text ('MSC ANNA 447E'). */
    vesselVoyage: text('vessel_voyage').notNull(),
    sbNo: text('sb_no').notNull(),
    sbDate: date('sb_date').notNull(),
    pcin: text('pcin'),
    packageCount: integer('package_count'),
    batchId: text('batch_id'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('odex_egm_lines_key').on(t.companyId, t.containerNo, t.sbNo, t.sbDate),
    index('odex_egm_lines_date_idx').on(t.companyId, t.sbDate),
  ],
);

/** A container of a party's bill of lading, with what the party declared for it. */
export const partyBlLines = pgTable(
  'party_bl_lines',
  {
    id: idColumn(),
    companyId: companyColumn(),
    bookingNo: text('booking_no').notNull(),
    blNo: text('bl_no').notNull(),
    containerNo: text('container_no').notNull(),
    packageCount: integer('package_count'),
    /** Kilograms. */
    cargoWeight: integer('cargo_weight'),
    /** Kilograms. */
    tareWeight: integer('tare_weight'),
    batchId: text('batch_id'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('party_bl_lines_key').on(t.companyId, t.blNo, t.containerNo),
    index('party_bl_lines_container_idx').on(t.companyId, t.containerNo),
    index('party_bl_lines_booking_idx').on(t.companyId, t.bookingNo),
  ],
);
