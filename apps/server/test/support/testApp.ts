import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../src/app';
import { TokenService } from '../../src/auth/tokens';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { resetDatabase, testDatabase } from './testDatabase';

export const TEST_SECRET = 'a test secret that is long enough for HS256 signing';

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  jwtSecret: TEST_SECRET,
  adminPassword: undefined,
  logLevel: 'silent',
  trustProxy: false,
  // Every answer is checked against its contract schema.
  checkReplies: true,
  sessionSeconds: 3600,
};

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  tokens: TokenService;
}

/**
 * The app on the worker's database, emptied before each test. Use the returned object's fields
 * inside tests and hooks (they are filled in `beforeAll`).
 */
export function useTestApp(): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const { db } = await testDatabase();
    context.db = db;
    context.tokens = new TokenService(TEST_SECRET, testConfig.sessionSeconds);
    context.app = await buildApp(
      { db, tokens: context.tokens, config: testConfig },
      { logger: false, webDir: '/nonexistent' },
    );
  });
  beforeEach(async () => resetDatabase(await testDatabase()));
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}
