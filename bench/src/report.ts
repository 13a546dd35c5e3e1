import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AdvanceListBenchResult } from './advanceListBench';
import type { Latencies } from './busyCall';
import type { BusySaveResult } from './busySaveBench';
import type { CustomsReportsBenchResult } from './customsReportsBench';
import type { DeliveryBenchResult } from './deliveryBench';
import type { EdiBenchResult } from './ediBench';
import type { EstimateBenchResult } from './estimateBench';
import type { GeneralExcelBenchResult } from './generalExcelBench';
import { type Measurement, round } from './measure';
import type { UploadBenchResult } from './uploadBench';

/** One call over HTTP next to the same query run straight on the database. */
export interface Pair {
  name: string;
  api: Measurement;
  direct: Measurement;
  /** Size of one answer's body, and gzipped (the server does not compress). */
  responseBytes: number;
  gzipBytes: number;
  /** Whose size that is: the answer's (lists), or the request's (creates). */
  sizeOf?: 'answer' | 'request';
}

export interface Report {
  date: string;
  machine: {
    cpus: number;
    model: string;
    totalMemoryBytes: number;
    platform: string;
    /** 1-minute load average before the run and after it; a high start means a busy machine. */
    loadAverage: { start: number; end: number };
  };
  node: string;
  database: 'pglite' | 'postgres';
  voyages: number;
  inspections: number;
  /** Inspections of the party's call the list call filters on. */
  inspectionsListed: number;
  seedSeconds: number;
  secondsPerMeasurement: number;
  connections: number;
  search: { term: string; matches: number };
  measurements: Array<
    Pair & { ratios: { apiP50OverDirectP50: number | null; apiRpsOverDirectRps: number | null } }
  >;
  /** Work done once, whose cost is its time rather than a rate: the largest bill and uploads. */
  once: {
    bill: {
      containers: number;
      generateMs: number;
      annexureAloneMs: number;
      /** A cheap call's latencies while the same reports are billed again. */
      whileBilled: Latencies & { billMs: number };
    };
    /** A cheap call's latencies while a survey report of the same size is generated again. */
    whileReported?: Latencies & { reportMs: number; containers: number };
    uploads: UploadBenchResult;
    /** The General Excel Report of 10,000 rows, next to its ExcelJS writer alone. */
    generalExcel?: GeneralExcelBenchResult;
    /** One CODECO of 5,000 containers through the service, and the domain writer alone. */
    edi: EdiBenchResult;
    /** Each mismatch report once over a vessel call of 5,000 export loads. */
    customsReports?: CustomsReportsBenchResult;
    /** A call's list of 200,000 containers read whole, once and by four at once, and the memory. */
    advanceList?: AdvanceListBenchResult;
    /** A cheap call's latencies alone, during a 200,000-row upload's preview and its save. */
    busySave?: BusySaveResult;
    /** An estimate of 50 lines created and sent, and the Estimates list at 100,000 estimates. */
    estimates?: EstimateBenchResult;
    /** A day's CODECO of 3,000 containers for 30 lines delivered over SFTP by one look. */
    delivery?: DeliveryBenchResult;
  };
}

export function machine(loadStart: number) {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    model: cpus[0]?.model.trim() ?? 'unknown',
    totalMemoryBytes: os.totalmem(),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAverage: { start: round(loadStart), end: round(os.loadavg()[0] ?? 0) },
  };
}

const ratio = (a: number, b: number) => (b > 0 ? round(a / b) : null);

export function withRatios(pair: Pair): Report['measurements'][number] {
  return {
    ...pair,
    ratios: {
      apiP50OverDirectP50: ratio(pair.api.p50, pair.direct.p50),
      apiRpsOverDirectRps: ratio(pair.api.rps, pair.direct.rps),
    },
  };
}

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} B`;
}

export function formatTable(measurements: Report['measurements']): string {
  const header = ['measurement', 'conc', 'p50 ms', 'p99 ms', 'req/s', 'n', 'notes'];
  const rows: string[][] = [];
  for (const m of measurements) {
    const apiNotes = [
      `${size(m.responseBytes)}/${m.sizeOf ?? 'answer'} (gzip ${size(m.gzipBytes)})`,
    ];
    if (m.api.errors || m.api.non2xx)
      apiNotes.push(`${m.api.errors} errors, ${m.api.non2xx} non-2xx`);
    const directNotes = [
      `API p50 ${m.ratios.apiP50OverDirectP50 ?? '-'}x this`,
      `API req/s ${m.ratios.apiRpsOverDirectRps ?? '-'}x this`,
    ];
    if (m.direct.errors) directNotes.push(`${m.direct.errors} errors`);
    for (const [r, notes] of [
      [m.api, apiNotes],
      [m.direct, directNotes],
    ] as const) {
      rows.push([
        r.label,
        String(r.concurrency),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        r.rps.toFixed(1),
        String(r.samples),
        notes.join('; '),
      ]);
    }
  }
  const widths = header.map((h, c) =>
    Math.max(h.length, ...rows.map((row) => (row[c] ?? '').length)),
  );
  const textColumn = (c: number) => c === 0 || c === header.length - 1;
  const line = (cells: string[]) =>
    cells
      .map((cell, c) =>
        textColumn(c) ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Writes the run to latest.json, keeping the scale runs' section (`npm run bench -- --scale`). */
export async function writeReport(report: Report): Promise<string> {
  const out = path.resolve(import.meta.dirname, '../results/latest.json');
  await mkdir(path.dirname(out), { recursive: true });
  const previous = JSON.parse(await readFile(out, 'utf8').catch(() => '{}')) as { scale?: unknown };
  const kept = previous.scale === undefined ? {} : { scale: previous.scale };
  await writeFile(out, `${JSON.stringify({ ...report, ...kept }, null, 2)}\n`);
  return out;
}
