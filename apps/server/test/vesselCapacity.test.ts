import {
  api,
  VESSEL_CAPACITY_MESSAGES as MESSAGES,
  Status,
  vesselCapacitySummary,
} from '@quaybook/contract';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bookingNumbers, documents, partyBlLines } from '../src/db/schema';
import { CAPACITY_CONTAINER_COLUMNS } from '../src/documents/writers/vesselCapacityXlsx';
import { expectFailure, expectOk, messageOf, type Reply } from './support/call';
import { DOCKS, type TestUser } from './support/factories';
import { useInspectionApp } from './support/inspectionWorld';
import { item, specCall } from './support/specClient';

const w = useInspectionApp();
const db = () => w.context.t.db;
const endpoint = api.vesselCapacity.get;

let bookingSequence = 0;

/** The call as the screen sends it: each form field as JSON. */
const ask = (token: string | undefined, bookingNo: unknown, format?: 'json' | 'xlsx') =>
  w.postForm(endpoint.path, token, {
    booking_no: JSON.stringify(bookingNo),
    ...(format ? { format: JSON.stringify(format) } : {}),
  });

const summaryOf = (reply: Reply) =>
  Object.fromEntries(
    vesselCapacitySummary
      .parse(expectOk({ ...reply, endpoint }))
      .map(({ key, value }) => [key, value]),
  );

const documentCount = async () =>
  Number((await db().select({ n: count() }).from(documents))[0]?.n ?? 0);

/**
 * A booking of a party's export call: a Dockout Bookingno record; three containers on its bills
 * of lading (two 20' on BL-A, one 40' on BL-B); Export Loads of one of the 20', the 40', and a
 * 45' that no bill declares. Around it: an import inspection and a load on another booking, which
 * must not count.
 */
async function booking() {
  const world = await w.world();
  const { user, token } = world;
  bookingSequence += 1;
  const bookingNo = `BK${7000 + bookingSequence}`;
  const load = await w.made.createMovement(user, { moveFor: 'E', ediEvent: 'load' });
  const discharge = await w.made.createMovement(user, { moveFor: 'I', ediEvent: 'discharge' });
  const loadedTwenty = await w.createContainer(user, { tareWeight: 2200 });
  const leftTwenty = await w.createContainer(user, { tareWeight: 2250 });
  const forty = await w.createContainer(user, { size: 40, isoCode: '45G1', tareWeight: 3900 });
  const fortyFive = await w.createContainer(user, { size: 45, isoCode: 'L5G1', tareWeight: 4800 });
  await db().insert(bookingNumbers).values({
    companyId: user.companyId,
    createdBy: user.id,
    applicantId: world.applicant.id,
    accountId: world.account.id,
    vesselId: world.vessel.id,
    voyageId: world.voyage.id,
    locationId: DOCKS.kolkata,
    movementId: load.id,
    bookingNo,
    containerType: 'GP',
  });
  const blLine = (
    blNo: string,
    containerNo: string,
    packageCount: number,
    cargo: number,
    tare: number,
  ) => ({
    companyId: user.companyId,
    createdBy: user.id,
    bookingNo,
    blNo,
    containerNo,
    packageCount,
    cargoWeight: cargo,
    tareWeight: tare,
  });
  await db()
    .insert(partyBlLines)
    .values([
      blLine('BL-A', loadedTwenty.number, 100, 18000, 2200),
      blLine('BL-A', leftTwenty.number, 80, 15000, 2250),
      blLine('BL-B', forty.number, 200, 25000, 3900),
    ]);
  const loaded = (containerNumber: string, cargowt: number, overrides = {}) =>
    world.record({
      containerNumber,
      movementId: load.id,
      bookingrelno: bookingNo,
      cargowt,
      ...overrides,
    });
  await loaded(loadedTwenty.number, 18100);
  await loaded(forty.number, 25200);
  await loaded(fortyFive.number, 20000);
  await loaded(leftTwenty.number, 15000, { movementId: discharge.id });
  await loaded(leftTwenty.number, 15000, { bookingrelno: `${bookingNo}X`, inspdate: '2026-11-21' });
  return {
    ...world,
    user: user as TestUser,
    token,
    bookingNo,
    loadedTwenty,
    leftTwenty,
    forty,
    fortyFive,
  };
}

