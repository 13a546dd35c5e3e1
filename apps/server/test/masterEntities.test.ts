/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { call, expectFailure, expectOk } from './support/call';
import { factories } from './support/factories';
import type { MasterCase } from './support/masterCase';
import { useTestApp } from './support/testApp';

// The shared behaviour of every master list, run for each entity declared in test/cases/.
const cases = Object.values(
  import.meta.glob<{ masterCase: MasterCase }>('./cases/*.case.ts', { eager: true }),
).map((module) => module.masterCase);

const t = useTestApp();
const { createCompany, createUser, signedInUser, tokenFor } = factories(t);

type Row = Record<string, unknown>;

describe.each(cases)('$name list', (entity) => {
  const audit = entity.audit ?? { createdBy: 'created_by', modifiedBy: 'last_modified_by' };
  const list = async (token?: string) =>
    expectOk(await call(t.app, entity.endpoints.list, {}, token)) as Row[];
  const create = (token: string | undefined, body: unknown) =>
    call(t.app, entity.endpoints.create, { body }, token);
  // Where the update path has no id (PUT /update_container), the id travels in the body.
  const idInPath = entity.endpoints.update.path.includes(`{${entity.idField}}`);
  const update = (token: string | undefined, id: unknown, body: unknown) =>
    call(
      t.app,
      entity.endpoints.update,
      idInPath
        ? { params: { [entity.idField]: id }, body }
        : { body: { ...(body as object), [entity.idField]: id } },
      token,
    );

  async function caller() {
    const signedIn = await signedInUser();
    const arranged = (await entity.arrange?.(t, signedIn.user)) ?? {};
    return { ...signedIn, arranged };
  }

  it('creates a row that the list then shows, with audit fields from the token', async () => {
    const { user, token, arranged } = await caller();
    const body = entity.valid(1, arranged);
    const created = expectOk(await create(token, body)) as Row;
    for (const field of entity.echoed) expect(created[field], field).toEqual(body[field]);
    expect(created[audit.createdBy]).toBe(user.id);
    const rows = await list(token);
    expect(rows.map((row) => row[entity.idField])).toContain(created[entity.idField]);
  });

  it('updates a row and stamps who changed it', async () => {
    const { user, token, arranged } = await caller();
    const created = expectOk(await create(token, entity.valid(2, arranged))) as Row;
    const body = entity.valid(3, arranged);
    const updated = expectOk(await update(token, created[entity.idField], body)) as Row;
    for (const field of entity.echoed) expect(updated[field], field).toEqual(body[field]);
    expect(updated[entity.idField]).toBe(created[entity.idField]);
    expect(updated[audit.modifiedBy]).toBe(user.id);
  });

  if (entity.unique) {
    const unique = entity.unique;
    it('refuses a duplicate name, ignoring case, and writes nothing', async () => {
      const { token, arranged } = await caller();
      const first = entity.valid(4, arranged);
      expectOk(await create(token, first));
      const before = (await list(token)).length;
      const copy = {
        ...entity.valid(5, arranged),
        [unique.field]: String(first[unique.field]).toLowerCase(),
      };
      const { message, fields } = expectFailure(await create(token, copy), 409);
      expect(message).toBe(unique.message);
      expect(fields).toEqual({ [unique.field]: unique.message });
      expect(await list(token)).toHaveLength(before);
    });
  }

  it.each(
    entity.invalid.map((c) => [c.message, c] as const),
  )('refuses bad input: %s', async (_, bad) => {
    const { token, arranged } = await caller();
    const before = (await list(token)).length;
    const failure = expectFailure(await create(token, bad.body(entity.valid(6, arranged))), 400);
    expect(failure.fields[bad.field]).toBe(bad.message);
    expect(await list(token)).toHaveLength(before);
  });

  it('answers 404 to an update of an id that does not exist', async () => {
    const { token, arranged } = await caller();
    expectFailure(await update(token, 987_654, entity.valid(7, arranged)), 404);
  });

  it('needs a signed-in user for every call but a public list', async () => {
    const { token, arranged } = await caller();
    const created = expectOk(await create(token, entity.valid(8, arranged))) as Row;
    if (entity.endpoints.list.access === 'public') {
      expect((await list()).map((row) => row[entity.idField])).toContain(created[entity.idField]);
    } else {
      expectFailure(await call(t.app, entity.endpoints.list, {}), 401);
    }
    expectFailure(await create(undefined, entity.valid(9, arranged)), 401);
    expectFailure(
      await update(undefined, created[entity.idField], entity.valid(10, arranged)),
      401,
    );
  });

  if (entity.shared) {
    it('is shared: every company sees the same rows', async () => {
      const { token, arranged } = await caller();
      const created = expectOk(await create(token, entity.valid(11, arranged))) as Row;
      const other = await signedInUser();
      expect((await list(other.token)).map((row) => row[entity.idField])).toContain(
        created[entity.idField],
      );
    });
  } else {
    it('keeps each company’s rows to itself, each way', async () => {
      const { token, arranged } = await caller();
      const mine = expectOk(await create(token, entity.valid(12, arranged))) as Row;
      const company = await createCompany();
      const stranger = await createUser({ companyId: company.id });
      const strangerToken = await tokenFor(stranger);
      const strangerArranged = (await entity.arrange?.(t, stranger)) ?? {};
      const theirs = expectOk(
        await create(strangerToken, entity.valid(13, strangerArranged)),
      ) as Row;
      const myIds = (await list(token)).map((row) => row[entity.idField]);
      const theirIds = (await list(strangerToken)).map((row) => row[entity.idField]);
      expect(myIds).toContain(mine[entity.idField]);
      expect(myIds).not.toContain(theirs[entity.idField]);
      expect(theirIds).not.toContain(mine[entity.idField]);
      expectFailure(
        await update(strangerToken, mine[entity.idField], entity.valid(14, strangerArranged)),
        404,
      );
      expect(
        (await list(token)).find((row) => row[entity.idField] === mine[entity.idField]),
      ).toEqual(mine);
    });
  }
});
