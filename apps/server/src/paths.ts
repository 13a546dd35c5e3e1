import { fileURLToPath } from 'node:url';

// Resolved from this module so that the same paths hold for `src/` under tsx and the bundled
// `dist/main.js`, which both sit one level below the package folder.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** PGlite's worker thread: TypeScript beside this module under tsx, bundled beside main.js. */
export const PGLITE_WORKER = import.meta.url.endsWith('.ts')
  ? new URL('./db/pgliteWorker.ts', import.meta.url)
  : new URL('./pgliteWorker.js', import.meta.url);

/** The documents' rendering thread, likewise. */
export const RENDERING_WORKER = import.meta.url.endsWith('.ts')
  ? new URL('./documents/rendering/renderingWorker.ts', import.meta.url)
  : new URL('./renderingWorker.js', import.meta.url);
