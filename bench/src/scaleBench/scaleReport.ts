import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Measurement } from '../measure';
import type { machine } from '../report';

/** Issue targets on PostgreSQL: p95 within 50 ms, the API within 1.3× the raw query. */
export const TARGETS = { p95Ms: 50, apiOverRaw: 1.3, idleMiB: 300 };

/** Where the server's memory goes, as it says (`GET /api/about`), in MiB. */
export interface MemoryParts {
  resident: number;
  javascript: number;
  buffers: number;
  /** PGlite's WebAssembly memory; null on PostgreSQL. */
  database: number | null;
}

export interface ScaleReport {
  date: string;
  machine: ReturnType<typeof machine>;
  node: string;
  database: 'pglite' | 'postgres';
  scale: string;
  counts: Record<string, number>;
  seedMinutes: number;
  databaseMiB: number;
  secondsPerMeasurement: number;
  serverStartSeconds: number;
  /**
   * The server process's resident memory, its PGlite thread included: started (before any
   * call), idle after one pass of every call, at most under load, and at the end of the run
   * (after the heavy exports); with the server's own account of where it goes at each.
   */
  memory: {
    startedMiB?: number;
    idleMiB: number;
    underLoadPeakMiB: number;
    endMiB?: number;
    parts?: { started: MemoryParts; idle: MemoryParts; end: MemoryParts };
  };
  calls: Array<{
    name: string;
    path: string;
    /** Its own p95 target where it is not a list's (the dashboard's). */
    targetP95Ms?: number;
    /** Rows on the page answered, and how many match in all. */
    rows: number;
    total: number | undefined;
    answerBytes: number;
    /** The server's resident memory at most while this call was loaded. */
    peakMiB: number;
    /** At 1 and at 10 clients. */
    api: Measurement[];
    direct: Measurement[];
  }>;
  cheapWhileHeavy: Array<{
    label: string;
    alone: Measurement;
    during: Measurement;
    heavy: { call: string; runs: number; meanMs: number };
  }>;
  /** PostgreSQL: the same call against one server process, then two on the same database. */
  processes?: {
    call: string;
    clients: number;
    one: Measurement;
    two: Measurement;
    scaling: number;
  };
}

/** A run's section: `pglite` or `postgres` at a year (1m), else with its scale (`postgres-10m`). */
export const scaleKey = (report: Pick<ScaleReport, 'database' | 'scale'>) =>
  report.scale === '1m' ? report.database : `${report.database}-${report.scale}`;

const RESULTS = path.resolve(import.meta.dirname, '../../results');

/**
 * Writes the run beside the other figures: `latest.json` gains (or replaces) its
 * `scale.<key>` section (`scaleKey`), and the query plans go to `plans-<key>.txt`.
 */
export async function writeScaleReport(
  report: ScaleReport,
  plans: { name: string; statements: string[] }[],
): Promise<string[]> {
  const latest = path.join(RESULTS, 'latest.json');
  const existing = JSON.parse(await readFile(latest, 'utf8').catch(() => '{}')) as {
    scale?: Record<string, ScaleReport>;
  };
  existing.scale = { ...existing.scale, [scaleKey(report)]: report };
  await writeFile(latest, `${JSON.stringify(existing, null, 2)}\n`);
  const planFile = path.join(RESULTS, `plans-${scaleKey(report)}.txt`);
  await writeFile(
    planFile,
    plans.map(({ name, statements }) => `=== ${name}\n\n${statements.join('\n\n')}\n`).join('\n'),
  );
  return [latest, planFile];
}
