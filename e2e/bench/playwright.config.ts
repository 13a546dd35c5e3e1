import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';

// The web bench (`npm run bench:web -w @quaybook/e2e`, after `npm run build`): the built server
// on a fresh database of its own, one Chromium, one worker. Outside the journeys: it measures,
// it asserts no time.
const port = Number(process.env.E2E_PORT ?? 3390);
const dataDir = path.resolve(import.meta.dirname, `../../.tmp/bench-web-data-${port}`);
const serverUrl = process.env.DATABASE_URL ?? '';
export const BENCH_DATABASE = `quaybook_bench_web_${port}`;
/** The bench's own database on the PostgreSQL server given, or none (PGlite in the data folder). */
export const benchDatabaseUrl = serverUrl ? withDatabase(serverUrl, BENCH_DATABASE) : '';
const freshDatabase = serverUrl
  ? `node ../support/freshDatabase.mjs "${serverUrl}" ${BENCH_DATABASE} && `
  : '';

function withDatabase(url: string, name: string) {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 15 * 60_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 850 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && ${freshDatabase}node ../../apps/server/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: benchDatabaseUrl,
    },
  },
});
