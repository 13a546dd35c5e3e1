import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { api, type DeliverySettingsInput } from '@quaybook/contract';
import { readBack } from '@quaybook/domain/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  deliveries,
  deliveryItems,
  inspections,
  linkParties,
  movements,
} from '../../src/db/schema';
import { deliveryWorker } from '../../src/features/ediDelivery/deliveryWorker';
import type { Running } from '../../src/start';
import { call, expectOk } from '../support/call';
import { type ChildServer, startChildServer } from '../support/childServer';
import {
  type FaultWorld,
  faultSettings,
  faultWorld,
  openInProcess,
  sessionsGone,
} from '../support/faultWorld';
import { useOwnDatabase } from '../support/ownDatabase';
import { startSftpServer, type TestSftpServer } from '../support/sftpServer';

// A delivery's process killed at its worst moments, and two processes sending at once: each
// message reaches the line once, whole, with one control reference, and none is lost. The
// server runs as a child process ticking every second; the SFTP server holds writes, or the
// server pauses at the test-only point `delivery-accepted`, so the kill lands where it must.

const own = useOwnDatabase('delivery');
const PASSWORD = 'line password 7';
const MINUTE = 60_000;
let sftp: TestSftpServer;
let serial = 0;

beforeAll(async () => {
  sftp = await startSftpServer({ users: [{ username: 'line', password: PASSWORD }] });
});
afterAll(async () => {
  await sftp?.close();
});

const until = async (done: () => boolean | Promise<boolean>, what: string, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A new line with its own folder, its delivery saved (as soon as saved), and `n` inspections. */
async function line(running: Running, n: number) {
  serial += 1;
  const folder = `line-${serial}`;
  mkdirSync(path.join(sftp.root, folder));
  const world: FaultWorld = await faultWorld(running);
  const { db } = running.database;
  const [party] = await db
    .insert(linkParties)
    .values({
      companyId: world.user.companyId,
      shortName: `LINE${serial}`,
      applicantId: world.applicant.id,
      accountId: world.account.id,
      ediSenderId: 'QUAYBOOK',
      ediRecipientId: 'MSCU',
      carrierCode: 'MSC',
    })
    .returning();
  await db
    .update(movements)
    .set({ ediEvent: 'gate-in', moveFor: 'I', ediFull: false })
    .where(eq(movements.id, world.movement.id));
  const settings: DeliverySettingsInput = {
    channel: 'sftp',
    host: '127.0.0.1',
    port: sftp.port,
    username: 'line',
    password: PASSWORD,
    folder,
    messages: ['CODECO'],
    schedule: { kind: 'after', minutes: 0 },
  };
  const linkpartyid = party?.id as number;
  const schedule = async (minutes: number) =>
    expectOk(
      await call(
        running.app,
        api.ediDelivery.update,
        { params: { linkpartyid }, body: { ...settings, schedule: { kind: 'after', minutes } } },
        world.token,
      ),
    );
  // Held while the inspections are recorded, so that none goes before the others are there.
  await schedule(60);
  const ids = await world.inspected(running, n);
  await schedule(0);
  const files = () => readdirSync(path.join(sftp.root, folder)).sort();
  const delivered = () => files().filter((name) => !name.endsWith('.part'));
  const referenceIn = (name: string) =>
    readBack(readFileSync(path.join(sftp.root, folder, name)).toString('latin1')).find(
      (segment) => segment.name === 'UNB',
    )?.elements[4]?.[0];
  return { world, linkpartyid, ids, files, delivered, referenceIn };
}

/** The line's deliveries and the inspections marked sent, read in a process of the test's own. */
async function outcome(running: Running, linkpartyid: number) {
  const { db } = running.database;
  const made = await db.select().from(deliveries).where(eq(deliveries.linkPartyId, linkpartyid));
  const items = await db
    .select({ itemId: deliveryItems.itemId })
    .from(deliveryItems)
    .innerJoin(deliveries, eq(deliveries.id, deliveryItems.deliveryId))
    .where(eq(deliveries.linkPartyId, linkpartyid));
  return { made, items: items.map((item) => item.itemId).sort((a, b) => a - b) };
}

const childSettings = (extra: Record<string, string> = {}) => ({
  ...faultSettings(own),
  EDI_DELIVERY_TICK_SECONDS: '1',
  ...extra,
});

/** Opens the database in this process, with a worker the test ticks, to finish what was cut off. */
async function finishInProcess(running: Running, minutesLater: number) {
  const worker = deliveryWorker(
    { db: running.database.db, config: loadConfig(faultSettings(own)) },
    { tickMs: null },
  );
  await worker.tick(new Date(Date.now() + minutesLater * MINUTE));
}

describe('a delivery cut off', () => {
  it('mid-upload leaves no half file, and is sent whole, once, after the restart', async () => {
    let running = await openInProcess(own);
    const made = await line(running, 3).finally(() => running.stop());
    sftp.holdWrites();
    let child: ChildServer | undefined;
    try {
      child = await startChildServer(childSettings());
      await until(() => sftp.counts.opens > 0, 'the upload to start');
      await child.kill();
    } finally {
      sftp.releaseWrites();
      await child?.kill();
    }
    await sessionsGone(own);
    expect(made.delivered()).toEqual([]);

    running = await openInProcess(own);
    try {
      // The killed process's lease runs out; the delivery goes again as it was made.
      await finishInProcess(running, 6);
      const [file, ...more] = made.delivered();
      expect(more).toEqual([]);
      expect(made.files()).toEqual([file]);
      const { made: rows, items } = await outcome(running, made.linkpartyid);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ state: 'sent' });
      expect(made.referenceIn(file as string)).toBe(rows[0]?.controlReference);
      expect(items).toEqual([...made.ids].sort((a, b) => a - b));
    } finally {
      await running.stop();
    }
  }, 120_000);

  it('after the line accepted the file but before it was recorded sends the same file again, not a second', async () => {
    let running = await openInProcess(own);
    const made = await line(running, 2).finally(() => running.stop());
    const child = await startChildServer(
      childSettings({ QUAYBOOK_TEST_PAUSE_AT: 'delivery-accepted' }),
    );
    try {
      await child.waitFor(/fault point delivery-accepted: paused/);
      expect(made.delivered()).toHaveLength(1);
    } finally {
      await child.kill();
    }
    await sessionsGone(own);
    const [first] = made.delivered();
    const reference = made.referenceIn(first as string);

    running = await openInProcess(own);
    try {
      await finishInProcess(running, 6);
      expect(made.files()).toEqual([first]);
      expect(made.referenceIn(first as string)).toBe(reference);
      const { made: rows } = await outcome(running, made.linkpartyid);
      expect(rows).toEqual([
        expect.objectContaining({ state: 'sent', controlReference: reference }),
      ]);
    } finally {
      await running.stop();
    }
  }, 120_000);
});

