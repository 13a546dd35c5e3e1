// Bundles the server and the workspace packages it uses into dist/main.js, PGlite's worker
// thread into dist/pgliteWorker.js and the documents' rendering thread into
// dist/renderingWorker.js; third-party packages stay in node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@quaybook/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    pgliteWorker: 'src/db/pgliteWorker.ts',
    renderingWorker: 'src/documents/rendering/renderingWorker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
