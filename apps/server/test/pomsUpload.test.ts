import { api, UPLOAD_MESSAGES } from '@quaybook/contract';
import { warningOfContainerNumber } from '@quaybook/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeHistory, containers, inspections } from '../src/db/schema';
import { pomsUpdate } from '../src/features/upload/kinds/pomsUpdate';
import { uploadService } from '../src/features/upload/uploadService';
import { expectFailure, expectOk, messageOf } from './support/call';
import { POMS_HEADER, useOpUploadApp } from './support/opUploadWorld';
import { testConfig } from './support/testApp';
import { boxNumber, csvOf, xlsxOf } from './support/uploadWorld';

const u = useOpUploadApp();
const db = () => u.context.t.db;

// Seeded ports (packages' catalogue): Kolkata INCCU, Colombo LKCMB, Singapore SGSIN.
const KOLKATA = 101;
const COLOMBO = 128;

const inspectionOf = async (id: number) =>
  (await db().select().from(inspections).where(eq(inspections.id, id)))[0];
const tareOf = async (containerId: number) =>
  (await db().select().from(containers).where(eq(containers.id, containerId)))[0]?.tareWeight;
/** The history rows of an upload's updates of these inspections and containers. */
const updates = (of: { inspections?: number[]; containers?: number[] }) =>
  db()
    .select()
    .from(changeHistory)
    .where(
      and(
        eq(changeHistory.action, 'updated'),
        or(
          and(
            eq(changeHistory.entity, 'inspection'),
            inArray(changeHistory.entityId, of.inspections ?? []),
          ),
          and(
            eq(changeHistory.entity, 'container'),
            inArray(changeHistory.entityId, of.containers ?? []),
          ),
        ),
      ),
    )
    .orderBy(changeHistory.entity, changeHistory.entityId);

