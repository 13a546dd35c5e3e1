import { open } from 'node:fs/promises';
import path from 'node:path';
import { api, Status } from '@quaybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore, type WriteBytes } from '../../src/documents/localFileStore';
import { SERVER_FAULT_MESSAGES } from '../../src/http/serverFaults';
import type { Running } from '../../src/start';
import { call, expectOk } from '../support/call';
import {
  type FaultWorld,
  faultWorld,
  formInProcess,
  openInProcess,
  stateOf,
} from '../support/faultWorld';
import { photoFile } from '../support/inspectionWorld';
import { useOwnDatabase } from '../support/ownDatabase';

// The disk fills up while a document is being written. The file store is the real one on the
// test's data folder, but its byte writer writes part of the file and then writes to /dev/full,
// so the error it meets is the kernel's own ENOSPC from a real write, at the one place a full
// disk meets the store; filling a real filesystem would need a mount of its own (root) or fill
// the shared machine's disk. The call must answer a clean envelope, and leave no row, no number
// taken, and no file — neither the half-written one nor any the action had stored before it.

const own = useOwnDatabase('full');

/** How many more files the disk has room for; past that every write fails with ENOSPC. */
let room = 0;

const fillingUp: WriteBytes = async (file, bytes) => {
  if (room > 0) {
    room -= 1;
    await file.writeFile(bytes);
    return;
  }
  await file.write(bytes.subarray(0, Math.floor(bytes.byteLength / 2)));
  const full = await open('/dev/full', 'w');
  try {
    await full.write(bytes);
  } finally {
    await full.close();
  }
};

let running: Running;
let world: FaultWorld;

beforeAll(async () => {
  running = await openInProcess(
    own,
    localFileStore(path.join(own.dataDir, 'files'), { writeBytes: fillingUp }),
  );
  room = Number.POSITIVE_INFINITY;
  world = await faultWorld(running);
}, 120_000);

afterAll(async () => {
  await running?.stop();
});

/** What a call on a full disk answers: 507 and the envelope saying what happened. */
function expectDiskFull(reply: { statusCode: number; body: unknown }) {
  expect(reply.statusCode).toBe(507);
  expect(reply.body).toEqual([Status.failure, SERVER_FAULT_MESSAGES.diskFull, {}]);
}

describe('a full disk while a document is written', () => {
  it('refuses a bill generation cleanly, with no bill, no number taken and no file', async () => {
    const billed = await world.inspected(running, 2);
    const report = await world.report(running.database.db, billed);
    const query = { reportid: String(report.id), billdate: '2026-11-22', chkround: 1 } as never;
    const before = await stateOf(running, own.dataDir);
    room = 0;
    expectDiskFull(await call(running.app, api.bill.generate, { query }, world.token));
    expect(await stateOf(running, own.dataDir)).toEqual(before);

    room = Number.POSITIVE_INFINITY;
    const reply = await call(running.app, api.bill.generate, { query }, world.token);
    expectOk(reply);
    expect((reply.body as unknown[])[3]).toEqual({ billno: 'SB/26-27/00001' });
  });

  it('refuses an inspection whose second photo finds the disk full, removing the first', async () => {
    const box = await world.container(running.database.db);
    const fields = {
      transaction: { ...world.transaction(box.number), conditionid: 1 },
      containerno: { containerNumber: box.number },
      damageData: await world.damageData(running.database.db),
    };
    const photos = [await photoFile('IMG_0001.jpg'), await photoFile('dent.png')];
    const before = await stateOf(running, own.dataDir);
    // Room for the first photo and its thumbnail only.
    room = 2;
    expectDiskFull(
      await formInProcess(running.app, api.inspection.create, world.token, fields, photos),
    );
    expect(await stateOf(running, own.dataDir)).toEqual(before);
  });

  it('refuses a list export cleanly, with no document and no file', async () => {
    const before = await stateOf(running, own.dataDir);
    room = 0;
    expectDiskFull(
      await call(
        running.app,
        api.inspection.export,
        { query: { fromdate: '2026-11-01', todate: '2026-11-30' } } as never,
        world.token,
      ),
    );
    expect(await stateOf(running, own.dataDir)).toEqual(before);
  });
});
