import { loadConfig } from './config';
import { openDatabase } from './db/client';

// The server's entry. It opens the database before loading the rest of the server, so that
// PGlite's thread starts up (most of a second of WebAssembly) while the routes and their
// libraries load; the build splits what `serve` alone needs into a chunk loaded here.
async function main() {
  const config = loadConfig();
  const database = openDatabase(config);
  // Awaited by `prepare`; a failure to open is reported from there.
  database.catch(() => undefined);
  const { serve } = await import('./serve');
  await serve(config, database);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Quaybook could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
