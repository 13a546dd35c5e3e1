// The largest Advanced Container List: a vessel call listing 200,000 containers, read whole
// through `GET /api/advance_container_list/{vcnID}` (which streams it) once and by four clients
// at once, and the company's container master list, now as long, through `GET /api/container_list`,
// with the server's resident memory sampled throughout.

import type { Database } from '@quaybook/server/src/db/client';
import { advanceContainers, containers, vcns } from '@quaybook/server/src/db/schema';
import { and, eq, like, sql } from 'drizzle-orm';
import type { MeasuredCall } from './inspectionSeed';

const say = (text: string) => process.stdout.write(`${text}\n`);
const MB = 1024 * 1024;
/** The owner code of the listed containers and the call's name, so they can be removed. */
const OWNER = 'BADU';
const VCN_NAME = 'BENCH ADVANCE LIST';
/** A call's list at the size that answered 157 MB built in memory and crashed the browser tab. */
export const ADVANCE_LIST_CONTAINERS = 200_000;
/** How many read it at once (four took 2.3 GB before the list was streamed). */
const AT_ONCE = 4;

interface Context {
  base: string;
  token: string;
  db: Database;
  companyId: number;
  userId: number;
  call: MeasuredCall;
  containers: number;
}

/**
 * The process's peak resident memory while `work` runs, sampled every 20 ms, and the peak of
 * the JavaScript heap it keeps: measured every 500 ms after a collection (with `--expose-gc`,
 * which `npm run bench` passes), so garbage not yet collected is not counted as held. Resident
 * memory also holds the embedded database's (PGlite's WebAssembly memory, which grows to its
 * largest query and is not given back); the heap is where an answer would be built.
 */
async function peaks<T>(work: () => Promise<T>) {
  const found = { rss: process.memoryUsage.rss(), heap: process.memoryUsage().heapUsed };
  const resident = setInterval(() => {
    found.rss = Math.max(found.rss, process.memoryUsage.rss());
  }, 20);
  const held = setInterval(() => {
    globalThis.gc?.();
    found.heap = Math.max(found.heap, process.memoryUsage().heapUsed);
  }, 500);
  try {
    const value = await work();
    return { value, ...found };
  } finally {
    clearInterval(resident);
    clearInterval(held);
  }
}

interface Reading {
  ms: number;
  bytes: number;
  rows: number;
}

interface Peaks {
  peakRssMb: number;
  overIdleMb: number;
  heapOverIdleMb: number;
}

export interface AdvanceListBenchResult {
  containers: number;
  /** One client reading the whole list: resident memory and heap over idle at their peaks. */
  one: Reading & Peaks;
  /** AT_ONCE clients reading it at the same time: the slowest, and the peaks of all. */
  atOnce: { clients: number; ms: number } & Peaks;
  /** A page of 20 as the screen asks for it, first and last, the slower of 3 reads each, in ms. */
  page: { firstMs: number; lastMs: number };
  /** One client reading the company's whole container master list (every listed box in it). */
  containerList: Reading & Peaks;
  idleRssMb: number;
  idleHeapMb: number;
}

/** A call (VCN) of the measured vessel and voyage listing `count` new containers, in one statement. */
async function seedList(context: Context): Promise<number> {
  const { db, companyId, userId, call } = context;
  const [vcn] = await db
    .insert(vcns)
    .values({
      companyId,
      name: VCN_NAME,
      vesselId: call.vesselId,
      importVoyageId: call.voyageId,
      createdBy: userId,
    })
    .returning({ id: vcns.id });
  if (!vcn) throw new Error('The bench call was not made');
  await db.execute(sql`
    with boxes as (
      insert into ${containers} (company_id, number, size, iso_code, tare_weight, gross_weight)
      select ${companyId}, ${OWNER} || lpad(n::text, 7, '0'), 20, '22G1', 2200, 24000
      from generate_series(1, ${context.containers}) n
      returning id, number
    )
    insert into ${advanceContainers} (company_id, applicant_id, account_id, vessel_id, voyage_id,
      location_id, upload_type, container_id, container_number, size, iso_code, tare_weight,
      gross_weight, movement_id, created_by)
    select ${companyId}, ${call.applicantId}, ${call.accountId}, ${call.vesselId}, ${call.voyageId},
      ${call.locationId}, 1, id, number, 20, '22G1', 2200, 24000, ${call.movementId}, ${userId}
    from boxes`);
  // A real database has analysed a table this size long before it is read (autovacuum); the
  // query's plan does not depend on it, but the bench measures the state a user meets.
  await db.execute(sql`analyze ${advanceContainers}, ${containers}`);
  return vcn.id;
}

/**
 * Reads the whole list as a client would, keeping none of it: its size, and its rows counted by
 * their `key` field (a key split between two chunks is found by carrying the last few bytes).
 */
async function readWhole(url: string, token: string, field = 'autoID'): Promise<Reading> {
  const start = process.hrtime.bigint();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`GET ${url} answered ${response.status}`);
  const decoder = new TextDecoder();
  const key = `"${field}":`;
  let bytes = 0;
  let rows = 0;
  let head = '';
  let carry = '';
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    bytes += chunk.byteLength;
    const text = carry + decoder.decode(chunk, { stream: true });
    if (head.length < 3) head += text.slice(0, 3);
    for (let at = text.indexOf(key); at !== -1; at = text.indexOf(key, at + key.length)) rows += 1;
    carry = text.slice(-(key.length - 1));
  }
  if (!head.startsWith('[1,')) throw new Error(`GET ${url} did not answer success: ${head}`);
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, bytes, rows };
}

