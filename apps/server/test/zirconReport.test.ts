import {
  api,
  fillPath,
  Status,
  ZIRCON_MESSAGES,
  type ZirconCount,
  type ZirconQuery,
} from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { documents, locations, sentFiles, vcns } from '../src/db/schema';
import { TALLY_HEADER_ROW } from '../src/documents/writers/zirconTallySheetXlsx';
import { bearer, call, expectFailure, expectOk, messageOf } from './support/call';
import { DOCKS, NETAJI_SUBHAS_YARD } from './support/factories';
import { useInspectionApp } from './support/inspectionWorld';

const w = useInspectionApp();
const app = () => w.context.app;
const db = () => w.context.t.db;
const calls = api.zirconReport;

let placeSequence = 0;

/**
 * A party's import call at Haldia (its vessel call's dock): two import containers (20 and 40
 * foot) at a Haldia yard known by its ZIM code, an export and a transhipment movement of the
 * same call, another party's import; and a second voyage with no vessel call, one import
 * container at a Kolkata yard.
 */
async function haldiaCall() {
  const world = await w.world();
  const { user } = world;
  const imports = await w.made.createMovement(user, { moveFor: 'I', iboxCode: 'DS' });
  const exports = await w.made.createMovement(user, { moveFor: 'E', iboxCode: 'LD' });
  const tranship = await w.made.createMovement(user, { moveFor: 'T', iboxCode: 'TD' });
  placeSequence += 1;
  const [yard] = await db()
    .insert(locations)
    .values({
      name: `Haldia Yard ${placeSequence}`,
      kind: 'yard',
      locationCode: 'INHAL1',
      zimCode: 'HALZY',
    })
    .returning();
  if (!yard) throw new Error('no yard');
  await db()
    .insert(vcns)
    .values({
      companyId: user.companyId,
      name: `HAL${placeSequence}`,
      vesselId: world.vessel.id,
      importVoyageId: world.voyage.id,
      areaId: DOCKS.haldia,
    });
  const box = async (size: 20 | 40) =>
    w.createContainer(user, size === 40 ? { size: 40, isoCode: '45G1' } : {});
  const first = await box(20);
  const second = await box(40);
  const third = await box(20);
  const fourth = await box(20);
  const record = (number: string, overrides: Record<string, unknown>) =>
    world.record({ containerNumber: number, locationId: yard.id, ...overrides });
  const late = await record(first.number, { movementId: imports.id, inspdate: '2026-11-21' });
  const early = await record(second.number, { movementId: imports.id, inspdate: '2026-11-20' });
  await record(third.number, { movementId: exports.id });
  await record(fourth.number, { movementId: tranship.id });
  const other = await w.made.createParty(user);
  await record(fourth.number, {
    movementId: imports.id,
    applicant: other.applicant.id,
    account: other.account.id,
  });
  const uncalled = await w.made.createVoyage(user);
  const kolkata = await record(third.number, {
    movementId: imports.id,
    voyage: uncalled.id,
    locationId: NETAJI_SUBHAS_YARD,
    inspdate: '2026-11-22',
  });
  const query: ZirconQuery = {
    applicant: world.applicant.id,
    account: world.account.id,
    vessel: world.vessel.id,
    voyage: world.voyage.id,
    movement: 1,
    location: 2,
  };
  return { ...world, yard, first, second, third, early, late, kolkata, uncalled, query };
}

// Bad queries are sent as they are, to be refused.
const rowsCall = (query: Record<string, unknown>, token?: string) =>
  call(app(), calls.rows, { query: query as ZirconQuery }, token);
const tallyCall = (query: Record<string, unknown>, token?: string) =>
  call(app(), calls.tallySheet, { query: query as ZirconQuery }, token);

describe('GET /api/populate_zircondata', () => {
  it('lists the party’s import containers of the call at its dock, in the order they moved, with the count row', async () => {
    const c = await haldiaCall();
    const reply = await rowsCall(c.query, c.token);
    expect(messageOf(reply)).toBe(ZIRCON_MESSAGES.fetched);
    expect(expectOk(reply)).toEqual([
      {
        reportid: c.early.reportid,
        contnumber: c.second.number,
        isocode: '45G1',
        movementcode: 'DS',
        LocationCode: 'HALZY',
        dmy: '20/11/2026',
        Vesselname: c.vessel.name,
        voyagename: c.voyage.name,
      },
      {
        reportid: c.late.reportid,
        contnumber: c.first.number,
        isocode: '22G1',
        movementcode: 'DS',
        LocationCode: 'HALZY',
        dmy: '21/11/2026',
        Vesselname: c.vessel.name,
        voyagename: c.voyage.name,
      },
    ]);
    expect((reply.body as unknown[])[3] as ZirconCount).toEqual({ total: 2, twenty: 1, forty: 1 });

    const exports = expectOk(await rowsCall({ ...c.query, movement: 2 }, c.token));
    expect(exports.map((row) => [row.contnumber, row.movementcode])).toEqual([
      [c.third.number, 'LD'],
    ]);
  });

  it('places a voyage without a vessel call by its inspection place: a yard of the port, its location code when it has no ZIM code', async () => {
    const c = await haldiaCall();
    const query = { ...c.query, voyage: c.uncalled.id };
    const kolkata = expectOk(await rowsCall({ ...query, location: 1 }, c.token));
    expect(kolkata.map((row) => [row.reportid, row.LocationCode])).toEqual([
      [c.kolkata.reportid, 'INCCU1'],
    ]);
    const haldia = await rowsCall({ ...query, location: 2 }, c.token);
    expect(messageOf(haldia)).toBe(ZIRCON_MESSAGES.nothingFound);
    // The call's dock decides over the place: the Haldia call has nothing at Kolkata or Paradip.
    for (const location of [1, 3]) {
      const elsewhere = await rowsCall({ ...c.query, location }, c.token);
      expect((elsewhere.body as unknown[])[0]).toBe(Status.information);
    }
  });

  it('says nothing was found, as information', async () => {
    const c = await haldiaCall();
    const voyage = await w.made.createVoyage(c.user);
    const reply = await rowsCall({ ...c.query, voyage: voyage.id }, c.token);
    expect(reply.statusCode).toBe(200);
    expect((reply.body as unknown[])[0]).toBe(Status.information);
    expect(messageOf(reply)).toBe(ZIRCON_MESSAGES.nothingFound);
  });
});

