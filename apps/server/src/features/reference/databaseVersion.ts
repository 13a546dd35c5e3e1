import type { About } from '@quaybook/contract';

/**
 * What database this is, read from its own `version()` text: PGlite names itself there
 * ('PostgreSQL 18.6 (PGlite 0.5.16) on wasm32…'), a PostgreSQL server does not
 * ('PostgreSQL 15.18 (Debian 15.18-0+deb12u1) on x86_64…').
 */
export function databaseOf(versionText: string): About['database'] {
  const postgres = /^PostgreSQL (\S+)/.exec(versionText)?.[1] ?? 'unknown';
  const pglite = /\(PGlite ([^)\s]+)\)/.exec(versionText)?.[1];
  return pglite
    ? { kind: 'pglite', version: pglite, postgres }
    : { kind: 'postgres', version: postgres, postgres };
}
