// The mismatch reports at their largest: a vessel call of 5,000 loaded export containers with
// shipping bills, terminal and ODeX EGM lines and party BL lines (a few % planted to disagree),
// each report generated once through the service as its call does it (the loads, the records in
// one query per kind, the comparisons, the workbook or PDF, the document, in one transaction),
// next to reading the loads and their records alone.

import type { CustomsReportKind } from '@quaybook/domain';
import type { Config } from '@quaybook/server/src/config';
import type { Database } from '@quaybook/server/src/db/client';
import { loadedExports } from '@quaybook/server/src/features/customs/loadedExports';
import { gatherCustomsRecords } from '@quaybook/server/src/features/customsReports/customsRecordRepository';
import {
  type CustomsReportFilter,
  customsReportService,
} from '@quaybook/server/src/features/customsReports/customsReportService';
import { sql } from 'drizzle-orm';
import { sqlRows } from './sqlRows';

/** Containers on the one vessel call. */
export const CUSTOMS_REPORT_CONTAINERS = 5_000;
/** One container in this many is planted with each kind of mismatch (2 % each). */
const EVERY = 50;
const NAME = 'Bench Customs';
const PREFIX = 'BCRU';

const say = (text: string) => process.stdout.write(`${text}\n`);
const elapsedMs = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

interface Context {
  db: Database;
  config: Config;
  companyId: number;
  userId: number;
  containers: number;
}

export interface CustomsReportsBenchResult {
  containers: number;
  /** Reading the loads and their records alone, as every report does first. */
  gatherMs: number;
  /** Each report once, by name: its time and how many containers it listed. */
  reports: Record<string, { ms: number; listed: number }>;
}

/**
 * A party, a vessel and voyage, an Export Load movement; `containers` loaded yesterday, each
 * with a shipping bill five days before (but 2 % without), its terminal EGM line (2 % naming
 * another SB), its ODeX line (2 % another package count, 2 % another voyage) and its BL line
 * (2 % a cargo weight 25 % off); its vessel call has sailed.
 */
async function seed({ db, companyId, userId, containers }: Context): Promise<CustomsReportFilter> {
  const [call] = await sqlRows(
    db,
    sql`with applicant as (
          insert into applicants (company_id, name, created_by)
          values (${companyId}, ${`${NAME} Line`}, ${userId}) returning id),
        account as (
          insert into accounts (company_id, name, created_by)
          values (${companyId}, ${`${NAME} Account`}, ${userId}) returning id),
        vessel as (
          insert into vessels (company_id, name, created_by)
          values (${companyId}, ${`${NAME} Vessel`}, ${userId}) returning id),
        voyage as (
          insert into voyages (company_id, name, created_by)
          values (${companyId}, 'BCR001E', ${userId}) returning id),
        movement as (
          insert into movements (company_id, name, move_for, edi_event, created_by)
          values (${companyId}, ${`${NAME} Export Load`}, 'E', 'load', ${userId}) returning id)
        select applicant.id as applicant, account.id as account, vessel.id as vessel,
               voyage.id as voyage, movement.id as movement
        from applicant, account, vessel, voyage, movement`,
  );
  const ids = {
    applicant: Number(call?.applicant),
    account: Number(call?.account),
    vessel: Number(call?.vessel),
    voyage: Number(call?.voyage),
  };
  // The call has sailed, so the SCMTR Report After Sailing can be made.
  await db.execute(sql`
    insert into vcns (company_id, name, vessel_id, export_voyage_id, is_sail, sail_date, created_by)
    values (${companyId}, 'BCRVCN', ${ids.vessel}, ${ids.voyage}, true, current_date, ${userId})`);
  await db.execute(sql`
    insert into containers (company_id, number, size, type_code, type_text, iso_code, tare_weight, gross_weight, created_by)
    select ${companyId}, ${PREFIX} || lpad(i::text, 7, '0'), 20, 'GP', 'General Purpose', '22G1', 2200, 30480, ${userId}
    from generate_series(1, ${containers}::int) i`);
  await db.execute(sql`
    insert into inspections (company_id, container_id, applicant_id, account_id, vessel_id, voyage_id,
      movement_id, location_id, condition, seal, inspection_date, inspection_time, booking_no,
      cargo_weight, created_by)
    select ${companyId}, c.id, ${ids.applicant}, ${ids.account}, ${ids.vessel}, ${ids.voyage},
           ${Number(call?.movement)}, 618, 2, 'SL' || c.id, current_date - 1, '1030',
           'BK' || c.number, 20000, ${userId}
    from containers c where c.company_id = ${companyId} and c.number like ${`${PREFIX}%`}`);
  // n: the container's running number, which decides what is planted on it.
  const boxes = sql`(select number, substr(number, 5)::int as n from containers
    where company_id = ${companyId} and number like ${`${PREFIX}%`}) b`;
  await db.execute(sql`
    insert into shipping_bills (company_id, sb_no, sb_date, container_no, package_count, created_by)
    select ${companyId}, 'SB' || b.n, current_date - 6, b.number, 100, ${userId} from ${boxes}
    where b.n % ${EVERY} <> 0`);
  await db.execute(sql`
    insert into terminal_egm_lines (company_id, container_no, sb_no, sb_date, created_by)
    select ${companyId}, b.number, case when b.n % ${EVERY} = 1 then 'EG' else 'SB' end || b.n,
           current_date - 6, ${userId} from ${boxes}`);
  await db.execute(sql`
    insert into odex_egm_lines (company_id, container_no, vessel_voyage, sb_no, sb_date, package_count, created_by)
    select ${companyId}, b.number,
           case when b.n % ${EVERY} = 3 then ${`${NAME} Vessel BCR002E`} else ${`${NAME} Vessel BCR001E`} end,
           case when b.n % ${EVERY} = 5 then 'OD' else 'SB' end || b.n, current_date - 6,
           case when b.n % ${EVERY} = 2 then 90 else 100 end, ${userId}
    from ${boxes}`);
  await db.execute(sql`
    insert into party_bl_lines (company_id, booking_no, bl_no, container_no, package_count, cargo_weight, tare_weight, created_by)
    select ${companyId}, 'BK' || b.number, 'BL' || b.n, b.number, 100,
           case when b.n % ${EVERY} = 4 then 25000 else 20200 end, 2200, ${userId}
    from ${boxes}`);
  return { ...ids, location: null, fromdate: null, todate: null };
}

