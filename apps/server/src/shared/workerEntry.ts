import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * A worker thread's entry. Under tsx and vitest it is TypeScript source, which a worker can load
 * only once tsx is registered in it (a worker's `--import` does not reach its entry on Node 20).
 */
export function workerEntry(entry: URL): URL {
  if (!entry.pathname.endsWith('.ts')) return entry;
  // The ES module build of tsx's API: its CommonJS build registers a path that does not exist.
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const tsx = pathToFileURL(api).href;
  const source = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}
