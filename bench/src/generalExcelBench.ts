// The General Excel Report at its largest: 10,000 checked inspections made into the workbook,
// kept as a sent file and logged (mail not configured, so no mail server's time is counted),
// next to the ExcelJS writer alone on the same rows.

import type { SessionUser } from '@quaybook/contract';
import type { Config } from '@quaybook/server/src/config';
import type { Database } from '@quaybook/server/src/db/client';
import { generalExcelXlsx } from '@quaybook/server/src/documents/writers/generalExcelXlsx';
import { checkedRows } from '@quaybook/server/src/features/generalExcel/generalExcelRepository';
import {
  generalExcelService,
  lineOf,
} from '@quaybook/server/src/features/generalExcel/generalExcelService';
import { sql } from 'drizzle-orm';
import type { MeasuredCall } from './inspectionSeed';
import { sqlRows } from './sqlRows';

const say = (text: string) => process.stdout.write(`${text}\n`);
const elapsedMs = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
/** The owner code of the bench's containers, and its party's names, so they can be removed. */
const OWNER = 'BGXU';
const APPLICANT = 'Bench General Excel Line';
const ACCOUNT = 'Bench General Excel Account';

/** The report's size: a whole vessel call's containers for one line. */
export const GENERAL_EXCEL_ROWS = 10_000;

interface Context {
  db: Database;
  config: Config;
  companyId: number;
  userId: number;
  call: MeasuredCall;
  rows: number;
}

export interface GeneralExcelBenchResult {
  rows: number;
  sendMs: number;
  writerAloneMs: number;
  bytes: number;
}

/** A party of its own with `rows` inspections of new containers; their ids and the party. */
async function seed({ db, companyId, userId, call, rows }: Context) {
  const [party] = await sqlRows(
    db,
    sql`with applicant as (
          insert into applicants (company_id, name, email, created_by)
          values (${companyId}, ${APPLICANT}, 'reports@bench.test', ${userId}) returning id),
        account as (
          insert into accounts (company_id, name, created_by)
          values (${companyId}, ${ACCOUNT}, ${userId}) returning id)
        select applicant.id as applicant, account.id as account from applicant, account`,
  );
  const applicant = Number(party?.applicant);
  const account = Number(party?.account);
  await db.execute(sql`
    insert into containers (company_id, number, size, type_code, type_text, iso_code, tare_weight, gross_weight, created_by)
    select ${companyId}, ${OWNER} || lpad(i::text, 7, '0'), 20, 'GP', 'General Purpose', '22G1',
           2200, 30480, ${userId}
    from generate_series(1, ${rows}::int) i`);
  const inserted = await sqlRows(
    db,
    sql`insert into inspections (company_id, container_id, applicant_id, account_id, vessel_id,
          voyage_id, movement_id, location_id, condition, inspection_date, seal, created_by)
        select ${companyId}, c.id, ${applicant}, ${account}, ${call.vesselId}, ${call.voyageId},
               ${call.movementId}, ${call.locationId}, 2, current_date, 'SL' || c.id, ${userId}
        from containers c where c.company_id = ${companyId} and c.number like ${`${OWNER}%`}
        returning id`,
  );
  return { applicant, account, ids: inserted.map((row) => Number(row.id)) };
}

/** Seeds, then makes the report once through the service, then the writer alone; prints both. */
export async function benchGeneralExcel(context: Context): Promise<GeneralExcelBenchResult> {
  say(`Seeding ${context.rows.toLocaleString('en')} inspections for one General Excel Report...`);
  const { applicant, account, ids } = await seed(context);
  // Mail unset: what is timed is the rows, the workbook, the file store and the log.
  const service = generalExcelService({
    db: context.db,
    config: { ...context.config, mail: undefined },
  });
  const user: SessionUser = {
    name: 'admin',
    roleid: 2,
    user_id: context.userId,
    state_id: null,
    country_id: null,
    company_id: context.companyId,
    tv: 0,
    exp: 0,
  };

  const start = process.hrtime.bigint();
  const sent = await service.send(user, {
    checkedIds: ids,
    applicantid: applicant,
    accountid: account,
    filename: 'bench general excel',
    vesselstatus: 2,
    attime: '1430',
    mailsub: 'Bench',
    msgbody: '',
    contcnt: ids.length,
  });
  const sendMs = elapsedMs(start);
  if (sent.containers !== context.rows || sent.outcome !== 'not-configured')
    throw new Error(`The report held ${sent.containers} containers (${sent.outcome})`);

  const rows = await checkedRows(context.db, context.companyId, ids);
  const aloneStart = process.hrtime.bigint();
  const bytes = await generalExcelXlsx.write({
    party: `${APPLICANT} / ${ACCOUNT}`,
    vesselStatus: 'Complete',
    atTime: '1430',
    madeAt: new Date(),
    lines: rows.map(lineOf),
  });
  const writerAloneMs = elapsedMs(aloneStart);
  say(
    `POST /general_excel of ${context.rows.toLocaleString('en')} inspections (mail not configured): ` +
      `${sendMs.toFixed(0)} ms`,
  );
  say(
    `  ExcelJS, the general Excel writer alone: ${writerAloneMs.toFixed(0)} ms (${bytes.length} bytes)`,
  );
  return { rows: context.rows, sendMs, writerAloneMs, bytes: bytes.length };
}

/** Removes what `benchGeneralExcel` added; after `deleteInspections`, which frees its containers. */
export async function deleteGeneralExcelBench(db: Database, companyId: number): Promise<void> {
  await db.execute(sql`
    delete from sent_mails where sent_file_id in
      (select id from sent_files where company_id = ${companyId} and kind = 'general-excel')`);
  await db.execute(
    sql`delete from sent_files where company_id = ${companyId} and kind = 'general-excel'`,
  );
  await db.execute(
    sql`delete from documents where company_id = ${companyId} and kind = 'general-excel'`,
  );
  await db.execute(sql`
    delete from inspections where company_id = ${companyId} and container_id in
      (select id from containers where company_id = ${companyId} and number like ${`${OWNER}%`})`);
  await db.execute(
    sql`delete from containers where company_id = ${companyId} and number like ${`${OWNER}%`}`,
  );
  await db.execute(sql`delete from accounts where company_id = ${companyId} and name = ${ACCOUNT}`);
  await db.execute(
    sql`delete from applicants where company_id = ${companyId} and name = ${APPLICANT}`,
  );
}
