import { parseArgs } from 'node:util';
import { scaleFactor } from './scale/scalePlan';

export interface Options {
  voyages: number;
  inspections: number;
  /** Containers on the one bill generated. */
  billContainers: number;
  seconds: number;
  connections: number;
  /** Containers on the survey report printed. */
  reportContainers: number;
  /** Rows of the timed Upload Entry file, and of the file whose preview's memory is measured. */
  uploadRows: number;
  uploadMemoryRows: number;
  databaseUrl: string | undefined;
  /** Seed a year of a busy depot at this scale ('1m') into a fresh database instead. */
  scale: string | undefined;
  /** With a scale on PostgreSQL: drop and create the database first. */
  fresh: boolean;
  /** Seconds per measurement at scale: each call is measured four times (1 and 10 clients, API and database). */
  scaleSeconds: number;
  /** Simulated users working at once (`--load`, `--soak`), or undefined for the other benches. */
  load: LoadOptions | undefined;
  /** `--start`: how soon `npm start` serves, timed this many times with nothing changed. */
  start: { starts: number } | undefined;
}

/** `--load` (200 users for 5 minutes) or `--soak M` (fewer users for M minutes). */
export interface LoadOptions {
  mode: 'load' | 'soak';
  users: number;
  minutes: number;
  /** Each user's pause between two actions: uniform between these, in milliseconds. */
  thinkMs: { min: number; max: number };
  /** The scale the company is seeded at before the users start ('20k'). */
  scale: string;
}

export const USAGE = `Usage: npm run bench [-- --voyages N --seconds S --connections C --database-url URL --scale S --fresh]

  --voyages N         voyages to seed (BENCH_VOYAGES, default 100000)
  --inspections N     inspections to seed (BENCH_INSPECTIONS, default 200000)
  --bill-containers N containers on the one bill generated (BENCH_BILL_CONTAINERS, default 3000)
  --seconds S         seconds per measurement (BENCH_SECONDS, default 10)
  --connections C     HTTP clients for the paged call (BENCH_CONNECTIONS, default 10)
  --report-containers N
                      containers on the survey report printed, a quarter damaged with a
                      photo (BENCH_REPORT_CONTAINERS, default 200)
  --upload-rows N     rows of the Upload Entry file previewed and saved (BENCH_UPLOAD_ROWS,
                      default 10000)
  --upload-memory-rows N
                      rows of the file whose preview's peak memory is measured
                      (BENCH_UPLOAD_MEMORY_ROWS, default 100000)
  --database-url URL  PostgreSQL to measure on (DATABASE_URL; default: PGlite in a temporary folder)
  --scale S           instead: seed a year of a busy depot at S inspections (1m, 100k …;
                      BENCH_SCALE) into a fresh database and measure every list call the
                      screens make over HTTP (the built server in its own process: run
                      npm run build first) beside the same query on the database, at 1 and
                      10 clients for --seconds each (default 3 here), the server's memory, a
                      cheap call during a heavy export and, on PostgreSQL, two server processes
  --fresh             with --scale or --load on PostgreSQL: drop and create the database first
  --load              instead: 200 simulated users (--users) for 5 minutes (--minutes) against
                      the built server on PostgreSQL (--database-url, required): each signs in
                      and loops through lists, inspection entry, a report, a bill and an upload
                      with 2-8 s of thought between actions (--think-ms MIN-MAX); reports
                      requests, errors and p50/p95/p99 per kind and the server's memory over time
  --soak M            the same for M minutes with 50 users (--users), memory sampled each minute,
                      and whether it grows (the last third of the samples against the middle third)
  --users N           simulated users (default 200 with --load, 50 with --soak)
  --minutes M         length of a --load run (default 5)
  --think-ms MIN-MAX  a user's pause between two actions (default 2000-8000)
  --start             instead: time npm start (the built tree, PGlite in a new temporary
                      folder) from its spawn to the first 200 on GET / and on GET /api/health:
                      its first start, then --starts more with nothing changed (target ≤ 5 s),
                      beside the prestart step alone and the built server alone
  --starts N          starts with nothing changed (default 5)
`;

