import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { repairBills } from './billing';
import { componentCodes, damageCodes, repairCodes } from './codes';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';
import { documents } from './documents';
import { damageLines, inspections } from './inspections';
import { linkParties } from './parties';
import { users } from './users';

export const REPAIR_MEASURES = ['piece', 'area', 'length'] as const;

/**
 * A shipping line's price of one repair: labour hours and material for a component, a repair
 * method and optionally a damage, for a container size (0 any), per piece, per area up to a size
 * band, or per length up to a band. Estimates are priced from these rows.
 */
export const repairTariffs = pgTable(
  'repair_tariffs',
  {
    id: idColumn(),
    companyId: companyColumn(),
    linkPartyId: integer('link_party_id')
      .notNull()
      .references(() => linkParties.id),
    componentId: integer('component_id')
      .notNull()
      .references(() => componentCodes.id),
    repairId: integer('repair_id')
      .notNull()
      .references(() => repairCodes.id),
    /** None: the row prices the repair whatever the damage. */
    damageId: integer('damage_id').references(() => damageCodes.id),
    /** 20 or 40 feet, or 0 for any size. */
    size: smallint('size').notNull(),
    measure: text('measure', { enum: REPAIR_MEASURES }).notNull(),
    /** The band's upper bound in centimetres (area: length × breadth; length: length alone). */
    uptoLengthCm: integer('upto_length_cm'),
    uptoBreadthCm: integer('upto_breadth_cm'),
    /** Labour in hundredths of an hour (1.50 h is 150), so no binary fraction enters a price. */
    hoursHundredths: integer('hours_hundredths').notNull(),
    materialPaise: bigint('material_paise', { mode: 'number' }).notNull(),
    ...auditColumns,
  },
  (t) => [
    check('repair_tariffs_size_check', sql`${t.size} in (0, 20, 40)`),
    check('repair_tariffs_hours_check', sql`${t.hoursHundredths} >= 0`),
    check('repair_tariffs_material_check', sql`${t.materialPaise} >= 0`),
    check(
      'repair_tariffs_band_check',
      sql`(${t.uptoLengthCm} is null or ${t.uptoLengthCm} > 0) and (${t.uptoBreadthCm} is null or ${t.uptoBreadthCm} > 0)`,
    ),
    // One price per component, repair, damage, size, measure and band: two would be ambiguous.
    uniqueIndex('repair_tariffs_row_key').on(
      t.companyId,
      t.linkPartyId,
      t.componentId,
      t.repairId,
      sql`coalesce(${t.damageId}, 0)`,
      t.size,
      t.measure,
      sql`coalesce(${t.uptoLengthCm}, 0)`,
      sql`coalesce(${t.uptoBreadthCm}, 0)`,
    ),
  ],
);

export const ESTIMATE_STATUSES = [
  'draft',
  'sent',
  'approved',
  'partly_approved',
  'rejected',
  'repaired',
  'billed',
] as const;

export const RESPONSIBILITIES = ['O', 'U', 'T'] as const;

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * An estimate of repair (EOR) of one damaged inspection for its line: priced from the line's
 * tariff, sent, approved line by line from a link, repaired and billed. Amounts are whole paise,
 * worked out by the server (domain `estimateTotals`).
 */
