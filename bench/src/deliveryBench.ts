// EDI delivery at a day's volume: 3,000 containers gated in for 30 lines, each line's CODECO
// made and uploaded to its folder of an SFTP server on 127.0.0.1, by one look of the delivery
// worker. Timed from the look's start to the last file accepted, with the process's memory
// sampled through it; every file is read back with an independent EDIFACT parser.

import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readBack } from '@quaybook/domain/testing';
import type { Config } from '@quaybook/server/src/config';
import type { Database } from '@quaybook/server/src/db/client';
import { deliveryWorker } from '@quaybook/server/src/features/ediDelivery/deliveryWorker';
import { startSftpServer } from '@quaybook/server/test/support/sftpServer';
import { sql } from 'drizzle-orm';
import type { MeasuredCall } from './inspectionSeed';
import { sqlRows } from './sqlRows';

const say = (text: string) => process.stdout.write(`${text}\n`);

export const DELIVERY_LINES = 30;
export const DELIVERY_CONTAINERS = 3_000;
const PASSWORD = 'bench line password';
const MiB = 1024 * 1024;

interface Context {
  base: string;
  token: string;
  db: Database;
  config: Config;
  companyId: number;
  userId: number;
  call: MeasuredCall;
}

export interface DeliveryBenchResult {
  lines: number;
  containers: number;
  /** Where the delivery ran: a look in the bench's process, or the built server on its own. */
  measuredIn: Delivered['measuredIn'];
  /** From the worker's look to the last file accepted (target ≤ 60 s). */
  seconds: number;
  /** The process's resident memory before and at its peak during the delivery (target < 300 MB). */
  rssBeforeMiB: number;
  rssPeakMiB: number;
  files: number;
  /** Containers (EQD) counted in the files as the independent parser reads them. */
  containersInFiles: number;
}

