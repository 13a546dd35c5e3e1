// `npm run bench`: the voyage list calls over HTTP next to the same queries on the database
// (or, with `--scale`, `--load`, `--soak` or `--start`, that section instead).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Config, loadConfig } from '@quaybook/server/src/config';
import { voyages } from '@quaybook/server/src/db/schema';
import { startRenderingThread } from '@quaybook/server/src/documents/rendering/renderingThread';
import {
  findPage,
  orderedIds,
  rowsOfIds,
} from '@quaybook/server/src/features/master/masterRepository';
import { voyageDefinition } from '@quaybook/server/src/features/voyage/voyageDefinition';
import { ROWS_PER_BATCH } from '@quaybook/server/src/shared/rowsByIds';
import { prepare, type Running } from '@quaybook/server/src/start';
import { decodeJwt } from 'jose';
import {
  ADVANCE_LIST_CONTAINERS,
  benchAdvanceList,
  deleteAdvanceListBench,
} from './advanceListBench';
import { benchBill, deleteBillBench } from './billBench';
import { benchBusySave, deleteBusySaveBench } from './busySaveBench';
import {
  benchCustomsReports,
  CUSTOMS_REPORT_CONTAINERS,
  deleteCustomsReportsBench,
} from './customsReportsBench';
import { benchDelivery, deleteDeliveryBench } from './deliveryBench';
import { benchEdi, deleteEdiBench } from './ediBench';
import { benchEstimates, deleteEstimateBench, ESTIMATES } from './estimateBench';
import {
  benchGeneralExcel,
  deleteGeneralExcelBench,
  GENERAL_EXCEL_ROWS,
} from './generalExcelBench';
import { benchInspections } from './inspectionBench';
import { deleteInspections, seedInspections } from './inspectionSeed';
import { runLoadBench } from './load/loadRun';
import { measureDirect, measureHttp } from './measure';
import { type Options, readOptions, USAGE } from './options';
import { formatTable, machine, type Pair, type Report, withRatios, writeReport } from './report';
import { benchReport, deleteReports } from './reportBench';
import { runScaleBench } from './scaleBench/scaleRun';
import { countVoyages, deleteVoyages, queriesDone, SEARCH_TERM, seedVoyages } from './seed';
import { runStartBench } from './start/startRun';
import { benchUploads, deleteUploadBench } from './uploadBench';

const ADMIN_PASSWORD = 'bench-admin-password';
const PAGED = { search: SEARCH_TERM, sort: 'Name.desc', page: 3, pageSize: 20 };
// The whole list is large (over 20 MB at 100,000 rows): two clients are enough to load it.
const LIST_ALL_CONNECTIONS = 2;
/** One CODECO of this many containers (issue 12's target: within 0.5 s). */
const EDI_CONTAINERS = 5_000;
/** Rows of the advance list saved while a cheap call is timed. */
const BUSY_SAVE_ROWS = 200_000;

const say = (text: string) => process.stdout.write(`${text}\n`);

/** GETs a list call once, checks the envelope and returns the answer and its size. */
async function fetchList(url: string, token: string, sizes = false) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const body = JSON.parse(text) as unknown;
  if (!response.ok || !Array.isArray(body) || body[0] !== 1 || !Array.isArray(body[2])) {
    throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return {
    rows: body[2] as Array<{ Name: string }>,
    extra: body[3] as { total: number } | undefined,
    bytes: sizes ? Buffer.byteLength(text) : 0,
    gzipBytes: sizes ? gzipSync(text).length : 0,
  };
}

function describe(options: Options): string {
  if (!options.databaseUrl) return 'PGlite in a temporary folder';
  const url = new URL(options.databaseUrl);
  return `PostgreSQL database ${url.pathname.slice(1)} at ${url.host}`;
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 200);
    throw new Error(
      `Signing in as admin failed (${response.status} ${detail}). If the database already had ` +
        'an admin with another password, point DATABASE_URL at a database of its own ' +
        '(e.g. createdb quaybook_bench)',
    );
  }
  return ((await response.json()) as { access_token: string }).access_token;
}

