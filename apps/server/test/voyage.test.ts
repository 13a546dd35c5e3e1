import { api, entities, pageInfo, type VoyageInput } from '@quaybook/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voyages } from '../src/db/schema';
import {
  bearer,
  type CallResult,
  call,
  expectFailure,
  expectOk,
  messageOf,
  send,
  urlOf,
} from './support/call';
import { factories, type TestUser } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { createUser, createVoyage, signedInUser, tokenFor } = factories(t);

const DUPLICATE = entities.voyage.unique?.message;

const create = (token: string | undefined, body: VoyageInput) =>
  call(t.app, api.voyage.create, { body }, token);
const update = (token: string, Voyageid: number, body: VoyageInput) =>
  call(t.app, api.voyage.update, { params: { Voyageid }, body }, token);
const list = (token: string, query: Record<string, string | number> = {}) =>
  call(t.app, api.voyage.list, { query }, token);

/** Bodies the contract's input type forbids, sent as they are. */
const loose = (body: unknown) => body as VoyageInput;

const namesOf = (result: CallResult<typeof api.voyage.list>) =>
  expectOk(result).map((voyage) => voyage.Name);

async function voyageCount(companyId?: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(voyages)
    .where(companyId === undefined ? undefined : eq(voyages.companyId, companyId));
  return Number(row?.n);
}

async function storedVoyage(id: number) {
  const [row] = await t.db.select().from(voyages).where(eq(voyages.id, id));
  return row;
}

/** Voyages named and described as given, made straight in the database for `user`. */
async function voyagesOf(user: TestUser, rows: [name: string, description: string | null][]) {
  for (const [name, description] of rows) await createVoyage(user, { name, description });
}