describe('POST /api/upload_pomsupdate and /api/execute_pomsupdate', () => {
  it('previews a good file, and the execute writes weights and ports with their history', async () => {
    const w = await u.pomsWorld();
    const [one, two] = w.recorded;
    if (!one || !two) throw new Error('no inspections');
    const reply = await w.upload(
      w.token,
      await xlsxOf([POMS_HEADER, w.row(1), w.row(2, { 'Tare Wt.': '', POL: '', FPD: '' })]),
    );
    const preview = expectOk(reply);
    expect(messageOf(reply)).toBe(UPLOAD_MESSAGES.uploaded);
    expect(preview).toMatchObject({ total: 2, ok: 2, skipped: 0 });
    expect(preview.list[0]).toEqual({
      'Sl. No': 1,
      Container: boxNumber(1),
      'Tare Wt.': '2250',
      'Gross Wt': '24000',
      POL: 'INCCU',
      POD: 'Colombo',
      FPD: 'SGSIN',
      Status: 'OK',
    });
    expect((await inspectionOf(one.inspectionId))?.cargoWeight).toBe(20000);

    const saved = await w.execute(w.token, { qry: preview.qry });
    expect(expectOk(saved)).toEqual({ qry: preview.qry, saved: 2, skipped: 0, containersAdded: 0 });
    expect(messageOf(saved)).toBe(UPLOAD_MESSAGES.saved(2));
    const first = await inspectionOf(one.inspectionId);
    expect(first).toMatchObject({ cargoWeight: 24000, polId: KOLKATA, podId: COLOMBO });
    expect(first?.fpdId).not.toBeNull();
    expect(first).toMatchObject({ modifiedBy: w.user.id });
    expect(await tareOf(one.container.id)).toBe(2250);
    // Blank cells keep what the inspection and the container had.
    expect(await inspectionOf(two.inspectionId)).toMatchObject({
      cargoWeight: 24000,
      polId: null,
      podId: COLOMBO,
      fpdId: null,
    });
    expect(await tareOf(two.container.id)).toBe(2200);

    const history = await updates({
      inspections: [one.inspectionId, two.inspectionId],
      containers: [one.container.id, two.container.id],
    });
    expect(history.map((row) => [row.entity, row.entityId, row.changedBy])).toEqual([
      ['container', one.container.id, w.user.id],
      ['inspection', one.inspectionId, w.user.id],
      ['inspection', two.inspectionId, w.user.id],
    ]);
    expect(history[0]?.changes).toEqual({ isotarewt: [2200, 2250] });
    expect(history[1]?.changes).toEqual({
      cargowt: [20000, 24000],
      loadport: [null, KOLKATA],
      destnport: [null, COLOMBO],
      transport: [null, first?.fpdId],
    });
    expect(history[1]).toMatchObject({ parentEntity: 'container', parentId: one.container.id });
    expect(history[2]?.changes).toEqual({ cargowt: [20000, 24000], destnport: [null, COLOMBO] });
  });

  it('skips a locked inspection, a container with none, bad weights, unknown ports and duplicates; the execute writes the rest', async () => {
    const w = await u.pomsWorld(5);
    const locked = w.recorded[1];
    if (!locked) throw new Error('no inspection');
    await w.fileOnReport(locked.inspectionId, 'SR-7');
    const rows = [
      POMS_HEADER,
      w.row(1),
      w.row(2),
      w.row(60),
      w.row(80),
      w.row(3, { 'Gross Wt': '2000' }),
      w.row(3, { 'Tare Wt.': '2.5' }),
      w.row(4, { POL: 'Atlantis' }),
      w.row(1, { Container: 'MSKU0000010' }),
      w.row(1),
      w.row(5),
    ];
    const preview = expectOk(await w.upload(w.token, csvOf(rows)));
    expect(preview).toMatchObject({ total: 10, ok: 2, skipped: 8 });
    expect(preview.list.map((row) => row.Status)).toEqual([
      'OK',
      `Container ${boxNumber(2)} is on survey report SR-7; clear it from the report first.`,
      `Container ${boxNumber(60)} has no inspection of this party, vessel, voyage and movement.`,
      `Container ${boxNumber(80)} has no inspection of this party, vessel, voyage and movement.`,
      'Gross 2000 kg is less than the tare (2250 kg).',
      `Container ${boxNumber(3)} is in the file more than once. Tare 2.5 is not a whole number of kg.`,
      'POL Atlantis is not a known port.',
      // Not refused for its check digit: it has no inspection to update.
      `Container MSKU0000010 has no inspection of this party, vessel, voyage and movement. ${warningOfContainerNumber('MSKU0000010')}`,
      `Container ${boxNumber(1)} is in the file more than once.`,
      'OK',
    ]);

    expect(expectOk(await w.execute(w.token, { qry: preview.qry }))).toMatchObject({
      saved: 2,
      skipped: 8,
    });
    const changed = await db()
      .select({ id: inspections.id })
      .from(inspections)
      .where(eq(inspections.cargoWeight, 24000));
    expect(changed.map((row) => row.id).sort()).toEqual(
      [w.recorded[0]?.inspectionId, w.recorded[4]?.inspectionId].sort(),
    );
    expect(await inspectionOf(locked.inspectionId)).toMatchObject({
      cargoWeight: 20000,
      polId: null,
    });
  });

  it('skips, and counts as skipped, an inspection put on a report between preview and save', async () => {
    const w = await u.pomsWorld(2);
    const [one, two] = w.recorded;
    if (!one || !two) throw new Error('no inspections');
    const preview = expectOk(await w.upload(w.token, csvOf([POMS_HEADER, w.row(1), w.row(2)])));
    expect(preview.ok).toBe(2);
    await w.fileOnReport(two.inspectionId, 'SR-8');
    expect(expectOk(await w.execute(w.token, { qry: preview.qry }))).toMatchObject({
      saved: 1,
      skipped: 1,
    });
    expect(await inspectionOf(two.inspectionId)).toMatchObject({ cargoWeight: 20000 });
    expect(await tareOf(two.container.id)).toBe(2200);
    expect(
      await updates({ inspections: [two.inspectionId], containers: [two.container.id] }),
    ).toEqual([]);
    expect(await inspectionOf(one.inspectionId)).toMatchObject({ cargoWeight: 24000 });
  });

  it('leaves no history for a row that changes nothing', async () => {
    const w = await u.pomsWorld(1);
    const row = w.row(1, { 'Tare Wt.': 2200, 'Gross Wt': 20000, POL: '', POD: '', FPD: '' });
    const preview = expectOk(await w.upload(w.token, csvOf([POMS_HEADER, row])));
    expect(expectOk(await w.execute(w.token, { qry: preview.qry }))).toMatchObject({ saved: 1 });
    const one = w.recorded[0];
    expect(
      await updates({
        inspections: [one?.inspectionId ?? 0],
        containers: [one?.container.id ?? 0],
      }),
    ).toEqual([]);
  });

  it('leaves nothing written when applying fails mid-way', async () => {
    const w = await u.pomsWorld(2);
    const preview = expectOk(await w.upload(w.token, csvOf([POMS_HEADER, w.row(1), w.row(2)])));
    const service = uploadService({ db: db(), tokens: u.context.t.tokens, config: testConfig });
    const failing: typeof pomsUpdate = {
      ...pomsUpdate,
      async apply(...args) {
        await pomsUpdate.apply(...args);
        throw new Error('the server stopped');
      },
    };
    // The caller as the server reads them from the token.
    const user = await u.context.t.tokens.verify(w.token);
    await expect(service.execute(user, failing, preview.qry, undefined)).rejects.toThrow(
      'the server stopped',
    );
    const one = w.recorded[0];
    expect(await inspectionOf(one?.inspectionId ?? 0)).toMatchObject({ cargoWeight: 20000 });
    expect(await tareOf(one?.container.id ?? 0)).toBe(2200);
    expect(
      await updates({
        inspections: [one?.inspectionId ?? 0],
        containers: [one?.container.id ?? 0],
      }),
    ).toEqual([]);
    expect(expectOk(await w.execute(w.token, { qry: preview.qry }))).toMatchObject({ saved: 2 });
  });

  it('refuses a second execute, another user’s batch, a made-up id and another kind’s batch', async () => {
    const w = await u.pomsWorld(1);
    const other = await u.pomsWorld(1);
    const preview = expectOk(await w.upload(w.token, csvOf([POMS_HEADER, w.row(1)])));
    const ova = expectOk(
      await u.uploadCall(
        api.ovaUpload.ovaImport,
        w.token,
        { ovaflag: 0 },
        {
          name: 'ova.csv',
          bytes: csvOf(
            [['Container', 'loc', 'movement', 'fl_mt_stat', 'ddt', 'tm', 'booking', 'seal']].concat(
              [[boxNumber(1), 'X', 'Y', 'F', '20/11/2026', '0930', '', '']],
            ),
          ),
        },
      ),
    );
    const colleague = await u.context.made.createUser({ companyId: w.user.companyId });
    const refusals: [string | undefined, Record<string, unknown>][] = [
      [other.token, { qry: preview.qry }],
      [await u.context.made.tokenFor(colleague), { qry: preview.qry }],
      [w.token, { qry: crypto.randomUUID() }],
      [w.token, { qry: ova.qry }],
    ];
    for (const [token, transaction] of refusals) {
      const reply = await w.execute(token, transaction);
      expectFailure(reply, 404);
      expect(messageOf(reply)).toBe(UPLOAD_MESSAGES.unknownBatch);
    }
    expect(await updates({ inspections: [w.recorded[0]?.inspectionId ?? 0] })).toEqual([]);

    expectOk(await w.execute(w.token, { qry: preview.qry }));
    const again = await w.execute(w.token, { qry: preview.qry });
    expectFailure(again, 409);
    expect(messageOf(again)).toBe(UPLOAD_MESSAGES.alreadySaved);
    expect(await updates({ inspections: [w.recorded[0]?.inspectionId ?? 0] })).toHaveLength(1);
  });

  it('refuses no token, another company’s party, vessel, voyage or movement, and a missing choice', async () => {
    const w = await u.pomsWorld(1);
    const stranger = await u.pomsWorld(0);
    const bytes = csvOf([POMS_HEADER, w.row(1)]);
    expectFailure(await w.upload(undefined, bytes), 401);
    expectFailure(await w.execute(undefined, { qry: crypto.randomUUID() }), 401);
    for (const field of [
      'applicantid',
      'accountid',
      'vesselid',
      'voyageid',
      'movementid',
    ] as const) {
      const reply = await w.upload(w.token, bytes, { ...w.query, [field]: stranger.query[field] });
      expectFailure(reply, 400);
      expect(messageOf(reply), field).toMatch(/not one of your company’s/);
    }
    const missing = await w.upload(w.token, bytes, { ...w.query, movementid: 0 });
    expectFailure(missing, 400);
    expect(messageOf(missing)).toBe(UPLOAD_MESSAGES.selectMovement);
    const columns = await w.upload(
      w.token,
      csvOf([
        ['Container', 'Tare Wt.'],
        [boxNumber(1), 2250],
      ]),
    );
    expectFailure(columns, 400);
    expect(messageOf(columns)).toBe(
      UPLOAD_MESSAGES.missingColumns(['Gross Wt', 'POL', 'POD', 'FPD']),
    );
    const empty = await w.upload(w.token, csvOf([POMS_HEADER]));
    expectFailure(empty, 400);
    expect(messageOf(empty)).toBe(UPLOAD_MESSAGES.empty);
  });
});
