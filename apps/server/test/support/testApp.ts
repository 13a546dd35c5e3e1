import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { buildApp } from '../../src/app';
import { TokenService } from '../../src/auth/tokens';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { type DeliveryWorker, deliveryWorker } from '../../src/features/ediDelivery/deliveryWorker';
import { closeTestDatabase, resetDatabase, testDatabase } from './testDatabase';

export const TEST_SECRET = 'a test secret that is long enough for HS256 signing';

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  filesDir: '/nonexistent/files',
  uploadsDir: '/nonexistent/uploads',
  databaseUrl: undefined,
  jwtSecret: TEST_SECRET,
  adminPassword: undefined,
  logLevel: 'silent',
  trustProxy: false,
  webDir: undefined,
  // Every answer is checked against its contract schema; a breach becomes a 500, which fails the
  // test that caused it (see `useTestApp`).
  checkReplies: true,
  sessionSeconds: 3600,
  uploadMaxMb: 200,
  uploadMaxRows: 1_000_000,
  deliveryTickSeconds: 30,
};

/**
 * The worker's database as a worker-scoped fixture: opened by the first file that needs it,
 * shared by the files the worker runs after it, and closed when Vitest stops the worker (an open
 * PGlite would keep the process alive; on PostgreSQL the worker's database is dropped).
 */
const workerTest = test.extend(
  'database',
  { scope: 'worker' },
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern; it has none.
  async ({}, { onCleanup }) => {
    onCleanup(closeTestDatabase);
    return testDatabase();
  },
);

export interface TestContext {
  app: FastifyInstance;
  /** The app's EDI delivery worker, which ticks only when a test calls `tick`. */
  deliveries: DeliveryWorker;
  db: Database;
  tokens: TokenService;
  config: Config;
}

export interface TestAppOptions {
  /**
   * When the business tables are emptied: before each test (the default), or once before the
   * file's first test, for a file whose tests share one world made in its own `beforeAll`.
   */
  reset?: 'each' | 'once';
  /** Gives the app a data folder of its own (documents, uploads), removed when the file ends. */
  dataDir?: boolean;
}

/**
 * The app on the worker's database, with business tables emptied before each test. Call it once
 * at the top of a test file and read the returned object's fields inside tests and hooks (they
 * are filled in `beforeAll`). Any answer with a 5xx status fails the test that caused it.
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  const faults: string[] = [];
  let dataDir: string | undefined;
  workerTest.beforeAll(async ({ database }) => {
    context.db = database.db;
    context.tokens = new TokenService(TEST_SECRET, testConfig.sessionSeconds);
    context.config = { ...testConfig };
    if (options.dataDir) {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-test-'));
      context.config = {
        ...context.config,
        dataDir,
        filesDir: path.join(dataDir, 'files'),
        uploadsDir: path.join(dataDir, 'uploads'),
      };
    }
    context.deliveries = deliveryWorker(
      { db: database.db, config: context.config },
      { tickMs: null },
    );
    const app = await buildApp(
      {
        db: database.db,
        replica: database.replica,
        tokens: context.tokens,
        config: context.config,
        deliveries: context.deliveries,
      },
      { logger: false, webDir: '/nonexistent' },
    );
    const errors = new Map<string, string>();
    app.addHook('onError', async (request, _reply, error) => {
      const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
      errors.set(request.id, `${error.message}${cause}`);
    });
    // onSend runs before the answer leaves, so the fault is recorded before the test reads it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 500) {
        const error = errors.get(request.id) ?? '';
        faults.push(`${request.method} ${request.url} answered ${reply.statusCode}: ${error}`);
      }
      errors.delete(request.id);
      return payload;
    });
    context.app = app;
  });
  const reset = async () => {
    faults.length = 0;
    await resetDatabase(await testDatabase());
  };
  if (options.reset === 'once') beforeAll(reset);
  else beforeEach(reset);
  afterEach(() => {
    expect(faults.splice(0), 'the server failed').toEqual([]);
  });
  afterAll(async () => {
    await context.app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return context;
}
