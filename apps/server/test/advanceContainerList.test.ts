import {
  ADVANCE_LIST_MESSAGES,
  type AdvanceContainerRow,
  api,
  type DamageLineInput,
  type InspectionFields,
} from '@quaybook/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  advanceContainers,
  componentCodes,
  containers,
  damageCodes,
  linkParties,
  locations,
  repairCodes,
  vcns,
} from '../src/db/schema';
import { bearer, call, expectFailure, expectOk, messageOf, send } from './support/call';
import { DOCKS } from './support/factories';
import { expectBadPagesRefused, pageOf } from './support/paging';
import { fileOnReport } from './support/reportMarks';
import { item, specCall } from './support/specClient';
import { boxNumber, HEADER, useUploadApp, xlsxOf } from './support/uploadWorld';

const u = useUploadApp();
const db = () => u.context.t.db;
const app = () => u.context.app;

/**
 * An upload world with a call: its vessel, the world's voyage as the import voyage and a new
 * one as the export voyage; and ways to put containers on either list directly.
 */
async function callWorld() {
  const w = await u.world();
  const exports = await u.context.made.createVoyage(w.user);
  const [vcn] = await db()
    .insert(vcns)
    .values({
      companyId: w.user.companyId,
      name: `KOL-${w.user.id}`,
      vesselId: w.vessel.id,
      importVoyageId: w.voyage.id,
      exportVoyageId: exports.id,
      areaId: DOCKS.kolkata,
      createdBy: w.user.id,
    })
    .returning();
  if (!vcn) throw new Error('no VCN');

  /** Puts container `serial` on a list of the call, as an upload's execute would. */
  async function listed(
    serial: number,
    options: { voyageId?: number; locationId?: number; uploadType?: 1 | 2 } = {},
  ) {
    const number = boxNumber(serial);
    const [box] = await db()
      .insert(containers)
      .values({
        companyId: w.user.companyId,
        number,
        size: 20,
        isoCode: '22G1',
        typeCode: 'GP',
        typeText: "20' General Purpose",
        tareWeight: 2200,
        grossWeight: 24000,
      })
      .onConflictDoUpdate({ target: [containers.companyId, containers.number], set: { number } })
      .returning();
    if (!box) throw new Error('no container');
    await db()
      .insert(advanceContainers)
      .values({
        companyId: w.user.companyId,
        applicantId: w.applicant.id,
        accountId: w.account.id,
        vesselId: w.vessel.id,
        voyageId: options.voyageId ?? w.voyage.id,
        locationId: options.locationId ?? DOCKS.kolkata,
        uploadType: options.uploadType ?? 1,
        containerId: box.id,
        containerNumber: number,
        size: 20,
        isoCode: '22G1',
        tareWeight: 2200,
        grossWeight: 24000,
        movementId: w.movement.id,
        cfsId: w.cfs.id,
        createdBy: w.user.id,
      });
    return box;
  }

  /** An inspection of container `serial` on the call's import voyage, through the API. */
  const inspect = async (
    serial: number,
    overrides: Partial<InspectionFields> = {},
    damageData?: DamageLineInput[],
  ) =>
    expectOk(
      await call(
        app(),
        api.inspection.add,
        {
          body: {
            transaction: {
              containerNumber: boxNumber(serial),
              applicant: w.applicant.id,
              account: w.account.id,
              vesselld: w.vessel.id,
              voyage: w.voyage.id,
              movementId: w.movement.id,
              locationId: DOCKS.kolkata,
              inspdate: '2026-11-20',
              insptime: '1030',
              conditionid: 2,
              seal: 'SEAL01',
              ...overrides,
            },
            ...(damageData ? { damageData } : {}),
          },
        },
        w.token,
      ),
    );

  /** A damaged inspection of container `serial`, with one damage line. */
  const inspectDamaged = async (serial: number, overrides: Partial<InspectionFields> = {}) => {
    const firstCode = async (table: typeof damageCodes) =>
      (await db().select({ id: table.id }).from(table).limit(1))[0]?.id;
    const line = {
      damlocationid: 1 as const,
      positionid: 2,
      component: await firstCode(componentCodes),
      damageType: await firstCode(damageCodes),
      repairType: await firstCode(repairCodes),
    };
    return inspect(serial, { conditionid: 1, ...overrides }, [line]);
  };

  const list = (query: Record<string, unknown> = {}, token = w.token) =>
    call(app(), api.advanceContainerList.list, { params: { vcnID: vcn.id }, query }, token);

  /** Puts `count` containers (BULK0000001 …) on the import list at once, as a large upload would. */
  async function listedMany(count: number) {
    await db().execute(sql`
      with boxes as (
        insert into ${containers} (company_id, number, size, iso_code, tare_weight, gross_weight)
        select ${w.user.companyId}, 'BULK' || lpad(n::text, 7, '0'), 20, '22G1', 2200, 24000
        from generate_series(1, ${count}) n
        returning id, number
      )
      insert into ${advanceContainers} (company_id, applicant_id, account_id, vessel_id, voyage_id,
        location_id, upload_type, container_id, container_number, size, iso_code, tare_weight,
        gross_weight, movement_id, created_by)
      select ${w.user.companyId}, ${w.applicant.id}, ${w.account.id}, ${w.vessel.id}, ${w.voyage.id},
        ${DOCKS.kolkata}, 1, id, number, 20, '22G1', 2200, 24000, ${w.movement.id}, ${w.user.id}
      from boxes`);
  }

  return { ...w, vcn, exports, listed, listedMany, inspect, inspectDamaged, list };
}