describe('POST /getvesselcapacity', () => {
  it('counts what the bills of lading booked against what the Export Loads put on board', async () => {
    const b = await booking();
    const summary = summaryOf(await ask(b.token, ` ${b.bookingNo.toLowerCase()}\n`, 'json'));
    expect(summary).toEqual({
      booking_no: b.bookingNo,
      party: `${b.applicant.name} / ${b.account.name}`,
      vessel: b.vessel.name,
      voyage: b.voyage.name,
      location: expect.any(String),
      container_type_booked: 'GP',
      bl_numbers: 'BL-A, BL-B',
      containers_on_bl: 3,
      containers_loaded: 3,
      loaded_20ft: 1,
      loaded_40ft: 1,
      loaded_45ft: 1,
      loaded_by_iso_type: '22G1: 1, 45G1: 1, L5G1: 1',
      bl_cargo_weight_kg: 58000,
      loaded_cargo_weight_kg: 63300,
      bl_tare_weight_kg: 8350,
      loaded_tare_weight_kg: 10900,
      on_bl_not_loaded: b.leftTwenty.number,
      loaded_not_on_bl: b.fortyFive.number,
    });
    expect(await documentCount()).toBe(0);
  });

  it('answers the workbook, named vessel_capacity_{timestamp}.xlsx and kept as a document', async () => {
    const b = await booking();
    const before = await documentCount();
    const reply = await w.context.app.inject({
      method: 'POST',
      url: `/api${endpoint.path}`,
      headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
      payload: { booking_no: b.bookingNo },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    expect(reply.headers['content-disposition']).toMatch(
      /filename="vessel_capacity_\d{8}_\d{6}\.xlsx"/,
    );
    const [issued] = await db()
      .select()
      .from(documents)
      .where(eq(documents.companyId, b.user.companyId));
    expect(issued).toMatchObject({ kind: 'vessel-capacity' });
    expect(await documentCount()).toBe(before + 1);
    // The screen's form, with no format, answers the workbook too.
    const viaForm = await ask(b.token, b.bookingNo);
    expect(viaForm.statusCode).toBe(200);
    expect(viaForm.headers['content-type']).toContain('spreadsheetml');
    expect(await documentCount()).toBe(before + 2);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const rows = (name: string) =>
      (workbook.getWorksheet(name)?.getSheetValues() ?? [])
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1));
    expect(rows('Capacity')).toEqual(
      expect.arrayContaining([
        ['Booking No', b.bookingNo],
        ['Containers on BL', 3],
        ["Loaded 45'", 1],
        ['On BL not Loaded', b.leftTwenty.number],
      ]),
    );
    const containers = rows('Containers');
    expect(containers[0]).toEqual(CAPACITY_CONTAINER_COLUMNS.map((column) => column.header));
    const byNumber = Object.fromEntries(containers.slice(1).map((row) => [row[0], row]));
    expect(Object.keys(byNumber).sort()).toEqual(
      [b.loadedTwenty, b.leftTwenty, b.forty, b.fortyFive].map((box) => box.number).sort(),
    );
    expect(byNumber[b.loadedTwenty.number]).toEqual([
      b.loadedTwenty.number,
      20,
      '22G1',
      'BL-A',
      100,
      18000,
      2200,
      'Yes',
      '20/11/2026',
      18100,
      b.vessel.name,
      b.voyage.name,
    ]);
    expect(byNumber[b.leftTwenty.number]?.slice(3, 8)).toEqual(['BL-A', 80, 15000, 2250, 'No']);
    expect(byNumber[b.fortyFive.number]?.slice(1, 10)).toEqual([
      45,
      'L5G1',
      '',
      '',
      '',
      '',
      'Yes',
      '20/11/2026',
      20000,
    ]);
  });

  it('refuses a blank, oversized or odd booking number and writes nothing', async () => {
    const { token } = await w.world();
    const before = await documentCount();
    for (const [typed, message] of [
      ['   ', MESSAGES.enterBooking],
      ['', MESSAGES.enterBooking],
      ['B'.repeat(51), MESSAGES.badBooking],
      ["BK1'; drop", MESSAGES.badBooking],
    ] as const) {
      const refused = expectFailure(await ask(token, typed), 400);
      expect(refused.message).toBe(message);
      expect(refused.fields).toEqual({ booking_no: message });
    }
    const badFormat = await w.postForm(endpoint.path, token, {
      booking_no: JSON.stringify('BK1'),
      format: JSON.stringify('pdf'),
    });
    expect(expectFailure(badFormat, 400).message).toBe('Format must be xlsx or json.');
    const missing = await w.postForm(endpoint.path, token, { format: JSON.stringify('json') });
    expect(expectFailure(missing, 400).message).toBe(MESSAGES.enterBooking);
    expect(await documentCount()).toBe(before);
  });

  it("says 'No data found' of a booking nothing was booked or loaded on, and of another company's", async () => {
    const b = await booking();
    const other = await w.world();
    for (const [token, bookingNo] of [
      [b.token, 'NOSUCHBOOKING'],
      [other.token, b.bookingNo],
    ] as const) {
      for (const format of ['json', 'xlsx'] as const) {
        const reply = await ask(token, bookingNo, format);
        expect(reply.statusCode).toBe(200);
        expect((reply.body as unknown[])[0]).toBe(Status.information);
        expect(messageOf(reply)).toBe(MESSAGES.nothingFound);
      }
    }
    expect(await documentCount()).toBe(0);
  });

  it('needs a token', async () => {
    const b = await booking();
    const reply = await ask(undefined, b.bookingNo, 'json');
    expect(reply.statusCode).toBe(401);
  });
});

describe('A client written from the spec alone makes each call and reads what it expects', () => {
  const specAsk = (token: string, bookingNo: string) =>
    specCall(w.context.app, token, {
      method: 'POST',
      path: '/getvesselcapacity',
      form: { booking_no: bookingNo },
    });

  it('POST /getvesselcapacity: booking_no as plain text; the workbook, or JSON with the message in item 2', async () => {
    const b = await booking();
    // The form as a browser encodes it, the booking number a plain value.
    const form = new FormData();
    form.append('booking_no', b.bookingNo);
    const encoded = new Response(form);
    const file = await w.context.app.inject({
      method: 'POST',
      url: `/api${endpoint.path}`,
      headers: {
        authorization: `Bearer ${b.token}`,
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toMatch(
      /filename="vessel_capacity_\d{8}_\d{6}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const capacity = (workbook.getWorksheet('Capacity')?.getSheetValues() ?? [])
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(capacity).toEqual(expect.arrayContaining([['Booking No', b.bookingNo]]));

    const none = await specAsk(b.token, 'NOSUCHBOOKING');
    expect(none.headers['content-type']).toContain('application/json');
    expect(item(none, 2)).toBe(MESSAGES.nothingFound);
    const blank = await specAsk(b.token, ' ');
    expect(blank.statusCode).toBe(400);
    expect(item(blank, 0)).toBe(0);
    expect(item(blank, 2)).toBe(MESSAGES.enterBooking);
  });
});
