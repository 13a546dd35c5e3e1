import { EDI_EVENTS } from '@quaybook/domain';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { companyColumn } from './companies';

/**
 * Kinds of container movement. The flags say which inspection fields a movement asks for
 * (see `movementFields` in @quaybook/domain), so the rules live in data, not in id lists.
 */
export const movements = pgTable(
  'movements',
  {
    // Seeded movements keep the ids the spec names (3, 7, 17, ...); new ones count from 1000.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000 }),
    companyId: companyColumn(),
    name: text('name').notNull(),
    description: text('description'),
    previousMove: integer('previous_move'),
    moveFor: text('move_for'),
    iboxCode: text('ibox_code'),
    ovaCode: text('ova_code'),
    /** The EDI message its containers are reported in (see movementMessage); none: not reported. */
    ediEvent: text('edi_event', { enum: EDI_EVENTS }),
    /** Whether the box moves full (EQD 8169 5) or empty (4), and OVA's fl_mt_stat F or E. */
    ediFull: boolean('edi_full').notNull().default(true),
    needsDateTime: boolean('needs_date_time').notNull().default(false),
    needsGrossWeight: boolean('needs_gross_weight').notNull().default(false),
    needsPorts: boolean('needs_ports').notNull().default(false),
    needsCfs: boolean('needs_cfs').notNull().default(false),
    needsListCfs: boolean('needs_list_cfs').notNull().default(false),
    needsTransporter: boolean('needs_transporter').notNull().default(false),
    needsBookingNo: boolean('needs_booking_no').notNull().default(false),
    needsTransportMode: boolean('needs_transport_mode').notNull().default(false),
    needsCondition: boolean('needs_condition').notNull().default(false),
    needsVesselVoyage: boolean('needs_vessel_voyage').notNull().default(false),
    roadOnly: boolean('road_only').notNull().default(false),
    ...auditColumns,
  },
  (t) => [uniqueIndex('movements_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);
