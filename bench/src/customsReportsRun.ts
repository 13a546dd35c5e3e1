// `npm run bench:customs -w @quaybook/bench`: only the mismatch reports' bench (the whole
// `npm run bench` runs it too), on a fresh server of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@quaybook/server/src/config';
import { users } from '@quaybook/server/src/db/schema';
import { prepare, type Running } from '@quaybook/server/src/start';
import { eq } from 'drizzle-orm';
import {
  benchCustomsReports,
  CUSTOMS_REPORT_CONTAINERS,
  deleteCustomsReportsBench,
} from './customsReportsBench';

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-bench-customs-'));
  const databaseUrl = process.env.DATABASE_URL;
  let running: Running | undefined;
  let companyId: number | undefined;
  try {
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    });
    running = await prepare(config);
    const [admin] = await running.database.db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.username, 'admin'));
    if (!admin) throw new Error('No admin user');
    companyId = admin.companyId;
    const result = await benchCustomsReports({
      db: running.database.db,
      config,
      companyId,
      userId: admin.id,
      containers: CUSTOMS_REPORT_CONTAINERS,
    });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    if (running && companyId !== undefined && running.database.kind === 'postgres')
      await deleteCustomsReportsBench(running.database.db, companyId);
    await running?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
