import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';
import { containers } from './containers';
import { movements } from './movements';
import { accounts, applicants } from './parties';
import { locations } from './places';
import { users } from './users';
import { vessels } from './vessels';
import { voyages } from './voyages';

/**
 * `staging`: its rows are still being read in, each chunk in a short transaction; it cannot be
 * saved. `applying`: a save in steps is under way (or was cut off: the next start sets it back
 * to `staged`, and the next save goes on where it stopped).
 */
export const UPLOAD_BATCH_STATUSES = ['staging', 'staged', 'applying', 'applied'] as const;

/**
 * One uploaded file, checked and waiting to be applied. Its id is the `qry` a client sends back:
 * a random UUID, so a batch cannot be guessed from another's id. Applying it flips `status` once.
 */
/** How far a save in steps has come. */
export interface SaveProgress {
  /** Every row numbered up to this one is written. */
  upTo: number;
  saved: number;
  containersAdded: number;
}

export const uploadBatches = pgTable(
  'upload_batches',
  {
    id: text('id').primaryKey(),
    companyId: companyColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The upload kind's name ('advance-list'); says how rows and context are read. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    okCount: integer('ok_count').notNull(),
    /** The form's choices (party, vessel, voyage, ...), as the kind reads them. */
    context: jsonb('context').notNull(),
    status: text('status', { enum: UPLOAD_BATCH_STATUSES }).notNull().default('staged'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    appliedBy: integer('applied_by').references(() => users.id),
    /** How far a save in steps has come: set by each step, cleared once every row is saved. */
    saveProgress: jsonb('save_progress').$type<SaveProgress>(),
  },
  (t) => [index('upload_batches_company_user_idx').on(t.companyId, t.userId, t.createdAt)],
);

/** A row of a staged file: its values as read, and why it will be skipped (none: it is OK). */
export const uploadRows = pgTable(
  'upload_rows',
  {
    batchId: text('batch_id')
      .notNull()
      .references(() => uploadBatches.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    values: jsonb('values').notNull(),
    problems: text('problems').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('upload_rows_batch_row_key').on(t.batchId, t.rowNo)],
);

/** The containers expected on a vessel call (the advance or IGM list), as a line sent them. */
export const advanceContainers = pgTable(
  'advance_containers',
  {
    id: idColumn(),
    companyId: companyColumn(),
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
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    /** 1 Advance, 2 IGM. */
    uploadType: smallint('upload_type').notNull(),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id),
    containerNumber: text('container_number').notNull(),
    size: smallint('size').notNull(),
    isoCode: text('iso_code').notNull(),
    /** Kilograms. */
    tareWeight: integer('tare_weight').notNull(),
    /** Kilograms. */
    grossWeight: integer('gross_weight').notNull(),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id),
    cfsId: integer('cfs_id').references(() => locations.id),
    batchId: text('batch_id').references(() => uploadBatches.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('advance_containers_call_key').on(
      t.companyId,
      t.vesselId,
      t.voyageId,
      t.containerNumber,
      t.uploadType,
    ),
    index('advance_containers_call_idx').on(t.companyId, t.vesselId, t.voyageId, t.uploadType),
    check('advance_containers_upload_type', sql`${t.uploadType} in (1, 2)`),
  ],
);
