// `npm run bench -- --start`: how soon `npm start` serves with nothing changed since the last
// build (target: the page and an API call within 5 s), beside its first start on a new database,
// its prestart step alone and the built server alone.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { percentile, round } from '../measure';
import { machine } from '../report';
import { freePort } from '../scaleBench/serverProcess';
import { killStarts, type StartTimes, timedStart } from './timedStart';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RESULTS = path.resolve(import.meta.dirname, '../../results');
/** The product's promise: a start with nothing changed serves within this. */
const TARGET_MS = 5_000;
const ADMIN_PASSWORD = 'bench-start-password';

const say = (text: string) => process.stdout.write(`${text}\n`);

/** Median and slowest of some times in milliseconds. */
function spread(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: round(percentile(sorted, 50)), max: round(sorted.at(-1) ?? 0), runs: times };
}

/** `node scripts/build.mjs --changed`, as `npm start`'s prestart runs it; its time and output. */
function buildChanged(): { ms: number; output: string } {
  const started = performance.now();
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--changed'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  const output = `${built.stdout}${built.stderr}`;
  if (built.status !== 0) throw new Error(`The build failed:\n${output.slice(-2000)}`);
  return { ms, output };
}

/** Both parts said `unchanged since its last build`, so nothing was built. */
function builtNothing(output: string): boolean {
  return (output.match(/unchanged since its last build/g) ?? []).length === 2;
}

/**
 * The environment `npm start` gets from a shell: this run's own npm settings left out (a
 * workspace among them), on PGlite in `dataDir` whatever DATABASE_URL the shell has.
 */
function startEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')),
  );
  delete env.DATABASE_URL;
  return { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD };
}

function table(rows: Array<[string, ReturnType<typeof spread>, boolean | undefined]>): string {
  const head = ['step', 'runs', 'median ms', 'max ms', 'target'];
  const cells = rows.map(([step, figures, met]) => [
    step,
    String(figures.runs.length),
    figures.median.toFixed(0),
    figures.max.toFixed(0),
    met === undefined ? '' : `≤ ${TARGET_MS} ms ${met ? 'met' : 'NOT met'}`,
  ]);
  const widths = head.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => (row[column] ?? '').length)),
  );
  return [head, ...cells]
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 || column === 4
            ? cell.padEnd(widths[column] ?? 0)
            : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Times the starts on a new temporary data folder, removed at the end; writes start.json. */
export async function runStartBench(options: { starts: number }): Promise<void> {
  const loadStart = os.loadavg()[0] ?? 0;
  const prepared = buildChanged();
  if (builtNothing(prepared.output)) say('The build is current: nothing to build first.');
  else
    say(
      `The build was not current; built it first (${(prepared.ms / 1000).toFixed(1)} s):\n` +
        prepared.output.trimEnd(),
    );

  say(`Prestart alone (node scripts/build.mjs --changed), ${options.starts} times...`);
  const prestart: number[] = [];
  for (let run = 0; run < options.starts; run += 1) {
    const { ms, output } = buildChanged();
    if (!builtNothing(output)) throw new Error(`The prestart built again:\n${output}`);
    prestart.push(round(ms));
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-bench-start-'));
  const interrupt = () => {
    // The start under way is in a process group of its own, which Ctrl-C does not reach.
    killStarts();
    void rm(dataDir, { recursive: true, force: true }).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const npmStart = {
      file: 'npm',
      args: ['start'],
      cwd: ROOT,
      env: startEnv(path.join(dataDir, 'data'), port),
    };
    say(`First npm start on a new data folder (${dataDir}), on ${origin}...`);
    const first = await timedStart(npmStart, origin);
    if (!first.output.includes('First start of Quaybook'))
      throw new Error(`The first start did not set the database up:\n${first.output}`);

    say(`npm start with nothing changed, ${options.starts} times...`);
    const later: StartTimes[] = [];
    for (let run = 0; run < options.starts; run += 1) {
      const start = await timedStart(npmStart, origin);
      if (!builtNothing(start.output) || !start.output.includes('up to date'))
        throw new Error(`This start built or migrated something:\n${start.output}`);
      later.push(start);
    }

    say(`The built server alone (node apps/server/dist/main.js), ${options.starts} times...`);
    const alone: StartTimes[] = [];
    for (let run = 0; run < options.starts; run += 1)
      alone.push(
        await timedStart(
          { ...npmStart, file: process.execPath, args: ['apps/server/dist/main.js'] },
          origin,
        ),
      );

    const page = spread(later.map((start) => start.pageMs));
    const health = spread(later.map((start) => start.healthMs));
    const report = {
      date: new Date().toISOString(),
      machine: machine(loadStart),
      node: process.version,
      database: 'pglite',
      starts: options.starts,
      targetMs: TARGET_MS,
      /** Every start with nothing changed answered both within the target. */
      met: page.max <= TARGET_MS && health.max <= TARGET_MS,
      firstStart: {
        pageMs: first.pageMs,
        healthMs: first.healthMs,
        cpuMs: first.cpuMs,
        stopMs: first.stopMs,
      },
      npmStart: {
        page,
        health,
        cpu: spread(later.map((start) => start.cpuMs)),
        stop: spread(later.map((start) => start.stopMs)),
      },
      prestartAlone: spread(prestart),
      serverAlone: {
        page: spread(alone.map((start) => start.pageMs)),
        health: spread(alone.map((start) => start.healthMs)),
        cpu: spread(alone.map((start) => start.cpuMs)),
      },
    };
    say(
      `\n${table([
        ['first npm start (new database): GET /', spread([first.pageMs]), undefined],
        ['first npm start: GET /api/health', spread([first.healthMs]), undefined],
        ['  CPU it used by then', spread([first.cpuMs]), undefined],
        ['npm start, nothing changed: GET /', page, page.max <= TARGET_MS],
        ['npm start, nothing changed: GET /api/health', health, health.max <= TARGET_MS],
        ['  CPU it used by then (all its processes)', report.npmStart.cpu, undefined],
        ['  prestart alone (build.mjs --changed)', report.prestartAlone, undefined],
        ['  built server alone: GET /', report.serverAlone.page, undefined],
        ['  built server alone: GET /api/health', report.serverAlone.health, undefined],
        ['  CPU it used by then', report.serverAlone.cpu, undefined],
        ['stop (SIGTERM to exit)', report.npmStart.stop, undefined],
      ])}\n`,
    );
    say(
      `Target: every start with nothing changed serves GET / and GET /api/health within ` +
        `${TARGET_MS / 1000} s: ${report.met ? 'met' : 'NOT met'}.`,
    );
    if (report.machine.loadAverage.start > report.machine.cpus / 2)
      say(
        `Note: the machine was already busy when the run started (1-minute load ` +
          `${report.machine.loadAverage.start} on ${report.machine.cpus} CPUs); the times may be long.`,
      );
    await mkdir(RESULTS, { recursive: true });
    const out = path.join(RESULTS, 'start.json');
    await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
    say(`Wrote ${path.relative(process.cwd(), out)}`);
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    await rm(dataDir, { recursive: true, force: true });
  }
}
