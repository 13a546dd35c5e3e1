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
  --fresh             with --scale on PostgreSQL: drop and create the database first
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
  };
}