describe('the Zircon filters', () => {
  const required = [
    ['applicant', ZIRCON_MESSAGES.selectParty],
    ['account', ZIRCON_MESSAGES.selectParty],
    ['vessel', ZIRCON_MESSAGES.selectVessel],
    ['voyage', ZIRCON_MESSAGES.selectVoyage],
    ['movement', ZIRCON_MESSAGES.selectMovement],
    ['location', ZIRCON_MESSAGES.selectLocation],
  ] as const;

  it('requires each, with the spec’s message, on both calls', async () => {
    const c = await haldiaCall();
    for (const endpoint of [rowsCall, tallyCall])
      for (const [field, message] of required) {
        const { [field]: _, ...without } = c.query;
        expect(expectFailure(await endpoint(without, c.token), 400).message).toBe(message);
        expect(
          expectFailure(await endpoint({ ...c.query, [field]: 0 }, c.token), 400).message,
        ).toBe(message);
      }
    expect(await w.countOf(documents)).toBe(0);
  });

  it('refuses codes outside the spec’s lists and ids that are not numbers', async () => {
    const c = await haldiaCall();
    for (const endpoint of [rowsCall, tallyCall]) {
      expect(expectFailure(await endpoint({ ...c.query, movement: 3 }, c.token), 400).message).toBe(
        ZIRCON_MESSAGES.badMovement,
      );
      expect(
        expectFailure(await endpoint({ ...c.query, location: 'HALDIA' }, c.token), 400).message,
      ).toBe(ZIRCON_MESSAGES.badLocation);
      expectFailure(await endpoint({ ...c.query, vessel: 'x' }, c.token), 400);
    }
  });

  it('needs a token, and knows nothing of another company’s party, vessel or voyage', async () => {
    const c = await haldiaCall();
    const stranger = await w.world();
    for (const endpoint of [rowsCall, tallyCall]) {
      expectFailure(await endpoint(c.query), 401);
      expectFailure(await endpoint(c.query, stranger.token), 404);
      for (const field of ['applicant', 'account', 'vessel', 'voyage'] as const) {
        const mixed = {
          applicant: stranger.applicant.id,
          account: stranger.account.id,
          vessel: stranger.vessel.id,
          voyage: stranger.voyage.id,
          movement: 1,
          location: 2,
          [field]: c.query[field],
        };
        expectFailure(await endpoint(mixed, stranger.token), 404);
      }
    }
    expect(await w.countOf(documents)).toBe(0);
  });
});

describe('GET /api/populate_zircontallysheet', () => {
  it('writes the call’s tally sheet as a sent file of the party, named in item 2', async () => {
    const c = await haldiaCall();
    const reply = await tallyCall(c.query, c.token);
    const name = expectOk(reply);
    expect(messageOf(reply)).toBe(ZIRCON_MESSAGES.generated);
    const [document] = await db().select().from(documents).where(eq(documents.name, name));
    expect(document).toMatchObject({ kind: 'zircon-tally-sheet', companyId: c.user.companyId });
    expect(document?.downloadName).toMatch(
      /^zircon-tally-.*-HALDIA-IMPORT-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const [sent] = await db().select().from(sentFiles);
    expect(sent).toMatchObject({
      kind: 'zircon',
      documentId: document?.id,
      applicantId: c.applicant.id,
      accountId: c.account.id,
      containerCount: 2,
      createdBy: c.user.id,
    });

    const response = await app().inject({
      method: 'GET',
      url: `/api${fillPath(api.documents.download.path, { filename: name })}`,
      headers: bearer(c.token),
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const text = (row: number) => (sheet?.getRow(row).values as unknown[]).slice(1);
    expect(text(3)).toEqual(expect.arrayContaining([c.vessel.name, c.voyage.name]));
    expect(text(4)).toEqual(expect.arrayContaining(['HALDIA', 'IMPORT']));
    expect(text(TALLY_HEADER_ROW + 1).slice(0, 7)).toEqual([
      1,
      c.second.number,
      40,
      '45G1',
      'DS',
      'HALZY',
      '20/11/2026',
    ]);
    expect(text(TALLY_HEADER_ROW + 2).slice(0, 2)).toEqual([2, c.first.number]);
    expect(text(TALLY_HEADER_ROW + 4)).toEqual(['Total', 2, "20'", 1, "40'", 1]);
  });

  it('writes no file when the call has no containers', async () => {
    const c = await haldiaCall();
    const filesBefore = await w.storedFiles();
    const reply = await tallyCall({ ...c.query, location: 3 }, c.token);
    expect((reply.body as unknown[])[0]).toBe(Status.information);
    expect(messageOf(reply)).toBe(ZIRCON_MESSAGES.nothingFound);
    expect(await w.countOf(documents)).toBe(0);
    expect(await w.countOf(sentFiles)).toBe(0);
    expect(await w.storedFiles()).toEqual(filesBefore);
  });
});
