import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { api, UPLOAD_MESSAGES } from '@quaybook/contract';
import { warningOfContainerNumber } from '@quaybook/domain';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  advanceContainers,
  changeHistory,
  containers,
  uploadBatches,
  uploadRows,
} from '../src/db/schema';
import { containerCreated } from '../src/features/container/containerHistory';
import { advanceList } from '../src/features/upload/kinds/advanceList';
import { uploadService } from '../src/features/upload/uploadService';
import { changedFields } from '../src/shared/history';
import { bearer, call, expectFailure, expectOk, messageOf } from './support/call';
import { sessionOf } from './support/factories';
import { testConfig } from './support/testApp';
import {
  boxNumber,
  csvOf,
  HEADER,
  TEST_MAX_MB,
  TEST_MAX_ROWS,
  useUploadApp,
  xlsxOf,
} from './support/uploadWorld';

const u = useUploadApp();
const db = () => u.context.t.db;
const countOf = async (table: PgTable) =>
  Number((await db().select({ n: count() }).from(table))[0]?.n ?? 0);

/** What a refused upload must leave as it was. */
const written = async () => ({
  batches: await countOf(uploadBatches),
  rows: await countOf(uploadRows),
  advance: await countOf(advanceContainers),
});
const nothing = { batches: 0, rows: 0, advance: 0 };

