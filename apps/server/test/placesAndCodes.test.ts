import {
  api,
  type CodeInput,
  entities,
  type MovementInput,
  PARTY_LOCATION_ID,
} from '@quaybook/contract';
import { inspectionFields, MOVEMENT_FLAGS } from '@quaybook/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations, movements } from '../src/db/schema';
import { DOCKS } from '../src/db/seed/catalogue/locations';
import { seedCompany } from '../src/db/seed/seedCompany';
import { bearer, call, expectFailure, expectOk, messageOf, send } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { signedInUser } = factories(t);

describe('reference lists for the dashboard cache', () => {
  it('GET /api/banks lists banks by name as autoid and BankName, for signed-in users only', async () => {
    const { token } = await signedInUser();
    const banks = expectOk(await call(t.app, api.reference.listBanks, {}, token));
    expect(banks).toContainEqual({ autoid: expect.any(Number), BankName: 'State Bank of India' });
    const names = banks.map((b) => b.BankName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expectFailure(await call(t.app, api.reference.listBanks, {}), 401);
  });

  it('GET /api/container_iso gives each ISO 6346 code with its size, type code and text', async () => {
    const { token } = await signedInUser();
    const codes = expectOk(await call(t.app, api.reference.listIsoCodes, {}, token));
    expect(codes).toContainEqual({
      isocode: '22G1',
      typetext: "20' General Purpose",
      size: 20,
      typecode: 'GP',
    });
    expect(codes).toContainEqual(expect.objectContaining({ isocode: '45G1', size: 40 }));
    expectFailure(await call(t.app, api.reference.listIsoCodes, {}), 401);
  });

  it('GET /api/container_type answers the types in the third and the fourth element', async () => {
    const { token } = await signedInUser();
    const result = await call(t.app, api.reference.listContainerTypes, {}, token);
    const types = expectOk(result);
    expect(types).toContainEqual({ typetext: 'General Purpose (Dry)', typecode: 'GP', autoid: 1 });
    expect((result.body as unknown[])[3]).toEqual(types);
    expectFailure(await call(t.app, api.reference.listContainerTypes, {}), 401);
  });
});

describe('locations', () => {
  it('GET /api/master_location_list/ gives the three docks, Kolkata 618, Haldia 210, Paradip 628', async () => {
    const { token } = await signedInUser();
    const docks = expectOk(await call(t.app, api.location.listMaster, {}, token));
    expect(docks.map((d) => [d.locationid, d.Name])).toEqual([
      [DOCKS.haldia, 'Haldia'],
      [DOCKS.kolkata, 'Kolkata'],
      [DOCKS.paradip, 'Paradip'],
    ]);
    expect(docks.every((d) => d.kind === 'dock')).toBe(true);
    // The spec writes the path with and without its trailing slash.
    const bare = await send(t.app, {
      method: 'GET',
      url: '/api/master_location_list',
      headers: bearer(token),
    });
    expect(bare.statusCode).toBe(200);
    expectFailure(await call(t.app, api.location.listMaster, {}), 401);
  });

  it('GET /api/cfs_locations is public and gives the CFS places and Party (4000), without audit fields', async () => {
    const cfs = expectOk(await call(t.app, api.location.listCfs, {}));
    const party = cfs.find((l) => l.locationid === PARTY_LOCATION_ID);
    expect(party).toMatchObject({ Name: 'Party', kind: 'party' });
    expect(cfs.filter((l) => l !== party).every((l) => l.kind === 'cfs')).toBe(true);
    expect(cfs.map((l) => l.Name)).toContain('CONCOR CFS Kolkata');
    expect(cfs.map((l) => l.Name)).not.toContain('Netaji Subhas Dock Yard');
    for (const row of cfs) expect(Object.keys(row)).not.toContain('created_by');
  });

  it('a CFS added on the Location screen joins the CFS list; a yard does not', async () => {
    const { token } = await signedInUser('group');
    const cfs = expectOk(
      await call(t.app, api.location.create, { body: { Name: 'Sonai CFS', kind: 'cfs' } }, token),
    );
    const yard = expectOk(
      await call(
        t.app,
        api.location.create,
        { body: { Name: 'Sonai Yard', kind: 'yard', isArea: 1 } },
        token,
      ),
    );
    const ids = expectOk(await call(t.app, api.location.listCfs, {})).map((l) => l.locationid);
    expect(ids).toContain(cfs.locationid);
    expect(ids).not.toContain(yard.locationid);
  });

  it('the location list carries the seeded Party place, 4000', async () => {
    const { token } = await signedInUser();
    const rows = expectOk(await call(t.app, api.location.list, {}, token));
    expect(rows).toContainEqual(
      expect.objectContaining({ locationid: PARTY_LOCATION_ID, Name: 'Party', kind: 'party' }),
    );
  });

  it('a code stored as the text NULL or null is answered as no code', async () => {
    const { token } = await signedInUser();
    const [stored] = await t.db
      .insert(locations)
      .values({ name: 'Old Import Yard', zimCode: 'NULL', ymlCode: 'null', ovaCode: 'OVA7' })
      .returning();
    const row = expectOk(await call(t.app, api.location.list, {}, token)).find(
      (l) => l.locationid === stored?.id,
    );
    expect(row).toMatchObject({ ZIMCode: null, YMLCode: null, OVA_Code: 'OVA7' });
  });

  it('stores a code typed as NULL as no code', async () => {
    const { token } = await signedInUser('group');
    const created = expectOk(
      await call(
        t.app,
        api.location.create,
        { body: { Name: 'Budge Budge', igmCode: 'NULL' } },
        token,
      ),
    );
    const [stored] = await t.db
      .select()
      .from(locations)
      .where(eq(locations.id, created.locationid));
    expect(stored?.igmCode).toBeNull();
    expect(created).toMatchObject({ kind: 'place', isArea: 0, igmCode: null });
  });
});

describe('ports', () => {
  it('GET /api/port is public; creating and changing a port needs a signed-in user', async () => {
    const ports = expectOk(await call(t.app, api.port.list, {}));
    expect(ports).toContainEqual(
      expect.objectContaining({ portid: 101, name: 'Kolkata', PortCode: 'INCCU' }),
    );
    const body = { name: 'Sagar', PortCode: 'INSGR' };
    expectFailure(await call(t.app, api.port.create, { body }), 401);
    expectFailure(await call(t.app, api.port.update, { params: { portid: 101 }, body }), 401);
  });

  it('upper-cases the UN/LOCODE and answers the spec’s toasts', async () => {
    const { token } = await signedInUser('group');
    const created = await call(
      t.app,
      api.port.create,
      { body: { name: 'Sagar', PortCode: ' insgr ' } },
      token,
    );
    expect(messageOf(created)).toBe(entities.port.messages.created);
    const port = expectOk(created);
    expect(port.PortCode).toBe('INSGR');
    const updated = await call(
      t.app,
      api.port.update,
      { params: { portid: port.portid }, body: { name: 'Sagar Island', PortCode: 'INSGR' } },
      token,
    );
    expect(messageOf(updated)).toBe('Port Updated Successfully!');
    expect(expectOk(updated).name).toBe('Sagar Island');
  });
});

describe('damage, component and repair codes', () => {
  const lists = [
    ['damage', api.damage, 'Damage'],
    ['component', api.component, 'Component'],
    ['repair', api.repair, 'Repair'],
  ] as const;

  describe.each(lists)('%s', (_, endpoints, label) => {
    const create = (token: string, body: CodeInput) =>
      call(t.app, endpoints.create, { body }, token);
    const activeIds = async (token: string) =>
      expectOk(await call(t.app, endpoints.listActive, {}, token)).map((c) => c.autoid);

    it('the active list leaves out inactive codes, and follows a change of status', async () => {
      const { token } = await signedInUser('group');
      const created = await create(token, { description: `${label} A`, shortName: 'ZA' });
      expect(messageOf(created)).toBe(`${label} Created Successfully!`);
      const code = expectOk(created);
      expect(code.isActive).toBe(0);
      const retired = expectOk(
        await create(token, { description: `${label} B`, shortName: 'ZB', isActive: 1 }),
      );
      expect(await activeIds(token)).toContain(code.autoid);
      expect(await activeIds(token)).not.toContain(retired.autoid);

      const updated = await call(
        t.app,
        endpoints.update,
        {
          params: { autoid: code.autoid },
          body: { description: `${label} A`, shortName: 'ZA', isActive: 1 },
        },
        token,
      );
      expect(messageOf(updated)).toBe('Updated Successfully!');
      expect(await activeIds(token)).not.toContain(code.autoid);
      const all = expectOk(await call(t.app, endpoints.list, {}, token)).map((c) => c.autoid);
      expect(all).toEqual(expect.arrayContaining([code.autoid, retired.autoid]));
    });

    it('refuses a short name another code has, ignoring case', async () => {
      const { token } = await signedInUser('group');
      expectOk(await create(token, { description: `${label} first`, shortName: 'ZQ' }));
      const { fields } = expectFailure(
        await create(token, { description: `${label} second`, shortName: 'zq' }),
        400,
      );
      expect(fields).toEqual({ shortName: `Short name zq is already used by ${label} first.` });
    });

    it('the active list needs a signed-in user', async () => {
      expectFailure(await call(t.app, endpoints.listActive, {}), 401);
    });
  });
});

describe('movements', () => {
  const list = async (token: string) => expectOk(await call(t.app, api.movement.list, {}, token));

  it('each company gets its own default movements, whose flags give the inspection fields', async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    await seedCompany(t.db, first.company.id);
    await seedCompany(t.db, second.company.id);
    const mine = await list(first.token);
    const theirs = await list(second.token);
    expect(mine.length).toBeGreaterThan(20);
    expect(theirs.map((m) => m.Name).sort()).toEqual(mine.map((m) => m.Name).sort());
    const theirIds = new Set(theirs.map((m) => m.Movid));
    expect(mine.some((m) => theirIds.has(m.Movid))).toBe(false);

    const exportLoad = mine.find((m) => m.Name === 'Export Load');
    if (!exportLoad) throw new Error('Export Load is one of the default movements');
    expect(exportLoad).toMatchObject({
      Movid: 7,
      movefor: 'E',
      iboxcode: 'LD',
      needsDateTime: true,
      needsGrossWeight: true,
      needsPorts: true,
      needsCondition: true,
      needsVesselVoyage: true,
      needsCfs: false,
      needsBookingNo: false,
    });
    // The row itself is a movement's rules: the inspection screens read it as it comes.
    expect([...inspectionFields(exportLoad)].sort()).toEqual([
      'condition',
      'dateTime',
      'fpd',
      'grossWeight',
      'pod',
      'pol',
    ]);
    const cfsDelivery = theirs.find((m) => m.Name === 'Import Delivery to CFS');
    expect(cfsDelivery?.needsCfs).toBe(true);
    expect(cfsDelivery?.Movid).not.toBe(23);
  });

  it('saves changed flags and leaves out-of-body flags as they were', async () => {
    const { token } = await signedInUser();
    const body: MovementInput = { Name: 'Rail Out', needsCfs: true, needsTransportMode: true };
    const created = await call(t.app, api.movement.create, { body }, token);
    expect(messageOf(created)).toBe(entities.movement.messages.created);
    const movement = expectOk(created);
    const flagsOf = (row: Record<string, unknown>) =>
      Object.fromEntries(MOVEMENT_FLAGS.map((flag) => [flag, row[flag]]));
    expect(flagsOf(movement)).toEqual({
      ...Object.fromEntries(MOVEMENT_FLAGS.map((flag) => [flag, false])),
      needsCfs: true,
      needsTransportMode: true,
    });

    const changed = await call(
      t.app,
      api.movement.update,
      {
        params: { Movid: movement.Movid },
        body: { Name: 'Rail Out', needsCfs: false, needsPorts: true },
      },
      token,
    );
    expect(messageOf(changed)).toBe('Movement Updated Successfully!');
    expect(expectOk(changed)).toMatchObject({
      needsCfs: false,
      needsPorts: true,
      needsTransportMode: true,
    });

    // A client that knows nothing of the flags (the older one) sends none; they stay.
    const renamed = expectOk(
      await call(
        t.app,
        api.movement.update,
        {
          params: { Movid: movement.Movid },
          body: { Name: 'Rail Out by Rake', Description: 'ICD' },
        },
        token,
      ),
    );
    expect(flagsOf(renamed)).toEqual(flagsOf(expectOk(changed)));
  });

  it('names the previous movement, which must be another of the company’s own', async () => {
    const { token, user } = await signedInUser();
    const stranger = await signedInUser();
    const [foreign] = await t.db
      .insert(movements)
      .values({ companyId: stranger.company.id, name: 'Gate In' })
      .returning();
    const discharge = expectOk(
      await call(t.app, api.movement.create, { body: { Name: 'Import Discharge' } }, token),
    );
    const delivery = expectOk(
      await call(
        t.app,
        api.movement.create,
        { body: { Name: 'Import Delivery', PreviousMove: discharge.Movid } },
        token,
      ),
    );
    expect(delivery).toMatchObject({
      PreviousMove: discharge.Movid,
      PreviousMoveName: 'Import Discharge',
      companyid: user.companyId,
    });
    const listed = (await list(token)).find((m) => m.Movid === delivery.Movid);
    expect(listed?.PreviousMoveName).toBe('Import Discharge');

    const refusedForeign = expectFailure(
      await call(
        t.app,
        api.movement.create,
        { body: { Name: 'Foreign Follow-up', PreviousMove: foreign?.id ?? 0 } },
        token,
      ),
      400,
    );
    expect(refusedForeign.fields).toEqual({ PreviousMove: 'Previous movement not found.' });
    const refusedSelf = expectFailure(
      await call(
        t.app,
        api.movement.update,
        {
          params: { Movid: discharge.Movid },
          body: { Name: 'Import Discharge', PreviousMove: discharge.Movid },
        },
        token,
      ),
      400,
    );
    expect(refusedSelf.fields).toEqual({
      PreviousMove: 'A movement cannot be its own previous movement.',
    });
  });

  it('takes 0 as no previous movement, as the spec’s selects send it', async () => {
    const { token } = await signedInUser();
    const movement = expectOk(
      await call(
        t.app,
        api.movement.create,
        { body: { Name: 'Stuffing', PreviousMove: 0, movefor: '' } },
        token,
      ),
    );
    expect(movement).toMatchObject({ PreviousMove: null, PreviousMoveName: null, movefor: null });
  });
});
