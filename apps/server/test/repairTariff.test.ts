import { api, entities, REPAIR_TARIFF_MESSAGES, type RepairTariffInput } from '@quaybook/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkParties, repairTariffs } from '../src/db/schema';
import { call, expectFailure, expectOk, messageOf } from './support/call';
import { codeIds } from './support/codeIds';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { createLinkParty, createParty, signedInUser } = factories(t);

const { together, messages } = entities.repairTariff;
const DUPLICATE = together?.message;

const list = (token: string, linkpartyid: number) =>
  call(t.app, api.repairTariff.list, { query: { linkpartyid } }, token);
const create = (token: string, body: RepairTariffInput) =>
  call(t.app, api.repairTariff.create, { body }, token);
const update = (token: string, id: number, body: RepairTariffInput & { version?: number }) =>
  call(t.app, api.repairTariff.update, { params: { id }, body }, token);
const remove = (token: string, id: number) =>
  call(t.app, api.repairTariff.remove, { params: { id } }, token);

async function tariffRows() {
  const [row] = await t.db.select({ n: count() }).from(repairTariffs);
  return Number(row?.n);
}

/** A user with a link party, and a side panel insert as a line's tariff prices it. */
async function arranged() {
  const signedIn = await signedInUser();
  const party = await createLinkParty(signedIn.user, { shortName: 'MSC' });
  const codes = await codeIds(t.db);
  const row = (overrides: Partial<RepairTariffInput> = {}): RepairTariffInput => ({
    linkpartyid: party.id,
    componentid: codes.component('PAA'),
    repairid: codes.repair('IT'),
    damageid: null,
    size: 20,
    measure: 'area',
    upto_length_cm: 30,
    upto_breadth_cm: 30,
    hours: 2,
    material: 850,
    ...overrides,
  });
  return { ...signedIn, party, codes, row };
}

