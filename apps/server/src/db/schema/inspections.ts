import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { reports } from './billing';
import { clearingAgents } from './clearingAgents';
import { componentCodes, damageCodes, repairCodes } from './codes';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';
import { containers } from './containers';
import { documents } from './documents';
import { movements } from './movements';
import { accounts, applicants } from './parties';
import { locations, ports } from './places';
import { transporters } from './transporters';
import { vessels } from './vessels';
import { voyages } from './voyages';

/**
 * One inspection of one container (the spec's "transaction"): where it was, for whom, in what
 * condition. Survey reports, bills, EDI messages and customs checks are all built from these
 * rows; the columns they set (report, bill, sent marks, shipping bill) are here from the start.
 */
export const inspections = pgTable(
  'inspections',
  {
    id: idColumn(),
    companyId: companyColumn(),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id),
    /**
     * The container's size, kept equal to it by triggers (migration 0013) so a month's 20/40-foot
     * counts are read off an index instead of joining every match to its container.
     */
    containerSize: smallint('container_size'),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id),
    voyageId: integer('voyage_id')
      .notNull()
      .references(() => voyages.id),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    toLocationId: integer('to_location_id').references(() => locations.id),
    cfsId: integer('cfs_id').references(() => locations.id),
    /** 1 EOR (estimate of repair), 2 Non-EOR. */
    type: smallint('type').notNull().default(2),
    /** 1 Damage, 2 Sound. */
    condition: smallint('condition').notNull(),
    seal: text('seal'),
    inspectionDate: date('inspection_date').notNull(),
    /** HHMM, as the surveyor types it. */
    inspectionTime: text('inspection_time'),
    polId: integer('pol_id').references(() => ports.id),
    podId: integer('pod_id').references(() => ports.id),
    fpdId: integer('fpd_id').references(() => ports.id),
    transporterId: integer('transporter_id').references(() => transporters.id),
    /** R road, T train. */
    transportMode: text('transport_mode'),
    bookingNo: text('booking_no'),
    hazardous: boolean('hazardous').notNull().default(false),
    /** Kilograms. */
    cargoWeight: integer('cargo_weight'),
    note: text('note'),
    clearingAgentId: integer('clearing_agent_id').references(() => clearingAgents.id),
    jobOrderNo: text('job_order_no'),
    slot: text('slot'),
    shifts: text('shifts'),
    unNumber: text('un_number'),
    temperature: text('temperature'),
    stowLocation: text('stow_location'),
    /** The survey report it is printed on (and through it, the bill); either locks it. */
    reportId: integer('report_id').references(() => reports.id),
    /** What the bill charged for this container, in paise; set while its report is billed. */
    ratePaise: bigint('rate_paise', { mode: 'number' }),
    // Set by the EDI and customs issues; a resend clears the sent marks.
    ediSent: boolean('edi_sent').notNull().default(false),
    codecoSent: boolean('codeco_sent').notNull().default(false),
    ovaSent: boolean('ova_sent').notNull().default(false),
    ediFileName: text('edi_file_name'),
    ediFileAt: timestamp('edi_file_at', { withTimezone: true }),
    ovaFileName: text('ova_file_name'),
    shippingBillNo: text('shipping_bill_no'),
    shippingBillDate: date('shipping_bill_date'),
    ...auditColumns,
  },
  (t) => [
    check('inspections_condition_check', sql`${t.condition} in (1, 2)`),
    check('inspections_type_check', sql`${t.type} in (1, 2)`),
    check('inspections_transport_mode_check', sql`${t.transportMode} in ('R', 'T')`),
    check('inspections_time_check', sql`${t.inspectionTime} ~ '^([01][0-9]|2[0-3])[0-5][0-9]$'`),
    index('inspections_party_call_idx').on(
      t.companyId,
      t.applicantId,
      t.accountId,
      t.vesselId,
      t.voyageId,
      t.inspectionDate,
    ),
    // A company's inspections newest first (View Inspection's order), and any date range.
    // The size last, so a date range's 20/40-foot counts are an index-only scan.
    index('inspections_company_newest_idx').on(
      t.companyId,
      t.inspectionDate.desc(),
      t.inspectionTime.desc().nullsLast(),
      t.id.desc(),
      t.containerSize,
    ),
    // A container's inspections; with the party after, a line's container search checks its
    // party on the index entries instead of ANDing every entry of the party's (20,000 for a
    // big line at a year's data) into each container's few.
    index('inspections_container_idx').on(
      t.containerId,
      t.inspectionDate,
      t.applicantId,
      t.accountId,
    ),
    // A party's inspections newest first, as View Inspection lists them: the page of a party's
    // date range (what a line's user asks for) is the index's first rows, not a sort of every
    // match after its joins, and its 20/40-foot counts are an index-only scan.
    index('inspections_party_newest_idx').on(
      t.companyId,
      t.applicantId,
      t.accountId,
      t.inspectionDate.desc(),
      t.inspectionTime.desc().nullsLast(),
      t.id.desc(),
      t.containerSize,
    ),
    // The inspections of a booking, as a line's user looks their containers up by it.
    index('inspections_booking_idx')
      .on(t.companyId, sql`upper(${t.bookingNo})`)
      .where(sql`${t.bookingNo} is not null`),
    // A report's inspections; with their movement and size, a report's value at the party's
    // rates (the dashboard's unbilled reports) is read off the index alone.
    index('inspections_report_idx').on(t.reportId, t.movementId, t.containerSize),
    // The dashboard: a period's inspections by movement and condition, index only.
    index('inspections_company_day_idx').on(
      t.companyId,
      t.inspectionDate,
      t.movementId,
      t.condition,
    ),
    // The dashboard: what waits for a report, an EDI or an OVA, by party, index only.
    index('inspections_unreported_party_idx')
      .on(t.companyId, t.applicantId, t.accountId, t.inspectionDate)
      .where(sql`${t.reportId} is null`),
    // With the time it was recorded: what a line's delivery has still to send.
    index('inspections_edi_unsent_idx')
      .on(t.companyId, t.applicantId, t.accountId, t.createdAt)
      .where(sql`not ${t.ediSent}`),
    index('inspections_ova_unsent_idx')
      .on(t.companyId, t.applicantId, t.accountId, t.createdAt)
      .where(sql`not ${t.ovaSent}`),
    // A vessel's voyage across parties: the loads of a call the customs figures compare, and
    // whether a container on its advance list was inspected for its movement.
    index('inspections_call_idx').on(
      t.companyId,
      t.vesselId,
      t.voyageId,
      t.containerId,
      t.movementId,
    ),
    // Inspection Report: a party's inspections on no report yet, in the list's order (newest
    // first, a missing time last), so a page is the index's next rows.
    index('inspections_unreported_idx')
      .on(
        t.companyId,
        t.applicantId,
        t.inspectionDate.desc(),
        t.inspectionTime.desc().nullsLast(),
        t.id.desc(),
      )
      .where(sql`${t.reportId} is null`),
  ],
);