describe('POST /api/upload_import and /api/import_entry_execute', () => {
  it('previews a good xlsx, stages it, and the execute writes the list and new containers', async () => {
    const w = await u.world();
    const bytes = await xlsxOf([
      HEADER,
      w.row(1),
      w.row(2, { Type: '45G1', Size: 40, Movement: String(w.movement.id) }),
    ]);
    const reply = await u.upload(w.token, w.query, { name: 'advance.xlsx', bytes });
    const preview = expectOk(reply);
    expect(messageOf(reply)).toBe(UPLOAD_MESSAGES.uploaded);
    expect(preview).toMatchObject({ total: 2, ok: 2, skipped: 0 });
    expect(preview.list[0]).toEqual({
      'Sl. No': 1,
      Container: boxNumber(1),
      Size: '20',
      Type: '22G1',
      Tare: '2200',
      Gross: '24000',
      Movement: 'Import Laden',
      CFS: w.cfs.name,
      Status: 'OK',
    });
    expect(preview.qry).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countOf(advanceContainers)).toBe(0);

    const saved = await u.execute(w.token, { qry: preview.qry, uploadtype: 1 });
    expect(expectOk(saved)).toEqual({ qry: preview.qry, saved: 2, skipped: 0, containersAdded: 2 });
    expect(messageOf(saved)).toBe(UPLOAD_MESSAGES.saved(2));
    const listed = await db()
      .select()
      .from(advanceContainers)
      .orderBy(advanceContainers.containerNumber);
    expect(
      listed.map((row) => [row.containerNumber, row.size, row.isoCode, row.movementId, row.cfsId]),
    ).toEqual([
      [boxNumber(1), 20, '22G1', w.movement.id, w.cfs.id],
      [boxNumber(2), 40, '45G1', w.movement.id, w.cfs.id],
    ]);
    expect(listed[0]).toMatchObject({
      companyId: w.user.companyId,
      vesselId: w.vessel.id,
      voyageId: w.voyage.id,
      applicantId: w.applicant.id,
      accountId: w.account.id,
      uploadType: 1,
      batchId: preview.qry,
      createdBy: w.user.id,
    });
    const [batch] = await db().select().from(uploadBatches);
    expect(batch).toMatchObject({
      status: 'applied',
      appliedBy: w.user.id,
      fileName: 'advance.xlsx',
    });
    expect(batch?.appliedAt).toBeInstanceOf(Date);
    const [box] = await db()
      .select()
      .from(containers)
      .where(eq(containers.number, boxNumber(2)));
    expect(box).toMatchObject({ size: 40, isoCode: '45G1', tareWeight: 2200, grossWeight: 24000 });
    // Written straight from the staged rows, each new container is in the history all the same.
    const history = await db()
      .select()
      .from(changeHistory)
      .where(eq(changeHistory.entity, 'container'))
      .orderBy(changeHistory.entityId);
    const added = await db().select().from(containers).orderBy(containers.id);
    expect(history.map((row) => [row.entityId, row.action, row.changedBy])).toEqual(
      added.map((container) => [container.id, 'created', w.user.id]),
    );
    // Each records the fields the entry screen records for a container it creates.
    expect(history.map((row) => row.changes)).toEqual(
      added.map((container) => changedFields(undefined, containerCreated(container).after)),
    );
  });

  it('reads a csv whose headers differ in case and spaces and use aliases', async () => {
    const w = await u.world();
    const header = [
      'container no',
      'SIZE',
      'iso code',
      'Tare Wt',
      'gross  weight',
      'MOVEMENT',
      'cfs',
    ];
    const bytes = csvOf([header, w.row(3), w.row(4, { Size: '', CFS: '' })]);
    const preview = expectOk(await u.upload(w.token, w.query, { name: 'list.csv', bytes }));
    expect(preview).toMatchObject({ total: 2, ok: 2 });
    expect(preview.list[1]).toMatchObject({
      Container: boxNumber(4),
      Size: '20',
      CFS: '',
      Status: 'OK',
    });
    expect(expectOk(await u.execute(w.token, { qry: preview.qry }))).toMatchObject({ saved: 2 });
  });

  it('records a mistyped container number with its warning, and reads the trade’s short type codes', async () => {
    const w = await u.world();
    const digit = 'MSKU1234560';
    const letter = boxNumber(30, 'MSKA');
    const bytes = await xlsxOf([
      HEADER,
      w.row(0, { Container: digit, Type: 'GP' }),
      w.row(21, { Size: 40, Type: 'GP', Tare: 3700 }),
      w.row(22, { Size: 40, Type: 'hc', Tare: 3900 }),
      w.row(23, { Type: 'RF', Tare: 3000 }),
      w.row(24, { Size: 40, Type: 'RH', Tare: 4600 }),
      w.row(25, { Size: '', Type: '40HC', Tare: 3900 }),
      w.row(26, { Size: '', Type: '20GP' }),
      w.row(27, { Type: '45G1' }),
      w.row(28, { Size: '', Type: 'GP' }),
      w.row(29, { Type: 'RH' }),
      w.row(0, { Container: letter }),
    ]);
    const preview = expectOk(await u.upload(w.token, w.query, { name: 'advance.xlsx', bytes }));
    expect(preview).toMatchObject({ total: 11, ok: 8, skipped: 3 });
    const shown = preview.list.map((row) => [row.Container, row.Size, row.Type, row.Status]);
    expect(shown).toEqual([
      [digit, '20', '22G1', `OK: ${warningOfContainerNumber(digit)}`],
      [boxNumber(21), '40', '42G1', 'OK'],
      [boxNumber(22), '40', '45G1', 'OK'],
      [boxNumber(23), '20', '22R1', 'OK'],
      [boxNumber(24), '40', '45R1', 'OK'],
      [boxNumber(25), '40', '45G1', 'OK'],
      [boxNumber(26), '20', '22G1', 'OK'],
      [boxNumber(27), '40', '45G1', 'Size 20 does not match ISO code 45G1 (40 ft).'],
      [
        boxNumber(28),
        '',
        'GP',
        "Type GP needs the container's size (20 or 40), or give its ISO code.",
      ],
      [
        boxNumber(29),
        '20',
        'RH',
        'Type RH with size 20 is not one ISO code: give the ISO code (45R1).',
      ],
      [
        letter,
        '20',
        '22G1',
        `OK: Fourth letter of ${letter} should be U, J or Z, not A: likely a typo. Check the number on the door.`,
      ],
    ]);

    expect(expectOk(await u.execute(w.token, { qry: preview.qry }))).toMatchObject({
      saved: 8,
      skipped: 3,
      containersAdded: 8,
    });
    const listed = await db()
      .select({ number: advanceContainers.containerNumber, iso: advanceContainers.isoCode })
      .from(advanceContainers)
      .orderBy(advanceContainers.id);
    expect(listed.map((row) => row.iso)).toEqual([
      '22G1',
      '42G1',
      '45G1',
      '22R1',
      '45R1',
      '45G1',
      '22G1',
      '22G1',
    ]);
    const boxes = await db()
      .select({ number: containers.number, flagged: containers.numberWarning })
      .from(containers)
      .where(eq(containers.companyId, w.user.companyId));
    expect(
      boxes
        .filter((box) => box.flagged)
        .map((box) => box.number)
        .sort(),
    ).toEqual([digit, letter].sort());
    // The Container list shows why the uploaded number is flagged.
    const rows = expectOk(await call(u.context.app, api.container.list, {}, w.token));
    expect(rows.find((row) => row.contnumber === digit)?.number_warning).toBe(
      warningOfContainerNumber(digit),
    );
    // Its history says so too, as the entry screen records a flagged container it creates.
    const [flaggedBox] = await db().select().from(containers).where(eq(containers.number, digit));
    if (!flaggedBox) throw new Error('The flagged container is missing');
    const [created] = await db()
      .select({ changes: changeHistory.changes })
      .from(changeHistory)
      .where(eq(changeHistory.entityId, flaggedBox.id));
    expect(created?.changes).toEqual(changedFields(undefined, containerCreated(flaggedBox).after));
    expect(created?.changes).toMatchObject({
      number_warning: [null, warningOfContainerNumber(digit)],
    });
  });

  it('marks a bad row with every reason, and the execute writes the rest', async () => {
    const w = await u.world();
    const bad = w.row(9, {
      Container: 'MSKU1234560',
      Type: 'ZZZZ',
      Tare: '2.5',
      Movement: 'Teleport',
      CFS: 'Nowhere',
    });
    const bytes = await xlsxOf([HEADER, w.row(5), bad, w.row(6), w.row(5), w.row(7, { Size: 40 })]);
    const preview = expectOk(await u.upload(w.token, w.query, { name: 'advance.xlsx', bytes }));
    expect(preview).toMatchObject({ total: 5, ok: 2, skipped: 3 });
    const status = Object.fromEntries(preview.list.map((row) => [row['Sl. No'], row.Status]));
    expect(status[1]).toBe('OK');
    expect(status[2]).toContain('Check digit of MSKU1234560');
    expect(status[2]).toContain('ISO code ZZZZ is not a known ISO code.');
    expect(status[2]).toContain('Tare 2.5 is not a whole number of kg.');
    expect(status[2]).toContain('Movement Teleport is not a known movement.');
    expect(status[2]).toContain('CFS Nowhere is not a known CFS location.');
    expect(status[4]).toBe(`Container ${boxNumber(5)} is in the file more than once.`);
    expect(status[5]).toBe('Size 40 does not match ISO code 22G1 (20 ft).');
    expect(await countOf(uploadRows)).toBe(5);

    expect(expectOk(await u.execute(w.token, { qry: preview.qry }))).toMatchObject({
      saved: 2,
      skipped: 3,
    });
    const listed = await db()
      .select({ n: advanceContainers.containerNumber })
      .from(advanceContainers);
    expect(listed.map((row) => row.n).sort()).toEqual([boxNumber(5), boxNumber(6)]);
  });

  it('skips a container already on the vessel call’s list', async () => {
    const w = await u.world();
    const first = expectOk(
      await u.upload(w.token, w.query, { name: 'a.csv', bytes: csvOf([HEADER, w.row(1)]) }),
    );
    expectOk(await u.execute(w.token, { qry: first.qry }));
    const again = expectOk(
      await u.upload(w.token, w.query, {
        name: 'b.csv',
        bytes: csvOf([HEADER, w.row(1), w.row(2)]),
      }),
    );
    expect(again.list[0]?.Status).toBe(
      `Container ${boxNumber(1)} is already on this vessel call's list.`,
    );
    expect(again).toMatchObject({ ok: 1, skipped: 1 });
  });

  it('refuses a second execute of a batch and writes nothing twice', async () => {
    const w = await u.world();
    const preview = expectOk(
      await u.upload(w.token, w.query, { name: 'a.csv', bytes: csvOf([HEADER, w.row(1)]) }),
    );
    expectOk(await u.execute(w.token, { qry: preview.qry }));
    const second = await u.execute(w.token, { qry: preview.qry });
    expectFailure(second, 409);
    expect(messageOf(second)).toBe(UPLOAD_MESSAGES.alreadySaved);
    expect(await countOf(advanceContainers)).toBe(1);
  });

  it('refuses another user’s batch, a made-up id, SQL text and a wrong upload type', async () => {
    const w = await u.world();
    const other = await u.world();
    const preview = expectOk(
      await u.upload(w.token, w.query, { name: 'a.csv', bytes: csvOf([HEADER, w.row(1)]) }),
    );
    const refusals: [Record<string, unknown>, string, number][] = [
      [{ qry: crypto.randomUUID() }, UPLOAD_MESSAGES.unknownBatch, 404],
      [
        { qry: 'INSERT INTO advance_containers SELECT * FROM advance_containers; --' },
        UPLOAD_MESSAGES.badBatchId,
        400,
      ],
      // The spec's own words, not prefixed with the field's name.
      [{ qry: '' }, UPLOAD_MESSAGES.noFile, 400],
      [{ qry: preview.qry, uploadtype: 2 }, UPLOAD_MESSAGES.otherUploadType, 400],
    ];
    for (const [transaction, message, status] of refusals) {
      const reply = await u.execute(w.token, transaction);
      expectFailure(reply, status);
      expect(messageOf(reply), JSON.stringify(transaction)).toBe(message);
    }
    const colleague = await u.context.made.createUser({ companyId: w.user.companyId });
    for (const token of [other.token, await u.context.made.tokenFor(colleague)]) {
      const stolen = await u.execute(token, { qry: preview.qry });
      expectFailure(stolen, 404);
      expect(messageOf(stolen)).toBe(UPLOAD_MESSAGES.unknownBatch);
    }
    expect(await countOf(advanceContainers)).toBe(0);
    const [batch] = await db().select().from(uploadBatches);
    expect(batch?.status).toBe('staged');
    expectOk(await u.execute(w.token, { qry: preview.qry.toUpperCase() }));
  });

  it('leaves nothing partial when applying fails mid-way, and the batch can still be saved', async () => {
    const w = await u.world();
    const preview = expectOk(
      await u.upload(w.token, w.query, {
        name: 'a.csv',
        bytes: csvOf([HEADER, w.row(1), w.row(2)]),
      }),
    );
    const service = uploadService({ db: db(), tokens: u.context.t.tokens, config: testConfig });
    const failing: typeof advanceList = {
      ...advanceList,
      async applyStaged(...args) {
        await advanceList.applyStaged(...args);
        throw new Error('the server stopped');
      },
    };
    const user = sessionOf(w.user);
    await expect(service.execute(user, failing, preview.qry, 1)).rejects.toThrow(
      'the server stopped',
    );
    expect(await countOf(advanceContainers)).toBe(0);
    expect(await countOf(containers)).toBe(0);
    expect((await db().select().from(uploadBatches))[0]?.status).toBe('staged');
    expect(expectOk(await u.execute(w.token, { qry: preview.qry }))).toMatchObject({ saved: 2 });
  });

  it('saves a large list in steps: one that fails keeps its whole steps, a save under way refuses another, and the next save writes the rest once', async () => {
    const w = await u.world();
    const ROWS = 2_500; // three steps of 1,000
    const file = path.join(u.context.uploadsDir(), '..', 'large.csv');
    await writeFile(file, csvOf([HEADER, ...Array.from({ length: ROWS }, (_, i) => w.row(i + 1))]));
    const service = uploadService({ db: db(), tokens: u.context.t.tokens, config: testConfig });
    const user = sessionOf(w.user);
    const staged = await service.stage(
      user,
      advanceList,
      { path: file, filename: 'large.csv' },
      {
        applicantId: w.applicant.id,
        accountId: w.account.id,
        locationId: w.query.locationid,
        vesselId: w.vessel.id,
        voyageId: w.voyage.id,
        uploadType: 1,
      },
    );
    expect(staged).toMatchObject({ total: ROWS, ok: ROWS });
    let steps = 0;
    const failsInSecondStep: typeof advanceList = {
      ...advanceList,
      async applyStaged(...args) {
        const written = await advanceList.applyStaged(...args);
        steps += 1;
        if (steps === 2) throw new Error('the server stopped');
        return written;
      },
    };
    const progress: number[] = [];
    await expect(
      service.execute(user, failsInSecondStep, staged.batchId, 1, (applied) =>
        progress.push(applied),
      ),
    ).rejects.toThrow('the server stopped');
    // The first step committed whole; the second rolled back whole.
    expect(progress).toEqual([1_000]);
    expect(await countOf(advanceContainers)).toBe(1_000);
    expect(await countOf(containers)).toBe(1_000);
    const batch = async () =>
      (await db().select().from(uploadBatches).where(eq(uploadBatches.id, staged.batchId)))[0];
    expect((await batch())?.status).toBe('staged');

    // While a save is under way, another is refused and writes nothing.
    await db()
      .update(uploadBatches)
      .set({ status: 'applying' })
      .where(eq(uploadBatches.id, staged.batchId));
    await expect(service.execute(user, advanceList, staged.batchId, 1)).rejects.toThrow(
      UPLOAD_MESSAGES.beingSaved,
    );
    expect(await countOf(advanceContainers)).toBe(1_000);
    await db()
      .update(uploadBatches)
      .set({ status: 'staged' })
      .where(eq(uploadBatches.id, staged.batchId));

    const saved = await service.execute(user, advanceList, staged.batchId, 1, (applied) =>
      progress.push(applied),
    );
    expect(saved).toEqual({
      qry: staged.batchId,
      saved: ROWS,
      skipped: 0,
      containersAdded: ROWS,
    });
    expect(progress).toEqual([1_000, 2_000, ROWS]);
    expect(await countOf(advanceContainers)).toBe(ROWS);
    expect(await countOf(containers)).toBe(ROWS);
    expect(await batch()).toMatchObject({ status: 'applied', appliedBy: w.user.id });
    expect((await batch())?.saveProgress).toBeNull();
    await expect(service.execute(user, advanceList, staged.batchId, 1)).rejects.toThrow(
      UPLOAD_MESSAGES.alreadySaved,
    );
  }, 60_000);

  it('refuses to save a batch whose rows are still being staged', async () => {
    const w = await u.world();
    const preview = expectOk(
      await u.upload(w.token, w.query, { name: 'a.csv', bytes: csvOf([HEADER, w.row(1)]) }),
    );
    await db()
      .update(uploadBatches)
      .set({ status: 'staging' })
      .where(eq(uploadBatches.id, preview.qry));
    const refused = await u.execute(w.token, { qry: preview.qry, uploadtype: 1 });
    expectFailure(refused, 404);
    expect(messageOf(refused)).toBe(UPLOAD_MESSAGES.unknownBatch);
    expect(await countOf(advanceContainers)).toBe(0);
  });

  it('refuses bad files with a clear message and stages nothing', async () => {
    const w = await u.world();
    const many = [HEADER, ...Array.from({ length: TEST_MAX_ROWS + 1 }, (_, i) => w.row(100 + i))];
    const encrypted = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
      Buffer.from('EncryptedPackage', 'utf16le'),
      Buffer.alloc(512),
    ]);
    const cases: [string, Buffer, string][] = [
      [
        'photo.png',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        UPLOAD_MESSAGES.notSpreadsheet,
      ],
      [
        'broken.xlsx',
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]),
        UPLOAD_MESSAGES.notSpreadsheet,
      ],
      ['locked.xlsx', encrypted, UPLOAD_MESSAGES.encrypted],
      [
        'columns.xlsx',
        await xlsxOf([
          ['Container', 'Size', 'Weight'],
          ['MSKU1234565', 20, 1],
        ]),
        UPLOAD_MESSAGES.missingColumns(['Type', 'Tare', 'Gross', 'Movement', 'CFS']),
      ],
      ['header.csv', csvOf([HEADER]), UPLOAD_MESSAGES.empty],
      ['blank.csv', Buffer.alloc(0), UPLOAD_MESSAGES.empty],
      ['many.csv', csvOf(many), UPLOAD_MESSAGES.tooManyRows(TEST_MAX_ROWS)],
    ];
    for (const [name, bytes, message] of cases) {
      const reply = await u.upload(w.token, w.query, { name, bytes });
      expectFailure(reply, 400);
      expect(messageOf(reply), name).toBe(message);
    }
    const none = await u.upload(w.token, w.query);
    expectFailure(none, 400);
    expect(messageOf(none)).toBe(UPLOAD_MESSAGES.noFile);
    expect(await written()).toEqual(nothing);
  });

  it('refuses a file past UPLOAD_MAX_MB, naming it and the limit, and keeps nothing of it', async () => {
    const w = await u.world();
    const rows = Array.from({ length: 40_000 }, (_, i) => w.row(300 + i));
    const bytes = csvOf([HEADER, ...rows]);
    expect(bytes.length).toBeGreaterThan(TEST_MAX_MB * 1024 * 1024);
    const reply = await u.upload(w.token, w.query, { name: 'huge.csv', bytes });
    expectFailure(reply, 413);
    expect(messageOf(reply)).toBe(`huge.csv is larger than ${TEST_MAX_MB} MB.`);
    expect(await written()).toEqual(nothing);
    expect(await readdir(u.context.uploadsDir())).toEqual([]);
  });

  it('takes exactly the row ceiling', async () => {
    const w = await u.world();
    const rows = [HEADER, ...Array.from({ length: TEST_MAX_ROWS }, (_, i) => w.row(200 + i))];
    expect(
      expectOk(await u.upload(w.token, w.query, { name: 'full.csv', bytes: csvOf(rows) })),
    ).toMatchObject({ total: TEST_MAX_ROWS, ok: TEST_MAX_ROWS });
  });

  it('refuses a call without a token, and another company’s party, vessel or voyage', async () => {
    const w = await u.world();
    const bytes = csvOf([HEADER, w.row(1)]);
    expectFailure(await u.upload(undefined, w.query, { name: 'a.csv', bytes }), 401);
    expectFailure(await u.execute(undefined, { qry: crypto.randomUUID() }), 401);
    const stranger = await u.world();
    for (const field of ['applicantid', 'accountid', 'vessselid', 'voyageid'] as const) {
      const reply = await u.upload(
        w.token,
        { ...w.query, [field]: stranger.query[field] },
        { name: 'a.csv', bytes },
      );
      expectFailure(reply, 400);
      expect(messageOf(reply), field).toMatch(/not one of your company’s/);
    }
    const missing = await u.upload(w.token, { ...w.query, vessselid: 0 }, { name: 'a.csv', bytes });
    expectFailure(missing, 400);
    expect(messageOf(missing)).toBe(UPLOAD_MESSAGES.selectVessel);
    // Upload Content asks for a party, and a blank one is refused in those words.
    const noParty = await u.upload(
      w.token,
      { ...w.query, applicantid: 0 },
      { name: 'a.csv', bytes },
    );
    expectFailure(noParty, 400);
    expect(messageOf(noParty)).toBe(UPLOAD_MESSAGES.selectParty);
    expect(await written()).toEqual(nothing);
  });
});

