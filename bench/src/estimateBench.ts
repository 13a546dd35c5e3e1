// Repair estimates at their largest: an estimate of 50 damage lines priced from the line's
// tariff and sent (PDF, DESTIM, approval link) over HTTP, and the Estimates list at 100,000
// estimates, a page of all of them and a page of one party's sent ones.

import type { Database } from '@quaybook/server/src/db/client';
import { sql } from 'drizzle-orm';
import type { MeasuredCall } from './inspectionSeed';
import { type Measurement, repeatFor } from './measure';
import { sqlRows } from './sqlRows';

const say = (text: string) => process.stdout.write(`${text}\n`);

/** The estimates the list is measured at, and the lines of the estimate priced and sent. */
export const ESTIMATES = 100_000;
export const ESTIMATE_LINES = 50;
/** Estimates of 50 lines made and sent, one after another. */
const ROUNDS = 5;
const PARTY = 'BENCH-EOR';

interface Context {
  base: string;
  token: string;
  db: Database;
  companyId: number;
  userId: number;
  call: MeasuredCall;
  estimates: number;
  seconds: number;
  connections: number;
}

export interface EstimateBenchResult {
  lines: number;
  /** POST /create_estimate (priced from the tariff) and POST /send_estimate, each round. */
  createMs: number[];
  sendMs: number[];
  /** The slowest create + send of the rounds (target ≤ 1,000 ms). */
  worstCreateAndSendMs: number;
  estimates: number;
  /** GET /estimate_list, newest first, a page of 20 (target p95 ≤ 50 ms). */
  list: Measurement;
  /** The same, one party's sent estimates. */
  listFiltered: Measurement;
}

