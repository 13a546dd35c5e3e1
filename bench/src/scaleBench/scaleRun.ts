// `npm run bench -- --scale 1m`: a year of a busy depot seeded with set-based SQL, then every
// list call the screens make measured over HTTP against the built server in a process of its
// own, beside the same query straight on the database; the server's memory, a cheap call while
// a heavy report runs, and (on PostgreSQL) two server processes on one database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type About, api as apiCalls, requestOf, UNPAGED_ROWS } from '@quaybook/contract';
import { type Measurement, measureDirect } from '../measure';
import { machine } from '../report';
import { adminSession, parsed, type ScaleCall, scaleCalls } from '../scale/scaleCalls';
import { seedScaleDatabase } from '../scale/scaleDatabase';
import { scalePlan } from '../scale/scalePlan';
import { LINE_PASSWORD, type ScaleProbes } from '../scale/seedScale';
import { directDatabase } from './directDatabase';
import { loadHttp } from './loadClient';
import { type MemoryParts, type ScaleReport, writeScaleReport } from './scaleReport';
import { memoryPeak, type ServerProcess, startServerProcess } from './serverProcess';

const ADMIN_PASSWORD = 'bench-admin-password';
const JWT_SECRET = 'the-scale-bench-secret-of-at-least-32-characters';
/** The client counts every call is measured at. */
const CLIENTS = [1, 10] as const;
const MiB = 1024 * 1024;

interface ScaleOptions {
  scale: string;
  seconds: number;
  databaseUrl: string | undefined;
  /** PostgreSQL: drop and create the database first. */
  fresh: boolean;
}

const say = (text: string) => process.stdout.write(`${text}\n`);

