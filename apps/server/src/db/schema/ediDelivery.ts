import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgSchema,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';
import { documents } from './documents';
import { linkParties } from './parties';
import { users } from './users';

export const DELIVERY_MESSAGES = ['CODECO', 'COARRI', 'OVA', 'DESTIM', 'REPORT'] as const;
export const DELIVERY_CHANNELS = ['sftp', 'email'] as const;
export const DELIVERY_STATES = ['waiting', 'sent', 'failing'] as const;
export const SCHEDULE_KINDS = ['after', 'every', 'daily'] as const;

/**
 * How a Link Party's messages reach the line: the channel and where, which messages, and when.
 * The SFTP secret is kept sealed (`secrets/secretBox.ts`), never in clear.
 */
export const deliverySettings = pgTable(
  'edi_delivery_settings',
  {
    linkPartyId: integer('link_party_id')
      .primaryKey()
      .references(() => linkParties.id),
    companyId: companyColumn(),
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull(),
    host: text('host'),
    port: integer('port').notNull().default(22),
    username: text('username'),
    secretKind: text('secret_kind', { enum: ['password', 'privatekey'] }),
    /** The password or private key, sealed with the server's secret key. */
    sealedSecret: text('sealed_secret'),
    folder: text('folder'),
    inboundFolder: text('inbound_folder'),
    emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
    messages: text('messages', { enum: DELIVERY_MESSAGES }).array().notNull(),
    scheduleKind: text('schedule_kind', { enum: SCHEDULE_KINDS }).notNull(),
    /** Minutes after the event (`after`) or hours between runs (`every`). */
    scheduleCount: integer('schedule_count'),
    /** HHMM in India (`daily`). */
    scheduleAt: text('schedule_at'),
    active: boolean('active').notNull().default(true),
    /**
     * Only events from here on are delivered: switching a line on does not send its history.
     */
    deliverFrom: timestamp('deliver_from', { withTimezone: true }).notNull().defaultNow(),
    ...auditColumns,
  },
  (t) => [index('edi_delivery_settings_company_idx').on(t.companyId)],
);

/**
 * What the sending itself keeps of a party, apart from its settings so that a run never makes
 * an administrator's open edit of them stale: the last scheduled run, and the SFTP server's host
 * key as first seen (a later connection answering another key is refused).
 */
export const deliveryRuns = pgTable('edi_delivery_runs', {
  linkPartyId: integer('link_party_id')
    .primaryKey()
    .references(() => linkParties.id),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** Why the last run could not make a message (an OVA code missing), until one can. */
  problem: text('problem'),
  hostKey: text('host_key'),
});

/**
 * One delivery: a file (an interchange, a workbook, a PDF) of one message for one line, kept as
 * a document, sent until the line's side accepts it. A process sending it holds it leased.
 */
export const deliveries = pgTable(
  'edi_deliveries',
  {
    id: idColumn(),
    companyId: companyColumn(),
    linkPartyId: integer('link_party_id')
      .notNull()
      .references(() => linkParties.id),
    message: text('message', { enum: DELIVERY_MESSAGES }).notNull(),
    /** The interchange's control reference (UNB 0020); none for a workbook or a PDF. */
    controlReference: text('control_reference'),
    /** Its messages' references (BGM document numbers), which an APERAK names. */
    messageReferences: text('message_references').array().notNull().default(sql`'{}'::text[]`),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    containerCount: integer('container_count').notNull(),
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull(),
    state: text('state', { enum: DELIVERY_STATES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Until when a process sending it holds it; past it, another may take it. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
    /** When the company administrators were told it had failed for a day. */
    adminsToldAt: timestamp('admins_told_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acknowledgement: text('acknowledgement', { enum: ['acknowledged', 'rejected'] }),
    acknowledgementDetail: text('acknowledgement_detail'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** Who made it by hand (Send now); none: the schedule. */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('edi_deliveries_company_idx').on(t.companyId, t.createdAt),
    index('edi_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} <> 'sent'`),
    index('edi_deliveries_reference_idx').on(t.companyId, t.controlReference),
  ],
);

/** Every attempt to send a delivery, and what the line's side answered. */
export const deliveryAttempts = pgTable(
  'edi_delivery_attempts',
  {
    id: idColumn(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    sent: boolean('sent').notNull(),
    failure: text('failure'),
    detail: text('detail'),
    /** Who sent it again by hand; none: the schedule or a retry. */
    userId: integer('user_id').references(() => users.id),
  },
  (t) => [index('edi_delivery_attempts_delivery_idx').on(t.deliveryId)],
);

/**
 * What each delivery holds: an inspection (CODECO, COARRI, OVA), or the document of a DESTIM or
 * of a survey report's PDF (DESTIM, REPORT). One item goes in one delivery of a message, whatever
 * runs at once.
 */
export const deliveryItems = pgTable(
  'edi_delivery_items',
  {
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    message: text('message', { enum: DELIVERY_MESSAGES }).notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deliveryId, t.itemId] }),
    uniqueIndex('edi_delivery_items_once_key').on(t.message, t.itemId),
  ],
);

/**
 * Keys the server made for itself when none was given in its environment. They live outside the
 * public schema, so a backup (of the public schema's tables) never holds a key beside the secrets
 * sealed with it, and a restore never replaces this server's key.
 */
export const keySchema = pgSchema('server_keys');
export const serverKeys = keySchema.table('keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
