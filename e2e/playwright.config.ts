import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { PORT_TIME_ZONE } from '@quaybook/domain';
import { freshServer } from './support/freshServer';
import { mailbox } from './support/mailbox';

export const ADMIN_PASSWORD = 'e2e-admin-password';
// The staff work on the ports' clock, and so do the journeys (their helpers in Node, the browser
// and the server): a run after 18:30 UTC is already tomorrow in Kolkata, where the server dates
// bills and counts today's inspections.
process.env.TZ = PORT_TIME_ZONE;
const port = Number(process.env.E2E_PORT ?? 3301);
// The app mails through a local SMTP sink the global setup starts (support/mailSinkSetup.ts).
const smtpPort = mailbox(port).port;
const { webServer } = freshServer({
  name: 'e2e',
  port,
  // The built server by default; E2E_SERVER runs another (e.g. from source with tsx).
  command: process.env.E2E_SERVER ?? 'node ../apps/server/dist/main.js',
  env: {
    ADMIN_PASSWORD,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Quaybook Reports <reports@quaybook.test>',
    // The delivery journey waits for the server's own look for due EDI deliveries.
    EDI_DELIVERY_TICK_SECONDS: '2',
    ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
  },
});

/** The system's Chromium, with nothing of its own running in the background (journeys and bench). */
export const chromium = {
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
};

// The built app, started fresh on an empty database for every run (`npm run build` first).
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/mailSinkSetup.ts',
  // The journeys share one server and one database, each with names of its own; each worker
  // signs the admin in once, and no journey changes the admin's password, so workers can run side
  // by side. A journey keeps about two cores busy (the browser, the server, the database): on two
  // cores a second worker adds nothing but doubles every journey's time, towards its timeout.
  workers: Math.max(1, Math.floor(availableParallelism() / 2)),
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    // A trace costs a fifth of a journey's time; E2E_TRACE=1 keeps one of each failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    viewport: { width: 1366, height: 850 },
    // The service worker keeps every script for offline use, a download of the whole app in each
    // journey's fresh browser: only the offline journeys let it run (tests/offline.spec.ts).
    serviceWorkers: 'block',
    timezoneId: PORT_TIME_ZONE,
    launchOptions: chromium,
  },
  webServer,
});
