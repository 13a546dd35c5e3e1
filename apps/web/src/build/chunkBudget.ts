// The JavaScript budget of the built app: each chunk's size as a browser receives it (the brotli
// copy the server sends, or the file itself when it is too small to have one) beside the budget
// of its name, and the first load — the sign-in page's script with everything it imports, then
// the first screen after sign-in — beside its own. Read by `npm run budget -w @quaybook/web`
// after a build, which fails naming each chunk over its budget.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One line of the budget file: the chunks whose name matches `chunk` (`*` is any text). */
export interface ChunkRule {
  chunk: string;
  maxBytes: number;
}

export interface Budget {
  /** First matching rule wins; a chunk no rule names is over budget. */
  chunks: ChunkRule[];
  firstLoad: {
    /** Source paths (as the build manifest names them) of the screens shown on the first load. */
    screens: string[];
    maxBytes: number;
  };
}

/** A chunk of the manifest: its file, the chunks it imports statically, and whether it starts the page. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

interface ChunkLine {
  file: string;
  name: string;
  bytes: number;
  rawBytes: number;
  rule?: ChunkRule;
  firstLoad: boolean;
  over: boolean;
}

interface BudgetReport {
  chunks: ChunkLine[];
  firstLoad: { files: string[]; bytes: number; maxBytes: number; over: boolean };
  failures: string[];
}

const HASHED = /-[A-Za-z0-9_-]{8}\.js$/;

/** A chunk's name without its folder, content hash and extension: `assets/react-AbC12_-z.js` → `react`. */
export function chunkName(file: string): string {
  return path.posix.basename(file).replace(HASHED, '').replace(/\.js$/, '');
}

function globToRegExp(glob: string): RegExp {
  const body = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`);
}

/** The first rule whose pattern matches the chunk's name. */
export function ruleFor(name: string, rules: ChunkRule[]): ChunkRule | undefined {
  return rules.find((rule) => globToRegExp(rule.chunk).test(name));
}

/** The entry's files and every file they import statically, then each first screen's likewise. */
function firstLoadFiles(manifest: Manifest, screens: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('The build manifest names no entry');
  for (const key of [...entries, ...screens]) visit(key);
  return [...files];
}

/** Judges sizes (file → bytes as sent, and raw bytes) against the budget. */
function judge(
  sizes: Map<string, { bytes: number; rawBytes: number }>,
  firstLoad: string[],
  budget: Budget,
): BudgetReport {
  const failures: string[] = [];
  const loadedFirst = new Set(firstLoad);
  const chunks = [...sizes.entries()]
    .map(([file, size]): ChunkLine => {
      const name = chunkName(file);
      const rule = ruleFor(name, budget.chunks);
      const over = !rule || size.bytes > rule.maxBytes;
      if (!rule) failures.push(`${file}: no budget names the chunk ${name}`);
      else if (over) {
        failures.push(
          `${file}: ${size.bytes} bytes over the budget of ${rule.maxBytes} for ${rule.chunk}`,
        );
      }
      return { file, name, ...size, rule, firstLoad: loadedFirst.has(file), over };
    })
    .sort((a, b) => b.bytes - a.bytes);
  let total = 0;
  for (const file of firstLoad) {
    const size = sizes.get(file);
    if (!size) throw new Error(`The first load names ${file}, which the build does not have`);
    total += size.bytes;
  }
  const over = total > budget.firstLoad.maxBytes;
  if (over) {
    failures.push(
      `first load: ${total} bytes over the budget of ${budget.firstLoad.maxBytes} (${firstLoad.join(', ')})`,
    );
  }
  return {
    chunks,
    firstLoad: { files: firstLoad, bytes: total, maxBytes: budget.firstLoad.maxBytes, over },
    failures,
  };
}

/** The bytes a browser receives for a built file: its brotli copy when the build wrote one. */
function sentBytes(file: string): number {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

/** Reads a built dist (with its `.vite/manifest.json`) and judges it against the budget. */
export function checkDist(dist: string, budget: Budget): BudgetReport {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build the web app first (npm run build)`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = new Map<string, { bytes: number; rawBytes: number }>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js') || sizes.has(chunk.file)) continue;
    const file = path.join(dist, chunk.file);
    sizes.set(chunk.file, { bytes: sentBytes(file), rawBytes: statSync(file).size });
  }
  return judge(sizes, firstLoadFiles(manifest, budget.firstLoad.screens), budget);
}

/** The report as a table: each chunk, its size sent and raw, its budget, and the verdict. */
export function formatReport(report: BudgetReport): string {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);
  const lines = ['chunk                                        sent kB  raw kB  budget kB  rule'];
  for (const line of report.chunks) {
    lines.push(
      `${line.over ? '!' : line.firstLoad ? '*' : ' '} ${line.file.padEnd(42)} ${kb(line.bytes)} ${kb(line.rawBytes)} ${line.rule ? `${kb(line.rule.maxBytes)}   ` : '      —   '} ${line.rule?.chunk ?? '(none)'}`,
    );
  }
  const first = report.firstLoad;
  lines.push(
    `${first.over ? '!' : ' '} first load (* above, ${first.files.length} files)${' '.repeat(13)} ${kb(first.bytes)}         ${kb(first.maxBytes)}`,
  );
  return lines.join('\n');
}
