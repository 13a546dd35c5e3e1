import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedScaleDatabase } from './scaleDatabase';

// The scale seed alone, to time it and size what it writes:
//   node --import tsx src/scale/seedScaleRun.ts 1m                      (PGlite in a temporary folder)
//   node --import tsx src/scale/seedScaleRun.ts 1m postgres://…/q_bench (that database, recreated)
// It migrates, creates the first company and admin as a first start does, seeds the admin's
// company and prints the probes, the times and the database's size; a PGlite folder is removed
// after, a PostgreSQL database is left seeded.

const [scale = '100k', databaseUrl] = process.argv.slice(2);
const dataDir = await mkdtemp(path.join(tmpdir(), 'quaybook-scale-'));
try {
  const seeded = await seedScaleDatabase({
    scale,
    dataDir,
    ...(databaseUrl ? { databaseUrl, recreate: true } : {}),
    adminPassword: 'bench-admin-password',
  });
  console.log(JSON.stringify(seeded, null, 2));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
