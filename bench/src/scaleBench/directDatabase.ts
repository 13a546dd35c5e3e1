import { type Database, pgliteThreadPool } from '@quaybook/server/src/db/client';
import * as schema from '@quaybook/server/src/db/schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** A statement a query function sent, with its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The database straight, as the server's own pool reaches it (PostgreSQL's pool of 10, or
 * PGlite's thread with its one connection), recording the statements sent while `recording`.
 */
export async function directDatabase(target: { databaseUrl?: string; pgliteDir?: string }) {
  const opened = target.databaseUrl
    ? (() => {
        const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
        return { pool, close: () => pool.end() };
      })()
    : await pgliteThreadPool(target.pgliteDir as string);
  let recorded: Statement[] | undefined;
  const db = drizzle({
    client: opened.pool,
    schema,
    logger: { logQuery: (sql, params) => recorded?.push({ sql, params }) },
  }) as unknown as Database;
  return {
    db,
    /** The statements `work` sends. */
    async statementsOf(work: () => Promise<unknown>): Promise<Statement[]> {
      recorded = [];
      try {
        await work();
        return recorded;
      } finally {
        recorded = undefined;
      }
    },
    /** EXPLAIN ANALYZE of a statement as sent, its plan as text. */
    async plan(statement: Statement): Promise<string> {
      const result = await opened.pool.query(
        `explain (analyze, buffers, costs off) ${statement.sql}`,
        statement.params,
      );
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    },
    close: opened.close,
  };
}
