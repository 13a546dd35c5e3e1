import { api, type VoyageInput } from '@quaybook/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voyages } from '../src/db/schema';
import { call, expectFailure, expectOk } from './support/call';
import { signedInUser } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();

const create = (token: string, body: VoyageInput) =>
  call(t.app, api.voyage.create, { body }, token);
const update = (token: string, Voyageid: number, body: VoyageInput) =>
  call(t.app, api.voyage.update, { params: { Voyageid }, body }, token);
const list = async (token: string, query: Record<string, string | number> = {}) =>
  call(t.app, api.voyage.list, { query }, token);

async function voyageCount(companyId?: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(voyages)
    .where(companyId === undefined ? undefined : eq(voyages.companyId, companyId));
  return Number(row?.n);
}

describe('POST /api/create_voyage', () => {
  it('creates a voyage for the caller’s company with audit fields from the token and clock', async () => {
    const { user, company, token } = await signedInUser(t.db, t.tokens);
    const before = Date.now();
    const body = {
      Name: ' MSC24E ',
      Description: 'MSC Ruby, Kolkata import',
      companyid: 999,
      created_by: 999,
      CreateDate: '2001-01-01',
    };
    const result = await create(token, body as VoyageInput);
    expect((result.body as unknown[])[1]).toBe('Voyage created successfully!');
    const voyage = expectOk(api.voyage.create, result);
    expect(voyage).toMatchObject({
      Name: 'MSC24E',
      Description: 'MSC Ruby, Kolkata import',
      companyid: company.id,
      created_by: user.id,
      userid: user.id,
      isDeleted: 0,
      last_modified_by: null,
      ModiDate: null,
    });
    expect(Date.parse(voyage.CreateDate ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a duplicate name regardless of case and spaces, and writes nothing', async () => {
    const { company, token } = await signedInUser(t.db, t.tokens);
    expectOk(api.voyage.create, await create(token, { Name: 'MAE131E' }));
    const { message, fields } = expectFailure(await create(token, { Name: '  mae131e ' }), 409);
    expect(message).toBe('Voyage name already exists.');
    expect(fields).toEqual({ Name: 'Voyage name already exists.' });
    expect(await voyageCount(company.id)).toBe(1);
  });

  it('allows the same name in another company', async () => {
    const first = await signedInUser(t.db, t.tokens);
    const second = await signedInUser(t.db, t.tokens);
    expectOk(api.voyage.create, await create(first.token, { Name: 'ONE052N' }));
    expectOk(api.voyage.create, await create(second.token, { Name: 'ONE052N' }));
  });

  it.each([
    [{ Name: '   ' }, 'Voyage name is required.', 'Name'],
    [{ Description: 'no name' }, 'Voyage name is required.', 'Name'],
    [{ Name: 42 }, 'Voyage name must be text.', 'Name'],
    [{ Name: 'x'.repeat(101) }, 'Voyage name can be at most 100 characters.', 'Name'],
    [{ Name: 'V1', Description: 7 }, 'Description must be text.', 'Description'],
  ])('refuses %j with 400 and writes nothing', async (body, message, field) => {
    const { token } = await signedInUser(t.db, t.tokens);
    const failure = expectFailure(await create(token, body as unknown as VoyageInput), 400);
    expect(failure.message).toBe(message);
    expect(failure.fields[field]).toBe(message);
    expect(await voyageCount()).toBe(0);
  });

  it('refuses malformed JSON and a body that is not an object', async () => {
    const { token } = await signedInUser(t.db, t.tokens);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/create_voyage',
      headers,
      payload: '{"Name":',
    });
    expect(
      expectFailure({ statusCode: malformed.statusCode, body: malformed.json() }, 400).message,
    ).toBe('The request body is not valid JSON.');
    const array = await t.app.inject({
      method: 'POST',
      url: '/api/create_voyage',
      headers,
      payload: '["V1"]',
    });
    expect(expectFailure({ statusCode: array.statusCode, body: array.json() }, 400).message).toBe(
      'The request body must be a JSON object.',
    );
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/create_voyage',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(none.statusCode).toBe(400);
    expect(await voyageCount()).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expectFailure(await call(t.app, api.voyage.create, { body: { Name: 'V1' } }), 401);
    expect(await voyageCount()).toBe(0);
  });
});

