import { api, type VcnInput } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { call, expectFailure, expectOk } from './support/call';
import { DOCKS, factories, NETAJI_SUBHAS_YARD, type TestUser } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { createVcn, createVessel, createVoyage, signedInUser, storedVcn } = factories(t);

const SAIL_RULE = 'Sail Date can be set only when Is Sail is ticked.';

const create = (token: string | undefined, body: VcnInput) =>
  call(t.app, api.vcn.create, { body }, token);
const update = (token: string, vcnID: number, body: VcnInput) =>
  call(t.app, api.vcn.update, { params: { vcnID }, body }, token);
const remove = (token: string | undefined, vcnID: number) =>
  call(t.app, api.vcn.remove, { params: { vcnID } }, token);
const list = async (token: string) => expectOk(await call(t.app, api.vcn.list, {}, token));

/** A signed-in user with a vessel and two voyages of their company, and a valid call body. */
async function arranged() {
  const signedIn = await signedInUser();
  const vessel = await createVessel(signedIn.user, { name: 'MSC RUBY' });
  const imports = await createVoyage(signedIn.user, { name: 'MR114I' });
  const exports = await createVoyage(signedIn.user, { name: 'MR114E' });
  const body = (overrides: Partial<VcnInput> = {}): VcnInput => ({
    vcnName: 'KOL2026-114',
    vesselID: vessel.id,
    import_voyage: imports.id,
    export_voyage: exports.id,
    MlocID: DOCKS.haldia,
    ImpRotNo: 'HDC/IR/114',
    ImpRotDate: '2026-03-01',
    ExpRotNo: 'HDC/ER/114',
    ExpRotDate: '2026-03-04',
    BerthDate: '2026-03-02',
    EgmDate: '2026-03-05',
    IsSail: 0,
    SailDate: null,
    vesselLocation: NETAJI_SUBHAS_YARD,
    ...overrides,
  });
  return { ...signedIn, vessel, imports, exports, body };
}

describe('the VCN list', () => {
  it('shows each call with the names of its vessel, voyages, area and berth, and ISO dates', async () => {
    const { token, body } = await arranged();
    const created = expectOk(await create(token, body()));
    expect(await list(token)).toEqual([created]);
    expect(created).toMatchObject({
      vcnName: 'KOL2026-114',
      VesselName: 'MSC RUBY',
      import_voyageName: 'MR114I',
      export_voyageName: 'MR114E',
      MlocID: DOCKS.haldia,
      area: 'Haldia',
      vesselLocation: NETAJI_SUBHAS_YARD,
      Vesselarea: 'Netaji Subhas Dock Yard',
      ImpRotDate: '2026-03-01',
      ExpRotDate: '2026-03-04',
      BerthDate: '2026-03-02',
      EgmDate: '2026-03-05',
      IsSail: 0,
      SailDate: null,
    });
  });

  it('keeps optional choices open when the client sends 0 for ‘Select …’', async () => {
    const { token, body } = await arranged();
    const created = expectOk(
      await create(
        token,
        body({ import_voyage: 0, export_voyage: 0, MlocID: 0, vesselLocation: 0, BerthDate: '' }),
      ),
    );
    expect(created).toMatchObject({
      import_voyage: null,
      import_voyageName: null,
      export_voyage: null,
      MlocID: null,
      area: null,
      vesselLocation: null,
      Vesselarea: null,
      BerthDate: null,
    });
  });
});

describe('the VCN list a page at a time, as its screen asks for it', () => {
  /** Three calls of three vessels, added in an order that is neither the names' nor the vessels'. */
  async function threeCalls() {
    const setUp = await arranged();
    const { user, token, body } = setUp;
    const vessels = ['BAY STAR', 'ZEN CARRIER', 'ALPHA SEA'];
    const names = ['KOL-2', 'KOL-3', 'KOL-1'];
    for (const [index, name] of vessels.entries()) {
      const vessel = await createVessel(user, { name });
      expectOk(await create(token, body({ vcnName: names[index] as string, vesselID: vessel.id })));
    }
    return setUp;
  }
  const page = async (token: string, query: Record<string, unknown>) =>
    (
      expectOk(
        await call(t.app, api.vcn.list, { query: { page: 1, pageSize: 10, ...query } }, token),
      ) as { vcnName: string; VesselName: string | null }[]
    ).map((row) => `${row.vcnName} ${row.VesselName}`);

  it('sorts the vessel column by the vessel’s name, which it shows', async () => {
    const { token } = await threeCalls();
    expect(await page(token, { sort: 'vesselID.asc' })).toEqual([
      'KOL-1 ALPHA SEA',
      'KOL-2 BAY STAR',
      'KOL-3 ZEN CARRIER',
    ]);
    expect(await page(token, { sort: 'vesselID.desc' })).toEqual([
      'KOL-3 ZEN CARRIER',
      'KOL-2 BAY STAR',
      'KOL-1 ALPHA SEA',
    ]);
  });

  it('finds calls by their vessel’s and voyages’ names as well as their own', async () => {
    const { token } = await threeCalls();
    expect(await page(token, { search: 'carrier' })).toEqual(['KOL-3 ZEN CARRIER']);
    // Every call of the three sails on the import voyage MR114I.
    expect(await page(token, { search: 'mr114i' })).toHaveLength(3);
    expect(await page(token, { search: 'kol-1' })).toEqual(['KOL-1 ALPHA SEA']);
  });
});