const REPORTS: CustomsReportKind[] = [
  'missingSb',
  'mismatchedSb',
  'mismatched',
  'odexPackages',
  'odexWeight',
  'odexMissingSb',
  'odexSbMismatch',
  'odexVesselVoyage',
  'vesselReport',
  'afterSailing',
];

/** Seeds the call, then generates each report once and reads the records alone once. */
export async function benchCustomsReports(context: Context): Promise<CustomsReportsBenchResult> {
  say(`Seeding a vessel call of ${context.containers.toLocaleString('en')} export loads...`);
  const filter = await seed(context);
  const { db, companyId } = context;
  const service = customsReportService({ db, config: context.config });
  const user = { company_id: companyId, user_id: context.userId };

  const gatherStart = process.hrtime.bigint();
  const loads = await loadedExports(db, companyId, filter);
  say(`  the loads alone: ${elapsedMs(gatherStart).toFixed(0)} ms`);
  await gatherCustomsRecords(db, companyId, loads);
  const gatherMs = elapsedMs(gatherStart);
  if (loads.length !== context.containers) throw new Error(`${loads.length} loads found`);
  say(`  the loads and their records alone: ${gatherMs.toFixed(0)} ms`);

  const reports: CustomsReportsBenchResult['reports'] = {};
  for (const report of REPORTS) {
    const start = process.hrtime.bigint();
    const { message } = await service.generate(user, report, filter);
    const ms = elapsedMs(start);
    const listed = Number(/(\d+) container/.exec(message)?.[1] ?? 0);
    reports[report] = { ms: Math.round(ms), listed };
    say(`  ${report}: ${ms.toFixed(0)} ms, ${listed} containers listed`);
  }
  return { containers: context.containers, gatherMs: Math.round(gatherMs), reports };
}

/** Removes what `benchCustomsReports` added. */
export async function deleteCustomsReportsBench(db: Database, companyId: number): Promise<void> {
  const like = `${PREFIX}%`;
  for (const table of ['shipping_bills', 'terminal_egm_lines', 'odex_egm_lines', 'party_bl_lines'])
    await db.execute(
      sql`delete from ${sql.identifier(table)} where company_id = ${companyId} and container_no like ${like}`,
    );
  await db.execute(
    sql`delete from documents where company_id = ${companyId} and kind = 'customs-report'`,
  );
  await db.execute(sql`delete from inspections where company_id = ${companyId} and container_id in
    (select id from containers where company_id = ${companyId} and number like ${like})`);
  await db.execute(
    sql`delete from containers where company_id = ${companyId} and number like ${like}`,
  );
  await db.execute(
    sql`delete from movements where company_id = ${companyId} and name = ${`${NAME} Export Load`}`,
  );
  await db.execute(sql`delete from vcns where company_id = ${companyId} and name = 'BCRVCN'`);
  await db.execute(sql`delete from voyages where company_id = ${companyId} and name = 'BCR001E'`);
  await db.execute(
    sql`delete from vessels where company_id = ${companyId} and name = ${`${NAME} Vessel`}`,
  );
  await db.execute(
    sql`delete from accounts where company_id = ${companyId} and name = ${`${NAME} Account`}`,
  );
  await db.execute(
    sql`delete from applicants where company_id = ${companyId} and name = ${`${NAME} Line`}`,
  );
}
