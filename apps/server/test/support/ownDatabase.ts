import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { dropDatabase, onServer } from './testDatabase';

/**
 * A database of the file's own, new for it, for tests that start Quaybook themselves: a data
 * folder (PGlite's, and the file store's), and on PostgreSQL runs a database named after `name`
 * and the worker. Both are removed after the file.
 */
export function useOwnDatabase(name: string) {
  const onPostgres = process.env.QUAYBOOK_TEST_DB === 'postgres';
  const serverUrl = process.env.DATABASE_URL ?? '';
  const databaseName = `quaybook_${name}_${(process.env.VITEST_POOL_ID ?? '0').replace(/\D/g, '')}`;
  const own = { onPostgres, dataDir: '', databaseUrl: undefined as string | undefined };
  beforeAll(async () => {
    own.dataDir = await mkdtemp(path.join(tmpdir(), `quaybook-${name}-`));
    if (onPostgres) {
      await dropDatabase(serverUrl, databaseName);
      await onServer(serverUrl, [`create database ${databaseName}`]);
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      own.databaseUrl = url.toString();
    }
  });
  afterAll(async () => {
    await rm(own.dataDir, { recursive: true, force: true });
    if (onPostgres) await dropDatabase(serverUrl, databaseName);
  });
  return own;
}
