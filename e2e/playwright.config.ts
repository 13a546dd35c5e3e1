import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { mailbox } from './support/mailbox';

export const ADMIN_PASSWORD = 'e2e-admin-password';
const port = Number(process.env.E2E_PORT ?? 3301);
const dataDir = path.resolve(import.meta.dirname, `../.tmp/e2e-data-${port}`);
// The built server by default; E2E_SERVER runs another (e.g. from source with tsx).
const server = process.env.E2E_SERVER ?? 'node ../apps/server/dist/main.js';
// The app mails through a local SMTP sink the global setup starts (support/mailSinkSetup.ts).
const smtpPort = mailbox(port).port;
// With a PostgreSQL server at hand (DATABASE_URL, as in CI) the app runs on a database of the
// journeys' own there, as in production; without one, on PGlite in the data folder.
const serverUrl = process.env.DATABASE_URL ?? '';
const databaseName = `quaybook_e2e_${port}`;
const databaseUrl = serverUrl ? withDatabase(serverUrl, databaseName) : '';
const freshDatabase = serverUrl
  ? `node support/freshDatabase.mjs "${serverUrl}" ${databaseName} && `
  : '';

function withDatabase(url: string, name: string) {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

// The built app, started fresh on an empty database for every run (`npm run build` first).
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/mailSinkSetup.ts',
  // The journeys share one server and one database, each with names of its own; each worker
  // signs the admin in once, and no journey changes the admin's password, so two workers (one
  // per core) run side by side.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
    command: `rm -rf "${dataDir}" && ${freshDatabase}${server}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Warnings (a refusal's underlying fault) show in the run's output.
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Quaybook Reports <reports@quaybook.test>',
      ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
    },
  },
});
