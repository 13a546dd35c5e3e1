// `npm run backup [-- --to FOLDER]` and `npm run restore -- BACKUP [--replace]`, on the database
// and file store the server's settings name (DATA_DIR, DATABASE_URL).

import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { fileStoreOf } from '../../documents/fileStores';
import { pgliteFolder, postgresLocation } from '../client';
import { createBackup } from './createBackup';
import { restoreBackup } from './restoreBackup';

const USAGE = `Usage:
  npm run backup [-- --to FOLDER]          back up into FOLDER/quaybook-backup-<time> (default ./backups)
  npm run restore -- BACKUP [--replace]    restore BACKUP into an empty target; --replace empties it first

The database and file store are those the server would use: DATABASE_URL (PostgreSQL), or the
PGlite database in DATA_DIR/db (default ./data), and the documents in the store FILES_URL names
(DATA_DIR/files when unset).
`;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(argv: string[]) {
  // npm runs a workspace's script in the workspace's folder; paths are meant from where it was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest[0] === '--' ? rest.slice(1) : rest,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      replace: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    process.stdout.write(USAGE);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const where = config.databaseUrl
    ? `PostgreSQL ${postgresLocation(config.databaseUrl)}`
    : `PGlite ${pgliteFolder(config)}`;
  if (command === 'backup') {
    say(`Backing up ${where} and ${fileStoreOf(config).location}...`);
    const started = performance.now();
    const { folder, manifest } = await createBackup(config, {
      into: path.resolve(values.to ?? 'backups'),
      log: say,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    say(
      `Backed up ${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} files ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s into\n  ${folder}`,
    );
    return;
  }
  const [backup] = positionals;
  if (!backup || positionals.length > 1) {
    process.stdout.write(USAGE);
    process.exitCode = 2;
    return;
  }
  say(`Restoring ${path.resolve(backup)} into ${where} and ${fileStoreOf(config).location}...`);
  const result = await restoreBackup(config, path.resolve(backup), {
    replace: values.replace ?? false,
    log: say,
  });
  say(
    `Restored ${result.tables} tables (${result.rows} rows) and ${result.files} files. ` +
      'Start Quaybook on it as usual; it applies any newer migrations at start.',
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
