// `npm run bench:table -w @quaybook/bench`: the scale runs in bench/results/latest.json as the
// Markdown tables of docs/performance.md, each figure beside its target and its raw limit.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Measurement } from '../measure';
import { type MemoryParts, type ScaleReport, TARGETS } from './scaleReport';

const at = (measured: Measurement[], clients: number) =>
  measured.find((m) => m.concurrency === clients);
const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** API over raw at one client, by p50: what the server adds to its query. */
export function overhead(api: Measurement | undefined, direct: Measurement | undefined) {
  if (!api || !direct || direct.p50 <= 0) return undefined;
  return api.p50 / direct.p50;
}

/** Where the server said its memory went, started, idle and at the end. */
function memoryPartsText(parts: ScaleReport['memory']['parts']): string {
  if (!parts) return '';
  const each = (label: string, part: MemoryParts) =>
    `${label} ${part.javascript} MiB JavaScript, ${part.buffers} buffers` +
    (part.database === null ? '' : `, ${part.database} PGlite`);
  return ` Of it: ${each('started', parts.started)}; ${each('idle', parts.idle)}; ${each('at the end', parts.end)}.`;
}

export function scaleTable(report: ScaleReport): string {
  const onPostgres = report.database === 'postgres';
  const lines = [
    `**${report.database === 'postgres' ? 'PostgreSQL 15' : 'PGlite (in its thread)'}**, ` +
      `${report.scale} inspections (${Object.entries(report.counts)
        .map(([kind, n]) => `${n.toLocaleString('en')} ${kind}`)
        .join(', ')}); seeded in ${report.seedMinutes} min, ${report.databaseMiB} MiB; ` +
      `${report.machine.cpus} × ${report.machine.model}, ${(report.machine.totalMemoryBytes / 2 ** 30).toFixed(0)} GiB, ` +
      `Node ${report.node}, ${report.date.slice(0, 16).replace('T', ' ')} UTC, load ${report.machine.loadAverage.start} → ${report.machine.loadAverage.end}; ` +
      `${report.secondsPerMeasurement} s per figure.`,
    '',
    '| call | rows (of) | 1 client p50 / p95 / p99 ms | req/s | raw p50 / p95 ms | API ÷ raw (p50) | 10 clients p50 / p95 / p99 ms | req/s | raw 10 p95 ms | raw req/s | peak MiB |' +
      (onPostgres ? ` p95 ≤ ${TARGETS.p95Ms} ms | ≤ ${TARGETS.apiOverRaw}× raw |` : ''),
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|${onPostgres ? ':-:|:-:|' : ''}`,
  ];
  for (const call of report.calls) {
    const [api1, api10] = [at(call.api, 1), at(call.api, 10)];
    const [raw1, raw10] = [at(call.direct, 1), at(call.direct, 10)];
    const ratio = overhead(api1, raw1);
    const cells = [
      call.name.replaceAll('|', '\\|'),
      `${call.rows}${call.total === undefined ? '' : ` (${call.total.toLocaleString('en')})`}`,
      `${ms(api1?.p50)} / ${ms(api1?.p95)} / ${ms(api1?.p99)}`,
      ms(api1?.rps),
      `${ms(raw1?.p50)} / ${ms(raw1?.p95)}`,
      ratio === undefined ? '–' : `${ratio.toFixed(2)}×`,
      `${ms(api10?.p50)} / ${ms(api10?.p95)} / ${ms(api10?.p99)}`,
      ms(api10?.rps),
      ms(raw10?.p95),
      ms(raw10?.rps),
      call.peakMiB.toFixed(0),
    ];
    if (onPostgres)
      cells.push(
        mark((api1?.p95 ?? Number.POSITIVE_INFINITY) <= (call.targetP95Ms ?? TARGETS.p95Ms)),
        mark(ratio !== undefined && ratio <= TARGETS.apiOverRaw),
      );
    const errors = call.api.reduce((sum, m) => sum + m.errors + m.non2xx, 0);
    if (errors > 0) cells[0] += ` (${errors} failed)`;
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push(
    '',
    `Server memory (resident, with its PGlite thread where there is one): ` +
      (report.memory.startedMiB === undefined ? '' : `${report.memory.startedMiB} MiB started, `) +
      `${report.memory.idleMiB} MiB idle after ` +
      `one pass of every call, ${report.memory.underLoadPeakMiB} MiB at most under 10 clients` +
      (report.memory.endMiB === undefined
        ? ''
        : `, ${report.memory.endMiB} MiB at the end (after the heavy exports)`) +
      ` (target ≤ ${TARGETS.idleMiB} MiB).` +
      ` Started in ${report.serverStartSeconds} s.` +
      memoryPartsText(report.memory.parts),
    '',
    '| cheap call, 1 client | alone p50 / p99 ms | during the heavy export p50 / p99 ms | heavy export runs, mean ms |',
    '|---|---:|---:|---:|',
    ...report.cheapWhileHeavy.map(
      (row) =>
        `| ${row.label} | ${ms(row.alone.p50)} / ${ms(row.alone.p99)} | ${ms(row.during.p50)} / ${ms(row.during.p99)} | ${row.heavy.runs} × ${row.heavy.meanMs} (${row.heavy.call}) |`,
    ),
  );
  if (report.processes) {
    const { one, two } = report.processes;
    lines.push(
      '',
      `Two server processes on one database, ${report.processes.clients} clients on ` +
        `${report.processes.call}: one process ${one.rps} req/s (p95 ${ms(one.p95)} ms), ` +
        `two ${two.rps} req/s (p95 ${ms(two.p95)} ms): ${report.processes.scaling}×; ` +
        `${one.errors + one.non2xx + two.errors + two.non2xx} errors.`,
    );
  }
  return lines.join('\n');
}

const START =
  '<!-- scale tables: npm run bench:table -w @quaybook/bench -- --write docs/performance.md -->';
const END = '<!-- end of scale tables -->';

/** Prints the tables, or with `--write <file>` puts them between the file's two markers. */
async function main() {
  const latest = JSON.parse(
    await readFile(path.resolve(import.meta.dirname, '../../results/latest.json'), 'utf8'),
  ) as { scale?: Record<string, ScaleReport> };
  const runs = Object.values(latest.scale ?? {});
  if (runs.length === 0)
    throw new Error('No scale run in latest.json: npm run bench -- --scale 1m');
  const tables = runs.map(scaleTable).join('\n\n');
  const [flag, file] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (flag !== '--write' || !file) {
    process.stdout.write(`${tables}\n`);
    return;
  }
  const target = path.resolve(import.meta.dirname, '../../..', file);
  const text = await readFile(target, 'utf8');
  const [from, to] = [text.indexOf(START), text.indexOf(END)];
  if (from < 0 || to < from)
    throw new Error(`${file} has no place for the tables: ${START} … ${END}`);
  await writeFile(
    target,
    `${text.slice(0, from + START.length)}\n\n${tables}\n\n${text.slice(to)}`,
  );
  process.stdout.write(`Wrote the tables into ${file}\n`);
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) await main();
