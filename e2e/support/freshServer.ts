import path from 'node:path';

const e2eDir = path.resolve(import.meta.dirname, '..');

/** The same server's URL with another database named: a run's own database on it. */
function withDatabase(url: string, name: string) {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

interface FreshServer {
  /** Names the run's data folder and database: 'e2e', 'bench_web'. */
  name: string;
  port: number;
  /** How the server starts, from the folder of the config that asks. */
  command: string;
  /** Further settings of the server (the admin's password, mail). */
  env: Record<string, string>;
}

/**
 * The built app's server for a run, started fresh on an empty data folder and database: with a
 * PostgreSQL server at hand (DATABASE_URL, as in CI) a database of the run's own there, as in
 * production; without one, PGlite in the data folder.
 */
export function freshServer({ name, port, command, env }: FreshServer) {
  const dataDir = path.resolve(e2eDir, `../.tmp/${name}-data-${port}`);
  const serverUrl = process.env.DATABASE_URL ?? '';
  const databaseName = `quaybook_${name}_${port}`;
  const databaseUrl = serverUrl ? withDatabase(serverUrl, databaseName) : '';
  // With a replica at hand (CI), the run's reads go to its copy of the run's database.
  const replicaUrl = process.env.DATABASE_REPLICA_URL ?? '';
  const databaseReplicaUrl = serverUrl && replicaUrl ? withDatabase(replicaUrl, databaseName) : '';
  const freshDatabase = serverUrl
    ? `node "${path.join(e2eDir, 'support/freshDatabase.mjs')}" "${serverUrl}" ${databaseName} && `
    : '';
  return {
    databaseUrl,
    webServer: {
      command: `rm -rf "${dataDir}" && ${freshDatabase}${command}`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Warnings (a refusal's underlying fault) show in the run's output.
      stdout: 'pipe' as const,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        DATABASE_REPLICA_URL: databaseReplicaUrl,
        ...env,
      },
    },
  };
}
