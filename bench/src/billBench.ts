// Bill Generate at its largest: one bill of 3,000 containers with its PDF through the bill
// service, next to pdfmake rendering the bill's annexure table alone, so the cost of the
// transaction and the invoice itself shows apart from the table's; then the same reports billed
// again while a cheap call is asked for, to show how long other calls wait behind a bill.

import { formatDate, formatRupees, todayInPorts } from '@quaybook/domain';
import type { Config } from '@quaybook/server/src/config';
import type { Database } from '@quaybook/server/src/db/client';
import { pdfmakeWithFonts } from '@quaybook/server/src/documents/writers/listPdf';
import { taxInvoiceOfBill } from '@quaybook/server/src/features/bill/billDocuments';
import { billService } from '@quaybook/server/src/features/bill/billService';
import { sql } from 'drizzle-orm';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { cheapCall, elapsedMs, latencyLine, timedWhile } from './busyCall';
import type { MeasuredCall } from './inspectionSeed';
import { sqlRows } from './sqlRows';

const REPORTS = 10;
/** Rates of the bench party, in paise. */
const RATES = { 20: 1_250_50, 40: 2_100_75 } as const;

const say = (text: string) => process.stdout.write(`${text}\n`);

interface Context {
  base: string;
  token: string;
  db: Database;
  config: Config;
  companyId: number;
  userId: number;
  call: MeasuredCall;
  containers: number;
}

/** A party of its own with rates, `containers` inspections of it on ten reports; the report ids. */
async function seedBill({ db, companyId, userId, call, containers }: Context): Promise<number[]> {
  const [party] = await sqlRows(
    db,
    sql`with applicant as (
          insert into applicants (company_id, name, created_by)
          values (${companyId}, 'Bench Bill Line', ${userId}) returning id),
        account as (
          insert into accounts (company_id, name, created_by)
          values (${companyId}, 'Bench Bill Account', ${userId}) returning id)
        select applicant.id as applicant, account.id as account from applicant, account`,
  );
  const applicant = Number(party?.applicant);
  const account = Number(party?.account);
  for (const [size, rate] of Object.entries(RATES))
    await db.execute(sql`
      insert into party_rates (company_id, applicant_id, account_id, movement_id, size, rate_paise)
      values (${companyId}, ${applicant}, ${account}, ${call.movementId}, ${Number(size)}, ${rate})`);
  await db.execute(sql`
    insert into containers (company_id, number, size, type_code, type_text, iso_code, tare_weight, gross_weight, created_by)
    select ${companyId}, 'BBLU' || lpad(i::text, 7, '0'),
           case when i % 3 = 0 then 40 else 20 end, 'GP', 'General Purpose',
           case when i % 3 = 0 then '42G1' else '22G1' end, 2200, 30480, ${userId}
    from generate_series(1, ${containers}::int) i`);
  const reports = await sqlRows(
    db,
    sql`insert into reports (company_id, report_no, report_date, report_type, applicant_id, account_id, created_by)
        select ${companyId}, 'BR/' || lpad(i::text, 5, '0'), current_date, 1, ${applicant}, ${account}, ${userId}
        from generate_series(1, ${REPORTS}) i returning id`,
  );
  const reportIds = reports.map((row) => Number(row.id)).sort((a, b) => a - b);
  await db.execute(sql`
    insert into inspections (company_id, container_id, applicant_id, account_id, vessel_id, voyage_id,
      movement_id, location_id, condition, inspection_date, report_id, created_by)
    select ${companyId}, c.id, ${applicant}, ${account}, ${call.vesselId}, ${call.voyageId},
           ${call.movementId}, ${call.locationId}, 2, current_date,
           (${sql.param(reportIds)}::int[])[1 + (row_number() over (order by c.id))::int % ${REPORTS}],
           ${userId}
    from containers c where c.company_id = ${companyId} and c.number like 'BBLU%'`);
  return reportIds;
}

