import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { api, BILL_MESSAGES, INSPECTION_MESSAGES } from '@quaybook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../src/start';
import { call, expectOk, messageOf } from '../support/call';
import {
  type ChildServer,
  callOver,
  formOver,
  type HttpReply,
  startChildServer,
} from '../support/childServer';
import {
  type FaultWorld,
  faultSettings,
  faultWorld,
  formInProcess,
  openInProcess,
  sessionsGone,
  stateOf,
  storedFiles,
} from '../support/faultWorld';
import { photoFile } from '../support/inspectionWorld';
import { useOwnDatabase } from '../support/ownDatabase';

// Each action is cut off by SIGKILL at its worst moment: every row and file it writes is
// written, and nothing is committed. The server runs as a child process started with the
// test-only pause point `before-commit` (src/shared/faultPoints.ts), which holds the action
// there and says so, so the kill lands at that step every time and no timing is guessed. The
// restart opens the same database and data folder; it must find the action undone as a whole —
// rows, number series, history and stored files — and the same action then succeed whole.

const own = useOwnDatabase('kill');
const PAUSED = /fault point before-commit: paused/;
/** Inspections changed at once by the bulk update. */
const BULK = 60;

const received = () => path.join(own.dataDir, 'uploads');

/**
 * On PostgreSQL another process may share the uploads folder, so a start removes only files a
 * day old; this restart is made to come a day after the kill.
 */
async function aDayLater(folder: () => string) {
  const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
  for (const name of await readdir(folder()).catch(() => []))
    await utimes(path.join(folder(), name), dayAgo, dayAgo);
}

/** The server in-process on the same database and data folder, as a restart opens them. */
async function restarted<T>(use: (running: Running) => Promise<T>): Promise<T> {
  const running = await openInProcess(own);
  try {
    return await use(running);
  } finally {
    await running.stop();
  }
}

interface Action {
  /** The action as the browser sends it. */
  send(server: ChildServer): Promise<HttpReply>;
  /** The same action on the server in-process; its answer must be a success. */
  again(running: Running): Promise<unknown>;
  /** Files it stores before it commits. */
  files: number;
}

let world: FaultWorld;
const actions: Record<string, Action> = {};
/** What the database and the store hold before the next action: each starts where the last ended. */
let baseline: Awaited<ReturnType<typeof stateOf>>;

beforeAll(async () => {
  await restarted(async (running) => {
    world = await faultWorld(running);
    const db = running.database.db;

    const billed = await world.inspected(running, 3);
    const query = {
      reportid: String((await world.report(db, billed)).id),
      billdate: '2026-11-22',
      chkround: 1,
    } as never;
    actions['a bill generation'] = {
      send: (server) => callOver(server.origin, api.bill.generate, { query }, world.token),
      again: async (on) => {
        const reply = await call(on.app, api.bill.generate, { query }, world.token);
        expectOk(reply);
        expect(messageOf(reply)).toBe(BILL_MESSAGES.generated);
        // The number the killed generation had taken was never consumed.
        expect((reply.body as unknown[])[3]).toEqual({ billno: 'SB/26-27/00001' });
      },
      files: 1,
    };

    const body = {
      checkedIds: await world.inspected(running, BULK),
      vesselid: world.otherVessel.id,
      chkedi: 1,
    } as never;
    actions['a bulk update of inspections'] = {
      send: (server) => callOver(server.origin, api.inspection.bulkUpdate, { body }, world.token),
      again: async (on) =>
        expect(
          expectOk(await call(on.app, api.inspection.bulkUpdate, { body }, world.token)),
        ).toEqual({ updated: BULK }),
      files: 0,
    };

    const box = await world.container(db);
    const fields = {
      transaction: { ...world.transaction(box.number), conditionid: 1 },
      containerno: { containerNumber: box.number },
      damageData: await world.damageData(db),
    };
    const photos = [await photoFile('IMG_0001.jpg'), await photoFile('dent.png')];
    actions['an inspection save with photos'] = {
      send: (server) => formOver(server.origin, api.inspection.create, world.token, fields, photos),
      again: async (on) => {
        const reply = await formInProcess(
          on.app,
          api.inspection.create,
          world.token,
          fields,
          photos,
        );
        expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
        expect((reply.body as unknown[])[1]).toBe(INSPECTION_MESSAGES.created);
      },
      // Each photo and its thumbnail.
      files: 4,
    };
    baseline = await stateOf(running, own.dataDir);
  });
}, 120_000);

describe.each([
  'a bill generation',
  'a bulk update of inspections',
  'an inspection save with photos',
])('%s killed before it commits', (name) => {
  it('is undone whole at restart, leaves no file behind, and then succeeds whole', async () => {
    const action = actions[name] as Action;
    const before = baseline;

    const server = await startChildServer({
      ...faultSettings(own),
      QUAYBOOK_TEST_PAUSE_AT: 'before-commit',
    });
    try {
      const answer = action.send(server);
      await server.waitFor(PAUSED);
      // Held before its commit: every file it stores is in the store, noted as pending.
      const written = await storedFiles({ filesDir: `${own.dataDir}/files` });
      expect(written.length - before.files.length).toBe(action.files);
      await server.kill();
      expect(await answer).toBe('cut off');
    } finally {
      await server.kill();
    }
    await sessionsGone(own);
    if (own.onPostgres) await aDayLater(received);

    await restarted(async (running) => {
      expect(running.swept).toEqual({ removed: action.files, kept: 0, running: 0 });
      // The photos it was sent are not left waiting in the uploads folder either.
      expect(await readdir(received()).catch(() => [])).toEqual([]);
      expect(await stateOf(running, own.dataDir)).toEqual(before);
      await action.again(running);
      baseline = await stateOf(running, own.dataDir);
      expect(baseline.files.length).toBe(before.files.length + action.files);
      expect(baseline.files.some((file) => file.startsWith('.pending'))).toBe(false);
    });
  }, 60_000);
});
