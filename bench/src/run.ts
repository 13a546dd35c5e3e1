// `npm run bench`: the voyage list calls over HTTP next to the same queries on the database.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@quaybook/server/src/config';
import { voyages } from '@quaybook/server/src/db/schema';
import { listAll, listPage } from '@quaybook/server/src/features/master/masterRepository';
import { voyageDefinition } from '@quaybook/server/src/features/voyage/voyageDefinition';
import { prepare } from '@quaybook/server/src/start';
import { decodeJwt } from 'jose';
import { type Measurement, measureDirect, measureHttp, round } from './measure';
import { SEARCH_TERM, seedVoyages } from './seed';

const count = Number(process.env.BENCH_VOYAGES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.DATABASE_URL || undefined;
const ADMIN_PASSWORD = 'bench-admin-password';

async function main() {
  const dataDir = databaseUrl
    ? undefined
    : await mkdtemp(path.join(os.tmpdir(), 'quaybook-bench-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir ?? os.tmpdir(),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const running = await prepare(config, { logger: false });
  try {
    const { app, database } = running;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The server has no port');
    const base = `http://127.0.0.1:${address.port}/api`;

    const signIn = await fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`Sign-in failed (${signIn.status}); use an empty database`);
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const companyId = Number(decodeJwt(token).company_id);

    process.stdout.write(`Seeding ${count.toLocaleString('en')} voyages on ${database.kind}...\n`);
    const seedStart = Date.now();
    await seedVoyages(database.db, companyId, count);
    process.stdout.write(
      `Seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s; measuring ${seconds} s each.\n`,
    );

    const pagedQuery = { search: SEARCH_TERM, sort: 'Name.desc', page: 3, pageSize: 20 };
    const pagedParams = {
      ...pagedQuery,
      page: String(pagedQuery.page),
      pageSize: String(pagedQuery.pageSize),
    };
    const pagedUrl = `${base}/voyage_list?${new URLSearchParams(pagedParams)}`;
    const results: Measurement[] = [];
    // The whole list is large (tens of MB at 100,000 rows): two clients are enough to load it.
    results.push(
      await measureHttp('GET /api/voyage_list (all rows)', {
        url: `${base}/voyage_list`,
        token,
        connections: 2,
        seconds,
      }),
    );
    results.push(
      await measureDirect('  same query on the database', seconds, () =>
        listAll(database.db, voyages, companyId),
      ),
    );
    results.push(
      await measureHttp('GET /api/voyage_list paged, filtered', {
        url: pagedUrl,
        token,
        connections,
        seconds,
      }),
    );
    results.push(
      await measureDirect('  same query on the database', seconds, () =>
        listPage(database.db, voyages, companyId, pagedQuery, voyageDefinition),
      ),
    );

    printTable(results);
    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model ?? 'unknown',
        memoryGiB: round(os.totalmem() / 2 ** 30),
        platform: `${os.platform()} ${os.release()}`,
      },
      node: process.version,
      database: database.kind,
      voyages: count,
      secondsPerMeasurement: seconds,
      connections,
      search: SEARCH_TERM,
      results,
      ratios: {
        listAllApiOverDatabaseP50: ratio(results[0], results[1]),
        pagedApiOverDatabaseP50: ratio(results[2], results[3]),
      },
    };
    const out = path.resolve(import.meta.dirname, '../results/latest.json');
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`\nWrote ${path.relative(process.cwd(), out)}\n`);
  } finally {
    await running.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

const ratio = (api?: Measurement, direct?: Measurement) =>
  api && direct && direct.p50 > 0 ? round(api.p50 / direct.p50) : null;

function printTable(results: Measurement[]) {
  const header = ['measurement', 'p50 ms', 'p99 ms', 'req/s', 'samples', 'notes'];
  const rows = results.map((r, i) => {
    const notes: string[] = [];
    if (r.bytesPerResponse) notes.push(`${(r.bytesPerResponse / 1024).toFixed(0)} KiB/answer`);
    if (r.errors || r.non2xx) notes.push(`${r.errors} errors, ${r.non2xx} non-2xx`);
    const api = i % 2 === 1 ? results[i - 1] : undefined;
    if (api) notes.push(`API p50 is ${ratio(api, r)}× this`);
    return [
      r.label,
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      r.rps.toFixed(1),
      String(r.samples),
      notes.join('; '),
    ];
  });
  const widths = header.map((h, c) =>
    Math.max(h.length, ...rows.map((row) => (row[c] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, c) =>
        c === 0 || c === 5 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0),
      )
      .join('  ');
  process.stdout.write(
    `\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
