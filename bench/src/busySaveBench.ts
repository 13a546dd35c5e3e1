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
import type { MeasuredCall } from './inspectionSeed';
import { percentile, round } from './measure';
import { envelope } from './uploadBench';

const say = (text: string) => process.stdout.write(`${text}\n`);
const elapsedMs = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
/** The owner code of the bench's listed containers, so they can be told apart and removed. */
const OWNER = 'BSVU';
/** Clients asking for the cheap call at once. */
const CLIENTS = 2;
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

/** The cheap call's latencies over one stretch, in milliseconds. */
export interface Latencies {
  samples: number;
  p50: number;
  p99: number;
  max: number;
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
 * Asks for `url` from CLIENTS clients, each again as soon as answered, until `work` settles;
 * answers every latency and what `work` answered.
 */
async function timedWhile<T>(
  url: string,
  token: string,
  work: Promise<T>,
): Promise<{ value: T; latencies: Latencies }> {
  let settled = false;
  const watched = work.finally(() => {
    settled = true;
  });
  const times: number[] = [];
  const client = async () => {
    while (!settled) {
      const start = process.hrtime.bigint();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      times.push(elapsedMs(start));
    }
  };
  const [value] = await Promise.all([watched, ...Array.from({ length: CLIENTS }, client)]);
  times.sort((a, b) => a - b);
  return {
    value,
    latencies: {
      samples: times.length,
      p50: round(percentile(times, 50)),
      p99: round(percentile(times, 99)),
      max: round(times[times.length - 1] ?? 0),
    },
  };
}

/**
 * The cheap call's p50, p99 and slowest answer idle, during a 200,000-row advance list's preview
 * and during its save (target: p99 ≤ 2 s while the save runs).
 */
export async function benchBusySave(context: Context): Promise<BusySaveResult> {
  const { base, token, call, rows } = context;
  const cheap = `${base}/voyage_list?page=1&pageSize=20`;
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
    call: 'GET /api/voyage_list?page=1&pageSize=20',
    clients: CLIENTS,
    idle: idle.latencies,
    preview: { ...preview.latencies, uploadMs: Math.round(uploadMs) },
    save: { ...save.latencies, saveMs: Math.round(saveMs) },
  };
  const line = (name: string, l: Latencies) =>
    `  ${name.padEnd(16)} p50 ${l.p50} ms, p99 ${l.p99} ms, slowest ${l.max} ms (${l.samples} calls)`;
  say(line('idle', result.idle));
  say(`${line('during preview', result.preview)}; preview ${result.preview.uploadMs} ms`);
  say(`${line('during save', result.save)}; save ${result.save.saveMs} ms`);
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