describe('POST /api/create_voyage', () => {
  it('creates a voyage in the caller’s company, audit fields from the token and clock whatever the body says', async () => {
    const { user, company, token } = await signedInUser();
    const other = await signedInUser();
    const before = Date.now();
    const result = await create(
      token,
      loose({
        Name: 'MSC24E',
        Description: 'MSC Ruby, Kolkata import',
        Voyageid: 9999,
        companyid: other.company.id,
        userid: other.user.id,
        created_by: other.user.id,
        CreateDate: '2001-01-01T00:00:00.000Z',
        last_modified_by: other.user.id,
        ModiDate: '2001-01-02T00:00:00.000Z',
        isDeleted: 1,
      }),
    );
    const after = Date.now();
    expect(messageOf(result)).toBe(entities.voyage.messages.created);
    const voyage = expectOk(result);
    expect(voyage).toMatchObject({
      Name: 'MSC24E',
      Description: 'MSC Ruby, Kolkata import',
      companyid: company.id,
      userid: user.id,
      created_by: user.id,
      last_modified_by: null,
      ModiDate: null,
      isDeleted: 0,
    });
    expect(voyage.Voyageid).not.toBe(9999);
    const created = Date.parse(voyage.CreateDate ?? '');
    expect(created).toBeGreaterThanOrEqual(before);
    expect(created).toBeLessThanOrEqual(after);
    expect(await storedVoyage(voyage.Voyageid)).toMatchObject({
      companyId: company.id,
      createdBy: user.id,
      isDeleted: false,
    });
    expect(await voyageCount(other.company.id)).toBe(0);
  });

  it('trims the name and description and stores a blank description as none', async () => {
    const { token } = await signedInUser();
    const voyage = expectOk(await create(token, { Name: '  HLC408E ', Description: '   ' }));
    expect(voyage).toMatchObject({ Name: 'HLC408E', Description: null });
  });

  it('refuses a name already used in the company, ignoring case and surrounding spaces, and writes nothing', async () => {
    const { company, token } = await signedInUser();
    expectOk(await create(token, { Name: 'MAE131E' }));
    for (const name of ['MAE131E', 'mae131e', '  Mae131E  ']) {
      const { message, fields } = expectFailure(await create(token, { Name: name }), 409);
      expect(message).toBe(DUPLICATE);
      expect(fields).toEqual({ Name: DUPLICATE });
    }
    expect(await voyageCount(company.id)).toBe(1);
  });

  it('refuses a duplicate that differs only in the case of an accented letter', async () => {
    const { company, token } = await signedInUser();
    expectOk(await create(token, { Name: 'ÉTOILE 7' }));
    expect(expectFailure(await create(token, { Name: 'étoile 7' }), 409).message).toBe(DUPLICATE);
    expect(await voyageCount(company.id)).toBe(1);
  });

  it('allows a name that another company already uses', async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    expectOk(await create(first.token, { Name: 'ONE052N' }));
    expect(expectOk(await create(second.token, { Name: 'one052n' })).companyid).toBe(
      second.company.id,
    );
  });

  it.each([
    ['a blank name', { Name: '   ' }],
    ['an empty name', { Name: '' }],
    ['no name', { Description: 'no name given' }],
  ])('refuses %s with 400 “Voyage name is required.” and writes nothing', async (_what, body) => {
    const { token } = await signedInUser();
    const { message, fields } = expectFailure(await create(token, loose(body)), 400);
    expect(message).toBe('Voyage name is required.');
    expect(fields).toEqual({ Name: 'Voyage name is required.' });
    expect(await voyageCount()).toBe(0);
  });

  it.each([
    [{ Name: 42 }, 'Name', 'Voyage name must be text.'],
    [{ Name: null }, 'Name', 'Voyage name must be text.'],
    [{ Name: ['MSC24E'] }, 'Name', 'Voyage name must be text.'],
    [{ Name: { text: 'MSC24E' } }, 'Name', 'Voyage name must be text.'],
    [{ Name: 'V1', Description: 7 }, 'Description', 'Description must be text.'],
    [{ Name: 'V1', Description: false }, 'Description', 'Description must be text.'],
    [{ Name: 'x'.repeat(101) }, 'Name', 'Voyage name can be at most 100 characters.'],
    [
      { Name: 'V1', Description: 'x'.repeat(501) },
      'Description',
      'Description can be at most 500 characters.',
    ],
  ])('refuses %j with 400 naming the field, and writes nothing', async (body, field, problem) => {
    const { token } = await signedInUser();
    const { message, fields } = expectFailure(await create(token, loose(body)), 400);
    expect(message).toBe(problem);
    expect(fields).toEqual({ [field]: problem });
    expect(await voyageCount()).toBe(0);
  });

  it('refuses malformed JSON with a 400 envelope and writes nothing', async () => {
    const { token } = await signedInUser();
    const reply = await send(t.app, {
      method: 'POST',
      url: urlOf(api.voyage.create),
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"Name":',
    });
    expect(expectFailure(reply, 400).message).toBe('The request body is not valid JSON.');
    expect(await voyageCount()).toBe(0);
  });

  it.each([
    ['an array', 'application/json', '["MSC24E"]'],
    ['a string', 'application/json', '"MSC24E"'],
    ['a number', 'application/json', '42'],
    ['null', 'application/json', 'null'],
    ['plain text', 'text/plain', 'Name=MSC24E'],
  ])('refuses a body that is %s with 400 and writes nothing', async (_what, type, payload) => {
    const { token } = await signedInUser();
    const reply = await send(t.app, {
      method: 'POST',
      url: urlOf(api.voyage.create),
      headers: { ...bearer(token), 'content-type': type },
      payload,
    });
    expect(expectFailure(reply, 400).message).toBe('The request body must be a JSON object.');
    expect(await voyageCount()).toBe(0);
  });

  it('refuses a request without a body with 400 and writes nothing', async () => {
    const { token } = await signedInUser();
    const reply = await send(t.app, {
      method: 'POST',
      url: urlOf(api.voyage.create),
      headers: bearer(token),
    });
    expectFailure(reply, 400);
    expect(await voyageCount()).toBe(0);
  });

  it('needs a signed-in user and writes nothing without one', async () => {
    expectFailure(await create(undefined, { Name: 'V1' }), 401);
    expect(await voyageCount()).toBe(0);
  });
});

