// `npm run bench:delivery -w @quaybook/bench`: only the EDI delivery bench (the whole
// `npm run bench` runs it too), on a fresh server of its own. It writes its figures to
// bench/results/delivery-<database>.json.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@quaybook/server/src/config';
import { users } from '@quaybook/server/src/db/schema';
import { prepare, type Running } from '@quaybook/server/src/start';
import { eq } from 'drizzle-orm';
import {
  benchDelivery,
  DELIVERY_CONTAINERS,
  type Deliver,
  deleteDeliveryBench,
} from './deliveryBench';
import { deleteInspections, seedInspections } from './inspectionSeed';
import { machine } from './report';
import { memoryPeak, startServerProcess } from './scaleBench/serverProcess';

/** The longest a day's delivery is waited for before the run fails. */
const WAIT_MS = 180_000;

/**
 * The built server started on the same database, looking for due work every second: the day is
 * recorded and timed until its last container is in the lines' folders.
 */
const inServerProcess =
  (dataDir: string, databaseUrl: string | undefined): Deliver =>
  async (recordDay, read) => {
    const server = await startServerProcess({
      dataDir,
      databaseUrl,
      adminPassword: PASSWORD,
      jwtSecret: 'a bench secret that is long enough for HS256 signing',
      env: { EDI_DELIVERY_TICK_SECONDS: '1' },
    });
    try {
      const rssBefore = await server.rss();
      const peak = memoryPeak(server.pid);
      const start = Date.now();
      await recordDay();
      while (read().containersInFiles < DELIVERY_CONTAINERS) {
        if (Date.now() - start > WAIT_MS) throw new Error('The day was not delivered in time');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seconds = (Date.now() - start) / 1000;
      return { measuredIn: 'a server process', seconds, rssBefore, rssPeak: await peak() };
    } finally {
      await server.stop();
    }
  };

const PASSWORD = 'bench-admin-password';
/** Inspections already on record: the delivery looks among them for the day's new ones. */
const BACKGROUND = Number(process.env.BENCH_INSPECTIONS ?? 200_000);

async function main() {
  const loadStart = os.loadavg()[0] ?? 0;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-bench-delivery-'));
  const databaseUrl = process.env.DATABASE_URL;
  let running: Running | undefined;
  let companyId: number | undefined;
  try {
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The bench looks for due work itself, once, and times it.
      EDI_DELIVERY_TICK_SECONDS: '3600',
    });
    running = await prepare(config);
    const { app, database } = running;
    const [admin] = await database.db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.username, 'admin'));
    if (!admin) throw new Error('No admin user');
    companyId = admin.companyId;
    process.stdout.write(`Seeding ${BACKGROUND.toLocaleString('en')} inspections...\n`);
    const call = await seedInspections(database.db, companyId, admin.id, BACKGROUND);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The server has no port');
    const base = `http://127.0.0.1:${address.port}/api`;
    const signIn = await fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`Sign-in answered ${signIn.status}`);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const delivery = await benchDelivery(
      { base, token, db: database.db, config, companyId, userId: admin.id, call },
      // On PostgreSQL the built server delivers in a process of its own, whose memory is its own.
      database.kind === 'postgres' ? inServerProcess(dataDir, databaseUrl) : undefined,
    );
    const report = {
      date: new Date().toISOString(),
      machine: machine(loadStart),
      node: process.version,
      database: database.kind,
      backgroundInspections: BACKGROUND,
      delivery,
    };
    const out = path.resolve(import.meta.dirname, `../results/delivery-${database.kind}.json`);
    await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`Wrote ${path.relative(process.cwd(), out)}\n`);
  } catch (error) {
    process.stderr.write(
      `Benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exitCode = 1;
  } finally {
    if (running && companyId !== undefined && running.database.kind === 'postgres') {
      await deleteDeliveryBench(running.database.db, companyId);
      await deleteInspections(running.database.db, companyId);
    }
    await running?.stop();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(process.exitCode ?? 0);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
