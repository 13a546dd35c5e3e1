import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_PASSWORD, chromium } from '../playwright.config';
import { freshServer } from '../support/freshServer';

// The web bench (`npm run bench:web -w @quaybook/e2e`, after `npm run build`): the built server
// on a fresh database of its own, one Chromium, one worker. Outside the journeys: it measures,
// it asserts no time.
const port = Number(process.env.E2E_PORT ?? 3390);
const server = freshServer({
  name: 'bench_web',
  port,
  command: `node "${path.resolve(import.meta.dirname, '../../apps/server/dist/main.js')}"`,
  env: { ADMIN_PASSWORD },
});
/** The bench's own database on the PostgreSQL server given, or none (PGlite in the data folder). */
export const benchDatabaseUrl = server.databaseUrl;

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
    launchOptions: chromium,
  },
  webServer: server.webServer,
});
