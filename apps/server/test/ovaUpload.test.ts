import { api, MOVEMENT_FIELD_MESSAGES, UPLOAD_MESSAGES } from '@quaybook/contract';
import { Condition, InspectionType, warningOfContainerNumber } from '@quaybook/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeHistory, containers, inspections } from '../src/db/schema';
import { expectFailure, expectOk, messageOf } from './support/call';
import { OVA_HEADER, useOpUploadApp } from './support/opUploadWorld';
import { boxNumber, csvOf, HEADER, xlsxOf } from './support/uploadWorld';

const u = useOpUploadApp();
const db = () => u.context.t.db;

const inspectionCount = async () =>
  Number((await db().select({ n: count() }).from(inspections))[0]?.n ?? 0);

/** The company's inspections with their containers' numbers, by number. */
async function recorded(companyId: number) {
  const rows = await db()
    .select({ inspection: inspections, number: containers.number })
    .from(inspections)
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .where(eq(inspections.companyId, companyId))
    .orderBy(containers.number);
  return rows;
}

describe('POST /api/upload_ova_transaction_entry and /api/ova_transaction_entry_execute', () => {
  it('previews a good file, and the execute records each movement as the list names it, with its history', async () => {
    const w = await u.ovaWorld();
    const bytes = await xlsxOf([
      OVA_HEADER,
      w.row(1),
      w.row(2, { fl_mt_stat: 'e', ddt: '21-11-2026', tm: '7:05', booking: '', seal: '' }),
    ]);
    const reply = await w.upload(w.token, 0, bytes);
    const preview = expectOk(reply);
    expect(messageOf(reply)).toBe(UPLOAD_MESSAGES.uploaded);
    expect(preview).toMatchObject({ total: 2, ok: 2, skipped: 0 });
    expect(preview.list[0]).toEqual({
      'Sl. No': 1,
      Container: boxNumber(1),
      loc: w.codes.location.toLowerCase(),
      movement: w.codes.movement,
      fl_mt_stat: 'F',
      ddt: '20/11/2026',
      tm: '0930',
      booking: 'BK1',
      seal: 'SL1',
      Status: 'OK',
    });
    expect(preview.list[1]).toMatchObject({ fl_mt_stat: 'E', ddt: '21/11/2026', tm: '0705' });
    expect(await inspectionCount()).toBe(0);

    const saved = await w.execute(w.token, { qry: preview.qry });
    expect(expectOk(saved)).toEqual({ qry: preview.qry, saved: 2, skipped: 0, containersAdded: 0 });
    expect(messageOf(saved)).toBe(UPLOAD_MESSAGES.saved(2));
    const rows = await recorded(w.user.companyId);
    expect(rows.map((row) => row.number)).toEqual([boxNumber(1), boxNumber(2)]);
    expect(rows[0]?.inspection).toMatchObject({
      applicantId: w.applicant.id,
      accountId: w.account.id,
      vesselId: w.vessel.id,
      voyageId: w.voyage.id,
      movementId: w.movement.id,
      locationId: w.terminal.id,
      condition: Condition.sound,
      type: InspectionType.nonEor,
      hazardous: false,
      seal: 'SL1',
      bookingNo: 'BK1',
      inspectionDate: '2026-11-20',
      inspectionTime: '0930',
      ovaSent: false,
      cfsId: null,
      createdBy: w.user.id,
    });
    expect(rows[1]?.inspection).toMatchObject({
      seal: null,
      bookingNo: null,
      inspectionDate: '2026-11-21',
      inspectionTime: '0705',
    });

    const history = await db()
      .select()
      .from(changeHistory)
      .where(eq(changeHistory.entity, 'inspection'))
      .orderBy(changeHistory.entityId);
    expect(history.map((row) => [row.entityId, row.action, row.parentEntity])).toEqual(
      rows.map((row) => [row.inspection.id, 'created', 'container']),
    );
    expect(history[0]).toMatchObject({
      parentId: rows[0]?.inspection.containerId,
      changedBy: w.user.id,
      companyId: w.user.companyId,
    });
    expect(history[0]?.changes).toMatchObject({
      contnumber: [null, boxNumber(1)],
      movementId: [null, w.movement.id],
      inspectionplace: [null, w.terminal.id],
      conditionid: [null, Condition.sound],
      seal: [null, 'SL1'],
      fl_mt_stat: [null, 'F'],
      is_ovi_download: [null, 0],
    });
    expect(history[1]?.changes).toMatchObject({ fl_mt_stat: [null, 'E'] });
  });

  it('marks the movements as sent when OVA Already Sent is ticked, and only then', async () => {
    const w = await u.ovaWorld();
    const sent = expectOk(await w.upload(w.token, 1, csvOf([OVA_HEADER, w.row(1)])));
    expectOk(await w.execute(w.token, { qry: sent.qry }));
    const unsent = expectOk(await w.upload(w.token, 0, csvOf([OVA_HEADER, w.row(2)])));
    expectOk(await w.execute(w.token, { qry: unsent.qry }));
    const rows = await recorded(w.user.companyId);
    expect(rows.map((row) => [row.number, row.inspection.ovaSent])).toEqual([
      [boxNumber(1), true],
      [boxNumber(2), false],
    ]);
    const [history] = await db()
      .select({ changes: changeHistory.changes })
      .from(changeHistory)
      .where(
        and(
          eq(changeHistory.entity, 'inspection'),
          eq(changeHistory.entityId, rows[0]?.inspection.id as number),
        ),
      );
    expect(history?.changes).toMatchObject({ is_ovi_download: [null, 1] });
    const refused = await w.upload(w.token, 2, csvOf([OVA_HEADER, w.row(3)]));
    expectFailure(refused, 400);
    expect(messageOf(refused)).toBe('OVA Already Sent must be 0 or 1.');
  });

  it('marks each bad row with its reason, and the execute records the rest', async () => {
    const w = await u.ovaWorld(12);
    const first = expectOk(await w.upload(w.token, 0, csvOf([OVA_HEADER, w.row(4)])));
    expectOk(await w.execute(w.token, { qry: first.qry }));
    const rows = [
      OVA_HEADER,
      w.row(1),
      w.row(2, { Container: 'MSKU0000010' }),
      w.row(2, { Container: 'MSK12' }),
      w.row(5, { loc: 'NOWHERE' }),
      w.row(6, { movement: 'TELEPORT' }),
      w.row(7, { fl_mt_stat: 'H' }),
      w.row(8, { ddt: '31/02/2026' }),
      w.row(9, { tm: '2460' }),
      w.row(1),
      w.row(4),
      w.row(55),
      w.row(90, { movement: w.codes.exportGateIn }),
      w.row(3),
    ];
    const preview = expectOk(await w.upload(w.token, 0, csvOf(rows)));
    expect(preview).toMatchObject({ total: 13, ok: 2, skipped: 11 });
    const status = preview.list.map((row) => row.Status);
    expect(status).toEqual([
      'OK',
      // A mistyped number is not refused for its check digit; this one is on no list.
      `Container MSKU0000010 is on no advance list: upload its list first, so its party, vessel and voyage are known. ${warningOfContainerNumber('MSKU0000010')}`,
      'Container number must be 4 letters followed by 7 digits.',
      'Location code NOWHERE is not the OVA code of any location.',
      'Movement code TELEPORT is not the OVA code of any of your movements.',
      'fl_mt_stat H is not F (full) or E (empty).',
      'Date 31/02/2026 is not a date (dd/mm/yyyy).',
      'Time 2460 is not a time (HHMM).',
      `Container ${boxNumber(1)} is in the file more than once for this movement and date.`,
      `Container ${boxNumber(4)} already has an inspection of this movement on 20/11/2026.`,
      `Container ${boxNumber(55)} is on no advance list: upload its list first, so its party, vessel and voyage are known.`,
      [
        MOVEMENT_FIELD_MESSAGES.loadport,
        MOVEMENT_FIELD_MESSAGES.destnport,
        MOVEMENT_FIELD_MESSAGES.transport,
      ].join(' '),
      'OK',
    ]);
    expect(await inspectionCount()).toBe(1);

    expect(expectOk(await w.execute(w.token, { qry: preview.qry }))).toMatchObject({
      saved: 2,
      skipped: 11,
    });
    expect((await recorded(w.user.companyId)).map((row) => row.number)).toEqual([
      boxNumber(1),
      boxNumber(3),
      boxNumber(4),
    ]);
  });

  it('knows only the company’s own lists and movement codes', async () => {
    const w = await u.ovaWorld();
    const stranger = await u.ovaWorld(6);
    const preview = expectOk(
      await w.upload(
        w.token,
        0,
        csvOf([OVA_HEADER, w.row(5), w.row(1, { movement: stranger.codes.movement })]),
      ),
    );
    expect(preview.list.map((row) => row.Status)).toEqual([
      `Container ${boxNumber(5)} is on no advance list: upload its list first, so its party, vessel and voyage are known.`,
      `Movement code ${stranger.codes.movement} is not the OVA code of any of your movements.`,
    ]);
  });

  it('does not record a movement twice when another upload recorded it since the preview', async () => {
    const w = await u.ovaWorld();
    const bytes = csvOf([OVA_HEADER, w.row(1), w.row(2)]);
    const early = expectOk(await w.upload(w.token, 0, bytes));
    const late = expectOk(await w.upload(w.token, 0, csvOf([OVA_HEADER, w.row(2)])));
    expectOk(await w.execute(w.token, { qry: late.qry }));
    expect(expectOk(await w.execute(w.token, { qry: early.qry }))).toMatchObject({
      saved: 1,
      skipped: 1,
    });
    const second = await db()
      .select({ n: count() })
      .from(inspections)
      .innerJoin(containers, eq(containers.id, inspections.containerId))
      .where(and(eq(containers.number, boxNumber(2)), eq(inspections.companyId, w.user.companyId)));
    expect(second[0]?.n).toBe(1);
  });

  it('refuses a second execute, another user’s batch, a made-up id and another kind’s batch', async () => {
    const w = await u.ovaWorld();
    const other = await u.ovaWorld();
    const preview = expectOk(await w.upload(w.token, 0, csvOf([OVA_HEADER, w.row(1)])));
    const advance = expectOk(
      await u.upload(w.token, w.query, { name: 'a.csv', bytes: csvOf([HEADER, w.row(1)]) }),
    );
    const colleague = await u.context.made.createUser({ companyId: w.user.companyId });
    const refusals: [string | undefined, Record<string, unknown>, string, number][] = [
      [other.token, { qry: preview.qry }, UPLOAD_MESSAGES.unknownBatch, 404],
      [
        await u.context.made.tokenFor(colleague),
        { qry: preview.qry },
        UPLOAD_MESSAGES.unknownBatch,
        404,
      ],
      [w.token, { qry: crypto.randomUUID() }, UPLOAD_MESSAGES.unknownBatch, 404],
      [w.token, { qry: advance.qry }, UPLOAD_MESSAGES.unknownBatch, 404],
      [w.token, { qry: "1'; delete from inspections; --" }, UPLOAD_MESSAGES.badBatchId, 400],
    ];
    for (const [token, transaction, message, status] of refusals) {
      const reply = await w.execute(token, transaction);
      expectFailure(reply, status);
      expect(messageOf(reply), JSON.stringify(transaction)).toBe(message);
    }
    expect(await inspectionCount()).toBe(0);

    expectOk(await w.execute(w.token, { qry: preview.qry }));
    const again = await w.execute(w.token, { qry: preview.qry });
    expectFailure(again, 409);
    expect(messageOf(again)).toBe(UPLOAD_MESSAGES.alreadySaved);
    expect(await inspectionCount()).toBe(1);
  });

  it('refuses no token, a file without the OVA columns, an empty file and no file', async () => {
    const w = await u.ovaWorld();
    expectFailure(await w.upload(undefined, 0, csvOf([OVA_HEADER, w.row(1)])), 401);
    expectFailure(await w.execute(undefined, { qry: crypto.randomUUID() }), 401);
    const cases: [Buffer, string][] = [
      [
        csvOf([
          ['Container', 'loc', 'movement'],
          [boxNumber(1), 'KPT', 'IMLD'],
        ]),
        UPLOAD_MESSAGES.missingColumns(['fl_mt_stat', 'ddt', 'tm', 'booking', 'seal']),
      ],
      [csvOf([OVA_HEADER]), UPLOAD_MESSAGES.empty],
    ];
    for (const [bytes, message] of cases) {
      const reply = await w.upload(w.token, 0, bytes);
      expectFailure(reply, 400);
      expect(messageOf(reply)).toBe(message);
    }
    const none = await u.uploadCall(api.ovaUpload.ovaImport, w.token, { ovaflag: 0 });
    expectFailure(none, 400);
    expect(messageOf(none)).toBe(UPLOAD_MESSAGES.noFile);
  });
});