const elapsedMs = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function post(base: string, token: string, path: string, body: unknown) {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await answer.json()) as [number, string, { estimateid?: number }];
  if (!answer.ok || envelope[0] !== 1)
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(envelope).slice(0, 300)}`);
  return envelope[2];
}

/**
 * The measured call's party as a Link Party with a labour rate and a report e-mail, and a
 * tariff row pricing the seeded damage lines (piece, any size).
 */
async function seedParty({ db, companyId, userId, call }: Context): Promise<number> {
  const [party] = await sqlRows(
    db,
    sql`insert into link_parties (company_id, short_name, applicant_id, account_id, edi_sender_id,
          edi_recipient_id, carrier_code, report_email, labour_rate_paise, created_by)
        values (${companyId}, ${PARTY}, ${call.applicantId}, ${call.accountId}, 'QUAYBOOK', 'BENCHLINE',
          'BNCH', 'eor@bench.example', 45000, ${userId})
        returning id`,
  );
  const linkPartyId = Number(party?.id);
  await db.execute(sql`
    insert into repair_tariffs (company_id, link_party_id, component_id, repair_id, size, measure,
      hours_hundredths, material_paise, created_by)
    values (${companyId}, ${linkPartyId}, ${call.componentId}, ${call.repairId}, 0, 'piece', 150, 85000, ${userId})`);
  return linkPartyId;
}

/** `count` damaged inspections of the measured call, each with `lines` damage lines. */
async function seedDamagedInspections(context: Context, count: number, lines: number) {
  const { db, companyId, userId, call } = context;
  const rows = await sqlRows(
    db,
    sql`insert into inspections (company_id, container_id, applicant_id, account_id, vessel_id,
          voyage_id, movement_id, location_id, type, condition, inspection_date, inspection_time, created_by)
        select ${companyId}, ${call.containerId}, ${call.applicantId}, ${call.accountId}, ${call.vesselId},
               ${call.voyageId}, ${call.movementId}, ${call.locationId}, 1, 1, current_date, '1000', ${userId}
        from generate_series(1, ${count}::int)
        returning id`,
  );
  const ids = rows.map((row) => Number(row.id));
  await db.execute(sql`
    insert into damage_lines (company_id, inspection_id, side, position, from_section, from_part,
      component_id, damage_id, repair_id, length, breadth, area, quantity, created_by)
    select ${companyId}, inspection.id, 'EXT', 1 + line % 5, (1 + line % 5)::text, 'Bottom',
           ${call.componentId}, ${call.damageId}, ${call.repairId}, 30, 20, 600, 1 + line % 2, ${userId}
    from unnest(${sql.raw(`array[${ids.join(',')}]::int[]`)}) as inspection(id),
         generate_series(1, ${lines}::int) line`);
  return ids;
}

/**
 * `total` estimates over the company's inspections (one each), spread over their dates and the
 * statuses, in one `INSERT … SELECT`; the list reads only the estimate and its inspection.
 */
async function seedEstimates(context: Context, linkPartyId: number, total: number) {
  const { db, companyId, userId } = context;
  await db.execute(sql`
    insert into estimates (company_id, estimate_no, estimate_date, inspection_id, link_party_id,
      status, labour_rate_paise, sac, gst_rate_basis_points, tax_slab, labour_paise, material_paise,
      taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, created_by)
    select ${companyId}, 'BENCH/' || i.id, i.inspection_date, i.id, ${linkPartyId},
           (array['draft','sent','approved','partly_approved','rejected','repaired','billed'])[1 + i.id % 7],
           45000, '998719', 1800, 2, 67500, 85000, 152500, 13725, 13725, 0, 179950, ${userId}
    from (select id, inspection_date from inspections
          where company_id = ${companyId} and not exists
            (select 1 from estimates e where e.inspection_id = inspections.id)
          order by id limit ${total}) i`);
  await db.execute(sql.raw('vacuum analyze estimates'));
}

/** Creates and sends estimates of `ESTIMATE_LINES` lines, then lists 100,000 estimates. */
export async function benchEstimates(context: Context): Promise<EstimateBenchResult> {
  const { base, token } = context;
  const linkPartyId = await seedParty(context);
  const inspections = await seedDamagedInspections(context, ROUNDS, ESTIMATE_LINES);

  const createMs: number[] = [];
  const sendMs: number[] = [];
  for (const reportid of inspections) {
    let start = process.hrtime.bigint();
    const created = await post(base, token, '/create_estimate', { reportid });
    createMs.push(Math.round(elapsedMs(start)));
    start = process.hrtime.bigint();
    await post(base, token, `/send_estimate?estimateid=${created.estimateid}`, {});
    sendMs.push(Math.round(elapsedMs(start)));
  }
  const worst = Math.max(...createMs.map((ms, index) => ms + (sendMs[index] ?? 0)));
  say(
    `An estimate of ${ESTIMATE_LINES} lines: create ${createMs.join(', ')} ms, send ` +
      `${sendMs.join(', ')} ms; the slowest both ${worst} ms (target ≤ 1,000 ms)`,
  );

  say(`Seeding ${context.estimates.toLocaleString('en')} estimates...`);
  await seedEstimates(context, linkPartyId, context.estimates - ROUNDS);
  const [counted] = await sqlRows(
    context.db,
    sql`select count(*)::int as n from estimates where company_id = ${context.companyId}`,
  );
  const estimates = Number(counted?.n);

  const listOf = (query: string) => async () => {
    const answer = await fetch(`${base}/estimate_list?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await answer.arrayBuffer();
    return answer.ok;
  };
  const options = { connections: context.connections, seconds: context.seconds };
  const list = await repeatFor(
    'GET /api/estimate_list page 1 of 20',
    'http',
    options,
    listOf('page=1&pageSize=20'),
  );
  const listFiltered = await repeatFor(
    'GET /api/estimate_list one party, sent, page 1 of 20',
    'http',
    options,
    listOf(`linkpartyid=${linkPartyId}&status=sent&page=1&pageSize=20`),
  );
  for (const measured of [list, listFiltered])
    say(
      `${measured.label} at ${estimates.toLocaleString('en')} estimates: p50 ${measured.p50} ms, ` +
        `p95 ${measured.p95} ms (target ≤ 50 ms), ${measured.rps} req/s`,
    );
  return {
    lines: ESTIMATE_LINES,
    createMs,
    sendMs,
    worstCreateAndSendMs: worst,
    estimates,
    list,
    listFiltered,
  };
}

/** Removes what `benchEstimates` added; before `deleteInspections`, whose rows it points at. */
export async function deleteEstimateBench(db: Database, companyId: number): Promise<void> {
  await db.execute(sql`
    delete from sent_mails where sent_file_id in
      (select id from sent_files where company_id = ${companyId} and kind = 'destim')`);
  await db.execute(sql`delete from sent_files where company_id = ${companyId} and kind = 'destim'`);
  await db.execute(sql`delete from estimate_approval_links where company_id = ${companyId}`);
  await db.execute(sql`delete from repair_photos where company_id = ${companyId}`);
  // The estimates' PDFs and DESTIMs go with them.
  await db.execute(sql`
    with gone as (delete from estimates where company_id = ${companyId}
                  returning document_id, destim_document_id)
    delete from documents where id in
      (select document_id from gone union select destim_document_id from gone)`);
  await db.execute(sql`delete from repair_tariffs where company_id = ${companyId}`);
  await db.execute(
    sql`delete from link_parties where company_id = ${companyId} and short_name = ${PARTY}`,
  );
}
