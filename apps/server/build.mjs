// Bundles the server and the workspace packages it uses into dist/main.js, PGlite's worker
// thread into dist/pgliteWorker.js and the documents' rendering thread into
// dist/renderingWorker.js; third-party packages stay in node_modules.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@quaybook/'));

// Chunks are named by their content: the last build's would pile up beside the new ones.
rmSync('dist', { recursive: true, force: true });
const { metafile } = await build({
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
  // main.js loads the rest of the server as a chunk of its own once it has begun opening the
  // database (src/main.ts); chunks sit beside main.js, so paths resolved from them hold.
  splitting: true,
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  metafile: true,
});
// Every file the build wrote, so `npm start` can tell a part whose chunk went missing
// (scripts/build.mjs).
writeFileSync('dist/outputs.json', JSON.stringify(Object.keys(metafile.outputs), null, 2));
