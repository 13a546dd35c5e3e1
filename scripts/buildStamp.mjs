// Whether a part of the build (the web app, the server) is current: the hash of everything its
// build reads, compared with the stamp its last successful build left, and its output all there.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

// Never inputs of a build: its own output, installed packages (the lockfiles stand for them),
// scratch and test output.
const SKIPPED = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'playwright-report']);

/** Every file under `input` (a folder or a file, relative to `root`); none when it is absent. */
function filesOf(root, input) {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) =>
      entry.isDirectory() || entry.isFile() ? filesOf(root, path.join(input, entry.name)) : [],
    );
}

/**
 * One hash of the names and contents of every file of `inputs` (folders or files under `root`)
 * and of `extra` (what a build reads besides files, such as the commit it is labelled with).
 * Contents, not times: a checkout or a copy that leaves a file as it was changes nothing.
 */
export function inputsHash(root, inputs, extra = '') {
  const hash = createHash('sha256').update(extra);
  const files = inputs.flatMap((input) => filesOf(root, input)).sort();
  for (const file of files)
    hash
      .update(`\0${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Where a part's stamp is kept: out of its output, which is served, and out of git. */
function stampFile(root, part) {
  return path.join(root, 'node_modules', '.cache', 'quaybook', `build-${part}.json`);
}

/** True when the part's last build was made from inputs hashing to `hash` and its output is whole. */
export function isCurrent(root, part, hash, outputs) {
  const missing = outputs.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) return false;
  try {
    return JSON.parse(readFileSync(stampFile(root, part), 'utf8')).hash === hash;
  } catch {
    return false;
  }
}

/** Forgets the last build, so one cut off part-way is never taken for current. */
export function clearStamp(root, part) {
  rmSync(stampFile(root, part), { force: true });
}

export function writeStamp(root, part, hash) {
  const file = stampFile(root, part);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
}
