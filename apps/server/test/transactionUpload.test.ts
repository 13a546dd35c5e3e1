import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FILE_TYPES, UPLOAD_MESSAGES } from '@quaybook/contract';
import { Condition, warningOfContainerNumber } from '@quaybook/domain';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { changeHistory, containers, inspections, uploadBatches } from '../src/db/schema';
import {
  transactionContext,
  transactionEntry,
} from '../src/features/upload/kinds/transactionEntry';
import { uploadService } from '../src/features/upload/uploadService';
import { expectFailure, expectOk, expectPreview, messageOf } from './support/call';
import { DOCKS } from './support/factories';
import { item, specCall } from './support/specClient';
import { testConfig } from './support/testApp';
import {
  PORTS,
  sheetRows,
  TRANSACTION_HEADER,
  useTransactionApp,
} from './support/transactionWorld';
import { boxNumber, csvOf, HEADER, xlsxOf } from './support/uploadWorld';

const x = useTransactionApp();
const db = () => x.context.t.db;
const countOf = async (table: PgTable) =>
  Number((await db().select({ n: count() }).from(table))[0]?.n ?? 0);

const written = async () => ({
  inspections: await countOf(inspections),
  history: await countOf(changeHistory),
  containers: await countOf(containers),
});

describe('POST /api/upload_transaction_entry and /api/upload_transaction_entry_execute', () => {
  it('previews a good file, and the execute records each row as an inspection with its history', async () => {
    const w = await x.world();
    const known = await w.recordContainer(2);
    const bytes = await xlsxOf([TRANSACTION_HEADER, w.row(1), w.row(2, { ISO: '', Haz: 'Y' })]);
    const reply = await x.upload(w.token, w.query, { name: 'gate.xlsx', bytes });
    const preview = expectPreview(reply);
    expect(messageOf(reply)).toBe(UPLOAD_MESSAGES.uploaded);
    expect(preview).toMatchObject({ total: 2, ok: 2, skipped: 0 });
    expect(preview.list[0]).toEqual({
      'SL no': 1,
      'Container no': boxNumber(1),
      Date: '24/11/2026',
      Time: '0930',
      Seal: 'SL1',
      'To Place': 'NSD',
      POL: PORTS.singapore,
      POD: 'Kolkata',
      FPD: PORTS.kolkata,
      Transporter: 'ASL001',
      'Tran Mode': 'R',
      'Booking no': 'BK1',
      Haz: 'N',
      Node: 'from the gate list',
      Status: 'OK',
    });
    expect(await written()).toEqual({ inspections: 0, history: 0, containers: 1 });

    const saved = await x.execute(w.token, { qry: preview.qry });
    expect(expectOk(saved)).toEqual({ qry: preview.qry, saved: 2, skipped: 0, containersAdded: 1 });
    expect(messageOf(saved)).toBe(UPLOAD_MESSAGES.saved(2));

    const [added] = await db()
      .select()
      .from(containers)
      .where(eq(containers.number, boxNumber(1)));
    expect(added).toMatchObject({ companyId: w.user.companyId, size: 20, isoCode: '22G1' });
    const rows = await db().select().from(inspections).orderBy(inspections.id);
    expect(rows.map((row) => row.containerId)).toEqual([added?.id, known.id]);
    expect(rows[0]).toMatchObject({
      companyId: w.user.companyId,
      applicantId: w.applicant.id,
      accountId: w.account.id,
      vesselId: w.vessel.id,
      voyageId: w.voyage.id,
      movementId: w.inspectMovement.id,
      locationId: w.query.locationid,
      toLocationId: 1,
      condition: Condition.sound,
      type: 2,
      seal: 'SL1',
      inspectionDate: '2026-11-24',
      inspectionTime: '0930',
      transporterId: w.transporter.id,
      transportMode: 'R',
      bookingNo: 'BK1',
      hazardous: false,
      note: 'from the gate list',
      createdBy: w.user.id,
    });
    expect(rows[0]?.polId).not.toBe(rows[0]?.podId);
    expect(rows[0]?.podId).toBe(rows[0]?.fpdId);
    expect(rows[1]?.hazardous).toBe(true);

    // The container the file added is recorded as created, as the Container list records it.
    expect(
      await db()
        .select({ entityId: changeHistory.entityId, action: changeHistory.action })
        .from(changeHistory)
        .where(eq(changeHistory.entity, 'container')),
    ).toEqual([{ entityId: added?.id, action: 'created' }]);
    const history = await db()
      .select()
      .from(changeHistory)
      .where(eq(changeHistory.entity, 'inspection'))
      .orderBy(changeHistory.id);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      companyId: w.user.companyId,
      entity: 'inspection',
      entityId: rows[0]?.id,
      parentEntity: 'container',
      parentId: added?.id,
      action: 'created',
      changedBy: w.user.id,
    });
    expect(history[0]?.changes).toMatchObject({
      contnumber: [null, boxNumber(1)],
      conditionid: [null, Condition.sound],
      inspdate: [null, '2026-11-24'],
      hazstat: [null, 'N'],
    });
    const [batch] = await db().select().from(uploadBatches);
    expect(batch).toMatchObject({
      kind: 'transaction-entry',
      status: 'applied',
      appliedBy: w.user.id,
    });
  });

  it('marks each bad row with its reason, and the execute writes the rest', async () => {
    const w = await x.world();
    const done = expectPreview(
      await x.upload(w.token, w.query, {
        name: 'first.csv',
        bytes: csvOf([TRANSACTION_HEADER, w.row(7)]),
      }),
    );
    expectOk(await x.execute(w.token, { qry: done.qry }));
    const bytes = await xlsxOf([
      TRANSACTION_HEADER,
      w.row(1),
      w.row(2, { 'Container No': 'MSKU1234560' }),
      w.row(3, { POL: 'Atlantis' }),
      w.row(4, { Date: '' }),
      w.row(1),
      w.row(7),
      w.row(5, { ISO: 'ZZZZ', Time: '2575', 'Tran Mode': 'Ship', Haz: 'maybe' }),
      w.row(6, { ISO: '40HC' }),
    ]);
    const preview = expectPreview(await x.upload(w.token, w.query, { name: 'gate.xlsx', bytes }));
    expect(preview).toMatchObject({ total: 8, ok: 3, skipped: 5 });
    const status = Object.fromEntries(preview.list.map((row) => [row['SL no'], row.Status]));
    expect(status).toEqual({
      1: 'OK',
      // A mistyped check digit is recorded all the same, with its warning.
      2: `OK: ${warningOfContainerNumber('MSKU1234560')}`,
      3: 'POL Atlantis is not a known port.',
      4: 'Date is missing.',
      5: `Container ${boxNumber(1)} is in the file more than once.`,
      6: `Container ${boxNumber(7)} is already inspected for this party, vessel, voyage and movement.`,
      7: [
        'ISO code ZZZZ is not a known ISO code.',
        'Time 2575 is not a time of day (HHMM).',
        'Tran Mode Ship is not R (road) or T (train).',
        'Haz maybe is not Y or N.',
      ].join(' '),
      8: 'OK',
    });
    expect(expectOk(await x.execute(w.token, { qry: preview.qry, uploadtype: 1 }))).toMatchObject({
      saved: 3,
      skipped: 5,
      containersAdded: 3,
    });
    const inspected = await db()
      .select({
        number: containers.number,
        iso: containers.isoCode,
        size: containers.size,
        flagged: containers.numberWarning,
      })
      .from(inspections)
      .innerJoin(containers, eq(containers.id, inspections.containerId));
    expect(inspected.sort((a, b) => a.number.localeCompare(b.number))).toEqual(
      [
        { number: boxNumber(1), iso: '22G1', size: 20, flagged: false },
        { number: 'MSKU1234560', iso: '22G1', size: 20, flagged: true },
        // 40HC in the ISO column is read as the ISO code it means.
        { number: boxNumber(6), iso: '45G1', size: 40, flagged: false },
        { number: boxNumber(7), iso: '22G1', size: 20, flagged: false },
      ].sort((a, b) => a.number.localeCompare(b.number)),
    );
  });

  it('takes what the file lacks from the advance list, and asks for what the movement needs', async () => {
    const w = await x.world();
    const needs = await x.context.made.createMovement(w.user, {
      name: 'Export Gate-in',
      needsPorts: true,
      needsGrossWeight: true,
    });
    await w.listContainer(1, { movementId: needs.id });
    const bytes = csvOf([TRANSACTION_HEADER, w.row(1), w.row(2, { POL: '', FPD: '' })]);
    const preview = expectPreview(
      await x.upload(w.token, { ...w.query, movement: needs.id }, { name: 'a.csv', bytes }),
    );
    expect(preview.list.map((row) => row.Status)).toEqual([
      'OK',
      [
        'Gross weight is required for this movement.',
        'POL is required for this movement.',
        'FPD is required for this movement.',
      ].join(' '),
    ]);
    expectOk(await x.execute(w.token, { qry: preview.qry }));
    const [row] = await db().select().from(inspections);
    expect(row).toMatchObject({ cargoWeight: 24000, cfsId: w.cfs.id, movementId: needs.id });
  });

  it('saves a file of more rows than one apply chunk, each row once with its history', async () => {
    const w = await x.world();
    const rows = 2_345;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-transactions-'));
    const file = path.join(dir, 'gate.csv');
    await writeFile(
      file,
      csvOf([TRANSACTION_HEADER, ...Array.from({ length: rows }, (_, i) => w.row(1_000 + i))]),
    );
    // Past the test app's row ceiling, so through the service with the default one.
    const service = uploadService({ db: db(), tokens: x.context.t.tokens, config: testConfig });
    const user = await x.context.t.tokens.verify(w.token);
    const staged = await service.stage(
      user,
      transactionEntry,
      { path: file, filename: 'gate.csv' },
      transactionContext(w.query),
    );
    expect(staged).toMatchObject({ total: rows, ok: rows });
    expect(await service.execute(user, transactionEntry, staged.batchId, undefined)).toMatchObject({
      saved: rows,
      containersAdded: rows,
    });
    // Each row's inspection and its new container.
    expect(await written()).toEqual({ inspections: rows, history: 2 * rows, containers: rows });
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second execute with 409 and writes nothing twice', async () => {
    const w = await x.world();
    const preview = expectPreview(
      await x.upload(w.token, w.query, {
        name: 'a.csv',
        bytes: csvOf([TRANSACTION_HEADER, w.row(1)]),
      }),
    );
    expectOk(await x.execute(w.token, { qry: preview.qry }));
    const before = await written();
    const second = await x.execute(w.token, { qry: preview.qry });
    expectFailure(second, 409);
    expect(messageOf(second)).toBe(UPLOAD_MESSAGES.alreadySaved);
    expect(await written()).toEqual(before);
  });

  it('refuses another user’s batch, a made-up id, SQL text and an advance list’s batch', async () => {
    const w = await x.world();
    const preview = expectPreview(
      await x.upload(w.token, w.query, {
        name: 'a.csv',
        bytes: csvOf([TRANSACTION_HEADER, w.row(1)]),
      }),
    );
    const advance = expectOk(
      await x.u.upload(w.token, w.advanceQuery, {
        name: 'l.csv',
        bytes: csvOf([HEADER, w.advanceRow(9)]),
      }),
    );
    const refusals: [Record<string, unknown>, string, number][] = [
      [{ qry: crypto.randomUUID() }, UPLOAD_MESSAGES.unknownBatch, 404],
      [{ qry: advance.qry }, UPLOAD_MESSAGES.unknownBatch, 404],
      [{ qry: "'; DELETE FROM inspections; --" }, UPLOAD_MESSAGES.badBatchId, 400],
    ];
    for (const [transaction, message, status] of refusals) {
      const reply = await x.execute(w.token, transaction);
      expectFailure(reply, status);
      expect(messageOf(reply), JSON.stringify(transaction)).toBe(message);
    }
    const stranger = await x.world();
    const colleague = await x.context.made.createUser({ companyId: w.user.companyId });
    for (const token of [stranger.token, await x.context.made.tokenFor(colleague)]) {
      const stolen = await x.execute(token, { qry: preview.qry });
      expectFailure(stolen, 404);
      expect(messageOf(stolen)).toBe(UPLOAD_MESSAGES.unknownBatch);
    }
    expect(await countOf(inspections)).toBe(0);
    expect(expectOk(await x.execute(w.token, { qry: preview.qry }))).toMatchObject({ saved: 1 });
  });

  it('refuses no token, another company’s choices, wrong columns and an empty file', async () => {
    const w = await x.world();
    const stranger = await x.world();
    const bytes = csvOf([TRANSACTION_HEADER, w.row(1)]);
    expectFailure(await x.upload(undefined, w.query, { name: 'a.csv', bytes }), 401);
    expectFailure(await x.execute(undefined, { qry: crypto.randomUUID() }), 401);
    for (const field of [
      'applicantid',
      'accountid',
      'vessselid',
      'voyageid',
      'movement',
    ] as const) {
      const reply = await x.upload(
        w.token,
        { ...w.query, [field]: stranger.query[field] },
        { name: 'a.csv', bytes },
      );
      expectFailure(reply, 400);
      expect(messageOf(reply), field).toMatch(/not one of your company’s/);
    }
    const nowhere = await x.upload(
      w.token,
      { ...w.query, locationid: 999_999 },
      { name: 'a.csv', bytes },
    );
    expectFailure(nowhere, 400);
    expect(messageOf(nowhere)).toBe('The chosen location does not exist.');
    const columns = await x.upload(w.token, w.query, {
      name: 'c.csv',
      bytes: csvOf([['Container No', 'Date', 'Seal'], w.row(1).slice(0, 3)]),
    });
    expectFailure(columns, 400);
    expect(messageOf(columns)).toBe(
      UPLOAD_MESSAGES.missingColumns(
        TRANSACTION_HEADER.filter(
          (title) => !['Container No', 'Date', 'Seal', 'ISO'].includes(title),
        ),
      ),
    );
    const empty = await x.upload(w.token, w.query, {
      name: 'e.csv',
      bytes: csvOf([TRANSACTION_HEADER]),
    });
    expectFailure(empty, 400);
    expect(messageOf(empty)).toBe(UPLOAD_MESSAGES.empty);
    expect(await countOf(uploadBatches)).toBe(0);
    expect(await countOf(inspections)).toBe(0);
  });
});