async function signIn(api: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${api}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`Signing in as ${username} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Where the server says its memory goes (`GET /api/about`), in MiB. */
async function memoryParts(api: string, token: string): Promise<MemoryParts> {
  const response = await fetch(`${api}${apiCalls.reference.about.path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as [number, string, About];
  if (!response.ok || body[0] !== 1) throw new Error(`GET /about answered ${response.status}`);
  const { memory } = body[2];
  const inMiB = (bytes: number) => round2(bytes / MiB);
  return {
    resident: inMiB(memory.resident),
    javascript: inMiB(memory.javascript),
    buffers: inMiB(memory.buffers),
    database: memory.database === null ? null : inMiB(memory.database),
  };
}

/** Sends a call once and answers its envelope, checking it succeeded. */
async function sendOnce(api: string, token: string, call: ScaleCall) {
  const request = requestOf({ baseUrl: api, token: () => token }, call.endpoint, call.request);
  const response = await fetch(request.url, {
    method: request.method,
    headers: { ...request.headers, 'accept-encoding': 'br, gzip' },
    body: request.body,
  });
  const text = await response.text();
  const body = JSON.parse(text) as [number, string, unknown, { total?: number }?];
  if (!response.ok || body[0] !== 1 || typeof body[2] !== 'object' || body[2] === null)
    throw new Error(`${call.name} answered ${response.status}: ${text.slice(0, 300)}`);
  // A list answers its rows; a figure (the dashboard) is one answer.
  const rows = Array.isArray(body[2]) ? body[2].length : 1;
  return { rows, total: body[3]?.total, bytes: Buffer.byteLength(text) };
}

type CallResult = ScaleReport['calls'][number];

/** The run, on a fresh database: seed, raw queries, then the server in its own process(es). */
export async function runScaleBench(options: ScaleOptions): Promise<void> {
  const loadStart = os.loadavg()[0] ?? 0;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'quaybook-scale-'));
  // Where a server started with DATA_DIR=folder opens PGlite.
  const pgliteDir = path.join(folder, 'db');
  const database = options.databaseUrl ? 'postgres' : 'pglite';
  const servers: ServerProcess[] = [];
  try {
    say(`Seeding ${options.scale} into a fresh ${database} database...`);
    const seeded = await seedScaleDatabase({
      scale: options.scale,
      dataDir: folder,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl, recreate: options.fresh } : {}),
      adminPassword: ADMIN_PASSWORD,
      log: (text) => say(`  ${text}`),
    });
    const { probes } = seeded;

    // The server must not run while the raw queries do on PGlite: one process opens its folder.
    const results: CallResult[] = [];
    const plans: { name: string; statements: string[] }[] = [];
    const calls = scaleCalls(probes);
    const session = adminSession(seeded);
    {
      const direct = await directDatabase({
        databaseUrl: options.databaseUrl,
        pgliteDir,
      });
      try {
        for (const call of calls) {
          const input = parsed(call);
          const run = () => call.direct(direct.db, session, input);
          const statements = await direct.statementsOf(run);
          plans.push({ name: call.name, statements: await direct.plans(statements) });
          const measured: Measurement[] = [];
          for (const clients of CLIENTS)
            measured.push(
              await measureDirect(
                call.name,
                { concurrency: clients, seconds: options.seconds },
                run,
              ),
            );
          results.push({
            name: call.name,
            path: call.endpoint.path,
            ...(call.targetP95Ms === undefined ? {} : { targetP95Ms: call.targetP95Ms }),
            rows: 0,
            total: undefined,
            answerBytes: 0,
            peakMiB: 0,
            api: [],
            direct: measured,
          });
          say(`  database  ${line(measured)}  ${call.name}`);
        }
      } finally {
        await direct.close();
      }
    }

    const settings = {
      dataDir: folder,
      databaseUrl: options.databaseUrl,
      adminPassword: ADMIN_PASSWORD,
      jwtSecret: JWT_SECRET,
    };
    const started = performance.now();
    const server = await startServerProcess(settings);
    servers.push(server);
    const startSeconds = (performance.now() - started) / 1000;
    const token = await signIn(server.api, 'admin', ADMIN_PASSWORD);
    const startedBytes = await server.rss();
    const startedParts = await memoryParts(server.api, token);
    const lineToken = await signIn(server.api, probes.line.username, LINE_PASSWORD);
    const tokenOf = (call: ScaleCall) => (call.asLine ? lineToken : token);
    for (const [index, call] of calls.entries()) {
      const once = await sendOnce(server.api, tokenOf(call), call);
      const result = results[index] as CallResult;
      result.rows = once.rows;
      result.total = once.total;
      result.answerBytes = once.bytes;
      if (once.rows === 0) say(`  Note: ${call.name} found no rows`);
    }
    const idleBytes = await server.rss();
    const idleParts = await memoryParts(server.api, token);
    let loadPeak = idleBytes;
    for (const [index, call] of calls.entries()) {
      const result = results[index] as CallResult;
      for (const clients of CLIENTS) {
        const peak = memoryPeak(server.pid);
        result.api.push(
          await loadCall(call, [server.api], tokenOf(call), clients, options.seconds),
        );
        result.peakMiB = Math.max(result.peakMiB, round2((await peak()) / MiB));
      }
      loadPeak = Math.max(loadPeak, result.peakMiB * MiB);
      say(`  API       ${line(result.api)}  ${call.name}`);
    }

    const whileHeavy = await cheapWhileHeavy(server, token, probes, options.seconds, options.scale);
    say(
      `  cheap calls p99 alone → during the largest export: ${whileHeavy
        .map((m) => `${m.label} ${m.alone.p99} → ${m.during.p99} ms`)
        .join('; ')}`,
    );

    const endBytes = await server.rss();
    const endParts = await memoryParts(server.api, token);
    say(
      `  memory: ${round2(startedBytes / MiB)} MiB started, ${round2(idleBytes / MiB)} idle, ${round2(loadPeak / MiB)} at most, ${round2(endBytes / MiB)} at the end (${JSON.stringify(endParts)})`,
    );

    let processes: ScaleReport['processes'];
    if (options.databaseUrl) {
      const second = await startServerProcess(settings);
      servers.push(second);
      const call = calls[0] as ScaleCall;
      const one = await loadCall(call, [server.api], token, 10, options.seconds);
      const two = await loadCall(call, [server.api, second.api], token, 10, options.seconds);
      processes = { call: call.name, clients: 10, one, two, scaling: round2(two.rps / one.rps) };
      say(`  one process ${one.rps} req/s, two ${two.rps} req/s on one database`);
    }

    const report: ScaleReport = {
      date: new Date().toISOString(),
      machine: machine(loadStart),
      node: process.version,
      database,
      scale: options.scale,
      counts: probes.counts,
      seedMinutes: round2(seeded.seconds.seed / 60),
      databaseMiB: round2(seeded.databaseBytes / MiB),
      secondsPerMeasurement: options.seconds,
      serverStartSeconds: round2(startSeconds),
      memory: {
        startedMiB: round2(startedBytes / MiB),
        idleMiB: round2(idleBytes / MiB),
        underLoadPeakMiB: round2(loadPeak / MiB),
        endMiB: round2(endBytes / MiB),
        parts: { started: startedParts, idle: idleParts, end: endParts },
      },
      calls: results,
      cheapWhileHeavy: whileHeavy,
      ...(processes ? { processes } : {}),
    };
    const written = await writeScaleReport(report, plans);
    say(`Written to ${written.join(', ')}`);
  } finally {
    for (const server of servers) await server.stop().catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Days of inspections (spread evenly over the plan's days) that stay within four fifths of the
 * rows an unpaged list answers, at most a month: 2 at 1m. More is refused as too many rows.
 */
function exportDays(probes: ScaleProbes, scale: string): number {
  const perDay = (probes.counts.inspections ?? 0) / scalePlan(scale).days;
  return Math.max(1, Math.min(30, Math.floor((UNPAGED_ROWS * 0.8) / Math.max(1, perDay))));
}

/** The ISO day `days` before `day`. */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

function line(measured: Measurement[]): string {
  return measured
    .map((m) => `${m.concurrency}c p50 ${m.p50} p95 ${m.p95} p99 ${m.p99} ${m.rps}/s`)
    .join(' | ');
}

/** One call from `clients` clients, spread over the servers given, for `seconds`. */
function loadCall(
  call: ScaleCall,
  apis: string[],
  token: string,
  clients: number,
  seconds: number,
): Promise<Measurement> {
  const requests = apis.map((api) =>
    requestOf({ baseUrl: api, token: () => token }, call.endpoint, call.request),
  );
  return loadHttp(call.name, { requests, connections: clients, seconds });
}

/**
 * A cheap call's latency alone, then while a client keeps asking for the days of inspections up
 * to the probes' last as a CSV file — as many days as stay within the rows an unpaged list may
 * answer, the heaviest list export a user can run: one call that reads the database (health) and
 * one that does not (the app's page).
 */
async function cheapWhileHeavy(
  server: ServerProcess,
  token: string,
  probes: ScaleProbes,
  seconds: number,
  scale: string,
) {
  const days = exportDays(probes, scale);
  const heavyUrl = `${server.api}/transactions_export?${new URLSearchParams({
    fromdate: daysBefore(probes.toDate, days - 1),
    todate: probes.toDate,
  })}`;
  const headers = { authorization: `Bearer ${token}` };
  const cheap = [
    { label: 'GET /api/health (reads the database)', url: `${server.api}/health` },
    { label: 'GET / (the app, no database)', url: `${server.origin}/` },
  ];
  const measure = (label: string, url: string) =>
    loadHttp(label, {
      requests: [{ url, method: 'GET', headers, body: undefined, signed: true }],
      connections: 1,
      seconds,
    });
  const results = [];
  for (const { label, url } of cheap) {
    const alone = await measure(label, url);
    let heavyRuns = 0;
    let heavyMs = 0;
    let running = true;
    const heavy = (async () => {
      while (running) {
        const began = performance.now();
        const response = await fetch(heavyUrl, {
          headers: { ...headers, 'accept-encoding': 'br, gzip' },
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`The export of ${days} days answered ${response.status}`);
        heavyRuns += 1;
        heavyMs += performance.now() - began;
      }
    })();
    // Let the export start before measuring beside it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const during = await measure(label, url);
    running = false;
    await heavy;
    results.push({
      label,
      alone,
      during,
      heavy: {
        call: `GET /api/transactions_export (${days} days)`,
        runs: heavyRuns,
        meanMs: round2(heavyMs / Math.max(1, heavyRuns)),
      },
    });
  }
  return results;
}
