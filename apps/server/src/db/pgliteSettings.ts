import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's memory inside the server's PGlite, bounded so the embedded server stays small.
 * PGlite's WebAssembly memory grows with what PostgreSQL allocates and never shrinks, and at the
 * defaults PostgreSQL's shared buffers alone (128 MB) take most of it. The operating system's
 * file cache keeps the rest of the database at hand, outside the process; a page read from it
 * costs PGlite a file read. docs/performance.md ("Memory") has the figures.
 */
export const PGLITE_MEMORY_SETTINGS = {
  shared_buffers: '32MB',
  // Per sort or hash of a query: the lists sort pages of rows, not whole tables.
  work_mem: '4MB',
  // Index builds at a migration.
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
  wal_buffers: '1MB',
} as const;

/** PGlite's own start parameters with the memory settings above. */
export const pgliteStartParams = () => [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_MEMORY_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
