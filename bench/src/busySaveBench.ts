// A cheap call while one large upload is written: a page of the voyage list, asked for again and
// again by two clients, timed with nothing else running, while a 200,000-row advance list is
// previewed (staged) and while it is saved. On PGlite every call shares one connection, so a
// call waits for whatever statement or transaction holds it.

import { openAsBlob } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { containerCheckDigit } from '@quaybook/domain';
import type { Database } from '@quaybook/server/src/db/client';
import { sql } from 'drizzle-orm';
import {
  CHEAP_CALL,
  CLIENTS,
  cheapCall,
  elapsedMs,
  type Latencies,
  latencyLine,
  timedWhile,
} from './busyCall';
import type { MeasuredCall } from './inspectionSeed';
import { envelope } from './uploadBench';

const say = (text: string) => process.stdout.write(`${text}\n`);
/** The owner code of the bench's listed containers, so they can be told apart and removed. */
const OWNER = 'BSVU';
/** How long the cheap call is timed with nothing else running. */
const IDLE_MS = 3_000;

interface Context {
  base: string;
  token: string;
  dataDir: string;
  call: MeasuredCall;
  /** Rows of the advance list previewed and saved. */
  rows: number;
}

export interface BusySaveResult {
  rows: number;
  /** `GET /api/voyage_list`, one page of 20. */
  call: string;
  clients: number;
  idle: Latencies;
  /** While `POST /api/upload_import` reads, checks and stages the file (its preview). */
  preview: Latencies & { uploadMs: number };
  /** While `POST /api/import_entry_execute` saves the staged rows. */
  save: Latencies & { saveMs: number };
}

const number = (serial: number) => {
  const firstTen = `${OWNER}${String(serial).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
};

/**
 * The cheap call's p50, p99 and slowest answer idle, during a 200,000-row advance list's preview
 * and during its save (target: p99 ≤ 2 s while the save runs).
 */
export async function benchBusySave(context: Context): Promise<BusySaveResult> {
  const { base, token, call, rows } = context;
  const cheap = cheapCall(base);
  say(
    `A page of the voyage list while ${rows.toLocaleString('en')} listed containers are saved...`,
  );
  const file = path.join(context.dataDir, 'advance-list.csv');
  const lines = ['Container,Size,Type,Tare,Gross,Movement,CFS'];
  for (let serial = 1; serial <= rows; serial += 1)
    lines.push(`${number(serial)},20,22G1,2200,24000,${call.movementId},`);
  await writeFile(file, `${lines.join('\n')}\n`);

  const idle = await timedWhile(cheap, token, new Promise((done) => setTimeout(done, IDLE_MS)));

  const query = new URLSearchParams({
    applicantid: String(call.applicantId),
    accountid: String(call.accountId),
    vessselid: String(call.vesselId),
    voyageid: String(call.voyageId),
    locationid: String(call.locationId),
    uploadtype: '1',
  });
  const form = new FormData();
  form.append('file', await openAsBlob(file), path.basename(file));
  const uploadStart = process.hrtime.bigint();
  const preview = await timedWhile(
    cheap,
    token,
    fetch(`${base}/upload_import?${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).then(envelope),
  );
  const uploadMs = elapsedMs(uploadStart);
  await rm(file, { force: true });
  const staged = preview.value as { qry: string; ok: number };
  if (staged.ok !== rows) throw new Error(`The preview found ${staged.ok} good rows of ${rows}`);

  const execute = new FormData();
  execute.append('transaction', JSON.stringify({ qry: staged.qry, uploadtype: 1 }));
  const saveStart = process.hrtime.bigint();
  const save = await timedWhile(
    cheap,
    token,
    fetch(`${base}/import_entry_execute`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: execute,
    }).then(envelope),
  );
  const saveMs = elapsedMs(saveStart);
  if ((save.value as { saved: number }).saved !== rows)
    throw new Error(`The save wrote ${JSON.stringify(save.value)} of ${rows} rows`);
  const result: BusySaveResult = {
    rows,
    call: CHEAP_CALL,
    clients: CLIENTS,
    idle: idle.latencies,
    preview: { ...preview.latencies, uploadMs: Math.round(uploadMs) },
    save: { ...save.latencies, saveMs: Math.round(saveMs) },
  };
  say(latencyLine('idle', result.idle));
  say(`${latencyLine('during preview', result.preview)}; preview ${result.preview.uploadMs} ms`);
  say(`${latencyLine('during save', result.save)}; save ${result.save.saveMs} ms`);
  return result;
}

/** Removes what the bench listed and added, so a PostgreSQL database can be measured again. */
export async function deleteBusySaveBench(db: Database, companyId: number): Promise<void> {
  const ours = sql`select id from containers where company_id = ${companyId}
    and number like ${`${OWNER}%`}`;
  await db.execute(sql`delete from advance_containers where company_id = ${companyId}
    and container_id in (${ours})`);
  await db.execute(sql`delete from change_history where company_id = ${companyId}
    and entity = 'container' and entity_id in (${ours})`);
  await db.execute(sql`delete from containers where company_id = ${companyId}
    and number like ${`${OWNER}%`}`);
}
