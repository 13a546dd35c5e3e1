// `npm test`: every check a change must pass, in tiers, ending with one `N passed, N failed` line.
// Every tier runs even when an earlier one fails, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.tmp');
mkdirSync(outDir, { recursive: true });
const only = process.argv.slice(2);
const wanted = (tier) => only.length === 0 || only.includes(tier);
let passed = 0;
let failed = 0;
const results = [];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

function check(name, ok) {
  results.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  if (ok) passed += 1;
  else failed += 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const failures = [];
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colours are what it removes
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
/** A failure's title and the first lines of its error, repeated at the end where a log's tail shows them. */
function noteFailure(title, message) {
  const lines = plain(message)
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s*at .*(node_modules|node:internal)/.test(line));
  failures.push(`✗ ${title}\n    ${lines.slice(0, 6).join('\n    ')}`);
}

function tally(name, ok, counts) {
  if (!counts) return check(`${name} (no report)`, false);
  passed += counts.passed;
  failed += counts.failed;
  if (!ok && counts.failed === 0) failed += 1; // the runner itself broke
  results.push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${counts.passed} passed, ${counts.failed} failed`);
}

if (wanted('lint')) check('format and lint (biome)', run('npx', ['biome', 'ci', '.']));

if (wanted('engines')) {
  // A dependency that wants a newer Node than the one running makes a fresh `npm ci` warn
  // EBADENGINE; a dry run reads the lockfile's engines without touching node_modules.
  const result = spawnSync(
    'npm',
    ['ci', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'],
    { cwd: root, encoding: 'utf8' },
  );
  const warnings = `${result.stdout}${result.stderr}`
    .split('\n')
    .filter((line) => line.includes('EBADENGINE'));
  if (warnings.length > 0) console.error(warnings.join('\n'));
  check(
    `dependencies support Node ${process.versions.node}`,
    result.status === 0 && warnings.length === 0,
  );
}
if (wanted('typecheck')) check('typecheck', run('npm', ['run', 'typecheck', '--silent']));

if (wanted('migrations')) {
  // Regenerating from the schema into a copy of the committed migrations must find nothing to do.
  // drizzle-kit wants a relative --out and exits 0 even on errors, so its own verdict is read.
  const server = path.join(root, 'apps/server');
  const scratch = path.join(outDir, 'migrations-check');
  rmSync(scratch, { recursive: true, force: true });
  cpSync(path.join(server, 'drizzle'), scratch, { recursive: true });
  const result = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      '--schema=./src/db/schema/index.ts',
      `--out=${path.relative(server, scratch)}`,
    ],
    { cwd: server, encoding: 'utf8' },
  );
  const current =
    result.status === 0 && /No schema changes/.test(`${result.stdout}${result.stderr}`);
  if (!current) {
    console.error(`${result.stdout}${result.stderr}`);
    console.error('Migrations are out of date: run `npm run db:generate` and commit the result.');
  }
  check('migrations match the schema', current);
  rmSync(scratch, { recursive: true, force: true });
}

if (wanted('vitest')) {
  const report = path.join(outDir, 'vitest.json');
  rmSync(report, { force: true });
  const ok = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  let brokenFiles = 0;
  for (const file of json?.testResults ?? []) {
    // A hook or an import that throws fails the file and leaves its tests skipped, not failed.
    const testFailed = (file.assertionResults ?? []).some((test) => test.status === 'failed');
    if (file.status === 'failed' && !testFailed) {
      brokenFiles += 1;
      noteFailure(`${path.relative(root, file.name)} (the file, outside its tests)`, file.message);
    }
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        noteFailure(
          `${path.relative(root, file.name)} › ${test.fullName}`,
          test.failureMessages?.[0],
        );
  }
  if (!ok && json?.numFailedTests === 0 && json?.numFailedTestSuites === 0)
    noteFailure(
      'vitest',
      'failed outside every test file: see "Unhandled Errors" in its output above',
    );
  tally(
    'unit and API tests (vitest)',
    ok,
    json && { passed: json.numPassedTests, failed: json.numFailedTests + brokenFiles },
  );
}

if (wanted('e2e')) {
  const built = run('npm', ['run', 'build', '--silent']);
  if (!built) check('build', false);
  else {
    // Every chunk of the built app within its budget (apps/web/chunk-budget.json).
    check(
      'web chunks within budget',
      run('npm', ['run', 'budget', '--silent', '-w', '@quaybook/web']),
    );
    const report = path.join(outDir, 'e2e.json');
    rmSync(report, { force: true });
    const ok = run('npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    const json = existsSync(report) ? readJson(report) : undefined;
    const stats = json?.stats;
    const visit = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected') {
            const last = test.results?.at(-1);
            const at = last?.error?.location;
            noteFailure(
              `${spec.file}:${spec.line} › ${spec.title}${at ? ` (at line ${at.line})` : ''}`,
              last?.error?.message,
            );
          }
      for (const inner of suite.suites ?? []) visit(inner);
    };
    for (const suite of json?.suites ?? []) visit(suite);
    tally(
      'end-to-end tests (playwright)',
      ok,
      stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected },
    );
  }
}

if (failures.length > 0) console.log(`\nFailures:\n${failures.join('\n')}`);
console.log(`\n${results.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
