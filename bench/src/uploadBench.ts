// Uploads at their largest: a 10,000-row Upload Entry file previewed and saved over HTTP, next to
// ExcelJS reading the same file plus one multi-row insert of the same inspections alone; then the
// server's peak memory while it previews a 100,000-row file.

import { openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { api, previewOf, transactionLayout } from '@quaybook/contract';
import { containerCheckDigit, formatDate, todayInPorts } from '@quaybook/domain';
import type { Database } from '@quaybook/server/src/db/client';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { MeasuredCall } from './inspectionSeed';

const say = (text: string) => process.stdout.write(`${text}\n`);
const elapsedMs = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const MB = 1024 * 1024;
/** The owner code of the bench's uploaded containers, so they can be told apart and removed. */
const OWNER = 'BUPU';

interface Context {
  base: string;
  token: string;
  db: Database;
  dataDir: string;
  companyId: number;
  call: MeasuredCall;
  /** Rows of the timed Upload Entry, and of the previewed file whose memory is measured. */
  rows: number;
  memoryRows: number;
}

export interface UploadBenchResult {
  rows: number;
  previewMs: number;
  executeMs: number;
  totalMs: number;
  /** ExcelJS reading the same file, and one insert of the same inspections, alone. */
  parseAloneMs: number;
  insertAloneMs: number;
  memory: {
    rows: number;
    previewMs: number;
    idleRssMb: number;
    peakRssMb: number;
    overIdleMb: number;
  };
}

const number = (serial: number) => {
  const firstTen = `${OWNER}${String(serial).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
};

/** An Upload Entry workbook of `rows` new containers, streamed to disk. */
async function writeFile(file: string, rows: number, first: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = workbook.addWorksheet('Transactions');
  sheet.addRow(transactionLayout.map((column) => column.title)).commit();
  const date = formatDate(todayInPorts());
  const cells: Record<string, string> = { date, time: '1030', hazardous: 'N', isoCode: '22G1' };
  for (let i = 0; i < rows; i += 1) {
    const serial = first + i;
    sheet
      .addRow(
        transactionLayout.map((column) =>
          column.key === 'container'
            ? number(serial)
            : column.key === 'seal'
              ? `SL${serial}`
              : (cells[column.key] ?? ''),
        ),
      )
      .commit();
  }
  await workbook.commit();
}

/** The data of an envelope answered with status 1; anything else throws, naming the call. */
export async function envelope(response: Response) {
  const body = (await response.json()) as [number, string, unknown];
  if (!response.ok || body[0] !== 1)
    throw new Error(
      `${response.url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`,
    );
  return body[2] as Record<string, unknown>;
}

function uploadQuery(call: MeasuredCall) {
  return new URLSearchParams({
    applicantid: String(call.applicantId),
    accountid: String(call.accountId),
    vessselid: String(call.vesselId),
    voyageid: String(call.voyageId),
    locationid: String(call.locationId),
    movement: String(call.movementId),
  });
}

/** POSTs the file from disk (never read whole into memory) to Upload Entry; the preview. */
async function upload(context: Context, file: string) {
  const form = new FormData();
  form.append('file', await openAsBlob(file), path.basename(file));
  const response = await fetch(
    `${context.base}/upload_transaction_entry?${uploadQuery(context.call)}`,
    { method: 'POST', headers: { authorization: `Bearer ${context.token}` }, body: form },
  );
  // The call answers the rows in item 2, the batch in item 3 and its counts in item 4.
  const body = (await response.clone().json()) as unknown[];
  const data = await envelope(response);
  return previewOf(api.transactionUpload.transactionImport, {
    data,
    extra: body[3],
    item4: body[4],
  });
}

async function execute(context: Context, qry: string) {
  const form = new FormData();
  form.append('transaction', JSON.stringify({ qry }));
  const response = await fetch(`${context.base}/upload_transaction_entry_execute`, {
    method: 'POST',
    headers: { authorization: `Bearer ${context.token}` },
    body: form,
  });
  return (await envelope(response)) as { saved: number };
}

/** Every row of the file's first sheet, read by ExcelJS's streaming reader alone. */
async function parseAlone(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {});
  for await (const sheet of reader) {
    for await (const _row of sheet) rows += 1;
    break;
  }
  return rows - 1;
}

/** The same inspections in one INSERT … SELECT, rolled back: the database's share alone. */
async function insertAlone(context: Context, rows: number): Promise<number> {
  const { db, companyId, call } = context;
  const [container] = (
    (await db.execute(
      sql`select id from containers where company_id = ${companyId} limit 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const start = process.hrtime.bigint();
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`
        insert into inspections (company_id, container_id, applicant_id, account_id, vessel_id,
          voyage_id, movement_id, location_id, condition, seal, inspection_date, inspection_time,
          hazardous, created_by)
        select ${companyId}, ${container?.id}, ${call.applicantId}, ${call.accountId},
               ${call.vesselId}, ${call.voyageId}, ${call.movementId}, ${call.locationId}, 2,
               'SL' || i, current_date, '1030', false, null
        from generate_series(1, ${rows}::int) i`);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return elapsedMs(start);
}
class RolledBack extends Error {}

/** The process's resident memory, sampled every 20 ms while `work` runs; its peak. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    const value = await work();
    return { value, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Times a 10,000-row Upload Entry (target: preview + save ≤ 5 s) beside its parts alone, then
 * the peak memory of a 100,000-row preview (target: < 300 MB over idle). The server runs in this
 * process, so its resident memory is this process's.
 */
export async function benchUploads(context: Context): Promise<UploadBenchResult> {
  const timed = path.join(context.dataDir, 'upload-entry.xlsx');
  const large = path.join(context.dataDir, 'upload-entry-large.xlsx');
  say(`Upload Entry of ${context.rows.toLocaleString('en')} rows...`);
  await writeFile(timed, context.rows, 1);

  const previewStart = process.hrtime.bigint();
  const preview = await upload(context, timed);
  const previewMs = elapsedMs(previewStart);
  if (preview.ok !== context.rows)
    throw new Error(`The preview found ${preview.ok} good rows of ${context.rows}`);
  const executeStart = process.hrtime.bigint();
  const saved = await execute(context, preview.qry);
  const executeMs = elapsedMs(executeStart);
  if (saved.saved !== context.rows)
    throw new Error(`The save wrote ${saved.saved} rows of ${context.rows}`);

  const parseStart = process.hrtime.bigint();
  const parsed = await parseAlone(timed);
  const parseAloneMs = elapsedMs(parseStart);
  if (parsed !== context.rows) throw new Error(`ExcelJS read ${parsed} rows`);
  const insertAloneMs = await insertAlone(context, context.rows);

  say(
    `POST /upload_transaction_entry + _execute of ${context.rows.toLocaleString('en')} rows: ` +
      `${(previewMs + executeMs).toFixed(0)} ms (preview ${previewMs.toFixed(0)}, save ` +
      `${executeMs.toFixed(0)}; target ≤ 5000 ms)`,
  );
  say(
    `  ExcelJS reading the file alone: ${parseAloneMs.toFixed(0)} ms; one insert of the ` +
      `same inspections alone: ${insertAloneMs.toFixed(0)} ms`,
  );

  say(`Previewing ${context.memoryRows.toLocaleString('en')} rows for the server's memory...`);
  await writeFile(large, context.memoryRows, context.rows + 1);
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idle = process.memoryUsage.rss();
  const largeStart = process.hrtime.bigint();
  const { value: staged, peak } = await peakRss(() => upload(context, large));
  const largePreviewMs = elapsedMs(largeStart);
  if (staged.total !== context.memoryRows)
    throw new Error(`The preview read ${staged.total} rows of ${context.memoryRows}`);
  const memory = {
    rows: context.memoryRows,
    previewMs: Math.round(largePreviewMs),
    idleRssMb: Math.round(idle / MB),
    peakRssMb: Math.round(peak / MB),
    overIdleMb: Math.round((peak - idle) / MB),
  };
  say(
    `  peak memory while previewing: ${memory.peakRssMb} MB, ${memory.overIdleMb} MB over ` +
      `idle (${memory.idleRssMb} MB; target < 300 MB over idle), in ` +
      `${(largePreviewMs / 1000).toFixed(1)} s`,
  );
  await rm(timed, { force: true });
  await rm(large, { force: true });
  return {
    rows: context.rows,
    previewMs: Math.round(previewMs),
    executeMs: Math.round(executeMs),
    totalMs: Math.round(previewMs + executeMs),
    parseAloneMs: Math.round(parseAloneMs),
    insertAloneMs: Math.round(insertAloneMs),
    memory,
  };
}

/** Removes what `benchUploads` added: its batches, inspections and containers. */
export async function deleteUploadBench(db: Database, companyId: number): Promise<void> {
  await db.execute(sql`delete from upload_batches where company_id = ${companyId}`);
  await db.execute(sql`
    delete from change_history where company_id = ${companyId} and entity = 'inspection'
      and entity_id in (select i.id from inspections i join containers c on c.id = i.container_id
        where i.company_id = ${companyId} and c.number like ${`${OWNER}%`})`);
  await db.execute(sql`
    delete from inspections where company_id = ${companyId}
      and container_id in (select id from containers where company_id = ${companyId}
        and number like ${`${OWNER}%`})`);
  await db.execute(
    sql`delete from containers where company_id = ${companyId} and number like ${`${OWNER}%`}`,
  );
}
