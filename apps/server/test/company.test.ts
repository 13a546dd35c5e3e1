import { randomUUID } from 'node:crypto';
import {
  ACCESS_REFUSALS,
  api,
  type BodyOf,
  COMPANY_REFUSALS,
  type CompanyInput,
  entities,
  IDEMPOTENCY_HEADER,
} from '@quaybook/contract';
import { gstinCheckCharacter, PIN_MESSAGE } from '@quaybook/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, movements } from '../src/db/schema';
import { DEFAULT_MOVEMENTS } from '../src/db/seed/catalogue/movements';
import { INDIA, WEST_BENGAL } from '../src/db/seed/states';
import { call, expectFailure, expectOk, messageOf, send } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { createCompany, createUser, signedInUser, tokenFor } = factories(t);

const ODISHA = 21;
const FORBIDDEN = ACCESS_REFUSALS.admin;
const GROUP_ONLY = ACCESS_REFUSALS.group;

/** A GSTIN with a correct check character, for the state's GST code and the PAN. */
const gstinOf = (stateCode: string, pan: string) => {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

let sequence = 0;
/** A valid company body registered in West Bengal, different every time. */
function validCompany(overrides: Partial<CompanyInput> = {}): CompanyInput {
  sequence += 1;
  const pan = `AAACH${String(1000 + sequence).slice(-4)}K`;
  return {
    companyname: `Haldia Surveyors ${sequence} Pvt Ltd`,
    company_address: '12 Strand Road',
    company_city: 'Kolkata',
    company_pin: '700001',
    company_stateid: WEST_BENGAL,
    company_countryid: INDIA,
    company_pan: pan,
    company_gst: gstinOf('19', pan),
    company_tan: 'CALH12345B',
    ...overrides,
  };
}

/** Bodies the contract's input type forbids, sent as they are. */
const loose = (body: unknown) => body as CompanyInput;

const list = (token: string | undefined) => call(t.app, api.company.list, {}, token);
const create = (token: string | undefined, body: CompanyInput) =>
  call(t.app, api.company.create, { body }, token);
const update = (
  token: string | undefined,
  companyid: number,
  body: BodyOf<typeof api.company.update>,
) => call(t.app, api.company.update, { params: { companyid }, body }, token);

async function companyCount() {
  const [row] = await t.db.select({ n: count() }).from(companies);
  return Number(row?.n);
}

async function movementsOf(companyId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(movements)
    .where(eq(movements.companyId, companyId));
  return Number(row?.n);
}

describe('GET /api/company_list', () => {
  it('lists every company to an admin and, read-only, to a plain user, with state and country names', async () => {
    const admin = await signedInUser('admin');
    const other = await createCompany({ name: 'Paradip Depot Ltd', stateId: ODISHA });
    const member = await createUser({ companyId: admin.company.id });
    for (const token of [admin.token, await tokenFor(member)]) {
      const rows = expectOk(await list(token));
      expect(rows.map((row) => row.companyid).sort()).toEqual([admin.company.id, other.id].sort());
      expect(rows.find((row) => row.companyid === other.id)).toMatchObject({
        companyname: 'Paradip Depot Ltd',
        company_stateid: ODISHA,
        company_state: 'Odisha',
        company_countryid: INDIA,
        company_country: 'India',
        company_is_active: 1,
      });
    }
  });

  it('answers at the spec’s path with and without the trailing slash', async () => {
    const { token, company } = await signedInUser();
    for (const url of ['/api/company_list', '/api/company_list/']) {
      const reply = await send(t.app, {
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(reply.statusCode, url).toBe(200);
      expect((reply.body as [number, string, { companyid: number }[]])[2][0]?.companyid).toBe(
        company.id,
      );
    }
  });

  it('needs a signed-in user', async () => {
    expect(expectFailure(await list(undefined), 401).message).toBe(
      'Not signed in. Please sign in.',
    );
  });
});

describe('POST /api/create_company', () => {
  it('adds one company for a create sent twice at once with one Idempotency-Key, answering both alike', async () => {
    const { token } = await signedInUser('group');
    const body = validCompany();
    const before = await companyCount();
    const keyed = { [IDEMPOTENCY_HEADER]: randomUUID() };
    const [one, two] = await Promise.all([
      call(t.app, api.company.create, { body }, token, keyed),
      call(t.app, api.company.create, { body }, token, keyed),
    ]);
    expectOk(one);
    expect(two.body).toEqual(one.body);
    expect(await companyCount()).toBe(before + 1);
  });

  it('lets the group administrator add a company, with tax ids in capitals and them as creator', async () => {
    const { token, user } = await signedInUser('group');
    const body = validCompany();
    const reply = await create(token, {
      ...body,
      company_pan: body.company_pan?.toLowerCase() ?? null,
      company_gst: ` ${body.company_gst?.toLowerCase()} `,
    });
    const created = expectOk(reply);
    expect(messageOf(reply)).toBe(entities.company.messages.created);
    expect(created).toMatchObject({
      companyname: body.companyname,
      company_address: '12 Strand Road',
      company_city: 'Kolkata',
      company_pin: '700001',
      company_stateid: WEST_BENGAL,
      company_state: 'West Bengal',
      company_country: 'India',
      company_pan: body.company_pan,
      company_gst: body.company_gst,
      company_tan: 'CALH12345B',
      company_is_active: 1,
      created_by: user.id,
    });
    expect(expectOk(await list(token)).map((row) => row.companyid)).toContain(created.companyid);
  });

  it('gives the new company its default movements in the same write', async () => {
    const { token } = await signedInUser('group');
    const created = expectOk(await create(token, validCompany()));
    expect(DEFAULT_MOVEMENTS.length).toBeGreaterThan(0);
    expect(await movementsOf(created.companyid)).toBe(DEFAULT_MOVEMENTS.length);
  });

  it('refuses a company administrator and a plain user with 403, and a caller without a token with 401, adding nothing', async () => {
    const callers = [await signedInUser('admin'), await signedInUser('user')];
    const before = await companyCount();
    for (const { token, user } of callers)
      expect(expectFailure(await create(token, validCompany()), 403).message, user.name).toBe(
        GROUP_ONLY,
      );
    expectFailure(await create(undefined, validCompany()), 401);
    expect(await companyCount()).toBe(before);
  });

  it('needs the state, since it decides GST on bills', async () => {
    const { token } = await signedInUser('group');
    const before = await companyCount();
    const { company_stateid: _left, ...withoutState } = validCompany({ company_gst: null });
    for (const body of [withoutState, { ...withoutState, company_stateid: 0 }]) {
      const { message, fields } = expectFailure(await create(token, loose(body)), 400);
      expect(message).toBe('State is required.');
      expect(fields).toEqual({ company_stateid: 'State is required.' });
    }
    const unknown = expectFailure(
      await create(token, validCompany({ company_stateid: 98, company_gst: null })),
      400,
    );
    expect(unknown.fields.company_stateid).toBe('The chosen state does not exist.');
    expect(await companyCount()).toBe(before);
    expect(
      await t.db.select({ n: count() }).from(movements),
      'no movements for a refused company',
    ).toEqual([{ n: 0 }]);
  });

  it.each([
    [
      'a blank name',
      (v: CompanyInput) => ({ ...v, companyname: '  ' }),
      'companyname',
      'Company name is required.',
    ],
    [
      'a PAN of the wrong shape',
      (v: CompanyInput) => ({ ...v, company_pan: 'AAAC1234K', company_gst: null }),
      'company_pan',
      'PAN must be 5 letters, 4 digits and a letter, like AAAPL1234C.',
    ],
    [
      'a GSTIN with a wrong check character',
      (v: CompanyInput) => {
        const gst = v.company_gst ?? '';
        const wrong = gst.endsWith('A') ? 'B' : 'A';
        return { ...v, company_gst: `${gst.slice(0, 14)}${wrong}` };
      },
      'company_gst',
      'GSTIN check character does not match: likely a typo.',
    ],
    [
      'a GSTIN of another state than the company’s',
      (v: CompanyInput) => ({ ...v, company_gst: gstinOf('21', v.company_pan ?? '') }),
      'company_gst',
      'GSTIN state code does not match the selected state.',
    ],
    [
      'a GSTIN of another PAN',
      (v: CompanyInput) => ({ ...v, company_gst: gstinOf('19', 'AAPFU0939F') }),
      'company_gst',
      'GSTIN must contain the PAN as characters 3 to 12.',
    ],
    [
      'a GSTIN of the wrong shape',
      (v: CompanyInput) => ({ ...v, company_gst: '19AAACH1234K' }),
      'company_gst',
      'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character.',
    ],
    [
      'a TAN of the wrong shape',
      (v: CompanyInput) => ({ ...v, company_tan: 'CAL123456B' }),
      'company_tan',
      'TAN must be 4 letters, 5 digits and a letter, like CALA12345B.',
    ],
    [
      'a PIN that starts with 0',
      (v: CompanyInput) => ({ ...v, company_pin: '070001' }),
      'company_pin',
      PIN_MESSAGE,
    ],
    [
      'a PIN of 5 digits and a letter',
      (v: CompanyInput) => ({ ...v, company_pin: '70O001' }),
      'company_pin',
      PIN_MESSAGE,
    ],
    [
      'an active flag other than 0 or 1',
      (v: CompanyInput) => ({ ...v, company_is_active: 2 }),
      'company_is_active',
      'Active must be 1 (active) or 0 (inactive).',
    ],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_what, bad, field, text) => {
    const { token } = await signedInUser('group');
    const before = await companyCount();
    const { message, fields } = expectFailure(await create(token, loose(bad(validCompany()))), 400);
    expect(fields[field]).toBe(text);
    expect(message).toContain(text);
    expect(await companyCount()).toBe(before);
  });

  it('reads a PIN typed with a space, and keeps none when it is left blank', async () => {
    const { token } = await signedInUser('group');
    expect(
      expectOk(await create(token, validCompany({ company_pin: ' 721 602 ' }))).company_pin,
    ).toBe('721602');
    expect(expectOk(await create(token, validCompany({ company_pin: '' }))).company_pin).toBeNull();
    const { company_pin: _left, ...without } = validCompany();
    expect(expectOk(await create(token, without)).company_pin).toBeNull();
  });

  it('accepts a company without tax ids, which may be added later', async () => {
    const { token } = await signedInUser('group');
    const created = expectOk(
      await create(
        token,
        validCompany({ company_pan: null, company_gst: '', company_tan: null, company_city: null }),
      ),
    );
    expect(created).toMatchObject({ company_pan: null, company_gst: null, company_tan: null });
  });

  it('refuses a duplicate company name, ignoring case, with 409 and writes nothing', async () => {
    const { token } = await signedInUser('group');
    const first = validCompany();
    expectOk(await create(token, first));
    const before = await companyCount();
    const copy = validCompany({ companyname: ` ${first.companyname.toUpperCase()} ` });
    const { message, fields } = expectFailure(await create(token, copy), 409);
    expect(message).toBe(entities.company.unique?.message);
    expect(fields).toEqual({ companyname: entities.company.unique?.message });
    expect(await companyCount()).toBe(before);
  });
});

describe('PUT /api/update_company/{companyid}', () => {
  it('lets the group administrator change every field of any company and stamps who changed it', async () => {
    const { token, user } = await signedInUser('group');
    const created = expectOk(await create(token, validCompany()));
    const pan = 'AAACP4321Q';
    const body = validCompany({
      company_stateid: ODISHA,
      company_city: 'Paradip',
      company_pin: '754142',
      company_pan: pan,
      company_gst: gstinOf('21', pan),
      company_tan: 'BBNP54321C',
    });
    const reply = await update(token, created.companyid, body);
    const updated = expectOk(reply);
    expect(messageOf(reply)).toBe(entities.company.messages.updated);
    expect(updated).toMatchObject({
      companyid: created.companyid,
      companyname: body.companyname,
      company_state: 'Odisha',
      company_city: 'Paradip',
      company_pin: '754142',
      company_gst: body.company_gst,
      company_tan: 'BBNP54321C',
      created_by: user.id,
      last_modified_by: user.id,
    });
    expect(updated.ModiDate).not.toBeNull();
  });

  it('checks the GSTIN against the state being saved, and refuses a wrong check character', async () => {
    const { token, company } = await signedInUser('admin');
    const body = validCompany({ companyname: company.name });
    const gst = body.company_gst ?? '';
    const typo = `${gst.slice(0, 14)}${gst.endsWith('A') ? 'B' : 'A'}`;
    expect(
      expectFailure(await update(token, company.id, { ...body, company_gst: typo }), 400).fields,
    ).toEqual({ company_gst: 'GSTIN check character does not match: likely a typo.' });
    expect(
      expectFailure(await update(token, company.id, { ...body, company_stateid: ODISHA }), 400)
        .fields,
    ).toEqual({ company_gst: 'GSTIN state code does not match the selected state.' });
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(stored?.gst).toBeNull();
    expect(expectOk(await update(token, company.id, body)).company_gst).toBe(gst);
  });

  it('refuses an edit from an older version with 409 and the company as it stands, writing nothing', async () => {
    const { token, company } = await signedInUser('admin');
    const body = validCompany({ companyname: company.name });
    const first = expectOk(await update(token, company.id, { ...body, company_city: 'Haldia' }));
    const opened = first.version;
    expectOk(
      await update(token, company.id, { ...body, company_city: 'Paradip', version: opened }),
    );
    const stale = expectFailure(
      await update(token, company.id, { ...body, company_city: 'Kolkata', version: opened }),
      409,
    );
    expect(stale.fields).toMatchObject({
      current: { company_city: 'Paradip', version: opened + 1 },
    });
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(stored).toMatchObject({ city: 'Paradip', version: opened + 1 });
  });

  it('keeps the name of the company itself, in any case, but refuses another company’s', async () => {
    const { token } = await signedInUser('group');
    const mine = expectOk(await create(token, validCompany()));
    const theirs = expectOk(await create(token, validCompany()));
    const body = validCompany({ companyname: mine.companyname.toUpperCase() });
    expect(expectOk(await update(token, mine.companyid, body)).companyname).toBe(
      mine.companyname.toUpperCase(),
    );
    const clash = validCompany({ companyname: theirs.companyname });
    expect(expectFailure(await update(token, mine.companyid, clash), 409).message).toBe(
      entities.company.unique?.message,
    );
  });

  it('refuses a plain user with 403 and changes nothing', async () => {
    const { token, company } = await signedInUser('user');
    const reply = await update(token, company.id, validCompany());
    expect(expectFailure(reply, 403).message).toBe(FORBIDDEN);
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(stored?.name).toBe(company.name);
  });

  it('lets a company administrator change their own company, and refuses another with 403, changing nothing', async () => {
    const { token, user, company } = await signedInUser('admin');
    const own = validCompany({ companyname: company.name, company_city: 'Haldia' });
    expect(expectOk(await update(token, company.id, own))).toMatchObject({
      companyid: company.id,
      company_city: 'Haldia',
      last_modified_by: user.id,
    });
    const other = await createCompany({ name: 'Paradip Depot Ltd', stateId: ODISHA });
    const body = validCompany({ companyname: 'Taken Over Ltd', company_is_active: 0 });
    const refused = expectFailure(await update(token, other.id, body), 403);
    expect(refused).toEqual({ message: COMPANY_REFUSALS.otherCompany, fields: {} });
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, other.id));
    expect(stored).toEqual(other);
  });

  it('answers 404 for a company that does not exist', async () => {
    const { token } = await signedInUser('group');
    expect(expectFailure(await update(token, 987_654, validCompany()), 404).message).toBe(
      'Company not found.',
    );
  });

  it.each([
    'admin',
    'group',
  ] as const)('does not let an administrator (%s) deactivate their own company', async (role) => {
    const { token, company } = await signedInUser(role);
    const body = validCompany({ companyname: company.name, company_is_active: 0 });
    const { message, fields } = expectFailure(await update(token, company.id, body), 400);
    expect(message).toMatch(/^You cannot deactivate your own company/);
    expect(Object.keys(fields)).toEqual(['company_is_active']);
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(stored?.isActive).toBe(true);
  });

  it('lets the group administrator deactivate another company: its users’ open sessions end and they cannot sign in', async () => {
    const { token } = await signedInUser('group');
    const other = expectOk(await create(token, validCompany()));
    const member = await createUser({ companyId: other.companyid });
    const memberToken = await tokenFor(member);
    expectOk(await call(t.app, api.menu.getMenu, {}, memberToken));

    const body = validCompany({ companyname: other.companyname, company_is_active: 0 });
    expect(expectOk(await update(token, other.companyid, body)).company_is_active).toBe(0);
    expect(expectFailure(await call(t.app, api.menu.getMenu, {}, memberToken), 401).message).toBe(
      'Your account is no longer active.',
    );
    const signIn = await call(t.app, api.auth.signIn, {
      body: { username: member.username, password: member.password },
    });
    expect(signIn.statusCode).toBe(401);

    const again = validCompany({ companyname: other.companyname, company_is_active: 1 });
    expectOk(await update(token, other.companyid, again));
    expectOk(await call(t.app, api.menu.getMenu, {}, memberToken));
  });

  it('keeps the active flag as it is when an update leaves it out', async () => {
    const { token } = await signedInUser('group');
    const created = expectOk(await create(token, validCompany({ company_is_active: 0 })));
    expect(created.company_is_active).toBe(0);
    const body = validCompany({ companyname: created.companyname });
    expect(expectOk(await update(token, created.companyid, body)).company_is_active).toBe(0);
  });
});