describe('PUT /api/update_voyage/{Voyageid}/', () => {
  it('updates name and description and stamps the modification', async () => {
    const { user, token } = await signedInUser(t.db, t.tokens);
    const created = expectOk(
      api.voyage.create,
      await create(token, { Name: 'HLC408E', Description: 'old' }),
    );
    const result = await update(token, created.Voyageid, { Name: 'HLC408W', Description: '' });
    expect((result.body as unknown[])[1]).toBe('Voyage updated successfully!');
    const updated = expectOk(api.voyage.update, result);
    expect(updated).toMatchObject({
      Voyageid: created.Voyageid,
      Name: 'HLC408W',
      Description: null,
      last_modified_by: user.id,
    });
    expect(updated.ModiDate).not.toBeNull();
    expect(updated.CreateDate).toBe(created.CreateDate);
  });

  it('allows keeping the name or changing only its case', async () => {
    const { token } = await signedInUser(t.db, t.tokens);
    const created = expectOk(api.voyage.create, await create(token, { Name: 'rcl233w' }));
    expectOk(
      api.voyage.update,
      await update(token, created.Voyageid, { Name: 'rcl233w', Description: 'same' }),
    );
    expect(
      expectOk(api.voyage.update, await update(token, created.Voyageid, { Name: 'RCL233W' })).Name,
    ).toBe('RCL233W');
  });

  it('refuses renaming onto another voyage’s name and changes nothing', async () => {
    const { token } = await signedInUser(t.db, t.tokens);
    expectOk(api.voyage.create, await create(token, { Name: 'EVG771E' }));
    const other = expectOk(api.voyage.create, await create(token, { Name: 'EVG771W' }));
    expect(
      expectFailure(await update(token, other.Voyageid, { Name: 'evg771e' }), 409).message,
    ).toBe('Voyage name already exists.');
    const [row] = await t.db.select().from(voyages).where(eq(voyages.id, other.Voyageid));
    expect(row?.name).toBe('EVG771W');
  });

  it('refuses a non-numeric id with 400 and an unknown id with 404', async () => {
    const { token } = await signedInUser(t.db, t.tokens);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/update_voyage/abc/',
      headers: { authorization: `Bearer ${token}` },
      payload: { Name: 'X' },
    });
    expect(expectFailure({ statusCode: bad.statusCode, body: bad.json() }, 400).fields).toEqual({
      Voyageid: 'Voyage id must be a number.',
    });
    expect(expectFailure(await update(token, 4242, { Name: 'X' }), 404).message).toBe(
      'Voyage not found.',
    );
  });
});

describe('company scoping', () => {
  it('shows and changes only the caller’s company’s voyages', async () => {
    const mine = await signedInUser(t.db, t.tokens);
    const theirs = await signedInUser(t.db, t.tokens);
    expectOk(api.voyage.create, await create(mine.token, { Name: 'MINE-1' }));
    const foreign = expectOk(api.voyage.create, await create(theirs.token, { Name: 'THEIRS-1' }));

    expect(expectOk(api.voyage.list, await list(mine.token)).map((v) => v.Name)).toEqual([
      'MINE-1',
    ]);
    expect(expectOk(api.voyage.list, await list(theirs.token)).map((v) => v.Name)).toEqual([
      'THEIRS-1',
    ]);

    expectFailure(await update(mine.token, foreign.Voyageid, { Name: 'HIJACKED' }), 404);
    const [row] = await t.db.select().from(voyages).where(eq(voyages.id, foreign.Voyageid));
    expect(row?.name).toBe('THEIRS-1');
  });
});

describe('GET /api/voyage_list', () => {
  async function seed(token: string) {
    for (const [Name, Description] of [
      ['V-010', 'Kolkata import'],
      ['V-002', 'Haldia 50% export'],
      ['V-003', 'Paradip_coastal'],
      ['X-001', 'Haldia import'],
    ]) {
      expectOk(
        api.voyage.create,
        await create(token, { Name: Name as string, Description: Description as string }),
      );
    }
  }

  it('answers every voyage ordered by name without paging', async () => {
    const { token } = await signedInUser(t.db, t.tokens);
    await seed(token);
    const result = await list(token);
    expect(expectOk(api.voyage.list, result).map((v) => v.Name)).toEqual([
      'V-002',
      'V-003',
      'V-010',
      'X-001',
    ]);
    expect(result.body).toHaveLength(3);
  });

  it('pages, searches and sorts on the server, with the total in the fourth element', async () => {
    const { token } = await signedInUser(t.db, t.tokens);
    await seed(token);
    const first = await list(token, { search: 'haldia', sort: 'Name.desc', page: 1, pageSize: 1 });
    expect(expectOk(api.voyage.list, first).map((v) => v.Name)).toEqual(['X-001']);
    expect((first.body as unknown[])[3]).toEqual({ total: 2, page: 1, pageSize: 1 });
    const second = await list(token, { search: 'haldia', sort: 'Name.desc', page: 2, pageSize: 1 });
    expect(expectOk(api.voyage.list, second).map((v) => v.Name)).toEqual(['V-002']);
  });

  it('treats % and _ in the search as text', async () => {
    const { token } = await signedInUser(t.db, t.tokens);
    await seed(token);
    expect(
      expectOk(api.voyage.list, await list(token, { search: '%', page: 1 })).map((v) => v.Name),
    ).toEqual(['V-002']);
    expect(
      expectOk(api.voyage.list, await list(token, { search: '_', page: 1 })).map((v) => v.Name),
    ).toEqual(['V-003']);
  });

  it.each([
    [{ page: 0 }, 'Page starts at 1.'],
    [{ page: 'two' }, 'page: Invalid input: expected number, received NaN.'],
    [{ page: 1, pageSize: 1000 }, 'Page size can be at most 500.'],
    [{ sort: 'Name;drop table voyages' }, 'Sort must look like Name.asc,Description.desc.'],
  ])('refuses paging input %j with 400', async (query, message) => {
    const { token } = await signedInUser(t.db, t.tokens);
    expect(expectFailure(await list(token, query as Record<string, string>), 400).message).toBe(
      message,
    );
  });

  it('ignores sorting by a column it does not know', async () => {
    const { token } = await signedInUser(t.db, t.tokens);
    await seed(token);
    const result = await list(token, { sort: 'companyid.desc', page: 1, pageSize: 10 });
    expect(expectOk(api.voyage.list, result)).toHaveLength(4);
  });
});