export const estimates = pgTable(
  'estimates',
  {
    id: idColumn(),
    companyId: companyColumn(),
    /** EOR/26-27/00001: the company's series, per financial year. */
    estimateNo: text('estimate_no').notNull(),
    estimateDate: date('estimate_date').notNull(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id),
    linkPartyId: integer('link_party_id')
      .notNull()
      .references(() => linkParties.id),
    status: text('status', { enum: ESTIMATE_STATUSES }).notNull().default('draft'),
    /** The line's labour rate per hour when the estimate was priced. */
    labourRatePaise: money('labour_rate_paise'),
    /** The repair service's SAC and GST rate in hundredths of a percent (1800 is 18%). */
    sac: text('sac').notNull(),
    gstRateBasisPoints: integer('gst_rate_basis_points').notNull(),
    /** 1 IGST, 2 CGST + SGST, between the company's state and the applicant's. */
    taxSlab: smallint('tax_slab').notNull(),
    labourPaise: money('labour_paise'),
    materialPaise: money('material_paise'),
    taxablePaise: money('taxable_paise'),
    cgstPaise: money('cgst_paise'),
    sgstPaise: money('sgst_paise'),
    igstPaise: money('igst_paise'),
    totalPaise: money('total_paise'),
    /** What the line approved, before tax; set by its decisions. */
    approvedPaise: bigint('approved_paise', { mode: 'number' }),
    note: text('note'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id),
    /** The estimate's PDF and DESTIM interchange as sent. */
    documentId: integer('document_id').references(() => documents.id),
    destimDocumentId: integer('destim_document_id').references(() => documents.id),
    /** The DESTIM interchange's control reference (UNB 0020), kept for a resend. */
    interchangeRef: text('interchange_ref'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    repairedAt: date('repaired_at'),
    /** The repair bill that charged it (set by the repair bill). */
    repairBillId: integer('repair_bill_id').references(() => repairBills.id),
    ...auditColumns,
  },
  (t) => [
    check('estimates_tax_slab_check', sql`${t.taxSlab} in (1, 2)`),
    uniqueIndex('estimates_company_no_key').on(t.companyId, t.estimateNo),
    // One estimate of an inspection at a time; a rejected one may be estimated again.
    uniqueIndex('estimates_open_inspection_key')
      .on(t.inspectionId)
      .where(sql`${t.status} <> 'rejected'`),
    // The Estimates list's order (newest first) and its party filter: a page is an index range.
    index('estimates_company_date_idx').on(t.companyId, t.estimateDate, t.id),
    index('estimates_company_party_idx').on(t.companyId, t.linkPartyId, t.estimateDate, t.id),
    index('estimates_company_status_idx').on(t.companyId, t.status, t.estimateDate, t.id),
    // A delivered DESTIM leads back to its estimate (the Delivery Log's containers).
    index('estimates_destim_document_idx').on(t.destimDocumentId),
  ],
);

/** One priced line of an estimate: a damage line of its inspection, as estimated and decided. */
export const estimateLines = pgTable(
  'estimate_lines',
  {
    id: idColumn(),
    companyId: companyColumn(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    damageLineId: integer('damage_line_id').references(() => damageLines.id, {
      onDelete: 'set null',
    }),
    /** CEDEX location code (domain.md §3.3), worked out from the damage line when created. */
    locationCode: text('location_code').notNull(),
    componentId: integer('component_id').references(() => componentCodes.id),
    damageId: integer('damage_id').references(() => damageCodes.id),
    repairId: integer('repair_id').references(() => repairCodes.id),
    lengthCm: numeric('length_cm', { precision: 10, scale: 2 }),
    breadthCm: numeric('breadth_cm', { precision: 10, scale: 2 }),
    quantity: integer('quantity').notNull(),
    /** The tariff row it was priced from; none when priced by hand or not yet priced. */
    tariffId: integer('tariff_id').references(() => repairTariffs.id, { onDelete: 'set null' }),
    /** 'tariff', 'hand', or none while no price is known. */
    pricedBy: text('priced_by', { enum: ['tariff', 'hand'] }),
    hoursHundredths: integer('hours_hundredths'),
    labourPaise: bigint('labour_paise', { mode: 'number' }),
    materialPaise: bigint('material_paise', { mode: 'number' }),
    responsibility: text('responsibility', { enum: RESPONSIBILITIES }).notNull().default('U'),
    note: text('note'),
    /** The line's decision: 1 approved, 0 rejected, none while undecided. */
    approved: smallint('approved'),
    /** What was approved, before tax; at most the line's amount. */
    approvedPaise: bigint('approved_paise', { mode: 'number' }),
    approvalNote: text('approval_note'),
    repairedAt: date('repaired_at'),
    ...auditColumns,
  },
  (t) => [
    check('estimate_lines_quantity_check', sql`${t.quantity} > 0`),
    check('estimate_lines_approved_check', sql`${t.approved} in (0, 1)`),
    uniqueIndex('estimate_lines_estimate_line_key').on(t.estimateId, t.lineNo),
  ],
);

/**
 * The signed link an estimate is approved from, without an account: its token is kept only as a
 * hash, and it is good for one use within its time.
 */
export const estimateApprovalLinks = pgTable(
  'estimate_approval_links',
  {
    id: idColumn(),
    companyId: companyColumn(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Who it was sent to: the one who decides through it. */
    recipient: text('recipient').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('estimate_approval_links_token_key').on(t.tokenHash),
    index('estimate_approval_links_estimate_idx').on(t.estimateId),
  ],
);

/** A photo of a line after its repair; the image and thumbnail are documents of the company. */
export const repairPhotos = pgTable(
  'repair_photos',
  {
    id: idColumn(),
    companyId: companyColumn(),
    estimateLineId: integer('estimate_line_id')
      .notNull()
      .references(() => estimateLines.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    thumbnailId: integer('thumbnail_id')
      .notNull()
      .references(() => documents.id),
    originalName: text('original_name').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repair_photos_line_idx').on(t.estimateLineId)],
);
