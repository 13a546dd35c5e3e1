import {
  api,
  CUSTOMS_MESSAGES,
  type CustomsListFilter,
  type Endpoint,
  SHIPPING_BILL_LIST_LIMIT,
  SHIPPING_BILL_MESSAGES,
  type ShippingBillRow,
  Status,
  shippingBillLayout,
  UPLOAD_MESSAGES,
} from '@quaybook/contract';
import { gstinMessage } from '@quaybook/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shippingBills } from '../src/db/schema';
import { DOCKS } from '../src/db/seed/catalogue/locations';
import { insertMany } from '../src/shared/insertMany';
import { bearer, type CallResult, expectFailure, expectOk, messageOf, send } from './support/call';
import { useInspectionApp } from './support/inspectionWorld';
import { expectBadPagesRefused, pageOf } from './support/paging';
import { item, specCall } from './support/specClient';
import { boxNumber, type Cells, csvOf, xlsxOf } from './support/uploadWorld';

const w = useInspectionApp();
const db = () => w.context.t.db;
const M = SHIPPING_BILL_MESSAGES;
const HEADER = shippingBillLayout.map((column) => column.title);
const GSTIN = '27AAPFU0939F1ZV';

/** A file line in the layout's order; blank cells unless told. */
const line = (cells: Partial<Record<(typeof HEADER)[number], string | number>>): Cells =>
  HEADER.map((title) => cells[title] ?? '');

const good = (serial: number, overrides: Parameters<typeof line>[0] = {}) =>
  line({
    'SB No': `10000${serial}`,
    'SB Date': '05/11/2026',
    Container: boxNumber(serial),
    IEC: 'AAPFU0939F',
    GSTN: GSTIN,
    PCIN: `PC${serial}`,
    'Type Of Package': 'BAGS',
    'No Of Package': 120,
    ...overrides,
  });

