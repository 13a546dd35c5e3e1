// `npm run build` builds the web app and the server. `npm start` builds with `--changed`: only a
// part whose inputs changed since its last successful build (buildStamp.mjs), or whose output is
// not all there, so a start with nothing changed goes straight to the server.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clearStamp, inputsHash, isCurrent, writeStamp } from './buildStamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const changedOnly = process.argv.includes('--changed');

// What every part's build reads besides its own folder: the workspace packages it bundles, the
// product's version, the compiler settings and the installed packages (as their lockfiles).
const SHARED = [
  'packages/contract',
  'packages/domain',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
  'tsconfig.base.json',
];

/** The commit the web app's About page names (vite.config.ts), so a new commit builds anew. */
function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'dev';
  }
}

/** The built web app: its page, its manifest and every file the manifest names. */
function webOutputs() {
  const manifest = 'apps/web/dist/.vite/manifest.json';
  const outputs = ['apps/web/dist/index.html', manifest];
  if (!existsSync(path.join(root, manifest))) return outputs;
  const chunks = Object.values(JSON.parse(readFileSync(path.join(root, manifest), 'utf8')));
  for (const chunk of chunks)
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])])
      outputs.push(path.join('apps/web/dist', file));
  return outputs;
}

/** The built server: the list of its files (apps/server/build.mjs) and every file it names. */
function serverOutputs() {
  const list = 'apps/server/dist/outputs.json';
  if (!existsSync(path.join(root, list))) return [list];
  const files = JSON.parse(readFileSync(path.join(root, list), 'utf8'));
  return [list, ...files.map((file) => path.join('apps/server', file))];
}

const PARTS = [
  {
    name: 'web',
    workspace: '@quaybook/web',
    inputs: ['apps/web', ...SHARED],
    extra: commit,
    outputs: webOutputs,
  },
  {
    name: 'server',
    workspace: '@quaybook/server',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      ...SHARED,
    ],
    extra: () => '',
    outputs: serverOutputs,
  },
];

for (const part of PARTS) {
  // Hashed before building: a file changed while it builds makes the next start build again.
  const hash = inputsHash(root, part.inputs, part.extra());
  if (changedOnly && isCurrent(root, part.name, hash, part.outputs())) {
    console.log(`${part.name}: unchanged since its last build`);
    continue;
  }
  clearStamp(root, part.name);
  const started = performance.now();
  const built = spawnSync('npm', ['run', 'build', '--silent', '-w', part.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    console.error(`${part.name}: the build failed`);
    process.exit(built.status ?? 1);
  }
  writeStamp(root, part.name, hash);
  console.log(`${part.name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