describe('Is Sail and Sail Date', () => {
  it('refuses a sail date on a call that has not sailed, and writes nothing', async () => {
    const { token, body } = await arranged();
    const { message, fields } = expectFailure(
      await create(token, body({ IsSail: 0, SailDate: '2026-03-06' })),
      400,
    );
    expect(message).toBe(SAIL_RULE);
    expect(fields).toEqual({ SailDate: SAIL_RULE });
    expect(await list(token)).toEqual([]);
  });

  it('refuses to untick Is Sail while the sail date stays, and clears nothing', async () => {
    const { token, body } = await arranged();
    const sailed = expectOk(await create(token, body({ IsSail: 1, SailDate: '2026-03-06' })));
    expect(sailed).toMatchObject({ IsSail: 1, SailDate: '2026-03-06' });
    expectFailure(
      await update(token, sailed.vcnID, body({ IsSail: 0, SailDate: '2026-03-06' })),
      400,
    );
    expect(await storedVcn(sailed.vcnID)).toMatchObject({
      isSail: true,
      sailDate: '2026-03-06',
    });
  });

  it('reopens a call when the client unticks Is Sail and clears the date itself', async () => {
    const { token, body } = await arranged();
    const sailed = expectOk(await create(token, body({ IsSail: 1, SailDate: '2026-03-06' })));
    const reopened = expectOk(
      await update(token, sailed.vcnID, body({ IsSail: 0, SailDate: null })),
    );
    expect(reopened).toMatchObject({ IsSail: 0, SailDate: null });
  });

  it('accepts Is Sail as true or false from older clients', async () => {
    const { token, body } = await arranged();
    const created = expectOk(
      await create(token, body({ IsSail: true, SailDate: '2026-03-06' } as unknown as VcnInput)),
    );
    expect(created.IsSail).toBe(1);
  });
});

describe('what a call may refer to', () => {
  it('refuses another company’s vessel and voyages, naming each field, and writes nothing', async () => {
    const { token, body } = await arranged();
    const stranger = await signedInUser();
    const theirVessel = await createVessel(stranger.user);
    const theirVoyage = await createVoyage(stranger.user);
    const { fields } = expectFailure(
      await create(
        token,
        body({
          vesselID: theirVessel.id,
          import_voyage: theirVoyage.id,
          export_voyage: theirVoyage.id,
        }),
      ),
      400,
    );
    expect(fields).toEqual({
      vesselID: 'The chosen vessel is not one of your company’s vessels.',
      import_voyage: 'The chosen voyage is not one of your company’s voyages.',
      export_voyage: 'The chosen voyage is not one of your company’s voyages.',
    });
    expect(await list(token)).toEqual([]);
  });

  it('refuses a deleted vessel and a berth location that does not exist', async () => {
    const { user, token, body } = await arranged();
    const scrapped = await createVessel(user, { isDeleted: true });
    const { fields } = expectFailure(
      await create(token, body({ vesselID: scrapped.id, vesselLocation: 987_654 })),
      400,
    );
    expect(fields).toEqual({
      vesselID: 'The chosen vessel is not one of your company’s vessels.',
      vesselLocation: 'The chosen location does not exist.',
    });
  });

  it('uses shared places: any company may berth at the same location and dock', async () => {
    const first = await arranged();
    const second = await arranged();
    expectOk(await create(first.token, first.body()));
    const theirs = expectOk(await create(second.token, second.body()));
    expect(theirs).toMatchObject({ area: 'Haldia', Vesselarea: 'Netaji Subhas Dock Yard' });
  });
});