describe('POST /api/downLoad_import_list', () => {
  async function download(token: string | undefined, query: Record<string, unknown>) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return u.context.app.inject({
      method: 'POST',
      url: `/api${api.upload.advanceDownload.path}?${search}`,
      headers: bearer(token),
    });
  }
  const sheetOf = async (bytes: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('gives the call’s list in the upload’s layout, which uploads again unchanged', async () => {
    const w = await u.world();
    const template = await download(w.token, w.query);
    expect(template.statusCode).toBe(200);
    expect(await sheetOf(template.rawPayload)).toEqual([HEADER]);

    const preview = expectOk(
      await u.upload(w.token, w.query, {
        name: 'a.csv',
        bytes: csvOf([HEADER, w.row(1), w.row(2)]),
      }),
    );
    expectOk(await u.execute(w.token, { qry: preview.qry }));
    const listed = await download(w.token, w.query);
    expect(listed.headers['content-disposition']).toContain('advance_list.xlsx');
    expect(await sheetOf(listed.rawPayload)).toEqual([
      HEADER,
      [boxNumber(1), 20, '22G1', 2200, 24000, 'Import Laden', w.cfs.name],
      [boxNumber(2), 20, '22G1', 2200, 24000, 'Import Laden', w.cfs.name],
    ]);
    const igm = await download(w.token, { ...w.query, uploadtype: 2 });
    expect(await sheetOf(igm.rawPayload)).toEqual([HEADER]);
    const again = expectOk(
      await u.upload(w.token, w.query, { name: 'back.xlsx', bytes: listed.rawPayload }),
    );
    expect(again.list.map((row) => row.Status)).toEqual([
      `Container ${boxNumber(1)} is already on this vessel call's list.`,
      `Container ${boxNumber(2)} is already on this vessel call's list.`,
    ]);
  });

  it('refuses no token, and answers another company’s vessel as not found', async () => {
    const w = await u.world();
    const other = await u.world();
    expect((await download(undefined, w.query)).statusCode).toBe(401);
    const foreign = await download(w.token, { ...w.query, vessselid: other.query.vessselid });
    expect(foreign.statusCode).toBe(404);
  });
});