export const DAMAGE_SIDES = ['EXT', 'INT'] as const;

/** One damage of an inspection: where on the box, what part, what damage, what repair, how big. */
export const damageLines = pgTable(
  'damage_lines',
  {
    id: idColumn(),
    companyId: companyColumn(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    /** EXT or INT. */
    side: text('side', { enum: DAMAGE_SIDES }).notNull(),
    /** 1–8: Left, Front, Right, Top, Rear, Interior, Under Structure, Exterior. */
    position: smallint('position').notNull(),
    fromSection: text('from_section'),
    fromPart: text('from_part'),
    toSection: text('to_section'),
    toPart: text('to_part'),
    componentId: integer('component_id').references(() => componentCodes.id),
    damageId: integer('damage_id').references(() => damageCodes.id),
    repairId: integer('repair_id').references(() => repairCodes.id),
    /** Centimetres; area is length × breadth in cm², worked out by the server. */
    length: numeric('length', { precision: 10, scale: 2 }),
    breadth: numeric('breadth', { precision: 10, scale: 2 }),
    area: numeric('area', { precision: 14, scale: 2 }),
    quantity: integer('quantity').notNull().default(1),
    note: text('note'),
    ...auditColumns,
  },
  (t) => [
    check('damage_lines_position_check', sql`${t.position} between 1 and 8`),
    index('damage_lines_inspection_idx').on(t.inspectionId),
  ],
);

/**
 * A photo of an inspection, or of one of its damage lines: the image and its thumbnail are
 * documents of the company, so they are downloaded only by that company.
 */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: idColumn(),
    companyId: companyColumn(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    damageLineId: integer('damage_line_id').references(() => damageLines.id, {
      onDelete: 'set null',
    }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    thumbnailId: integer('thumbnail_id')
      .notNull()
      .references(() => documents.id),
    /** The name the file had on the surveyor's device. */
    originalName: text('original_name').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inspection_photos_inspection_idx').on(t.inspectionId)],
);