/** A multipart form as a browser sends it: JSON fields, and the file in `file`. */
async function postForm<E extends Endpoint>(
  endpoint: E,
  token: string | undefined,
  fields: Record<string, unknown>,
  file?: { name: string; bytes: Buffer },
  query: Record<string, string> = {},
): Promise<CallResult<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, JSON.stringify(value));
  if (file) form.append('file', new File([new Uint8Array(file.bytes)], file.name));
  const encoded = new Response(form);
  const reply = await send(w.context.app, {
    method: 'POST',
    url: `/api${endpoint.path}`,
    query,
    headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { ...reply, endpoint };
}

const upload = async (token: string | undefined, rows: readonly Cells[], name = 'sb.xlsx') =>
  postForm(api.shippingBill.upload, token, {}, { name, bytes: await xlsxOf([HEADER, ...rows]) });

const list = (
  token: string | undefined,
  filter: Partial<CustomsListFilter>,
  page: Record<string, unknown> = {},
) =>
  postForm(
    api.shippingBill.list,
    token,
    { transaction: filter },
    undefined,
    Object.fromEntries(Object.entries(page).map(([key, value]) => [key, String(value)])),
  );

const update = (token: string | undefined, prop: string, row: Record<string, unknown>) =>
  postForm(api.shippingBill.update, token, { prop, transaction: row });

const stored = (companyId: number) =>
  db()
    .select()
    .from(shippingBills)
    .where(eq(shippingBills.companyId, companyId))
    .orderBy(asc(shippingBills.id));

/** A user with an Export Load inspection of a container on a party's call. */
async function exportCall() {
  const world = await w.world();
  const load = await w.made.createMovement(world.user, {
    name: 'Export Load',
    moveFor: 'E',
    ediEvent: 'load',
  });
  await world.record({ movementId: load.id });
  const call = {
    applicantID: world.applicant.id,
    accountID: world.account.id,
    vesselID: world.vessel.id,
    VoyId: world.voyage.id,
  };
  return { ...world, call };
}

describe('POST /api/upload_shippingbill', () => {
  it('saves every good line in one call, keeping a malformed container to correct', async () => {
    const { token, user } = await w.world();
    const reply = await upload(token, [
      good(1),
      good(2, { Container: ` ${boxNumber(2).toLowerCase()} `, 'SB Date': '2026-11-06' }),
      good(3, { Container: 'abc123', IEC: '', GSTN: '', PCIN: '', 'No Of Package': '' }),
    ]);
    expect(messageOf(reply)).toBe(UPLOAD_MESSAGES.uploaded);
    const result = expectOk(reply);
    expect(result).toMatchObject({ total: 3, saved: 3, skipped: 0, flagged: 1 });
    expect(result.list).toEqual([
      {
        'Sl No': 3,
        'SB No': '100003',
        'SB Date': '05/11/2026',
        Container: 'ABC123',
        IEC: '',
        GSTN: '',
        PCIN: '',
        'Type Of Package': 'BAGS',
        'No Of Package': '',
        Status: M.containerToCorrect,
      },
    ]);
    const lines = await stored(user.companyId);
    expect(lines.map((row) => [row.sbNo, row.sbDate, row.containerNo])).toEqual([
      ['100001', '2026-11-05', boxNumber(1)],
      ['100002', '2026-11-06', boxNumber(2)],
      ['100003', '2026-11-05', 'ABC123'],
    ]);
    expect(lines[0]).toMatchObject({
      iec: 'AAPFU0939F',
      gstin: GSTIN,
      pcin: 'PC1',
      packageType: 'BAGS',
      packageCount: 120,
      createdBy: user.id,
    });
    expect(lines[2]).toMatchObject({ iec: null, gstin: null, pcin: null, packageCount: null });
  });

  it('skips each bad line with its reasons and saves the rest', async () => {
    const { token, user } = await w.world();
    const reply = await upload(token, [
      good(1),
      good(2, { 'SB No': '' }),
      good(3, { 'SB No': 'SB-12' }),
      good(4, { 'SB Date': '31/02/2026' }),
      good(5, { 'SB Date': '01/01/2099' }),
      good(6, { IEC: '12345' }),
      good(7, { GSTN: '27AAPFU0939F1Z' }),
      good(8, { PCIN: 'PC-8' }),
      good(9, { 'No Of Package': '2.5' }),
      good(10, { 'Type Of Package': 'B'.repeat(51) }),
      good(1),
      good(12, { Container: '', 'SB Date': '' }),
    ]);
    const result = expectOk(reply);
    expect(result).toMatchObject({ total: 12, saved: 1, skipped: 11, flagged: 0 });
    expect(result.list.map((row) => [row['Sl No'], row.Status])).toEqual([
      [2, M.sbNoMissing],
      [3, M.sbNoFormat],
      [4, M.sbDateFormat],
      [5, M.sbDateFuture],
      [6, M.iecFormat],
      [7, gstinMessage('format')],
      [8, M.pcinFormat],
      [9, M.packageCountFormat],
      [10, M.packageTypeLength],
      [11, M.repeatedInFile],
      [12, `${M.sbDateMissing} ${M.containerMissing}`],
    ]);
    expect(result.list[2]).toMatchObject({ 'SB Date': '31/02/2026', Container: boxNumber(4) });
    expect((await stored(user.companyId)).map((row) => row.sbNo)).toEqual(['100001']);
  });

  it('skips lines already on record, and refuses a file of which nothing can be saved', async () => {
    const { token, user } = await w.world();
    expectOk(await upload(token, [good(1), good(2)]));
    const again = expectOk(await upload(token, [good(1), good(3)], 'again.xlsx'));
    expect(again).toMatchObject({ total: 2, saved: 1, skipped: 1 });
    expect(again.list).toEqual([expect.objectContaining({ 'Sl No': 1, Status: M.onRecord })]);

    const before = await stored(user.companyId);
    const refused = expectFailure(await upload(token, [good(1), good(2, { IEC: 'X' })]), 400);
    expect(refused.message).toContain(M.nothingSaved);
    expect(refused.message).toContain(`line 1: ${M.onRecord}`);
    expect(refused.message).toContain(`line 2: ${M.iecFormat}`);
    expect(await stored(user.companyId)).toEqual(before);
  });

  it('reads a CSV file and the headers by their aliases', async () => {
    const { token, user } = await w.world();
    const bytes = csvOf([
      ['Shipping Bill No', 'SB Date', 'Container No', 'GSTIN', 'No On Package'],
      ['2000001', '07-11-2026', boxNumber(7), GSTIN, '15'],
    ]);
    const result = expectOk(
      await postForm(api.shippingBill.upload, token, {}, { name: 'sb.csv', bytes }),
    );
    expect(result).toMatchObject({ total: 1, saved: 1, list: [] });
    expect(await stored(user.companyId)).toEqual([
      expect.objectContaining({ sbNo: '2000001', sbDate: '2026-11-07', packageCount: 15 }),
    ]);
  });

  it('refuses a bad file, a missing file and a missing token, saving nothing', async () => {
    const { token, user } = await w.world();
    const notSheet = await postForm(
      api.shippingBill.upload,
      token,
      {},
      {
        name: 'sb.png',
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      },
    );
    expect(expectFailure(notSheet, 400).message).toBe(UPLOAD_MESSAGES.notSpreadsheet);
    const lacking = await postForm(
      api.shippingBill.upload,
      token,
      {},
      {
        name: 'sb.xlsx',
        bytes: await xlsxOf([
          ['SB No', 'IEC'],
          ['1', ''],
        ]),
      },
    );
    expect(expectFailure(lacking, 400).message).toBe(
      UPLOAD_MESSAGES.missingColumns(['SB Date', 'Container']),
    );
    expect(expectFailure(await upload(token, []), 400).message).toBe(UPLOAD_MESSAGES.empty);
    const none = await postForm(api.shippingBill.upload, token, {});
    expect(expectFailure(none, 400).message).toBe(UPLOAD_MESSAGES.noFile);
    expectFailure(await upload(undefined, [good(1)]), 401);
    expect(await stored(user.companyId)).toEqual([]);
  });
});

describe('POST /api/sb_uploadedlist', () => {
  it('lists the lines of a party call, of containers, and of SB dates, in order', async () => {
    const world = await exportCall();
    const loaded = world.container.number;
    expectOk(
      await upload(world.token, [
        good(2, { 'SB Date': '06/11/2026' }),
        good(1, { Container: loaded, 'SB No': '300001', 'SB Date': '04/11/2026' }),
        good(3, { 'SB Date': '01/10/2026' }),
      ]),
    );
    const byCall = expectOk(await list(world.token, world.call));
    expect(byCall).toEqual([
      {
        id: expect.any(Number),
        sbno: '300001',
        sbdate: '2026-11-04',
        contnumber: loaded,
        iec: 'AAPFU0939F',
        gstn: GSTIN,
        pcin: 'PC1',
        type_of_package: 'BAGS',
        no_of_package: 120,
        version: 1,
      },
    ]);
    const byBoxes = expectOk(
      await list(world.token, { contnumber: `${boxNumber(3).toLowerCase()}, ${boxNumber(2)}` }),
    );
    expect(byBoxes.map((row) => row.contnumber)).toEqual([boxNumber(3), boxNumber(2)]);
    const byDates = expectOk(
      await list(world.token, { fromdate: '2026-11-01', todate: '2026-11-30' }),
    );
    expect(byDates.map((row) => row.sbdate)).toEqual(['2026-11-04', '2026-11-06']);
  });

  it('takes a dock, as choosing a VCN fills it in, to mean every yard of that dock', async () => {
    const world = await exportCall();
    const load = await w.made.createMovement(world.user, {
      name: 'Export Load at the yard',
      moveFor: 'E',
      ediEvent: 'load',
    });
    // Loaded from Netaji Subhas Dock Yard (Kolkata's yard), not at the dock itself.
    const box = await w.createContainer(world.user);
    await world.record({ movementId: load.id, locationId: 1, containerNumber: box.number });
    expectOk(
      await upload(world.token, [
        good(7, {
          Container: box.number,
          'SB No': '700007',
          'SB Date': '06/11/2026',
        }),
      ]),
    );
    const atKolkata = expectOk(await list(world.token, { ...world.call, locID: DOCKS.kolkata }));
    expect(atKolkata.map((row) => row.sbno)).toEqual(['700007']);
    const atTheYard = expectOk(await list(world.token, { ...world.call, locID: 1 }));
    expect(atTheYard.map((row) => row.sbno)).toEqual(['700007']);
    const atAnotherYard = await list(world.token, { ...world.call, locID: 2 });
    expect(atAnotherYard.body).toEqual([Status.information, CUSTOMS_MESSAGES.noData, {}]);
    const atHaldia = await list(world.token, { ...world.call, locID: DOCKS.haldia });
    expect(atHaldia.body).toEqual([Status.information, CUSTOMS_MESSAGES.noData, {}]);
  });

  it('refuses too little a filter and another company’s ids, and says when nothing is found', async () => {
    const world = await exportCall();
    const other = await exportCall();
    const little = await list(world.token, {
      applicantID: world.applicant.id,
      fromdate: '2026-11-01',
    });
    expect(expectFailure(little, 400).message).toBe(CUSTOMS_MESSAGES.fillRequired);
    expectFailure(await list(world.token, other.call), 404);
    const none = await list(world.token, world.call);
    expect(none.statusCode).toBe(200);
    expect(none.body).toEqual([Status.information, CUSTOMS_MESSAGES.noData, {}]);
    expectFailure(await list(undefined, world.call), 401);
  });

  it('asks to narrow a filter that finds more lines than the screen shows', async () => {
    const { token, user } = await w.world();
    await insertMany(
      db(),
      shippingBills,
      Array.from({ length: SHIPPING_BILL_LIST_LIMIT + 1 }, (_, index) => ({
        companyId: user.companyId,
        sbNo: String(index + 1),
        sbDate: '2026-11-05',
        containerNo: boxNumber(index + 1),
      })),
    );
    const many = await list(token, { fromdate: '2026-11-01', todate: '2026-11-30' });
    expect(expectFailure(many, 400).message).toBe(M.tooMany(SHIPPING_BILL_LIST_LIMIT));
    const enough = expectOk(
      await list(token, { fromdate: '2026-11-05', todate: '2026-11-05', contnumber: boxNumber(7) }),
    );
    expect(enough.map((row) => row.sbno)).toEqual(['7']);
    // A page of them is answered, in the list's order, with how many match.
    const dates = { fromdate: '2026-11-01', todate: '2026-11-30' };
    const paged = pageOf(await list(token, dates, { page: 3, pageSize: 2 }));
    const bySbNo = Array.from({ length: SHIPPING_BILL_LIST_LIMIT + 1 }, (_, index) =>
      String(index + 1),
    ).sort();
    expect(paged.rows.map((row) => row.sbno)).toEqual(bySbNo.slice(4, 6));
    expect(paged.info).toEqual({ total: SHIPPING_BILL_LIST_LIMIT + 1, page: 3, pageSize: 2 });
  });

  it('answers a page of the lines with the total; without a page the spec’s answer', async () => {
    const world = await exportCall();
    expectOk(
      await upload(world.token, [
        good(2, { 'SB Date': '06/11/2026' }),
        good(1, { 'SB Date': '04/11/2026' }),
        good(3, { 'SB Date': '07/11/2026' }),
      ]),
    );
    const dates = { fromdate: '2026-11-01', todate: '2026-11-30' };
    // Unpaged, the rows are in item 3 too, where the spec's client reads them.
    const all = pageOf(await list(world.token, dates));
    expect(all.length).toBe(4);
    expect(all.info).toEqual(all.rows);
    expect(all.rows).toHaveLength(3);
    const second = pageOf(await list(world.token, dates, { page: 2, pageSize: 2 }));
    expect(second.rows.map((row) => row.sbdate)).toEqual(['2026-11-07']);
    expect(second.info).toEqual({ total: 3, page: 2, pageSize: 2 });
    const none = await list(
      world.token,
      { fromdate: '2026-01-01', todate: '2026-01-31' },
      { page: 1 },
    );
    expect(none.body).toEqual([Status.information, CUSTOMS_MESSAGES.noData, {}]);
    await expectBadPagesRefused((page) => list(world.token, dates, page));
  });
});

describe('POST /api/update_sb', () => {
  async function savedLines() {
    const world = await w.world();
    expectOk(await upload(world.token, [good(1), good(2, { Container: 'XYZ12' })]));
    const rows = expectOk(
      await list(world.token, { fromdate: '2026-11-01', todate: '2026-11-30' }),
    ) as ShippingBillRow[];
    return { ...world, rows };
  }

  it('refuses a cell of a line changed since the grid read it, answering the stored line', async () => {
    const { token, rows } = await savedLines();
    const [first] = rows as [ShippingBillRow];
    expectOk(await update(token, 'iec', { ...first, iec: 'AAAFX1234B' }));
    // The spec's grid sends back the row it first read: without a version beside it, saved.
    expectOk(await update(token, 'gstn', { ...first, gstn: '' }));
    const stale = expectFailure(
      await postForm(api.shippingBill.update, token, {
        prop: 'pcin',
        transaction: { ...first, pcin: 'PCIN9' },
        version: first.version,
      }),
      409,
    );
    expect(stale.fields).toMatchObject({
      current: { id: first.id, iec: 'AAAFX1234B', gstn: '', version: 3 },
    });
    const [line] = await db().select().from(shippingBills).where(eq(shippingBills.id, first.id));
    expect(line).toMatchObject({ iec: 'AAAFX1234B', pcin: first.pcin || null, version: 3 });
  });

  it('saves each edited column alone, read by its rule', async () => {
    const { token, user, rows } = await savedLines();
    const [first, flagged] = rows as [ShippingBillRow, ShippingBillRow];
    const edits: [string, unknown, Record<string, unknown>][] = [
      ['sbno', ' 7654321 ', { sbNo: '7654321' }],
      ['sbdate', '03/11/2026', { sbDate: '2026-11-03' }],
      ['iec', 'aaafx1234b', { iec: 'AAAFX1234B' }],
      ['gstn', '', { gstin: null }],
      ['pcin', 'pcin9', { pcin: 'PCIN9' }],
      ['type_of_package', 'CARTONS', { packageType: 'CARTONS' }],
      ['no_of_package', '75', { packageCount: 75 }],
    ];
    for (const [prop, value, change] of edits) {
      // The row carries other edited-but-unsaved values: only `prop` is saved.
      const reply = await update(token, prop, { ...first, pcin: 'IGNORED', [prop]: value });
      expect(messageOf(reply), prop).toBe(M.updated);
      expectOk(reply);
      const [line] = await db().select().from(shippingBills).where(eq(shippingBills.id, first.id));
      expect(line, prop).toMatchObject({ ...change, modifiedBy: user.id });
    }
    const corrected = expectOk(
      await update(token, 'contnumber', { ...flagged, contnumber: boxNumber(9).toLowerCase() }),
    );
    expect(corrected.contnumber).toBe(boxNumber(9));
  });

  it('refuses a bad value, a duplicate line and another company’s line, changing nothing', async () => {
    const { token, user, rows } = await savedLines();
    const [first, second] = rows as [ShippingBillRow, ShippingBillRow];
    const before = await stored(user.companyId);
    const refusals: [string, unknown, string][] = [
      ['sbno', 'SB1', M.sbNoFormat],
      ['sbno', '', M.sbNoMissing],
      ['sbdate', '01/01/2099', M.sbDateFuture],
      ['sbdate', '30/02/2026', M.sbDateFormat],
      ['contnumber', 'ABC12', M.invalidContainer],
      ['iec', 'ABC', M.iecFormat],
      ['gstn', '27AAPFU0939F1ZA', gstinMessage('checksum')],
      ['pcin', 'P C', M.pcinFormat],
      ['type_of_package', 'X'.repeat(51), M.packageTypeLength],
      ['no_of_package', '-1', M.packageCountFormat],
    ];
    for (const [prop, value, message] of refusals) {
      const refused = expectFailure(await update(token, prop, { ...first, [prop]: value }), 400);
      expect(refused.message, `${prop} ${value}`).toBe(message);
      expect(refused.fields).toEqual({ [prop]: message });
    }
    // The second line given the first's container, then its SB number, would be its twin.
    expectOk(await update(token, 'contnumber', { ...second, contnumber: first.contnumber }));
    const twin = await stored(user.companyId);
    expectFailure(await update(token, 'sbno', { ...second, sbno: first.sbno }), 409);

    const other = await w.world();
    const foreign = await update(other.token, 'sbno', { ...first, sbno: '1' });
    expect(expectFailure(foreign, 404).message).toBe(M.notFound);
    expectFailure(await update(token, 'colour', first), 400);
    expectFailure(await update(undefined, 'sbno', first), 401);
    expect(await stored(user.companyId)).toEqual(twin);
    expect(twin.filter((row) => row.id === first.id)).toEqual(
      before.filter((row) => row.id === first.id),
    );
  });
});

describe('A client written from the spec alone makes each call and reads what it expects', () => {
  const app = () => w.context.app;

  const specUpload = async (token: string, rows: readonly Cells[]) =>
    specCall(app(), token, {
      method: 'POST',
      path: '/upload_shippingbill',
      form: { file: { file: await xlsxOf([HEADER, ...rows]), name: 'sb.xlsx' } },
    });

  it('POST /upload_shippingbill: item 1 is 1 on success, 0 on failure with the message', async () => {
    const { token, user } = await w.world();
    const saved = await specUpload(token, [good(1), good(2, { IEC: 'X' })]);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(item(saved, 1)).toBe(1);
    expect(item(saved, 3)).toBe(UPLOAD_MESSAGES.uploaded);
    expect(item(saved, 2)).toMatchObject({ total: 2, saved: 1, skipped: 1 });
    const refused = await specUpload(token, [good(1)]);
    expect(refused.statusCode).toBe(400);
    expect(item(refused, 1)).toBe(0);
    expect(item(refused, 2)).toBe(`${M.nothingSaved} — line 1: ${M.onRecord}`);
    expect((await stored(user.companyId)).map((row) => row.sbNo)).toEqual(['100001']);
  });

  it('POST /sb_uploadedlist: the filter JSON in `transaction`, the rows in item 3', async () => {
    const world = await exportCall();
    expectOk(await upload(world.token, [good(1, { Container: world.container.number }), good(2)]));
    const reply = await specCall(app(), world.token, {
      method: 'POST',
      path: '/sb_uploadedlist',
      form: {
        transaction: {
          json: {
            partyName: world.applicant.name,
            applicantID: String(world.call.applicantID),
            accountID: world.call.accountID,
            vesselID: world.call.vesselID,
            vesselname: world.vessel.name,
            consign: '',
            vcnID: 0,
            VoyId: world.call.VoyId,
            voyage: world.voyage.name,
            locID: 0,
            contnumber: '',
            // The screen's dates as the browser writes them: midnight in India, in UTC.
            fromdate: '2026-10-31T18:30:00.000Z',
            todate: '2026-11-29T18:30:00.000Z',
          },
        },
      },
    });
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    expect(item(reply, 1)).toBe(CUSTOMS_MESSAGES.fetched);
    expect((item(reply, 3) as ShippingBillRow[]).map((row) => row.contnumber)).toEqual([
      world.container.number,
    ]);
  });

  it('POST /update_sb: `prop` as the plain column name, the row as JSON in `transaction`', async () => {
    const { token, user } = await w.world();
    expectOk(await upload(token, [good(1)]));
    const [row] = expectOk(
      await list(token, { fromdate: '2026-11-01', todate: '2026-11-30' }),
    ) as ShippingBillRow[];
    const reply = await specCall(app(), token, {
      method: 'POST',
      path: '/update_sb',
      form: { prop: 'sbno', transaction: { json: { ...row, sbno: '7654321' } } },
    });
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    expect(item(reply, 1)).toBe(M.updated);
    expect((await stored(user.companyId))[0]?.sbNo).toBe('7654321');
    const plainType = await specCall(app(), token, {
      method: 'POST',
      path: '/update_sb',
      form: {
        prop: 'type_of_package',
        transaction: { json: { ...row, type_of_package: 'CASES' } },
      },
    });
    expect(item(plainType, 1)).toBe(M.updated);
    expect((await stored(user.companyId))[0]?.packageType).toBe('CASES');
  });
});