async function bench(
  options: Options,
  running: Running,
  config: Config,
  loadStart: number,
  onSeeded: (companyId: number) => void,
) {
  const { app, database } = running;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no port');
  const base = `http://127.0.0.1:${address.port}/api`;

  const token = await signIn(base);
  const claims = decodeJwt(token);
  const companyId = Number(claims.company_id);
  if ((await countVoyages(database.db, companyId)) > 0) {
    throw new Error(
      `Company ${companyId} already has voyages (left by an interrupted run?); ` +
        'recreate the benchmark database (dropdb and createdb)',
    );
  }

  say(`Seeding ${options.voyages.toLocaleString('en')} voyages on ${describe(options)}...`);
  const seedStart = process.hrtime.bigint();
  onSeeded(companyId);
  await seedVoyages(database.db, companyId, Number(claims.user_id), options.voyages);
  const seedSeconds = Number(process.hrtime.bigint() - seedStart) / 1e9;
  say(`Seeded in ${seedSeconds.toFixed(1)} s.`);

  // Check both answers once, which also warms the server up.
  const allUrl = `${base}/voyage_list`;
  const pagedUrl = `${base}/voyage_list?${new URLSearchParams({
    ...PAGED,
    page: String(PAGED.page),
    pageSize: String(PAGED.pageSize),
  })}`;
  const all = await fetchList(allUrl, token, true);
  if (all.rows.length !== options.voyages) {
    throw new Error(`The whole list has ${all.rows.length} rows, not ${options.voyages}`);
  }
  const paged = await fetchList(pagedUrl, token, true);
  const matches = paged.extra?.total ?? 0;
  const expected = Math.min(
    PAGED.pageSize,
    Math.max(0, matches - (PAGED.page - 1) * PAGED.pageSize),
  );
  if (paged.rows.length !== expected) {
    throw new Error(`The paged list has ${paged.rows.length} rows, not ${expected}`);
  }
  if (expected < PAGED.pageSize) {
    say(
      `Note: page ${PAGED.page} has ${expected} rows; seed at least 6,000 voyages for a full page.`,
    );
  }
  for (let i = 0; i < 3; i += 1) await fetchList(pagedUrl, token);
  const share = ((100 * matches) / options.voyages).toFixed(1);
  say(
    `Search '${SEARCH_TERM}' matches ${matches} rows (${share}%). ` +
      `Measuring ${options.seconds} s each.`,
  );

  // PGlite serves one query at a time; a PostgreSQL pool serves as many as the HTTP clients.
  const direct = (connections: number) => ({
    seconds: options.seconds,
    concurrency: database.kind === 'pglite' ? 1 : connections,
  });
  // autocannon stops at the deadline with calls still running in the server; let them finish
  // (a last call queues behind them, and checks the answer is still right) before the next step.
  const settle = async (url: string) => {
    await fetchList(url, token);
    await queriesDone(database.db);
  };
  const pairs: Pair[] = [];
  const listAllApi = await measureHttp('GET /api/voyage_list (all rows)', {
    url: allUrl,
    token,
    connections: LIST_ALL_CONNECTIONS,
    seconds: options.seconds,
  });
  await settle(allUrl);
  pairs.push({
    name: 'list-all',
    api: listAllApi,
    // The queries the streamed list makes: the ids in order, then the rows a batch at a time.
    direct: await measureDirect(
      '  same queries on the database',
      direct(LIST_ALL_CONNECTIONS),
      async () => {
        const ids = await orderedIds(database.db, voyages, companyId, voyageDefinition);
        for (let start = 0; start < ids.length; start += ROWS_PER_BATCH)
          await rowsOfIds(
            database.db,
            voyages,
            voyageDefinition,
            ids.slice(start, start + ROWS_PER_BATCH),
          );
      },
    ),
    responseBytes: all.bytes,
    gzipBytes: all.gzipBytes,
  });
  const pagedApi = await measureHttp('GET /api/voyage_list paged, filtered', {
    url: pagedUrl,
    token,
    connections: options.connections,
    seconds: options.seconds,
  });
  await settle(pagedUrl);
  pairs.push({
    name: 'paged-search',
    api: pagedApi,
    direct: await measureDirect(
      '  same query + count on the database',
      direct(options.connections),
      () => findPage(database.db, voyages, companyId, PAGED, voyageDefinition),
    ),
    responseBytes: paged.bytes,
    gzipBytes: paged.gzipBytes,
  });

  say(`Seeding ${options.inspections.toLocaleString('en')} inspections...`);
  const inspectionSeedStart = process.hrtime.bigint();
  const measuredCall = await seedInspections(
    database.db,
    companyId,
    Number(claims.user_id),
    options.inspections,
  );
  say(`Seeded in ${(Number(process.hrtime.bigint() - inspectionSeedStart) / 1e9).toFixed(1)} s.`);
  const inspectionsMeasured = await benchInspections({
    base,
    token,
    db: database.db,
    kind: database.kind,
    companyId,
    userId: Number(claims.user_id),
    filesDir: config.filesDir,
    call: measuredCall,
    seconds: options.seconds,
    connections: options.connections,
  });
  pairs.push(...inspectionsMeasured.pairs);
  // What the benches of single heavy calls share: the server, its database and the seeded call.
  const seeded = {
    base,
    token,
    db: database.db,
    config,
    companyId,
    userId: Number(claims.user_id),
    call: measuredCall,
  };
  const reported = await benchReport({
    ...seeded,
    seconds: options.seconds,
    containers: options.reportContainers,
  });
  pairs.push(...reported.pairs);
  const bill = await benchBill({ ...seeded, containers: options.billContainers });
  const edi = await benchEdi({
    db: database.db,
    config,
    companyId,
    userId: Number(claims.user_id),
    call: measuredCall,
    containers: EDI_CONTAINERS,
  });
  const customsReports = await benchCustomsReports({
    db: database.db,
    config,
    companyId,
    userId: Number(claims.user_id),
    containers: CUSTOMS_REPORT_CONTAINERS,
  });
  const uploads = await benchUploads({
    base,
    token,
    db: database.db,
    dataDir: config.dataDir,
    companyId,
    call: measuredCall,
    rows: options.uploadRows,
    memoryRows: options.uploadMemoryRows,
  });
  const advanceList = await benchAdvanceList({
    base,
    token,
    db: database.db,
    companyId,
    userId: Number(claims.user_id),
    call: measuredCall,
    containers: ADVANCE_LIST_CONTAINERS,
  });
  const busySave = await benchBusySave({
    base,
    token,
    dataDir: config.dataDir,
    call: measuredCall,
    rows: BUSY_SAVE_ROWS,
  });
  const generalExcel = await benchGeneralExcel({
    db: database.db,
    config,
    companyId,
    userId: Number(claims.user_id),
    call: measuredCall,
    rows: GENERAL_EXCEL_ROWS,
  });

  const estimates = await benchEstimates({
    ...seeded,
    estimates: Math.min(ESTIMATES, options.inspections),
    seconds: options.seconds,
    connections: options.connections,
  });

  const delivery = await benchDelivery(seeded);

  const report: Report = {
    date: new Date().toISOString(),
    machine: machine(loadStart),
    node: process.version,
    database: database.kind,
    voyages: options.voyages,
    inspections: options.inspections,
    inspectionsListed: inspectionsMeasured.listed,
    seedSeconds: Math.round(seedSeconds * 10) / 10,
    secondsPerMeasurement: options.seconds,
    connections: options.connections,
    search: { term: SEARCH_TERM, matches },
    measurements: pairs.map(withRatios),
    once: {
      bill: {
        containers: bill.containers,
        generateMs: Math.round(bill.generateMs),
        annexureAloneMs: Math.round(bill.annexureMs),
        whileBilled: bill.whileBilled,
      },
      whileReported: reported.whileReported,
      uploads,
      generalExcel: {
        rows: generalExcel.rows,
        sendMs: Math.round(generalExcel.sendMs),
        writerAloneMs: Math.round(generalExcel.writerAloneMs),
        bytes: generalExcel.bytes,
      },
      edi,
      customsReports,
      advanceList,
      busySave,
      estimates,
      delivery,
    },
  };
  say(`\n${formatTable(report.measurements)}\n`);
  const { cpus, loadAverage } = report.machine;
  if (loadAverage.start > cpus / 2) {
    say(
      `Note: the machine was already busy when the run started (1-minute load ${loadAverage.start} ` +
        `on ${cpus} CPUs); the numbers may be low.`,
    );
  }
  const out = await writeReport(report);
  say(`Wrote ${path.relative(process.cwd(), out)}`);
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), process.env);
  if (options === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  if (options.start) {
    await runStartBench(options.start);
    return;
  }
  if (options.load) {
    await runLoadBench({
      ...options.load,
      databaseUrl: options.databaseUrl,
      fresh: options.fresh,
    });
    return;
  }
  if (options.scale) {
    await runScaleBench({
      scale: options.scale,
      seconds: options.scaleSeconds,
      databaseUrl: options.databaseUrl,
      fresh: options.fresh,
    });
    return;
  }
  const loadStart = os.loadavg()[0] ?? 0;
  // Also for PostgreSQL: the server keeps its file store under DATA_DIR.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-bench-'));
  let running: Running | undefined;
  let seededCompany: number | undefined;
  let cleaning: Promise<void> | undefined;
  // Stops the server, closes the database and removes what the run made; once, however it ends.
  const cleanUp = () => {
    cleaning ??= (async () => {
      try {
        if (running && seededCompany !== undefined && running.database.kind === 'postgres') {
          // Leave the PostgreSQL database as it was, so the next run can seed again.
          await deleteDeliveryBench(running.database.db, seededCompany);
          await deleteEstimateBench(running.database.db, seededCompany);
          await deleteReports(running.database.db, seededCompany);
          await deleteCustomsReportsBench(running.database.db, seededCompany);
          await deleteBusySaveBench(running.database.db, seededCompany);
          await deleteUploadBench(running.database.db, seededCompany);
          await deleteAdvanceListBench(running.database.db, seededCompany);
          await deleteInspections(running.database.db, seededCompany);
          await deleteGeneralExcelBench(running.database.db, seededCompany);
          await deleteBillBench(running.database.db, seededCompany);
          await deleteEdiBench(running.database.db, seededCompany);
          await deleteVoyages(running.database.db, seededCompany);
        }
      } finally {
        try {
          await running?.stop();
        } finally {
          await rm(dataDir, { recursive: true, force: true });
        }
      }
    })();
    return cleaning;
  };
  // `on`, not `once`: a second Ctrl-C (or one relayed by a parent) must not kill the clean-up.
  const interrupt = (signal: NodeJS.Signals) => {
    if (cleaning !== undefined) return;
    process.stderr.write(`\n${signal}: stopping the server and cleaning up...\n`);
    cleanUp().then(
      () => process.exit(130),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  try {
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The delivery bench looks for due work itself, once, and times it.
      EDI_DELIVERY_TICK_SECONDS: '3600',
    });
    running = await prepare(config);
    // As the server's main does once it listens.
    startRenderingThread();
    await bench(options, running, config, loadStart, (companyId) => {
      seededCompany = companyId;
    });
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
