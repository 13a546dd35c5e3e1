// `npm run bench -- --load` and `--soak M`: simulated users working against the built server on
// PostgreSQL, every call timed and counted by kind, the server's resident memory sampled.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { photo } from '../inspectionBench';
import { percentile, round } from '../measure';
import type { LoadOptions } from '../options';
import { machine } from '../report';
import { residentBytes, startServerProcess } from '../scaleBench/serverProcess';
import { KINDS, type Kind, type Recorder, runUser } from './loadUser';
import { LOAD_ADMIN_PASSWORD, LOAD_PASSWORD, seedLoadWorld } from './loadWorld';
import { type MemorySample, memoryTrend } from './memoryTrend';

const JWT_SECRET = 'the-load-bench-secret-of-at-least-32-characters';
const MiB = 1024 * 1024;
const RESULTS = path.resolve(import.meta.dirname, '../../results');
/** At most this many different failures are kept, each with how often it happened. */
const FAILURES_KEPT = 30;

const say = (text: string) => process.stdout.write(`${text}\n`);

interface KindFigures {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

/** Every latency kept per kind, so the percentiles are exact; failures counted by their reason. */
function recorder() {
  const latencies = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  const requests = new Map<Kind, number>(KINDS.map((kind) => [kind, 0]));
  const errors = new Map<Kind, number>(KINDS.map((kind) => [kind, 0]));
  const failures = new Map<string, number>();
  const wrong: Recorder['wrong'] = (kind, failure) => {
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
    const key = `${kind}: ${failure.slice(0, 300)}`;
    if (failures.has(key) || failures.size < FAILURES_KEPT)
      failures.set(key, (failures.get(key) ?? 0) + 1);
  };
  const record: Recorder['record'] = (kind, milliseconds, failure) => {
    requests.set(kind, (requests.get(kind) ?? 0) + 1);
    if (failure === undefined) latencies.get(kind)?.push(milliseconds);
    else wrong(kind, failure);
  };
  const figures = (): Record<Kind, KindFigures> => {
    const out = {} as Record<Kind, KindFigures>;
    for (const kind of KINDS) {
      const sorted = [...(latencies.get(kind) ?? [])].sort((a, b) => a - b);
      const sum = sorted.reduce((total, value) => total + value, 0);
      out[kind] = {
        requests: requests.get(kind) ?? 0,
        errors: errors.get(kind) ?? 0,
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
        mean: round(sorted.length ? sum / sorted.length : 0),
        max: round(sorted.at(-1) ?? 0),
      };
    }
    return out;
  };
  return { record, wrong, figures, failures };
}

/** A photo of a container door as a phone sends it: a 1280 × 960 JPEG. */
async function doorPhoto(): Promise<Blob> {
  const bytes = await photo({ width: 1280, height: 960, quality: 80 });
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

function table(figures: Record<Kind, KindFigures>): string {
  const head = ['kind', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const rows = KINDS.map((kind) => {
    const f = figures[kind];
    return [kind, f.requests, f.errors, f.p50, f.p95, f.p99, f.max].map(String);
  });
  const all = Object.values(figures);
  rows.push([
    'all',
    String(all.reduce((n, f) => n + f.requests, 0)),
    String(all.reduce((n, f) => n + f.errors, 0)),
    '',
    '',
    '',
    '',
  ]);
  const widths = head.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  return [head, ...rows]
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

/** Runs the users against a server of their own on a freshly seeded company; writes the report. */
export async function runLoadBench(
  options: LoadOptions & { databaseUrl: string | undefined; fresh: boolean },
): Promise<void> {
  const { databaseUrl } = options;
  if (!databaseUrl)
    throw new Error(
      `--${options.mode} runs on PostgreSQL: give --database-url (a database of its own) and --fresh to (re)create it`,
    );
  const loadStart = os.loadavg()[0] ?? 0;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'quaybook-load-'));
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    say(`Seeding the company at ${options.scale} and ${options.users} users...`);
    const world = await seedLoadWorld({
      databaseUrl,
      dataDir: folder,
      scale: options.scale,
      users: options.users,
      fresh: options.fresh,
      log: (line) => say(`  ${line}`),
    });
    server = await startServerProcess({
      dataDir: folder,
      databaseUrl,
      adminPassword: LOAD_ADMIN_PASSWORD,
      jwtSecret: JWT_SECRET,
    });
    const pid = server.pid;
    const photo = await doorPhoto();
    const counts = recorder();
    const durationMs = options.minutes * 60_000;
    // Soak: a sample a minute, as the issue asks; a short load: every 5 s, to see its course.
    const everyMs = options.mode === 'soak' ? 60_000 : 5_000;
    const samples: MemorySample[] = [];
    const started = performance.now();
    const sample = async () =>
      samples.push({
        seconds: round((performance.now() - started) / 1000),
        mib: round((await residentBytes(pid)) / MiB),
      });
    await sample();
    const sampler = setInterval(() => void sample().catch(() => undefined), everyMs);
    const until = started + durationMs;
    // The users arrive over the first tenth of the run (at most 30 s), as a shift does.
    const rampMs = Math.min(30_000, durationMs / 10);
    say(
      `${options.users} users for ${options.minutes} min on ${server.api} ` +
        `(think ${options.thinkMs.min}-${options.thinkMs.max} ms, memory every ${everyMs / 1000} s)...`,
    );
    const progress = setInterval(() => {
      const all = Object.values(counts.figures());
      const last = samples.at(-1);
      say(
        `  ${((performance.now() - started) / 60_000).toFixed(1)} min: ` +
          `${all.reduce((n, f) => n + f.requests, 0)} requests, ` +
          `${all.reduce((n, f) => n + f.errors, 0)} errors, RSS ${last?.mib ?? '?'} MiB`,
      );
    }, 60_000);
    await Promise.all(
      world.usernames.map(async (username, index) => {
        await new Promise((resolve) =>
          setTimeout(resolve, (rampMs * index) / world.usernames.length),
        );
        await runUser({
          apiBase: server?.api ?? '',
          index,
          username,
          password: LOAD_PASSWORD,
          world,
          photo,
          until,
          thinkMs: options.thinkMs,
          recorder: counts,
        });
      }),
    );
    clearInterval(progress);
    clearInterval(sampler);
    await sample();
    const seconds = (performance.now() - started) / 1000;
    const figures = counts.figures();
    const all = Object.values(figures);
    const requests = all.reduce((n, f) => n + f.requests, 0);
    const errors = all.reduce((n, f) => n + f.errors, 0);
    const trend = memoryTrend(samples);
    const report = {
      date: new Date().toISOString(),
      mode: options.mode,
      machine: machine(loadStart),
      node: process.version,
      database: 'postgres',
      scale: options.scale,
      seeded: world.counts,
      users: options.users,
      minutes: options.minutes,
      seconds: round(seconds),
      thinkMs: options.thinkMs,
      requests,
      errors,
      requestsPerSecond: round(requests / seconds),
      kinds: figures,
      failures: Object.fromEntries(counts.failures),
      memory: { ...trend, samples },
    };
    say(`\n${table(figures)}\n`);
    say(
      `${requests} requests in ${seconds.toFixed(0)} s (${report.requestsPerSecond}/s), ${errors} errors; ` +
        `server RSS ${trend.startMiB} MiB at the start, ${trend.endMiB} at the end, ${trend.peakMiB} at most`,
    );
    // Five minutes hold mostly the warm-up: whether memory grows is the soak's to say.
    say(
      options.mode === 'soak'
        ? trend.verdict
        : `Memory over the run: ${samples.map((s) => Math.round(s.mib)).join(' ')} MiB (whether it grows: --soak).`,
    );
    for (const [failure, times] of counts.failures) say(`  ${times} × ${failure}`);
    if (report.machine.loadAverage.start > report.machine.cpus / 2)
      say(
        `Note: the machine was already busy when the run started (1-minute load ${report.machine.loadAverage.start} on ${report.machine.cpus} CPUs).`,
      );
    await mkdir(RESULTS, { recursive: true });
    const out = path.join(RESULTS, `${options.mode}.json`);
    await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
    say(`Wrote ${path.relative(process.cwd(), out)}`);
    if (errors > 0) process.exitCode = 1;
  } finally {
    await server?.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
