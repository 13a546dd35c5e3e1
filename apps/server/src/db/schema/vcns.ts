import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { companyColumn } from './companies';
import { locations } from './places';
import { vessels } from './vessels';
import { voyages } from './voyages';

/** A vessel call (VCN): one call of a vessel at a dock, with its import and export voyages. */
export const vcns = pgTable(
  'vcns',
  {
    id: idColumn(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id),
    importVoyageId: integer('import_voyage_id').references(() => voyages.id),
    exportVoyageId: integer('export_voyage_id').references(() => voyages.id),
    /** The dock (master location) of the call. */
    areaId: integer('area_id').references(() => locations.id),
    importRotationNo: text('import_rotation_no'),
    importRotationDate: date('import_rotation_date', { mode: 'string' }),
    exportRotationNo: text('export_rotation_no'),
    exportRotationDate: date('export_rotation_date', { mode: 'string' }),
    berthDate: date('berth_date', { mode: 'string' }),
    egmDate: date('egm_date', { mode: 'string' }),
    isSail: boolean('is_sail').notNull().default(false),
    sailDate: date('sail_date', { mode: 'string' }),
    berthLocationId: integer('berth_location_id').references(() => locations.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('vcns_company_name_key')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`not ${t.isDeleted}`),
    index('vcns_vessel_idx').on(t.vesselId),
    index('vcns_search_trgm_idx').using(
      'gin',
      sql`${t.name} gin_trgm_ops`,
      sql`${t.importRotationNo} gin_trgm_ops`,
      sql`${t.exportRotationNo} gin_trgm_ops`,
    ),
  ],
);
