import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl } from './playwright.config';

/** The machine a figure was measured on, with its load then. */
export function machineFacts() {
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? '',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
}

/**
 * Writes a web bench's result under the database it ran on: one file for both, each run
 * replacing its own database's entry. Answers that database's name.
 */
export function writeBenchResult(file: string, result: object): 'postgres' | 'pglite' {
  const database = benchDatabaseUrl ? 'postgres' : 'pglite';
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...kept, [database]: result }, null, 2)}\n`);
  return database;
}