function positive(name: string, text: string, integer: boolean): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(
      `${name} must be a positive ${integer ? 'whole number' : 'number'}, not '${text}'`,
    );
  }
  return value;
}

function scaleOption(text: string | undefined): string | undefined {
  if (!text) return undefined;
  scaleFactor(text);
  return text.trim().toLowerCase();
}

/** Options from the command line, else the environment, else the defaults. */
export function readOptions(argv: string[], env: NodeJS.ProcessEnv): Options | 'help' {
  const { values } = parseArgs({
    // `npm run bench -- -- --voyages N` (the form before the root script passed arguments on)
    // still arrives with a separator first.
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: {
      voyages: { type: 'string' },
      inspections: { type: 'string' },
      'bill-containers': { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      'report-containers': { type: 'string' },
      'upload-rows': { type: 'string' },
      'upload-memory-rows': { type: 'string' },
      'database-url': { type: 'string' },
      scale: { type: 'string' },
      fresh: { type: 'boolean' },
      load: { type: 'boolean' },
      soak: { type: 'string' },
      users: { type: 'string' },
      minutes: { type: 'string' },
      'think-ms': { type: 'string' },
      start: { type: 'boolean' },
      starts: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const databaseUrl = values['database-url'] ?? env.DATABASE_URL;
  return {
    voyages: positive('voyages', values.voyages ?? env.BENCH_VOYAGES ?? '100000', true),
    inspections: positive(
      'inspections',
      values.inspections ?? env.BENCH_INSPECTIONS ?? '200000',
      true,
    ),
    billContainers: positive(
      'bill-containers',
      values['bill-containers'] ?? env.BENCH_BILL_CONTAINERS ?? '3000',
      true,
    ),
    seconds: positive('seconds', values.seconds ?? env.BENCH_SECONDS ?? '10', false),
    connections: positive('connections', values.connections ?? env.BENCH_CONNECTIONS ?? '10', true),
    reportContainers: positive(
      'report-containers',
      values['report-containers'] ?? env.BENCH_REPORT_CONTAINERS ?? '200',
      true,
    ),
    uploadRows: positive(
      'upload-rows',
      values['upload-rows'] ?? env.BENCH_UPLOAD_ROWS ?? '10000',
      true,
    ),
    uploadMemoryRows: positive(
      'upload-memory-rows',
      values['upload-memory-rows'] ?? env.BENCH_UPLOAD_MEMORY_ROWS ?? '100000',
      true,
    ),
    databaseUrl: databaseUrl ? databaseUrl : undefined,
    scale: scaleOption(values.scale ?? env.BENCH_SCALE),
    fresh: values.fresh ?? false,
    scaleSeconds: positive('seconds', values.seconds ?? env.BENCH_SECONDS ?? '3', false),
    load: loadOptions(values, values.scale ?? env.BENCH_SCALE),
    start: values.start ? { starts: positive('starts', values.starts ?? '5', true) } : undefined,
  };
}

function loadOptions(
  values: { load?: boolean; soak?: string; users?: string; minutes?: string; 'think-ms'?: string },
  scale: string | undefined,
): LoadOptions | undefined {
  if (!values.load && values.soak === undefined) return undefined;
  if (values.load && values.soak !== undefined) throw new Error('Give --load or --soak, not both');
  const soak = values.soak !== undefined;
  const think = /^(\d+)-(\d+)$/.exec(values['think-ms'] ?? '2000-8000');
  if (!think || Number(think[1]) > Number(think[2]))
    throw new Error(`--think-ms must be MIN-MAX in milliseconds, not '${values['think-ms']}'`);
  return {
    mode: soak ? 'soak' : 'load',
    users: positive('users', values.users ?? (soak ? '50' : '200'), true),
    minutes: soak
      ? positive('soak', values.soak ?? '', false)
      : positive('minutes', values.minutes ?? '5', false),
    thinkMs: { min: Number(think[1]), max: Number(think[2]) },
    scale: scaleOption(scale) ?? '20k',
  };
}