const numbers = (rows: AdvanceContainerRow[]) => rows.map((row) => row.contnumber);

describe('GET /api/advance_container_list/{vcnID}', () => {
  it('lists an uploaded advance list by container, named, none inspected yet', async () => {
    const w = await callWorld();
    const bytes = await xlsxOf([HEADER, w.row(12), w.row(11, { Type: '45G1', Size: 40 })]);
    const preview = expectOk(await u.upload(w.token, w.query, { name: 'list.xlsx', bytes }));
    expectOk(await u.execute(w.token, { qry: preview.qry, uploadtype: 1 }));

    const rows = expectOk(await w.list({ movetype: 'I' }));
    expect(numbers(rows)).toEqual([boxNumber(11), boxNumber(12)]);
    expect(rows[0]).toMatchObject({
      vcnID: w.vcn.id,
      vcnName: w.vcn.name,
      uploadtype: 1,
      iso: '45G1',
      contsize: 40,
      TareWt: 2200,
      GrossWt: 24000,
      short_name: null,
      PartyLinkId: null,
      applicantID: w.applicant.id,
      applicantname: w.applicant.name,
      accountname: w.account.name,
      VesselName: w.vessel.name,
      VoyId: w.voyage.id,
      VoyageName: w.voyage.name,
      movementID: w.movement.id,
      MovementName: 'Import Laden',
      movetype: 'I',
      needsCfs: false,
      locID: DOCKS.kolkata,
      LocationName: 'Kolkata',
      cfsID: w.cfs.id,
      CfsName: w.cfs.name,
      reportid: null,
      damage: null,
      inspDate: null,
      hazStat: 'N',
      reportNo: null,
      billNo: null,
    });
  });

  it('shows the newest inspection of the container, vessel, voyage and movement', async () => {
    const w = await callWorld();
    await w.listed(1);
    await w.listed(2);
    const other = await u.context.made.createMovement(w.user, { needsListCfs: true });
    await w.inspect(1, { inspdate: '2026-11-19', insptime: '0900' });
    const [inspectedAt] = await db()
      .insert(locations)
      .values({ name: `Inspected CFS ${w.user.id}`, kind: 'cfs', locationCode: `ICFS${w.user.id}` })
      .returning();
    if (!inspectedAt) throw new Error('no CFS');
    const newest = await w.inspectDamaged(1, {
      seal: 'SEAL77',
      insptime: '1145',
      cfsName: inspectedAt.id,
    });
    // Another movement's inspection of container 2 is not this list's.
    await w.inspect(2, { movementId: other.id });

    const [first, second] = expectOk(await w.list());
    expect(first).toMatchObject({
      reportid: newest.reportid,
      damage: 'damage',
      sealNo: 'SEAL77',
      inspDate: '20/11/2026',
      inspTime: '1145',
      hazStat: 'N',
      reportNo: null,
      // Once inspected, the CFS the inspection recorded, not the list's.
      cfsID: inspectedAt.id,
      CfsName: inspectedAt.name,
    });
    expect(second).toMatchObject({
      reportid: null,
      damage: null,
      sealNo: null,
      CfsName: w.cfs.name,
    });
  });

  it('names the report and bill that lock an inspected row', async () => {
    const w = await callWorld();
    await w.listed(3);
    const recorded = await w.inspect(3);
    await fileOnReport(db(), recorded.reportid, { reportNo: 'R-0007', billNo: 'KOL/0042' });

    const [row] = expectOk(await w.list());
    expect(row).toMatchObject({
      reportid: recorded.reportid,
      reportNo: 'R-0007',
      billNo: 'KOL/0042',
    });
  });

  it('gives the party link short name when the applicant and account have one', async () => {
    const w = await callWorld();
    await w.listed(4);
    const [link] = await db()
      .insert(linkParties)
      .values({
        companyId: w.user.companyId,
        shortName: 'SEAHORSE',
        applicantId: w.applicant.id,
        accountId: w.account.id,
      })
      .returning();
    const [row] = expectOk(await w.list());
    expect(row).toMatchObject({ short_name: 'SEAHORSE', PartyLinkId: link?.id });
  });

  it('lists the import voyage for I, the export voyage for E, and both without a type', async () => {
    const w = await callWorld();
    await w.listed(5);
    await w.listed(6, { voyageId: w.exports.id });
    await w.listed(7, { voyageId: w.exports.id });
    // Another voyage of the vessel is not this call's.
    await w.listed(8, { voyageId: (await u.context.made.createVoyage(w.user)).id });

    const imports = expectOk(await w.list({ movetype: 'I' }));
    expect(imports.map((row) => [row.contnumber, row.movetype])).toEqual([[boxNumber(5), 'I']]);
    const exported = expectOk(await w.list({ movetype: 'E' }));
    expect(exported.map((row) => [row.contnumber, row.movetype, row.VoyId])).toEqual([
      [boxNumber(6), 'E', w.exports.id],
      [boxNumber(7), 'E', w.exports.id],
    ]);
    expect(numbers(expectOk(await w.list()))).toEqual([boxNumber(5), boxNumber(6), boxNumber(7)]);
  });

  it('keeps only the rows at the location asked for', async () => {
    const w = await callWorld();
    await w.listed(9);
    await w.listed(10, { locationId: DOCKS.haldia });
    const rows = expectOk(await w.list({ locationid: DOCKS.haldia }));
    expect(rows.map((row) => [row.contnumber, row.LocationName])).toEqual([
      [boxNumber(10), 'Haldia'],
    ]);
    expect(expectOk(await w.list({ locationid: DOCKS.paradip }))).toEqual([]);
  });

  it('shows a container on both the advance and the IGM list once, from the IGM list', async () => {
    const w = await callWorld();
    await w.listed(13, { uploadType: 1 });
    await w.listed(13, { uploadType: 2 });
    await w.listed(14, { uploadType: 1 });
    const rows = expectOk(await w.list());
    expect(rows.map((row) => [row.contnumber, row.uploadtype])).toEqual([
      [boxNumber(13), 2],
      [boxNumber(14), 1],
    ]);
  });

  it('answers a page by container number, counting a container on both lists once', async () => {
    const w = await callWorld();
    await w.listed(21, { uploadType: 1 });
    await w.listed(21, { uploadType: 2 });
    await w.listed(22);
    await w.listed(23, { locationId: DOCKS.haldia });
    await w.listed(24, { voyageId: w.exports.id });
    expect(pageOf(await w.list()).length).toBe(3);
    const second = pageOf(await w.list({ page: 2, pageSize: 2 }));
    expect(second.rows.map((row) => [row.contnumber, row.movetype])).toEqual([
      [boxNumber(23), 'I'],
      [boxNumber(24), 'E'],
    ]);
    expect(second.info).toEqual({ total: 4, page: 2, pageSize: 2, inspected: 0 });
    const haldia = pageOf(await w.list({ locationid: DOCKS.haldia, page: 1 }));
    expect(haldia.rows.map((row) => row.contnumber)).toEqual([boxNumber(23)]);
    expect(haldia.info).toEqual({ total: 1, page: 1, pageSize: 10, inspected: 0 });
    const exportsOnly = pageOf(await w.list({ movetype: 'E', page: 1 }));
    expect(exportsOnly.info?.total).toBe(1);
    await expectBadPagesRefused((page) => w.list(page));
  });

  it('counts the inspected containers of every page, and searches by part of the number', async () => {
    const w = await callWorld();
    for (const serial of [31, 32, 33, 34]) await w.listed(serial);
    await w.inspect(32);
    await w.inspectDamaged(34, { seal: 'AA01' });
    // Container 31 inspected for another movement is not inspected on this list.
    const other = await u.context.made.createMovement(w.user, { needsListCfs: true });
    await w.inspect(31, { movementId: other.id });
    const first = pageOf(await w.list({ page: 1, pageSize: 1 }));
    expect(first.info).toEqual({ total: 4, page: 1, pageSize: 1, inspected: 2 });
    const part = `u${boxNumber(33).slice(4)}`.toLowerCase();
    const found = pageOf(await w.list({ search: part, page: 1 }));
    expect(numbers(found.rows)).toEqual([boxNumber(33)]);
    expect(found.info).toEqual({ total: 1, page: 1, pageSize: 10, inspected: 0 });
    // The search keeps the same rows without a page.
    expect(numbers(expectOk(await w.list({ search: part })))).toEqual([boxNumber(33)]);
    // A pattern's wildcards are read as the characters they are.
    expect(pageOf(await w.list({ search: '%', page: 1 })).info?.total).toBe(0);
  });

  it('sorts by the columns asked in turn, blanks last, then by number', async () => {
    const w = await callWorld();
    for (const serial of [41, 42, 43, 44]) await w.listed(serial);
    await w.inspect(42, { seal: 'ZZ9' });
    await w.inspectDamaged(44, { seal: 'AB1' });
    const sorted = async (sort: string) =>
      numbers(pageOf(await w.list({ sort, page: 1, pageSize: 10 })).rows);
    const boxes = (...serials: number[]) => serials.map((serial) => boxNumber(serial));
    expect(await sorted('seal.asc')).toEqual(boxes(44, 42, 41, 43));
    expect(await sorted('seal.desc')).toEqual(boxes(42, 44, 41, 43));
    expect(await sorted('inspected.desc,contnumber.desc')).toEqual(boxes(44, 42, 43, 41));
    expect(await sorted('condition.asc')).toEqual(boxes(44, 42, 41, 43));
    // The whole list comes in the same order without a page.
    expect(numbers(expectOk(await w.list({ sort: 'seal.desc' }))).slice(0, 2)).toEqual([
      boxNumber(42),
      boxNumber(44),
    ]);
    expectFailure(await w.list({ sort: 'seal;drop', page: 1 }), 400);
  });

  it('answers the page holding a container asked for, in the order asked', async () => {
    const w = await callWorld();
    for (const serial of [51, 52, 53, 54, 55]) await w.listed(serial);
    const jump = pageOf(await w.list({ find: boxNumber(54).toLowerCase(), pageSize: 2 }));
    expect(jump.info).toEqual({ total: 5, page: 2, pageSize: 2, inspected: 0 });
    expect(numbers(jump.rows)).toEqual([boxNumber(53), boxNumber(54)]);
    const backwards = pageOf(
      await w.list({ find: boxNumber(54), sort: 'contnumber.desc', page: 3, pageSize: 2 }),
    );
    expect(backwards.info?.page).toBe(1);
    expect(numbers(backwards.rows)).toEqual([boxNumber(55), boxNumber(54)]);
    const missing = await w.list({ find: boxNumber(59), page: 1 });
    expectFailure(missing, 404);
    expect(messageOf(missing)).toBe(ADVANCE_LIST_MESSAGES.notOnList(boxNumber(59)));
  });

  it('streams the whole list of a large call without a page, every row in order', async () => {
    const w = await callWorld();
    await w.listedMany(2_345);
    await w.listed(61);
    const reply = await w.list();
    // Written as it is read: no length known before the last row.
    expect(reply.headers['content-length']).toBeUndefined();
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const rows = expectOk(reply);
    expect(rows).toHaveLength(2_346);
    expect(rows[0]?.contnumber).toBe('BULK0000001');
    expect(rows.at(-1)?.contnumber).toBe(boxNumber(61));
    expect(numbers(rows)).toEqual([...numbers(rows)].sort());
    expect(new Set(rows.map((row) => row.autoID)).size).toBe(2_346);
    expect(rows.at(-1)?.vcnID).toBe(w.vcn.id);
    const paged = pageOf(await w.list({ page: 3, pageSize: 500 }));
    expect(paged.rows).toEqual(rows.slice(1_000, 1_500));
  });

  it('A client written from the spec alone gets the whole list in item 2', async () => {
    const w = await callWorld();
    await w.listed(71);
    await w.listed(72, { voyageId: w.exports.id });
    const reply = await specCall(app(), w.token, {
      method: 'GET',
      path: `/advance_container_list/${w.vcn.id}`,
    });
    expect(reply.statusCode).toBe(200);
    expect(item(reply, 0)).toBe(1);
    const rows = item(reply, 2) as AdvanceContainerRow[];
    expect(rows.map((row) => [row.contnumber, row.movetype])).toEqual([
      [boxNumber(71), 'I'],
      [boxNumber(72), 'E'],
    ]);
    expect((reply.body as unknown[]).length).toBe(3);
  });

  it('shows a container with its corrected ISO code and size', async () => {
    const w = await callWorld();
    const box = await w.listed(15);
    const form = new FormData();
    form.append(
      'container',
      JSON.stringify({ contid: box.id, contnumber: box.number, iso_code: '45G1' }),
    );
    const encoded = new Response(form);
    const reply = await send(app(), {
      method: 'PUT',
      url: `/api${api.inspection.updateContainerIso.path}`,
      headers: { ...bearer(w.token), 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(reply.statusCode).toBe(200);
    const [row] = expectOk(await w.list());
    expect(row).toMatchObject({ iso: '45G1', contsize: 40 });
  });

  it('answers an empty list for a call with nothing listed', async () => {
    const w = await callWorld();
    expect(expectOk(await w.list())).toEqual([]);
  });

  it("refuses another company's VCN, a deleted one and a made-up one as not found", async () => {
    const w = await callWorld();
    await w.listed(16);
    const other = await u.context.made.signedInUser();
    const foreign = await w.list({}, other.token);
    expectFailure(foreign, 404);
    expect(messageOf(foreign)).toBe(ADVANCE_LIST_MESSAGES.vcnNotFound);

    const made = await call(
      app(),
      api.advanceContainerList.list,
      { params: { vcnID: 999_999 }, query: {} },
      w.token,
    );
    expectFailure(made, 404);
    await db().update(vcns).set({ isDeleted: true }).where(eq(vcns.id, w.vcn.id));
    expectFailure(await w.list(), 404);
  });

  it('refuses a movement type other than I or E', async () => {
    const w = await callWorld();
    // What an old client could send, past the contract's type.
    expectFailure(await w.list({ movetype: 'X' as 'I' }), 400);
  });

  it('refuses a call without a token', async () => {
    const w = await callWorld();
    expectFailure(
      await call(app(), api.advanceContainerList.list, { params: { vcnID: w.vcn.id }, query: {} }),
      401,
    );
  });
});
