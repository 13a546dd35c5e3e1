import { randomUUID } from 'node:crypto';
import { api, IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { damageLines, inspectionPhotos, inspections } from '../src/db/schema';
import { bearer, expectFailure, expectOk, send } from './support/call';
import { photoFile, useInspectionApp } from './support/inspectionWorld';

// A tablet that lost its network sends a save again, not knowing whether the first arrived: each
// save names itself with an Idempotency-Key, and the server records it once and answers alike.

const w = useInspectionApp();
const calls = api.inspection;
const db = () => w.context.t.db;
const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

const count = async (table: typeof inspections | typeof damageLines | typeof inspectionPhotos) =>
  (await db().select().from(table)).length;

describe('an Idempotency-Key on a save', () => {
  it('records a create with its lines and photo once, and answers a repeat as it answered the first', async () => {
    const world = await w.world();
    const key = randomUUID();
    const fields = {
      transaction: world.transaction({ conditionid: 1 }),
      damageData: [await w.damageLine({ Image: 0 }), await w.damageLine({ damlocationid: 2 })],
    };
    const photo = await photoFile('dent.jpg');
    const first = await w.formCall(calls.create, world.token, fields, [photo], keyed(key));
    const row = expectOk(first);
    const again = await w.formCall(calls.create, world.token, fields, [photo], keyed(key));
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count(inspections)).toBe(1);
    expect(await count(damageLines)).toBe(2);
    expect(await count(inspectionPhotos)).toBe(1);
    expect(row.reportid).toBeGreaterThan(0);

    // Another key is another save: the next day's survey of the container.
    const nextDay = {
      ...fields,
      transaction: world.transaction({ conditionid: 1, inspdate: '2026-11-21' }),
    };
    expectOk(await w.formCall(calls.create, world.token, nextDay, [photo], keyed(randomUUID())));
    expect(await count(inspections)).toBe(2);
  });

  it('records one save of two requests sent at once with one key, answering both alike', async () => {
    const world = await w.world();
    const key = randomUUID();
    const body = { transaction: world.transaction() };
    const send_ = () =>
      send(w.context.app, {
        method: 'POST',
        url: '/api/add_transaction',
        headers: { ...bearer(world.token), ...keyed(key) },
        payload: body,
      });
    const [one, two] = await Promise.all([send_(), send_()]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.body).toEqual(two.body);
    expect(await count(inspections)).toBe(1);
  });

  it('refuses a key sent again with another save, and a malformed key, recording nothing', async () => {
    const world = await w.world();
    const key = randomUUID();
    expectOk(
      await w.formCall(
        calls.create,
        world.token,
        { transaction: world.transaction() },
        [],
        keyed(key),
      ),
    );
    const other = await w.formCall(
      calls.create,
      world.token,
      { transaction: world.transaction({ seal: 'OTHER1' }) },
      [],
      keyed(key),
    );
    expect(expectFailure(other, 422).message).toBe(IDEMPOTENCY_MESSAGES.keyReused);
    const malformed = await w.formCall(
      calls.create,
      world.token,
      { transaction: world.transaction() },
      [],
      keyed('not a key!'),
    );
    expect(expectFailure(malformed, 400).message).toBe(IDEMPOTENCY_MESSAGES.badKey);
    expect(await count(inspections)).toBe(1);
  });

  it('lets a refused save be corrected and sent again with its key', async () => {
    const world = await w.world();
    const key = randomUUID();
    const refused = await w.formCall(
      calls.create,
      world.token,
      { transaction: world.transaction({ containerNumber: 'ABCU0000000' }) },
      [],
      keyed(key),
    );
    expectFailure(refused, 400);
    expect(await count(inspections)).toBe(0);
    // Nothing was recorded under the key: the corrected save goes through with it.
    expectOk(
      await w.formCall(
        calls.create,
        world.token,
        { transaction: world.transaction() },
        [],
        keyed(key),
      ),
    );
    expect(await count(inspections)).toBe(1);
  });

  it('keeps one user’s key apart from another’s', async () => {
    const world = await w.world();
    const other = await w.world();
    const key = randomUUID();
    expectOk(
      await w.formCall(
        calls.create,
        world.token,
        { transaction: world.transaction() },
        [],
        keyed(key),
      ),
    );
    expectOk(
      await w.formCall(
        calls.create,
        other.token,
        { transaction: other.transaction() },
        [],
        keyed(key),
      ),
    );
    expect(await count(inspections)).toBe(2);
  });

  it('answers an ISO correction and added photos sent again as the first, changing nothing more', async () => {
    const world = await w.world();
    const row = await world.record();
    const key = randomUUID();
    const container = {
      contid: world.container.id,
      contnumber: world.container.number,
      iso_code: '45G1',
      version: 1,
    };
    const corrected = await w.formCall(
      calls.updateContainerIso,
      world.token,
      { container },
      [],
      keyed(key),
    );
    expect(expectOk(corrected)).toMatchObject({ version: 2 });
    // Without its key, a correction from version 1 would now be refused as changed meanwhile.
    const again = await w.formCall(
      calls.updateContainerIso,
      world.token,
      { container },
      [],
      keyed(key),
    );
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(corrected.body);

    const photoKey = randomUUID();
    const photo = await photoFile('door.jpg');
    const fields = { transaction: { reportid: row.reportid } };
    const added = await w.formCall(calls.addPhotos, world.token, fields, [photo], keyed(photoKey));
    expectOk(added);
    const addedAgain = await w.formCall(
      calls.addPhotos,
      world.token,
      fields,
      [photo],
      keyed(photoKey),
    );
    expect(addedAgain.body).toEqual(added.body);
    expect(await count(inspectionPhotos)).toBe(1);
  });

  it('adds damage lines once for a repeated saveDamage', async () => {
    const world = await w.world();
    const row = await world.record({ conditionid: 1 }, [await w.damageLine()]);
    const key = randomUUID();
    const fields = {
      transaction: { reportid: row.reportid },
      damageData: [await w.damageLine({ autoid: 0, damlocationid: 2, positionid: 6 })],
    };
    const first = await w.formCall(calls.saveDamage, world.token, fields, [], keyed(key));
    expectOk(first);
    const again = await w.formCall(calls.saveDamage, world.token, fields, [], keyed(key));
    expect(again.body).toEqual(first.body);
    expect(await count(damageLines)).toBe(2);
  });
});