/**
 * Lists `containers` on one call and reads the list whole, once and by four clients at once,
 * with the process's peak resident memory over idle (the server runs in this process). The
 * answer streams, so the peak stays bounded however long the list: a batch of 1,000 rows at a
 * time per reader, never the 157 MB answer.
 */
export async function benchAdvanceList(context: Context): Promise<AdvanceListBenchResult> {
  say(`Advance list of ${context.containers.toLocaleString('en')} containers on one call...`);
  const vcnId = await seedList(context);
  const url = `${context.base}/advance_container_list/${vcnId}?movetype=I`;
  const settle = async () => {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
  };
  await settle();
  const idle = process.memoryUsage();
  // Each over the idle figures just before it: the first read may leave memory given back.
  const over = (found: { rss: number; heap: number }, before = idle): Peaks => ({
    peakRssMb: Math.round(found.rss / MB),
    overIdleMb: Math.round((found.rss - before.rss) / MB),
    heapOverIdleMb: Math.round((found.heap - before.heapUsed) / MB),
  });
  const one = await peaks(() => readWhole(url, context.token));
  if (one.value.rows !== context.containers)
    throw new Error(`The list answered ${one.value.rows} rows of ${context.containers}`);
  await settle();
  const idleAgain = process.memoryUsage();
  const many = await peaks(() =>
    Promise.all(Array.from({ length: AT_ONCE }, () => readWhole(url, context.token))),
  );
  for (const reading of many.value)
    if (reading.rows !== context.containers)
      throw new Error(`A reader got ${reading.rows} rows of ${context.containers}`);
  // The screen's page of 20, with its counts of every row and of the inspected ones.
  const pageMs = async (page: number) => {
    let slowest = 0;
    for (let read = 0; read < 3; read += 1) {
      const start = process.hrtime.bigint();
      const response = await fetch(`${url}&page=${page}&pageSize=20`, {
        headers: { authorization: `Bearer ${context.token}` },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`page ${page} answered ${response.status}`);
      slowest = Math.max(slowest, Number(process.hrtime.bigint() - start) / 1e6);
    }
    return Math.round(slowest);
  };
  const page = { firstMs: await pageMs(1), lastMs: await pageMs(context.containers / 20) };
  await settle();
  const idleForContainers = process.memoryUsage();
  // The master list of containers now holds every listed box, and streams the same way.
  const containerList = await peaks(() =>
    readWhole(`${context.base}/container_list`, context.token, 'contid'),
  );
  if (containerList.value.rows < context.containers)
    throw new Error(`The container list answered ${containerList.value.rows} rows`);
  const result: AdvanceListBenchResult = {
    containers: context.containers,
    idleRssMb: Math.round(idle.rss / MB),
    idleHeapMb: Math.round(idle.heapUsed / MB),
    one: { ...one.value, ms: Math.round(one.value.ms), ...over(one) },
    atOnce: {
      clients: AT_ONCE,
      ms: Math.round(Math.max(...many.value.map((reading) => reading.ms))),
      ...over(many, idleAgain),
    },
    page,
    containerList: {
      ...containerList.value,
      ms: Math.round(containerList.value.ms),
      ...over(containerList, idleForContainers),
    },
  };
  say(
    `GET /advance_container_list/{vcnID} of ${result.containers.toLocaleString('en')} rows: ` +
      `${(result.one.bytes / MB).toFixed(0)} MB streamed in ${(result.one.ms / 1000).toFixed(1)} s, ` +
      `peak memory ${result.one.overIdleMb} MB over idle (${result.idleRssMb} MB), heap ` +
      `${result.one.heapOverIdleMb} MB over idle`,
  );
  say(
    `  ${AT_ONCE} clients at once: ${(result.atOnce.ms / 1000).toFixed(1)} s, peak memory ` +
      `${result.atOnce.overIdleMb} MB over idle, heap ${result.atOnce.heapOverIdleMb} MB over idle`,
  );
  say(`  a page of 20 with its counts: the first ${page.firstMs} ms, the last ${page.lastMs} ms`);
  say(
    `GET /container_list of ${result.containerList.rows.toLocaleString('en')} containers: ` +
      `${(result.containerList.bytes / MB).toFixed(0)} MB streamed in ` +
      `${(result.containerList.ms / 1000).toFixed(1)} s, peak memory ` +
      `${result.containerList.overIdleMb} MB over idle, heap ` +
      `${result.containerList.heapOverIdleMb} MB over idle`,
  );
  return result;
}

/** Removes the bench's call, its list and its containers (PostgreSQL runs keep their database). */
export async function deleteAdvanceListBench(db: Database, companyId: number): Promise<void> {
  await db
    .delete(advanceContainers)
    .where(
      and(
        eq(advanceContainers.companyId, companyId),
        like(advanceContainers.containerNumber, `${OWNER}%`),
      ),
    );
  await db
    .delete(containers)
    .where(and(eq(containers.companyId, companyId), like(containers.number, `${OWNER}%`)));
  await db.delete(vcns).where(and(eq(vcns.companyId, companyId), eq(vcns.name, VCN_NAME)));
}
