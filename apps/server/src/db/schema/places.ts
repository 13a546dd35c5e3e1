import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';

/** What a location is; docks are the master locations (areas) 618 Kolkata, 210 Haldia, 628 Paradip. */
export const LOCATION_KINDS = ['dock', 'yard', 'cfs', 'party', 'place'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/**
 * Places containers are inspected at or moved to. Shared by every company: docks, yards and
 * container freight stations are physical places, and the CFS list is public in the spec.
 */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10_000 }),
    name: text('name').notNull(),
    shortName: text('short_name'),
    kind: text('kind', { enum: LOCATION_KINDS }).notNull().default('place'),
    isYard: boolean('is_yard').notNull().default(false),
    locationCode: text('location_code'),
    igmCode: text('igm_code'),
    zimCode: text('zim_code'),
    ymlCode: text('yml_code'),
    ovaCode: text('ova_code'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('locations_name_key').on(sql`lower(${t.name})`)],
);

/** Sea ports by UN/LOCODE, for POL, POD and FPD; shared and public as the spec has them. */
export const ports = pgTable(
  'ports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000 }),
    name: text('name').notNull(),
    description: text('description'),
    portCode: text('port_code'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('ports_name_key').on(sql`lower(${t.name})`)],
);
