import { type Database, pgliteThreadPool } from '@quaybook/server/src/db/client';
import * as schema from '@quaybook/server/src/db/schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** A statement a query function sent, with its parameters. */
interface Statement {
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
    /** The statements `work` sends, its transaction's among them. */
    async statementsOf(work: () => Promise<unknown>): Promise<Statement[]> {
      recorded = [];
      try {
        await work();
        return recorded;
      } finally {
        recorded = undefined;
      }
    },
    /**
     * EXPLAIN ANALYZE of each query a call sent, with the settings it made before it in its
     * transaction (a `set local`), as text; the transaction's own statements are skipped.
     */
    async plans(statements: Statement[]): Promise<string[]> {
      const client = await opened.pool.connect();
      try {
        await client.query('begin');
        const plans: string[] = [];
        for (const statement of statements) {
          if (/^\s*set\b/i.test(statement.sql)) {
            await client.query(statement.sql, statement.params);
            continue;
          }
          if (!/^\s*(select|with)\b/i.test(statement.sql)) continue;
          const result = await client.query(
            `explain (analyze, buffers, costs off) ${statement.sql}`,
            statement.params,
          );
          plans.push(`${statement.sql}\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
        }
        return plans;
      } finally {
        await client.query('rollback').catch(() => undefined);
        client.release();
      }
    },
    close: opened.close,
  };
}