describe('repair tariff', () => {
  it('creates rows that the link party’s list shows with their codes, hours and material', async () => {
    const { user, token, party, codes, row } = await arranged();
    const created = await create(token, row({ hours: 3.5, material: 1250.5, upto_length_cm: 60 }));
    expect(messageOf(created)).toBe(messages.created);
    // Read back as a client reads the wire: money in rupees, hours with their decimals.
    expect((created.body as unknown[])[2]).toMatchObject({ hours: 3.5, material: 1250.5 });
    expect(expectOk(created)).toMatchObject({
      linkpartyid: party.id,
      componentcode: 'PAA',
      repaircode: 'IT',
      damageid: null,
      damagecode: null,
      size: 20,
      measure: 'area',
      upto_length_cm: 60,
      upto_breadth_cm: 30,
      hours: 3.5,
      material: 125_050,
      companyid: user.companyId,
      created_by: user.id,
      version: 1,
    });
    expectOk(
      await create(
        token,
        row({
          componentid: codes.component('PAA'),
          repairid: codes.repair('WW'),
          damageid: codes.damage('CK'),
          size: 0,
          measure: 'length',
          upto_length_cm: 30,
          upto_breadth_cm: null,
          hours: 0.5,
          material: 120,
        }),
      ),
    );
    expectOk(
      await create(
        token,
        row({
          measure: 'piece',
          repairid: codes.repair('ST'),
          upto_length_cm: null,
          upto_breadth_cm: null,
          hours: 1,
          material: 0,
        }),
      ),
    );

    const rows = expectOk(await list(token, party.id));
    expect(
      rows.map((r) => [
        r.componentcode,
        r.repaircode,
        r.damagecode,
        r.measure,
        r.hours,
        r.material,
      ]),
    ).toEqual([
      ['PAA', 'IT', null, 'area', 3.5, 125_050],
      ['PAA', 'ST', null, 'piece', 1, 0],
      ['PAA', 'WW', 'CK', 'length', 0.5, 12_000],
    ]);
    // Hours are kept as whole hundredths, read from their text.
    const stored = await t.db
      .select()
      .from(repairTariffs)
      .where(eq(repairTariffs.measure, 'length'));
    expect(stored[0]?.hoursHundredths).toBe(50);
  });

  it('lists only the rows of the link party asked for', async () => {
    const { user, token, party, row } = await arranged();
    const other = await createLinkParty(user);
    expectOk(await create(token, row()));
    expectOk(await create(token, row({ linkpartyid: other.id })));
    expect(expectOk(await list(token, party.id))).toHaveLength(1);
    expect(expectOk(await list(token, other.id))).toHaveLength(1);
  });

  it('updates a row with the version it was read at, and refuses a stale version', async () => {
    const { user, token, party, row } = await arranged();
    const created = expectOk(await create(token, row()));
    const updated = await update(token, created.id, {
      ...row({ hours: 2.25, material: 900.75 }),
      version: created.version,
    });
    expect(messageOf(updated)).toBe(messages.updated);
    expect(expectOk(updated)).toMatchObject({
      hours: 2.25,
      material: 90_075,
      version: 2,
      last_modified_by: user.id,
    });

    const stale = expectFailure(
      await update(token, created.id, { ...row({ hours: 9 }), version: created.version }),
      409,
    );
    expect(stale.message).toMatch(/changed/i);
    const [kept] = expectOk(await list(token, party.id));
    expect(kept).toMatchObject({ hours: 2.25, version: 2 });
  });

  it('deletes a row', async () => {
    const { token, party, row } = await arranged();
    const created = expectOk(await create(token, row()));
    const removed = await remove(token, created.id);
    expect(messageOf(removed)).toBe(messages.deleted);
    expect(expectOk(await list(token, party.id))).toEqual([]);
    expectFailure(await remove(token, created.id), 404);
  });

  it.each([
    ['negative hours', { hours: -1 }, 'hours', REPAIR_TARIFF_MESSAGES.hours],
    ['hours past 999.99', { hours: 1000 }, 'hours', REPAIR_TARIFF_MESSAGES.hours],
    ['hours with 3 decimals', { hours: 1.125 }, 'hours', REPAIR_TARIFF_MESSAGES.hours],
    [
      'negative material',
      { material: -5 },
      'material',
      'Material must be an amount in rupees with at most 2 decimals.',
    ],
    [
      'material with 3 decimals',
      { material: 12.505 },
      'material',
      'Material must be an amount in rupees with at most 2 decimals.',
    ],
    ['a size of 30', { size: 30 }, 'size', REPAIR_TARIFF_MESSAGES.size],
    ['an unknown measure', { measure: 'volume' }, 'measure', REPAIR_TARIFF_MESSAGES.measure],
    [
      'an area without its breadth',
      { upto_breadth_cm: null },
      'upto_breadth_cm',
      'An area price needs its Upto breadth (cm).',
    ],
    [
      'an area without its band',
      { upto_length_cm: null, upto_breadth_cm: null },
      'upto_length_cm',
      'An area price needs its Upto length (cm).',
    ],
    [
      'a length with a breadth',
      { measure: 'length' },
      'upto_breadth_cm',
      'A length price takes no Upto breadth: it is priced per length.',
    ],
    [
      'a piece with a band',
      { measure: 'piece', upto_breadth_cm: null },
      'upto_length_cm',
      'A piece price takes no Upto length.',
    ],
    [
      'a band of 0 cm',
      { upto_length_cm: 0 },
      'upto_length_cm',
      REPAIR_TARIFF_MESSAGES.band('Upto length (cm)'),
    ],
    ['no component', { componentid: 0 }, 'componentid', REPAIR_TARIFF_MESSAGES.chooseComponent],
    [
      'an unknown component code',
      { componentid: 999_999 },
      'componentid',
      'The chosen component does not exist.',
    ],
    [
      'an unknown repair code',
      { repairid: 999_999 },
      'repairid',
      'The chosen repair does not exist.',
    ],
    [
      'an unknown damage code',
      { damageid: 999_999 },
      'damageid',
      'The chosen damage does not exist.',
    ],
  ] as const)('refuses %s, naming the field, and writes nothing', async (_, change, field, message) => {
    const { token, row } = await arranged();
    const refused = expectFailure(
      await create(token, { ...row(), ...change } as RepairTariffInput),
      400,
    );
    expect(refused.fields).toMatchObject({ [field]: message });
    expect(await tariffRows()).toBe(0);
  });

  it('refuses another company’s link party and writes nothing', async () => {
    const { token, row } = await arranged();
    const theirs = await signedInUser();
    const theirParty = await createLinkParty(theirs.user);
    const refused = expectFailure(await create(token, row({ linkpartyid: theirParty.id })), 400);
    expect(refused.fields).toEqual({
      linkpartyid: 'The chosen party is not one of your company’s parties.',
    });
    expect(await tariffRows()).toBe(0);
  });

  it('refuses a second row for the same key, a blank damage being one value, and writes nothing', async () => {
    const { token, codes, row } = await arranged();
    const first = expectOk(await create(token, row()));
    const again = expectFailure(await create(token, row({ hours: 4, material: 990 })), 409);
    expect(again.message).toBe(DUPLICATE);
    expect(again.fields).toMatchObject({ damageid: DUPLICATE, upto_length_cm: DUPLICATE });
    // Another band, size or damage is another row.
    const wider = expectOk(await create(token, row({ upto_length_cm: 60, upto_breadth_cm: 60 })));
    expectOk(await create(token, row({ size: 40 })));
    expectOk(await create(token, row({ damageid: codes.damage('HO') })));
    expectFailure(await update(token, wider.id, row()), 409);
    // Saving a row unchanged is not a duplicate of itself.
    expectOk(await update(token, first.id, row({ hours: 2.5 })));
    expect(await tariffRows()).toBe(4);
  });
});

describe('a link party’s labour rate', () => {
  it('is kept in rupees per hour, kept when left out and cleared by null', async () => {
    const { user, token } = await signedInUser();
    const { applicant, account } = await createParty(user);
    const body = { short_name: 'MSC', applicantId: applicant.id, accountId: account.id };
    const created = await call(
      t.app,
      api.linkParty.create,
      { body: { ...body, labourrate: 450.5 } },
      token,
    );
    expect((created.body as unknown[])[2]).toMatchObject({ labourrate: 450.5 });
    const party = expectOk(created);
    expect(party.labourrate).toBe(45_050);
    const [stored] = await t.db.select().from(linkParties).where(eq(linkParties.id, party.autoid));
    expect(stored?.labourRatePaise).toBe(45_050);

    const kept = expectOk(
      await call(t.app, api.linkParty.update, { params: { autoid: party.autoid }, body }, token),
    );
    expect(kept.labourrate).toBe(45_050);
    const cleared = expectOk(
      await call(
        t.app,
        api.linkParty.update,
        { params: { autoid: party.autoid }, body: { ...body, labourrate: null } },
        token,
      ),
    );
    expect(cleared.labourrate).toBeNull();
    const refused = expectFailure(
      await call(
        t.app,
        api.linkParty.update,
        { params: { autoid: party.autoid }, body: { ...body, labourrate: -1 } },
        token,
      ),
      400,
    );
    expect(refused.fields).toEqual({
      labourrate: 'Labour rate must be an amount in rupees with at most 2 decimals.',
    });
  });
});