describe.skipIf(process.env.QUAYBOOK_TEST_DB !== 'postgres')(
  'two server processes on one PostgreSQL',
  () => {
    it('keep a refused delivery as a pg-boss task until its next attempt, which sends it once', async () => {
      const running = await openInProcess(own);
      let child: ChildServer | undefined;
      try {
        const made = await line(running, 2);
        await sftp.stopListening();
        child = await startChildServer(childSettings());
        const { db } = running.database;
        const failing = async () => {
          const { made: rows } = await outcome(running, made.linkpartyid);
          return rows[0]?.state === 'failing' ? rows[0] : undefined;
        };
        await until(async () => (await failing()) !== undefined, 'the first attempt to fail');
        const delivery = await failing();
        const waitingTasks = async () =>
          (
            (await db.execute(
              sql`select start_after from pgboss.job
                  where name = 'quaybook-task-edi-delivery-send' and state = 'created'
                  and singleton_key = ${String(delivery?.id)}`,
            )) as unknown as { rows: { start_after: Date }[] }
          ).rows;
        // The retry is queued just after the failed attempt is recorded.
        await until(async () => (await waitingTasks()).length > 0, 'the retry to be queued');
        const waiting = await waitingTasks();
        expect(waiting).toHaveLength(1);
        expect(new Date(waiting[0]?.start_after as Date).getTime()).toBe(
          delivery?.nextAttemptAt?.getTime(),
        );
        expect(delivery?.attempts).toBe(1);

        // A minute on: the task and the delivery are due, and the line listens again.
        await sftp.listenAgain();
        await db.execute(
          sql`update edi_deliveries set next_attempt_at = now() where id = ${delivery?.id}`,
        );
        await db.execute(
          sql`update pgboss.job set start_after = now()
              where name = 'quaybook-task-edi-delivery-send' and singleton_key = ${String(delivery?.id)}
              and state = 'created'`,
        );
        await until(
          async () => (await outcome(running, made.linkpartyid)).made[0]?.state === 'sent',
          'the retry',
        );
        const { made: rows } = await outcome(running, made.linkpartyid);
        expect(rows).toEqual([
          expect.objectContaining({ attempts: 2, controlReference: delivery?.controlReference }),
        ]);
        expect(made.files()).toHaveLength(1);
        expect(made.referenceIn(made.delivered()[0] as string)).toBe(delivery?.controlReference);
      } finally {
        await sftp.listenAgain().catch(() => undefined);
        await child?.kill();
        await running.stop();
      }
    }, 120_000);

    it('send each inspection once, in files each sent once', async () => {
      const running = await openInProcess(own);
      const servers: ChildServer[] = [];
      try {
        const made = await line(running, 5);
        servers.push(
          ...(await Promise.all([
            startChildServer(childSettings()),
            startChildServer(childSettings()),
          ])),
        );
        // More events while both run, so both look for them at once, again and again.
        for (let round = 0; round < 6; round += 1) {
          made.ids.push(...(await made.world.inspected(running, 5)));
          await new Promise((resolve) => setTimeout(resolve, 700));
        }
        const { db } = running.database;
        await until(async () => {
          const unsent = await db
            .select({ id: inspections.id })
            .from(inspections)
            .where(eq(inspections.ediSent, false));
          const { made: rows } = await outcome(running, made.linkpartyid);
          return unsent.length === 0 && rows.every((row) => row.state === 'sent');
        }, 'every inspection to be sent');
        const { made: rows, items } = await outcome(running, made.linkpartyid);
        expect(items).toEqual([...made.ids].sort((a, b) => a - b));
        const references = rows.map((row) => row.controlReference);
        expect(new Set(references).size).toBe(rows.length);
        const files = made.delivered();
        expect(files).toHaveLength(rows.length);
        expect(made.files().filter((name) => name.endsWith('.part'))).toEqual([]);
        expect(files.map(made.referenceIn).sort()).toEqual([...references].sort());
      } finally {
        await Promise.all(servers.map((server) => server.kill()));
        await running.stop();
      }
    }, 120_000);
  },
);