describe('POST /api/download_pending_move', () => {
  it('lists exactly the listed containers not yet inspected, which upload back as they are', async () => {
    const w = await x.world();
    const other = await x.context.made.createMovement(w.user, { name: 'Import Delivery' });
    await w.listContainer(1);
    await w.listContainer(1, { uploadType: 2 });
    await w.listContainer(2, { uploadType: 2, iso: '45G1' });
    await w.listContainer(3);
    await w.listContainer(4, { movementId: other.id });
    await w.listContainer(5, { locationId: DOCKS.haldia });
    const inspected = expectPreview(
      await x.upload(w.token, w.query, {
        name: 'a.csv',
        bytes: csvOf([TRANSACTION_HEADER, w.row(3)]),
      }),
    );
    expectOk(await x.execute(w.token, { qry: inspected.qry }));

    const reply = await x.pending(w.token, w.query);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain(
      `pending-${w.vessel.name.replace(/ /g, '_')}-${w.voyage.name}.xlsx`,
    );
    const rows = await sheetRows(reply.rawPayload);
    expect(rows[0]).toEqual(TRANSACTION_HEADER);
    expect(rows.slice(1).map((row) => [row[0], row[TRANSACTION_HEADER.length - 1]])).toEqual([
      [boxNumber(1), '22G1'],
      [boxNumber(2), '45G1'],
    ]);

    // Filled in and sent back through Upload Entry, the pending containers are inspected.
    const workbookRows = rows.slice(1).map((row) =>
      w.row(0, {
        'Container No': String(row[0]),
        ISO: String(row[TRANSACTION_HEADER.length - 1]),
      }),
    );
    const back = expectPreview(
      await x.upload(w.token, w.query, {
        name: 'back.xlsx',
        bytes: await xlsxOf([TRANSACTION_HEADER, ...workbookRows]),
      }),
    );
    expect(back).toMatchObject({ ok: 2, skipped: 0 });
    expectOk(await x.execute(w.token, { qry: back.qry }));
    expect(await sheetRows((await x.pending(w.token, w.query)).rawPayload)).toEqual([
      TRANSACTION_HEADER,
    ]);
  });

  it('refuses no token, and answers another company’s party as not found', async () => {
    const w = await x.world();
    const stranger = await x.world();
    expect((await x.pending(undefined, w.query)).statusCode).toBe(401);
    const foreign = await x.pending(w.token, {
      ...w.query,
      applicantid: stranger.query.applicantid,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('A client written from the spec alone uploads a transaction file and saves it', () => {
  it('reads the message, preview rows and query text from items 1, 2 and 3, and saves with item 3 as qry', async () => {
    const w = await x.world();
    const bytes = await xlsxOf([TRANSACTION_HEADER, w.row(1), w.row(2)]);
    const reply = await specCall(x.context.app, w.token, {
      method: 'POST',
      path: '/upload_transaction_entry',
      query: w.query,
      form: { file: { file: bytes, name: 'gate.xlsx', type: FILE_TYPES.xlsx } },
    });
    expect(item(reply, 0), JSON.stringify(reply.body)).toBe(1);
    expect(item(reply, 1)).toBe(UPLOAD_MESSAGES.uploaded);
    // The preview rows themselves: a list a client can show as it comes.
    const rows = item(reply, 2) as { 'Container no': string; Status: string }[];
    expect(rows.map((row) => [row['Container no'], row.Status])).toEqual([
      [boxNumber(1), 'OK'],
      [boxNumber(2), 'OK'],
    ]);
    // The query text is the staged batch's opaque id: nothing a client could run or change.
    const qry = item(reply, 3);
    expect(qry).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((await written()).inspections).toBe(0);
    // Beyond what that client reads, the whole file's counts follow in item 4.
    expect(item(reply, 4)).toEqual({ total: 2, ok: 2, skipped: 0 });

    const saved = await specCall(x.context.app, w.token, {
      method: 'POST',
      path: '/upload_transaction_entry_execute',
      form: { transaction: { json: { qry } } },
    });
    expect(item(saved, 0), JSON.stringify(saved.body)).toBe(1);
    expect(item(saved, 1)).toBe(UPLOAD_MESSAGES.saved(2));
    expect((await written()).inspections).toBe(2);
  });
});