async function put(base: string, token: string, urlPath: string, body: unknown) {
  const answer = await fetch(`${base}${urlPath}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await answer.json()) as [number, string];
  if (!answer.ok || envelope[0] !== 1)
    throw new Error(
      `${urlPath} answered ${answer.status}: ${JSON.stringify(envelope).slice(0, 300)}`,
    );
}

/** What a way of delivering measured: how long, and the memory of the process that delivered. */
export interface Delivered {
  measuredIn: 'this process' | 'a server process';
  seconds: number;
  rssBefore: number;
  rssPeak: number;
}

/** Records the day's events (`recordDay`) and has them delivered; `read` counts what arrived. */
export type Deliver = (
  recordDay: () => Promise<void>,
  read: () => { files: number; containersInFiles: number },
) => Promise<Delivered>;

/** The day recorded, then one look of a delivery worker in this process, timed. */
const deliverInProcess =
  (context: Context): Deliver =>
  async (recordDay) => {
    await recordDay();
    const worker = deliveryWorker({ db: context.db, config: context.config }, { tickMs: null });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    const start = process.hrtime.bigint();
    try {
      await worker.tick(new Date(Date.now() + 1000));
    } finally {
      clearInterval(sampler);
    }
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    return { measuredIn: 'this process', seconds, rssBefore, rssPeak };
  };

export async function benchDelivery(
  context: Context,
  deliver?: Deliver,
): Promise<DeliveryBenchResult> {
  const { db, companyId, userId, call } = context;
  const sftp = await startSftpServer({ users: [{ username: 'line', password: PASSWORD }] });
  try {
    say(
      `EDI delivery: ${DELIVERY_CONTAINERS.toLocaleString('en')} containers for ${DELIVERY_LINES} lines...`,
    );
    await db.execute(sql`
      insert into applicants (company_id, name, created_by)
      select ${companyId}, 'Delivery Line ' || i, ${userId} from generate_series(1, ${DELIVERY_LINES}) i`);
    await db.execute(sql`
      insert into accounts (company_id, name, created_by)
      select ${companyId}, 'Delivery Account ' || i, ${userId} from generate_series(1, ${DELIVERY_LINES}) i`);
    await db.execute(sql`
      insert into link_parties (company_id, short_name, applicant_id, account_id,
        edi_sender_id, edi_recipient_id, carrier_code, created_by)
      select ${companyId}, 'DLV' || i, a.id, c.id, 'QUAYBOOK', 'LINE' || i, 'LN' || i, ${userId}
      from generate_series(1, ${DELIVERY_LINES}) i
      join applicants a on a.company_id = ${companyId} and a.name = 'Delivery Line ' || i
      join accounts c on c.company_id = ${companyId} and c.name = 'Delivery Account ' || i`);
    const [movement] = await sqlRows<{ id: number }>(
      db,
      sql`insert into movements (company_id, name, edi_event, move_for, edi_full, created_by)
          values (${companyId}, 'DELIVERY GATE IN', 'gate-in', 'I', false, ${userId}) returning id`,
    );
    const lines = await sqlRows<{
      id: number;
      short_name: string;
      applicant_id: number;
      account_id: number;
    }>(
      db,
      sql`select id, short_name, applicant_id, account_id from link_parties
          where company_id = ${companyId} and short_name like 'DLV%' order by id`,
    );
    for (const line of lines) {
      mkdirSync(path.join(sftp.root, line.short_name));
      await put(context.base, context.token, `/update_edi_delivery/${line.id}`, {
        channel: 'sftp',
        host: '127.0.0.1',
        port: sftp.port,
        username: 'line',
        password: PASSWORD,
        folder: line.short_name,
        messages: ['CODECO'],
        schedule: { kind: 'after', minutes: 0 },
      });
    }
    // A gate whose customs code names its port, as the interchange's place must.
    const [dock] = await sqlRows<{ id: number }>(
      db,
      sql`select id from locations where location_code like 'IN%' order by id limit 1`,
    );
    const place = Number(dock?.id ?? call.locationId);
    // The day's gate-ins, recorded after the deliveries were set up: 100 a line.
    const recordDay = async () => {
      await db.execute(sql`
        insert into inspections (company_id, container_id, applicant_id, account_id, vessel_id, voyage_id,
          movement_id, location_id, condition, seal, inspection_date, inspection_time, hazardous, created_by)
        select ${companyId}, ${call.containerId} + i, l.applicant_id, l.account_id, ${call.vesselId},
               ${call.voyageId}, ${Number(movement?.id)}, ${place}, 2, 'DL' || i, current_date,
               lpad(((i % 24) * 100 + i % 60)::text, 4, '0'), false, ${userId}
        from generate_series(0, ${DELIVERY_CONTAINERS - 1}) i
        join (select applicant_id, account_id, row_number() over (order by id) - 1 as n
              from link_parties where company_id = ${companyId} and short_name like 'DLV%') l
          on l.n = i % ${DELIVERY_LINES}`);
    };
    const read = () => {
      let files = 0;
      let containersInFiles = 0;
      for (const line of lines) {
        const folder = path.join(sftp.root, line.short_name);
        for (const name of readdirSync(folder).filter((file) => !file.endsWith('.part'))) {
          files += 1;
          const segments = readBack(readFileSync(path.join(folder, name)).toString('latin1'));
          containersInFiles += segments.filter((segment) => segment.name === 'EQD').length;
        }
      }
      return { files, containersInFiles };
    };
    const measured = await (deliver ?? deliverInProcess(context))(recordDay, read);
    const { files, containersInFiles } = read();

    if (files !== DELIVERY_LINES || containersInFiles !== DELIVERY_CONTAINERS) {
      const why = await sqlRows<{ problem: string | null; last_error: string | null }>(
        db,
        sql`select r.problem, d.last_error from link_parties l
            left join edi_delivery_runs r on r.link_party_id = l.id
            left join edi_deliveries d on d.link_party_id = l.id
            where l.company_id = ${companyId} and l.short_name like 'DLV%'
              and (r.problem is not null or d.last_error is not null) limit 3`,
      );
      throw new Error(
        `Delivered ${files} files holding ${containersInFiles} containers, not ${DELIVERY_LINES} holding ${DELIVERY_CONTAINERS}: ${JSON.stringify(why)}`,
      );
    }
    const result = {
      lines: DELIVERY_LINES,
      containers: DELIVERY_CONTAINERS,
      measuredIn: measured.measuredIn,
      seconds: Math.round(measured.seconds * 100) / 100,
      rssBeforeMiB: Math.round(measured.rssBefore / MiB),
      rssPeakMiB: Math.round(measured.rssPeak / MiB),
      files,
      containersInFiles,
    };
    say(
      `  delivered ${files} CODECO (${containersInFiles} containers) in ${result.seconds} s; memory ${result.rssBeforeMiB} → ${result.rssPeakMiB} MiB at most`,
    );
    return result;
  } finally {
    await sftp.close();
  }
}

/** Removes what the delivery bench added, so a PostgreSQL run can repeat. */
export async function deleteDeliveryBench(db: Database, companyId: number): Promise<void> {
  await db.execute(
    sql`delete from edi_delivery_attempts where delivery_id in (select id from edi_deliveries where company_id = ${companyId})`,
  );
  await db.execute(
    sql`delete from edi_delivery_items where delivery_id in (select id from edi_deliveries where company_id = ${companyId})`,
  );
  await db.execute(sql`delete from edi_deliveries where company_id = ${companyId}`);
  await db.execute(
    sql`delete from edi_delivery_runs where link_party_id in (select id from link_parties where company_id = ${companyId})`,
  );
  await db.execute(sql`delete from edi_delivery_settings where company_id = ${companyId}`);
}