describe('PUT /api/update_voyage/{Voyageid}/', () => {
  it('updates name and description and stamps ModiDate and last_modified_by from the token, whatever the body says', async () => {
    const { user: author, company, token: authorToken } = await signedInUser();
    const editor = await createUser({ companyId: company.id });
    const other = await signedInUser();
    const created = expectOk(await create(authorToken, { Name: 'HLC408E', Description: 'old' }));
    const before = Date.now();
    const result = await update(
      await tokenFor(editor),
      created.Voyageid,
      loose({
        Name: 'HLC408W',
        Description: 'new',
        companyid: other.company.id,
        created_by: other.user.id,
        CreateDate: '2001-01-01T00:00:00.000Z',
        last_modified_by: other.user.id,
        ModiDate: '2001-01-02T00:00:00.000Z',
      }),
    );
    const after = Date.now();
    expect(messageOf(result)).toBe(entities.voyage.messages.updated);
    const updated = expectOk(result);
    expect(updated).toMatchObject({
      Voyageid: created.Voyageid,
      Name: 'HLC408W',
      Description: 'new',
      companyid: company.id,
      created_by: author.id,
      CreateDate: created.CreateDate,
      last_modified_by: editor.id,
    });
    const modified = Date.parse(updated.ModiDate ?? '');
    expect(modified).toBeGreaterThanOrEqual(before);
    expect(modified).toBeLessThanOrEqual(after);
    expect(await storedVoyage(created.Voyageid)).toMatchObject({
      name: 'HLC408W',
      companyId: company.id,
      createdBy: author.id,
      modifiedBy: editor.id,
    });
  });

  it('allows renaming a voyage to its own name in another case', async () => {
    const { token } = await signedInUser();
    const created = expectOk(await create(token, { Name: 'rcl233w' }));
    expect(expectOk(await update(token, created.Voyageid, { Name: 'rcl233w' })).Name).toBe(
      'rcl233w',
    );
    expect(expectOk(await update(token, created.Voyageid, { Name: ' RCL233W ' })).Name).toBe(
      'RCL233W',
    );
  });

  it('refuses renaming onto another voyage’s name, ignoring case, and changes nothing', async () => {
    const { token } = await signedInUser();
    expectOk(await create(token, { Name: 'EVG771E' }));
    const other = expectOk(await create(token, { Name: 'EVG771W', Description: 'kept' }));
    const { message, fields } = expectFailure(
      await update(token, other.Voyageid, { Name: ' evg771e', Description: 'lost' }),
      409,
    );
    expect(message).toBe(DUPLICATE);
    expect(fields).toEqual({ Name: DUPLICATE });
    expect(await storedVoyage(other.Voyageid)).toMatchObject({
      name: 'EVG771W',
      description: 'kept',
      modifiedBy: null,
      modifiedAt: null,
    });
  });

  it.each([
    [{ Name: '  ' }, 'Voyage name is required.'],
    [{ Description: 'no name' }, 'Voyage name is required.'],
    [{ Name: 7 }, 'Voyage name must be text.'],
    [{ Name: 'OK1', Description: ['x'] }, 'Description must be text.'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const { user, token } = await signedInUser();
    const voyage = await createVoyage(user, { name: 'KEEP01', description: 'kept' });
    expect(expectFailure(await update(token, voyage.id, loose(body)), 400).message).toBe(message);
    expect(await storedVoyage(voyage.id)).toEqual(voyage);
  });

  it.each([
    ['abc', 'Voyage id must be a number.'],
    ['1.5', 'Voyage id must be a whole number.'],
    ['0', 'Voyage id must be a positive number.'],
    ['-3', 'Voyage id must be a positive number.'],
    ['99999999999', 'Voyage id is out of range.'],
  ])('refuses the id %s with 400 naming the id, and changes nothing', async (id, problem) => {
    const { user, token } = await signedInUser();
    const voyage = await createVoyage(user);
    const reply = await send(t.app, {
      method: 'PUT',
      url: urlOf(api.voyage.update, id),
      headers: bearer(token),
      payload: { Name: 'CHANGED' },
    });
    const { message, fields } = expectFailure(reply, 400);
    expect(message).toBe(problem);
    expect(fields).toEqual({ Voyageid: problem });
    expect(await storedVoyage(voyage.id)).toEqual(voyage);
  });

  it('answers 404 for an id no voyage has', async () => {
    const { user, token } = await signedInUser();
    const voyage = await createVoyage(user);
    const { message } = expectFailure(await update(token, voyage.id + 1000, { Name: 'X1' }), 404);
    expect(message).toBe('Voyage not found.');
    expect(await voyageCount()).toBe(1);
  });

  it('answers with or without the trailing slash', async () => {
    const { user, token } = await signedInUser();
    const voyage = await createVoyage(user);
    const reply = await send(t.app, {
      method: 'PUT',
      url: urlOf(api.voyage.update, voyage.id).replace(/\/$/, ''),
      headers: bearer(token),
      payload: { Name: 'NOSLASH1' },
    });
    expect(reply.statusCode).toBe(200);
    expect((await storedVoyage(voyage.id))?.name).toBe('NOSLASH1');
  });

  it('needs a signed-in user and changes nothing without one', async () => {
    const { user } = await signedInUser();
    const voyage = await createVoyage(user);
    const reply = await send(t.app, {
      method: 'PUT',
      url: urlOf(api.voyage.update, voyage.id),
      payload: { Name: 'CHANGED' },
    });
    expectFailure(reply, 401);
    expect(await storedVoyage(voyage.id)).toEqual(voyage);
  });
});

describe('company scoping', () => {
  it('lists only the caller’s company’s voyages, each way', async () => {
    const mine = await signedInUser();
    const theirs = await signedInUser();
    await voyagesOf(mine.user, [
      ['MINE-1', null],
      ['MINE-2', null],
    ]);
    await voyagesOf(theirs.user, [['THEIRS-1', null]]);
    expect(namesOf(await list(mine.token))).toEqual(['MINE-1', 'MINE-2']);
    expect(namesOf(await list(theirs.token))).toEqual(['THEIRS-1']);
    expect(namesOf(await list(theirs.token, { page: 1, search: 'MINE' }))).toEqual([]);
  });

  it('answers 404 to an update of another company’s voyage, each way, and changes nothing', async () => {
    const mine = await signedInUser();
    const theirs = await signedInUser();
    const myVoyage = await createVoyage(mine.user, { name: 'MINE-1' });
    const theirVoyage = await createVoyage(theirs.user, { name: 'THEIRS-1' });
    expect(
      expectFailure(await update(mine.token, theirVoyage.id, { Name: 'HIJACKED' }), 404).message,
    ).toBe('Voyage not found.');
    expectFailure(await update(theirs.token, myVoyage.id, { Name: 'HIJACKED' }), 404);
    expect(await storedVoyage(theirVoyage.id)).toEqual(theirVoyage);
    expect(await storedVoyage(myVoyage.id)).toEqual(myVoyage);
  });

  it('does not count another company’s names as duplicates when renaming', async () => {
    const mine = await signedInUser();
    const theirs = await signedInUser();
    await createVoyage(theirs.user, { name: 'SHARED1' });
    const voyage = await createVoyage(mine.user, { name: 'MINE-1' });
    expect(expectOk(await update(mine.token, voyage.id, { Name: 'shared1' })).Name).toBe('shared1');
  });
});

describe('GET /api/voyage_list', () => {
  async function portVoyages() {
    const caller = await signedInUser();
    await voyagesOf(caller.user, [
      ['V-010', 'Kolkata import'],
      ['v-002', 'Haldia 50% export'],
      ['V-003', 'Paradip_coastal'],
      ['X-001', 'HALDIA import'],
      ['W-004', 'Kolkata\\Haldia transit'],
      ['Y-005', null],
    ]);
    return caller;
  }

  it('answers every voyage of the company by name, ignoring case, without a fourth element', async () => {
    const { token } = await portVoyages();
    const result = await list(token);
    expect(namesOf(result)).toEqual(['v-002', 'V-003', 'V-010', 'W-004', 'X-001', 'Y-005']);
    expect(result.body).toHaveLength(3);
  });

  it('answers an empty list for a company without voyages', async () => {
    const { token } = await signedInUser();
    expect(expectOk(await list(token))).toEqual([]);
  });

  it('answers the requested page, with the total in the fourth element', async () => {
    const { user, token } = await signedInUser();
    for (let i = 1; i <= 25; i += 1) {
      await createVoyage(user, { name: `P${String(i).padStart(3, '0')}` });
    }
    const result = await list(token, { page: 3, pageSize: 10 });
    expect(namesOf(result)).toEqual(['P021', 'P022', 'P023', 'P024', 'P025']);
    expect(pageInfo.parse((result.body as unknown[])[3])).toEqual({
      total: 25,
      page: 3,
      pageSize: 10,
    });
    const second = await list(token, { page: 2, pageSize: 10 });
    expect(namesOf(second)).toEqual(
      Array.from({ length: 10 }, (_, i) => `P${String(i + 11).padStart(3, '0')}`),
    );
    const beyond = await list(token, { page: 4, pageSize: 10 });
    expect(namesOf(beyond)).toEqual([]);
    expect((beyond.body as unknown[])[3]).toEqual({ total: 25, page: 4, pageSize: 10 });
  });

  it('pages by ten when no page size is given', async () => {
    const { user, token } = await signedInUser();
    for (let i = 1; i <= 12; i += 1) await createVoyage(user);
    const result = await list(token, { page: 1 });
    expect(expectOk(result)).toHaveLength(10);
    expect((result.body as unknown[])[3]).toEqual({ total: 12, page: 1, pageSize: 10 });
  });

  it('sorts by Name descending, ignoring case', async () => {
    const { token } = await portVoyages();
    expect(namesOf(await list(token, { page: 1, sort: 'Name.desc' }))).toEqual([
      'Y-005',
      'X-001',
      'W-004',
      'V-010',
      'V-003',
      'v-002',
    ]);
  });

  it('sorts by several columns in the order given', async () => {
    const { user, token } = await signedInUser();
    await voyagesOf(user, [
      ['B-1', 'same'],
      ['A-1', 'same'],
      ['C-1', 'first'],
    ]);
    expect(namesOf(await list(token, { page: 1, sort: 'Description.asc,Name.desc' }))).toEqual([
      'C-1',
      'B-1',
      'A-1',
    ]);
  });

  it('searches name and description, ignoring case, and counts only the matches', async () => {
    const { token } = await portVoyages();
    const result = await list(token, { page: 1, pageSize: 1, search: ' haldia ', sort: 'Name' });
    expect(namesOf(result)).toEqual(['v-002']);
    expect((result.body as unknown[])[3]).toEqual({ total: 3, page: 1, pageSize: 1 });
    const names = namesOf(await list(token, { page: 1, search: 'x-0' }));
    expect(names).toEqual(['X-001']);
  });

  it.each([
    ['%', ['v-002']],
    ['_', ['V-003']],
    ['\\', ['W-004']],
    ['50%', ['v-002']],
    ['K_lkata', []],
    ['Hal%a', []],
  ])('treats %s in the search as plain text', async (search, names) => {
    const { token } = await portVoyages();
    expect(namesOf(await list(token, { page: 1, search }))).toEqual(names);
  });

  it.each([
    [{ page: 0 }, 'Page starts at 1.'],
    [{ page: -1 }, 'Page starts at 1.'],
    [{ page: 1.5 }, 'Page must be a whole number.'],
    [{ page: 1, pageSize: 0 }, 'Page size must be at least 1.'],
    [{ page: 1, pageSize: 501 }, 'Page size can be at most 500.'],
    [{ page: 1, pageSize: 2.5 }, 'Page size must be a whole number.'],
    [
      { page: 1, sort: 'Name;drop table voyages' },
      'Sort must look like Name.asc,Description.desc.',
    ],
    [{ page: 1, sort: 'Name.sideways' }, 'Sort must look like Name.asc,Description.desc.'],
    [{ page: 1, search: 'x'.repeat(101) }, 'Search text can be at most 100 characters.'],
  ])('refuses %j with 400 naming the problem', async (query, message) => {
    const { token } = await portVoyages();
    expect(expectFailure(await list(token, query), 400).message).toBe(message);
  });

  it.each([
    [{ page: 'two' }, 'page', 'Page must be a number.'],
    [{ page: 1, pageSize: 'ten' }, 'pageSize', 'Page size must be a number.'],
  ])('refuses the non-numeric paging value %j with 400 naming its field', async (query, field, message) => {
    const { token } = await portVoyages();
    const failure = expectFailure(await list(token, query), 400);
    expect(failure.fields).toEqual({ [field]: message });
    expect(failure.message).toBe(message);
  });

  it('searches and sorts the whole list when no page is asked, without a fourth element', async () => {
    const { token } = await portVoyages();
    const result = await list(token, { search: 'haldia', sort: 'Name.desc' });
    expect(namesOf(result)).toEqual(['X-001', 'W-004', 'v-002']);
    expect(result.body).toHaveLength(3);
  });

  it('orders a page by name when no sort is asked, as the whole list is ordered', async () => {
    const { token } = await portVoyages();
    expect(namesOf(await list(token, { page: 1, pageSize: 100 }))).toEqual(
      namesOf(await list(token)),
    );
  });

  it('ignores a sort by a column it does not offer', async () => {
    const { token } = await portVoyages();
    const unsorted = namesOf(await list(token, { page: 1 }));
    expect(namesOf(await list(token, { page: 1, sort: 'companyid.desc' }))).toEqual(unsorted);
    expect(namesOf(await list(token, { page: 1, sort: 'companyid.desc,Name.desc' }))).toEqual([
      'Y-005',
      'X-001',
      'W-004',
      'V-010',
      'V-003',
      'v-002',
    ]);
  });

  it('needs a signed-in user', async () => {
    const reply = await send(t.app, { method: 'GET', url: urlOf(api.voyage.list) });
    expectFailure(reply, 401);
  });
});
