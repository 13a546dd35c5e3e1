// EDI at its largest: one CODECO of 5,000 gate-ins through the EDI report service (gathering,
// mapping, references, the document, the sent file and the marks in one transaction), next to
// the domain's interchange writer alone on the same moves.

import {
  interchangeReferences,
  interchangeText,
  messageGroups,
  movementInterchange,
  preparedAt,
  type ReportedMove,
} from '@quaybook/domain';
import type { Config } from '@quaybook/server/src/config';
import type { Database } from '@quaybook/server/src/db/client';
import { inspections } from '@quaybook/server/src/db/schema';
import { reportedMove } from '@quaybook/server/src/features/edi/ediFacts';
import { gatherInspections } from '@quaybook/server/src/features/edi/ediInspectionRepository';
import { ediReportService } from '@quaybook/server/src/features/edi/ediReportService';
import { and, eq, sql } from 'drizzle-orm';
import type { MeasuredCall } from './inspectionSeed';
import { sqlRows } from './sqlRows';

/** Kolkata dock: its customs code INCCU1 names the port LOC+165 reports. */
const KOLKATA_DOCK = 618;
const LINE = { sender: 'QUAYBOOK', recipient: 'MSCU', carrier: 'MSC' };

const say = (text: string) => process.stdout.write(`${text}\n`);
const elapsedMs = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

interface Context {
  db: Database;
  config: Config;
  companyId: number;
  userId: number;
  call: MeasuredCall;
  containers: number;
}

export interface EdiBenchResult {
  containers: number;
  /** GET /generate_edi's work: the service, one transaction. */
  generateMs: number;
  /** The domain writer alone: grouping and writing the interchange of the same moves. */
  writerAloneMs: number;
  bytes: number;
}

/** A line of its own with EDI ids and a gate-in movement, and `containers` unsent gate-ins. */
async function seedEdi({ db, companyId, userId, call, containers }: Context) {
  const [party] = await sqlRows(
    db,
    sql`with applicant as (
          insert into applicants (company_id, name, created_by)
          values (${companyId}, 'Bench EDI Line', ${userId}) returning id),
        account as (
          insert into accounts (company_id, name, created_by)
          values (${companyId}, 'Bench EDI Account', ${userId}) returning id),
        movement as (
          insert into movements (company_id, name, move_for, edi_event, edi_full, created_by)
          values (${companyId}, 'Bench EDI Gate In', 'E', 'gate-in', false, ${userId}) returning id)
        select applicant.id as applicant, account.id as account, movement.id as movement
        from applicant, account, movement`,
  );
  const applicant = Number(party?.applicant);
  const account = Number(party?.account);
  await db.execute(sql`
    insert into link_parties (company_id, short_name, applicant_id, account_id, edi_sender_id,
      edi_recipient_id, carrier_code, created_by)
    values (${companyId}, 'BENCH-EDI', ${applicant}, ${account}, ${LINE.sender}, ${LINE.recipient},
      ${LINE.carrier}, ${userId})`);
  await db.execute(sql`
    insert into containers (company_id, number, size, type_code, type_text, iso_code, tare_weight, gross_weight, created_by)
    select ${companyId}, 'BEDU' || lpad(i::text, 7, '0'), 20, 'GP', 'General Purpose', '22G1', 2200, 30480, ${userId}
    from generate_series(1, ${containers}::int) i`);
  await db.execute(sql`
    insert into inspections (company_id, container_id, applicant_id, account_id, vessel_id, voyage_id,
      movement_id, location_id, condition, seal, inspection_date, inspection_time, created_by)
    select ${companyId}, c.id, ${applicant}, ${account}, ${call.vesselId}, ${call.voyageId},
           ${Number(party?.movement)}, ${KOLKATA_DOCK}, 2, 'SL' || c.id, current_date, '1030', ${userId}
    from containers c where c.company_id = ${companyId} and c.number like 'BEDU%'`);
  return { applicant, account };
}

/**
 * Seeds and generates the CODECO once (a report is sent once; its cost is one call's), then
 * writes the same moves with the domain writer alone. Target: the report within 0.5 s.
 */
export async function benchEdi(context: Context): Promise<EdiBenchResult> {
  say(`Seeding ${context.containers.toLocaleString('en')} gate-ins for one CODECO...`);
  const { applicant, account } = await seedEdi(context);
  const service = ediReportService({ db: context.db, config: context.config });
  const user = { company_id: context.companyId, user_id: context.userId };

  const start = process.hrtime.bigint();
  const generated = await service.generate(user, {
    applicant,
    account,
    rpttype: 2,
    vessel: null,
    voyage: null,
    movement: null,
    location: null,
    fromdate: null,
    todate: null,
    // Numbers made in bulk, their check digits not computed: sent as they are.
    acceptcheckdigits: 1,
  });
  const generateMs = elapsedMs(start);
  if (generated.summary.containers !== context.containers)
    throw new Error(`The CODECO holds ${generated.summary.containers} containers`);

  const gathered = await gatherInspections(
    context.db,
    and(eq(inspections.companyId, context.companyId), eq(inspections.applicantId, applicant)),
  );
  const moves = gathered.flatMap((row) => reportedMove(row, null) ?? []) as ReportedMove[];
  const writerStart = process.hrtime.bigint();
  const groups = messageGroups(moves);
  const text = interchangeText(
    movementInterchange(
      groups,
      LINE,
      interchangeReferences(1, groups.length),
      preparedAt(new Date()),
    ),
  );
  const writerAloneMs = elapsedMs(writerStart);

  say(
    `GET /generate_edi, a CODECO of ${context.containers.toLocaleString('en')} containers: ` +
      `${generateMs.toFixed(0)} ms (target ≤ 500 ms)`,
  );
  say(`  the domain's interchange writer alone: ${writerAloneMs.toFixed(0)} ms`);
  return {
    containers: context.containers,
    generateMs: Math.round(generateMs),
    writerAloneMs: Math.round(writerAloneMs),
    bytes: Buffer.byteLength(text),
  };
}

/** Removes what `benchEdi` added; after `deleteInspections`, which frees its containers. */
export async function deleteEdiBench(db: Database, companyId: number): Promise<void> {
  await db.execute(sql`delete from sent_files where company_id = ${companyId}`);
  await db.execute(
    sql`delete from documents where company_id = ${companyId} and kind = 'edi-interchange'`,
  );
  await db.execute(
    sql`delete from link_parties where company_id = ${companyId} and short_name = 'BENCH-EDI'`,
  );
  await db.execute(
    sql`delete from movements where company_id = ${companyId} and name = 'Bench EDI Gate In'`,
  );
  await db.execute(
    sql`delete from containers where company_id = ${companyId} and number like 'BEDU%'`,
  );
  await db.execute(
    sql`delete from accounts where company_id = ${companyId} and name = 'Bench EDI Account'`,
  );
  await db.execute(
    sql`delete from applicants where company_id = ${companyId} and name = 'Bench EDI Line'`,
  );
}