describe('DELETE /api/delete_vcn/{vcnID}/', () => {
  it('marks the call deleted: it leaves the active lists too, and stays stored as deleted', async () => {
    const { token, body } = await arranged();
    const kept = expectOk(await create(token, body({ vcnName: 'KOL2026-KEEP' })));
    const gone = expectOk(await create(token, body({ vcnName: 'KOL2026-GONE' })));
    expectOk(await remove(token, gone.vcnID));

    expect((await list(token)).map((c) => c.vcnName)).toEqual(['KOL2026-KEEP']);
    const active = expectOk(await call(t.app, api.vcn.activeList, {}, token));
    expect(active.map((c) => c.vcnID)).toEqual([kept.vcnID]);
    const details = expectOk(await call(t.app, api.vcn.activeDetailList, {}, token));
    expect(details.map((c) => c.vcnID)).toEqual([kept.vcnID]);
    expect(await storedVcn(gone.vcnID)).toMatchObject({ isDeleted: true });
  });

  it('frees the name for a new call', async () => {
    const { token, body } = await arranged();
    const gone = expectOk(await create(token, body()));
    expectOk(await remove(token, gone.vcnID));
    const again = expectOk(await create(token, body()));
    expect(again.vcnID).not.toBe(gone.vcnID);
  });

  it('refuses an id that is not a positive number', async () => {
    const { token } = await arranged();
    const reply = await call(
      t.app,
      api.vcn.remove,
      { params: { vcnID: 'abc' as unknown as number } },
      token,
    );
    expect(expectFailure(reply, 400).fields).toEqual({ vcnID: 'VCN id must be a number.' });
  });
});

describe('the active call lists', () => {
  async function threeCalls(user: TestUser) {
    const open = await createVcn(user, { name: 'KOL-OPEN' });
    const sailed = await createVcn(user, {
      name: 'KOL-SAILED',
      isSail: true,
      sailDate: '2026-03-06',
    });
    const deleted = await createVcn(user, { name: 'KOL-DELETED', isDeleted: true });
    return { open, sailed, deleted };
  }

  it('GET /active_vcn_list/ lists the calls not yet sailed, in the third element and the fourth', async () => {
    const { user, token } = await signedInUser();
    const { open } = await threeCalls(user);
    const stranger = await signedInUser();
    await createVcn(stranger.user, { name: 'KOL-THEIRS' });

    const reply = await call(t.app, api.vcn.activeList, {}, token);
    const rows = expectOk(reply);
    expect(rows.map((c) => c.vcnName)).toEqual(['KOL-OPEN']);
    expect(rows[0]).toMatchObject({
      vcnID: open.vcn.id,
      VesselName: open.vessel.name,
      import_voyageName: open.imports.name,
      export_voyageName: open.exports.name,
      area: 'Kolkata',
      IsSail: 0,
    });
    expect((reply.body as unknown[])[3]).toEqual(rows);
  });

  it('GET /active_vcn_list_marge names each call with its vessel in brackets, in the fourth element too', async () => {
    const { user, token } = await signedInUser();
    const { open } = await threeCalls(user);
    const reply = await call(t.app, api.vcn.activeDetailList, {}, token);
    const rows = expectOk(reply);
    expect(rows).toEqual([
      {
        vcnID: open.vcn.id,
        vcndtl: `KOL-OPEN (${open.vessel.name})`,
        vesselID: open.vessel.id,
        import_voyage: open.imports.id,
        export_voyage: open.exports.id,
        MlocID: open.vcn.areaId,
      },
    ]);
    expect((reply.body as unknown[])[3]).toEqual(rows);
  });

  it('brings a call back once Is Sail is unticked', async () => {
    const { token, body } = await arranged();
    const sailed = expectOk(await create(token, body({ IsSail: 1, SailDate: '2026-03-06' })));
    const active = () => call(t.app, api.vcn.activeList, {}, token).then(expectOk);
    expect(await active()).toEqual([]);
    expectOk(await update(token, sailed.vcnID, body({ IsSail: 0, SailDate: null })));
    expect((await active()).map((c) => c.vcnID)).toEqual([sailed.vcnID]);
  });

  it('need a signed-in user', async () => {
    expectFailure(await call(t.app, api.vcn.activeList, {}), 401);
    expectFailure(await call(t.app, api.vcn.activeDetailList, {}), 401);
  });
});