/** The annexure's table as the tax invoice prints it, alone in a document. */
function annexureAlone(
  billNo: string,
  containers: Awaited<ReturnType<typeof taxInvoiceOfBill>>['containers'],
): TDocumentDefinitions {
  const head = ['Sl', 'Container', 'Size', 'Movement', 'Date', 'Report No', 'Rate'];
  return {
    pageSize: 'A4',
    pageMargins: 24,
    defaultStyle: { fontSize: 8 },
    content: [
      { text: `Annexure: Containers billed on ${billNo}` },
      {
        table: {
          headerRows: 1,
          widths: [24, 80, 30, '*', 60, 80, 60],
          body: [
            head,
            ...containers.map((container, index) => [
              String(index + 1),
              container.containerNumber,
              `${container.size}'`,
              container.movement,
              formatDate(container.inspectionDate),
              container.reportNo,
              { text: formatRupees(container.ratePaise), alignment: 'right' as const },
            ]),
          ],
        },
      },
    ],
  };
}

/**
 * Seeds and generates the bill once (a bill is made once; its cost is one call's), then renders
 * its annexure alone; prints both. Target: the bill with its PDF within 2 s.
 */
export async function benchBill(context: Context) {
  say(
    `Seeding ${context.containers.toLocaleString('en')} inspections on ${REPORTS} reports for one bill...`,
  );
  const reportIds = await seedBill(context);
  const service = billService({ db: context.db, config: context.config });
  const user = { company_id: context.companyId, user_id: context.userId };

  const start = process.hrtime.bigint();
  const { billNo } = await service.generate(user, {
    reportIds,
    billDate: todayInPorts(),
    roundOff: true,
  });
  const generateMs = elapsedMs(start);

  const [bill] = await sqlRows(
    context.db,
    sql`select id from bills where company_id = ${context.companyId} and bill_no = ${billNo}`,
  );
  const invoice = await taxInvoiceOfBill(context.db, context.companyId, Number(bill?.id));
  if (invoice.containers.length !== context.containers)
    throw new Error(
      `Bill ${billNo} charged ${invoice.containers.length} containers, not ${context.containers}`,
    );
  // Loaded before the clock starts: the server loads it with its first PDF.
  const pdfmake = await pdfmakeWithFonts();
  const tableStart = process.hrtime.bigint();
  await pdfmake.createPdf(annexureAlone(billNo, invoice.containers)).getBuffer();
  const annexureMs = elapsedMs(tableStart);

  say(
    `GET /generate_bill of ${context.containers.toLocaleString('en')} containers with its PDF: ` +
      `${generateMs.toFixed(0)} ms (target ≤ 2000 ms)`,
  );
  say(`  pdfmake, the annexure table alone: ${annexureMs.toFixed(0)} ms`);

  // The same reports unbilled and billed again, while two clients ask for a cheap call.
  await unbill(context.db, context.companyId);
  const busyStart = process.hrtime.bigint();
  const busy = await timedWhile(
    cheapCall(context.base),
    context.token,
    service.generate(user, { reportIds, billDate: todayInPorts(), roundOff: true }),
  );
  const whileBilled = { ...busy.latencies, billMs: Math.round(elapsedMs(busyStart)) };
  say(`${latencyLine('while billed', whileBilled)}; bill ${whileBilled.billMs} ms`);
  return { containers: context.containers, generateMs, annexureMs, whileBilled };
}

/** The company's bills removed and their reports unbilled, so the same reports can be billed again. */
async function unbill(db: Database, companyId: number) {
  await db.execute(sql`update reports set bill_id = null where company_id = ${companyId}`);
  await db.execute(
    sql`delete from bill_lines where bill_id in (select id from bills where company_id = ${companyId})`,
  );
  await db.execute(sql`delete from bills where company_id = ${companyId}`);
}

/** Removes what `benchBill` added; after `deleteInspections`, which frees its containers. */
export async function deleteBillBench(db: Database, companyId: number): Promise<void> {
  await unbill(db, companyId);
  await db.execute(
    sql`delete from reports where company_id = ${companyId} and report_no like 'BR/%'`,
  );
  await db.execute(sql`delete from document_sequences where company_id = ${companyId}`);
  await db.execute(
    sql`delete from documents where company_id = ${companyId} and kind = 'tax-invoice'`,
  );
  await db.execute(sql`delete from party_rates where company_id = ${companyId}`);
  await db.execute(
    sql`delete from containers where company_id = ${companyId} and number like 'BBLU%'`,
  );
  await db.execute(
    sql`delete from accounts where company_id = ${companyId} and name = 'Bench Bill Account'`,
  );
  await db.execute(
    sql`delete from applicants where company_id = ${companyId} and name = 'Bench Bill Line'`,
  );
}
