import type { Database } from '@quaybook/server/src/db/client';
import { sql } from 'drizzle-orm';
import { sqlRows } from './sqlRows';

/** The party, vessel and voyage every measured list call filters on. */
export interface MeasuredCall {
  applicantId: number;
  accountId: number;
  vesselId: number;
  voyageId: number;
  containerNumber: string;
  containerId: number;
  movementId: number;
  locationId: number;
  componentId: number;
  damageId: number;
  repairId: number;
}

/** An inspection's columns naming the measured call: its party, vessel, voyage, movement, place. */
export const callColumns = (call: MeasuredCall) => ({
  applicantId: call.applicantId,
  accountId: call.accountId,
  vesselId: call.vesselId,
  voyageId: call.voyageId,
  movementId: call.movementId,
  locationId: call.locationId,
});

// A year of a busy depot in miniature: 20 parties, 40 vessels with 5 voyages each, 20,000
// containers; the inspections spread over them and over the last 365 days.
const PARTIES = 20;
const VESSELS = 40;
const VOYAGES = 200;
const CONTAINERS = 20_000;

const one = async (db: Database, query: ReturnType<typeof sql>) => {
  const [row] = await sqlRows(db, query);
  if (!row) throw new Error('The benchmark data has nothing to measure on');
  return row;
};

/**
 * Seeds the master data and `total` inspections for one company, each table in one
 * `INSERT … SELECT generate_series` statement, then vacuums and analyzes; answers the party,
 * vessel and voyage the list call filters on (1/200 of the inspections, ~1,000 at 200,000).
 */
export async function seedInspections(
  db: Database,
  companyId: number,
  userId: number,
  total: number,
): Promise<MeasuredCall> {
  await db.execute(sql`
    insert into applicants (company_id, name, created_by)
    select ${companyId}, 'Bench Line ' || i, ${userId} from generate_series(1, ${PARTIES}) i`);
  await db.execute(sql`
    insert into accounts (company_id, name, created_by)
    select ${companyId}, 'Bench Account ' || i, ${userId} from generate_series(1, ${PARTIES}) i`);
  await db.execute(sql`
    insert into vessels (company_id, name, created_by)
    select ${companyId}, 'BENCH VESSEL ' || i, ${userId} from generate_series(1, ${VESSELS}) i`);
  await db.execute(sql`
    insert into voyages (company_id, name, created_by)
    select ${companyId}, 'BV' || lpad(i::text, 4, '0'), ${userId}
    from generate_series(1, ${VOYAGES}) i`);
  // Owner codes BNCU…, serials from 0; check digits are not needed by the list.
  await db.execute(sql`
    insert into containers (company_id, number, size, type_code, type_text, iso_code, tare_weight, gross_weight, created_by)
    select ${companyId}, 'BNCU' || lpad(i::text, 7, '0'),
           case when i % 3 = 0 then 40 else 20 end,
           'GP', 'General Purpose', case when i % 3 = 0 then '42G1' else '22G1' end,
           2200, 30480, ${userId}
    from generate_series(0, ${CONTAINERS - 1}) i`);

  const ids = await one(
    db,
    sql`select
      (select min(id) from applicants where company_id = ${companyId} and name like 'Bench Line %') as applicant,
      (select min(id) from accounts where company_id = ${companyId} and name like 'Bench Account %') as account,
      (select min(id) from vessels where company_id = ${companyId} and name like 'BENCH VESSEL %') as vessel,
      (select min(id) from voyages where company_id = ${companyId} and name like 'BV%') as voyage,
      (select min(id) from containers where company_id = ${companyId} and number like 'BNCU%') as container,
      (select min(id) from movements where company_id = ${companyId} and not needs_ports and not needs_cfs
         and not needs_transporter and not needs_booking_no and not needs_transport_mode
         and not needs_gross_weight and not road_only) as movement,
      (select min(id) from locations where kind = 'yard') as location,
      (select min(id) from component_codes) as component,
      (select min(id) from damage_codes) as damage,
      (select min(id) from repair_codes) as repair`,
  );
  const id = (name: string) => Number(ids[name]);

  // Inspection i: party i % 20, voyage i % 200 on its vessel (voyage / 5), container i % 20,000,
  // a day of the last year; every 10th damaged.
  await db.execute(sql`
    insert into inspections (company_id, container_id, applicant_id, account_id, vessel_id, voyage_id,
      movement_id, location_id, condition, seal, inspection_date, inspection_time, hazardous,
      created_by, created_at)
    select ${companyId},
           ${id('container')} + i % ${CONTAINERS},
           ${id('applicant')} + i % ${PARTIES},
           ${id('account')} + i % ${PARTIES},
           ${id('vessel')} + (i % ${VOYAGES}) / 5,
           ${id('voyage')} + i % ${VOYAGES},
           ${id('movement')},
           ${id('location')},
           case when i % 10 = 0 then 1 else 2 end,
           'SL' || i,
           current_date - (i % 365),
           lpad(((i % 24) * 100 + i % 60)::text, 4, '0'),
           false,
           ${userId},
           now() - make_interval(mins => i)
    from generate_series(1, ${total}::int) i`);
  for (const table of ['applicants', 'accounts', 'vessels', 'voyages', 'containers', 'inspections'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));

  // Party 0 falls on voyages 0, 20, 40 …; voyage 0 is on vessel 0: the call of i % 200 = 0.
  const container = await one(db, sql`select number from containers where id = ${id('container')}`);
  return {
    applicantId: id('applicant'),
    accountId: id('account'),
    vesselId: id('vessel'),
    voyageId: id('voyage'),
    containerId: id('container'),
    containerNumber: String(container.number),
    movementId: id('movement'),
    locationId: id('location'),
    componentId: id('component'),
    damageId: id('damage'),
    repairId: id('repair'),
  };
}

/** Removes what `seedInspections` and the measured creates added, so a PostgreSQL run can repeat. */
export async function deleteInspections(db: Database, companyId: number): Promise<void> {
  await db.execute(sql`delete from change_history where company_id = ${companyId}`);
  await db.execute(sql`delete from inspections where company_id = ${companyId}`);
  await db.execute(sql`delete from inspection_photos where company_id = ${companyId}`);
  await db.execute(
    sql`delete from documents where company_id = ${companyId} and kind in ('inspection-photo', 'photo-thumbnail')`,
  );
  await db.execute(
    sql`delete from containers where company_id = ${companyId} and number like 'BNCU%'`,
  );
  await db.execute(sql`delete from voyages where company_id = ${companyId} and name like 'BV%'`);
  await db.execute(
    sql`delete from vessels where company_id = ${companyId} and name like 'BENCH VESSEL %'`,
  );
  await db.execute(
    sql`delete from accounts where company_id = ${companyId} and name like 'Bench Account %'`,
  );
  await db.execute(
    sql`delete from applicants where company_id = ${companyId} and name like 'Bench Line %'`,
  );
}
