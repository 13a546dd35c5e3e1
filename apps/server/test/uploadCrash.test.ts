import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '@quaybook/contract';
import { containerCheckDigit } from '@quaybook/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TokenService } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { advanceContainers, containers, locations, uploadBatches } from '../src/db/schema';
import { advanceList } from '../src/features/upload/kinds/advanceList';
import { uploadService } from '../src/features/upload/uploadService';
import { prepare, type Running } from '../src/start';
import { startChildServer } from './support/childServer';
import { DOCKS, factories, sessionOf } from './support/factories';
import { useOwnDatabase } from './support/ownDatabase';

// The save of a staged upload is killed outright part-way — the server process gets SIGKILL
// after it has committed some of its steps — and the database must hold exactly the rows of the
// steps that committed, the batch waiting again after the restart, and a second save write the
// rest, none twice, answering the whole batch. The server runs as a child process on its own
// database, as it would in production.

const own = useOwnDatabase('crash');
const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
/** Twenty steps of 1,000: the kill lands after the first and long before the last. */
const ROWS = 20_000;
const STEP = 1_000;

const settings = () => ({
  DATA_DIR: own.dataDir,
  DATABASE_URL: own.databaseUrl,
  JWT_SECRET: SECRET,
  LOG_LEVEL: 'silent',
});

const open = () => prepare(loadConfig(settings()), { logger: false });

function boxNumber(serial: number): string {
  const firstTen = `TCKU${String(serial).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
}

/** A company with a user and an advance list of ROWS containers staged for them. */
async function stagedBatch(running: Running) {
  const db = running.database.db;
  const tokens = new TokenService(SECRET, 3600);
  const made = factories({ db, tokens });
  const { user, token } = await made.signedInUser();
  const { applicant, account } = await made.createParty(user);
  const vessel = await made.createVessel(user);
  const voyage = await made.createVoyage(user);
  await made.createMovement(user, { name: 'Import Laden' });
  const [cfs] = await db
    .insert(locations)
    .values({ name: 'Crash Test CFS', kind: 'cfs', locationCode: 'CRCFS' })
    .returning();
  if (!cfs) throw new Error('no CFS');
  const lines = ['Container,Size,Type,Tare,Gross,Movement,CFS'];
  for (let serial = 1; serial <= ROWS; serial += 1)
    lines.push(`${boxNumber(serial)},20,22G1,2200,24000,Import Laden,${cfs.name}`);
  const file = path.join(own.dataDir, 'advance.csv');
  await writeFile(file, lines.join('\n'));
  const session = sessionOf(user);
  const context = {
    applicantId: applicant.id,
    accountId: account.id,
    locationId: DOCKS.kolkata,
    vesselId: vessel.id,
    voyageId: voyage.id,
    uploadType: 1 as const,
  };
  const service = uploadService({ db, tokens, config: loadConfig(settings()) });
  const staged = await service.stage(
    session,
    advanceList,
    { path: file, filename: 'a.csv' },
    context,
  );
  expect(staged).toMatchObject({ total: ROWS, ok: ROWS });
  return { batchId: staged.batchId, token, session };
}

describe('an upload save killed part-way', () => {
  it('keeps the steps it committed, waits again, and a second save writes the rest once', async () => {
    const first = await open();
    const { batchId, token, session } = await stagedBatch(first);
    const containersBefore = Number(
      (await first.database.db.select({ n: count() }).from(containers))[0]?.n,
    );
    await first.stop();

    const server = await startChildServer({ ...settings(), DATABASE_URL: own.databaseUrl ?? '' });
    try {
      const form = new FormData();
      form.append('transaction', JSON.stringify({ qry: batchId, uploadtype: 1 }));
      const saving = fetch(`${server.origin}/api/import_entry_execute`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).then(
        (reply) => reply.status,
        () => 'cut off',
      );
      // The first step has committed; the rest are still to come.
      await server.waitFor(/upload rows applied/);
      await server.kill();
      expect(await saving).toBe('cut off');
      expect(
        server.count(/upload rows applied/),
        'the save was cut off before its last step',
      ).toBeLessThan(ROWS / STEP);
    } finally {
      await server.kill();
    }

    const after = await open();
    try {
      const db = after.database.db;
      const listedNow = async () =>
        Number(
          (
            await db
              .select({ n: count() })
              .from(advanceContainers)
              .where(eq(advanceContainers.batchId, batchId))
          )[0]?.n,
        );
      const containersNow = async () =>
        Number((await db.select({ n: count() }).from(containers))[0]?.n);
      // Whole steps only: each step's containers and list rows committed together.
      const listed = await listedNow();
      expect(listed % STEP).toBe(0);
      expect(listed).toBeGreaterThanOrEqual(STEP);
      expect(listed).toBeLessThan(ROWS);
      expect(await containersNow()).toBe(containersBefore + listed);
      const [batch] = await db
        .select({ status: uploadBatches.status })
        .from(uploadBatches)
        .where(eq(uploadBatches.id, batchId));
      expect(batch?.status).toBe('staged');

      const service = uploadService({
        db,
        tokens: new TokenService(SECRET, 3600),
        config: loadConfig(settings()),
      });
      const saved = await service.execute(session, advanceList, batchId, 1);
      expect(saved).toMatchObject({ saved: ROWS, skipped: 0, containersAdded: ROWS });
      expect(await listedNow()).toBe(ROWS);
      expect(await containersNow()).toBe(containersBefore + ROWS);
      await expect(service.execute(session, advanceList, batchId, 1)).rejects.toThrow(
        UPLOAD_MESSAGES.alreadySaved,
      );
    } finally {
      await after.stop();
    }
  }, 180_000);
});
