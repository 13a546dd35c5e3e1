/// <reference types="vite/client" />
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, removeRequest, updateRequest } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { call, expectFailure, expectOk, messageOf } from './support/call';
import { factories } from './support/factories';
import type { Arranged, MasterCase } from './support/masterCase';
import { useTestApp } from './support/testApp';

// The shared behaviour of every master list, run for each entity declared in test/cases/. What
// the entity's contract declares (its calls, id field, messages, unique name, combination held
// once) is read from the declaration, so the suite proves the declaration is what the server does.
const cases = Object.values(
  import.meta.glob<{ masterCase: MasterCase }>('./cases/*.case.ts', { eager: true }),
).map((module) => module.masterCase);

const t = useTestApp();
const { signedInUser } = factories(t);

type Row = Record<string, unknown>;

/** The saved row as it travels back, money in rupees: what a field sent is echoed as. */
const onTheWire = (reply: { body: unknown }) => (reply.body as unknown[])[2] as Row;

describe.each(
  cases.map((testCase) => [testCase.entity.label, testCase] as const),
)('%s list', (_, testCase) => {
  const { entity } = testCase;
  const { endpoints, messages } = entity;
  const audit = testCase.audit ?? { createdBy: 'created_by', modifiedBy: 'last_modified_by' };
  const idOf = (row: Row) => row[entity.id] as number;
  // The case's bodies are loose records; the contract's request types want each entity's own.
  const loose = <R>(request: unknown) => request as R;

  const listReply = (token: string | undefined, arranged: Arranged) =>
    call(t.app, endpoints.list, loose({ query: testCase.listQuery?.(arranged) }), token);
  const list = async (token: string | undefined, arranged: Arranged) =>
    expectOk(await listReply(token, arranged)) as Row[];
  const listedIds = async (token: string | undefined, arranged: Arranged) =>
    (await list(token, arranged)).map(idOf);
  const create = (token: string | undefined, body: unknown, headers?: Record<string, string>) =>
    call(t.app, endpoints.create, loose({ body }), token, headers);
  const update = (
    token: string | undefined,
    id: number,
    body: unknown,
    headers?: Record<string, string>,
  ) => call(t.app, endpoints.update, updateRequest(entity, id, loose(body)), token, headers);

  // A shared list is changed by the group administrator alone (security/roles.test.ts).
  async function caller() {
    const signedIn = await signedInUser(testCase.shared ? 'group' : 'user');
    const arranged = (await testCase.arrange?.(t, signedIn.user)) ?? {};
    return { ...signedIn, arranged };
  }

  it('creates a row that the list then shows, with audit fields from the token', async () => {
    const { user, token, arranged } = await caller();
    const body = testCase.valid(1, arranged);
    const reply = await create(token, body);
    expect(messageOf(reply)).toBe(messages.created);
    const created = expectOk(reply) as Row;
    for (const field of testCase.echoed)
      expect(onTheWire(reply)[field], field).toEqual(body[field]);
    expect(created[audit.createdBy]).toBe(user.id);
    const listed = (await list(token, arranged)).find((row) => idOf(row) === idOf(created));
    expect(listed, 'the list shows the new row').toBeDefined();
    // The name of whoever made it, for the audit columns and exports.
    expect(listed).toMatchObject({
      [audit.createdBy]: user.id,
      created_by_name: user.name,
      last_modified_by_name: null,
    });
  });

  it('updates a row and stamps who changed it', async () => {
    const { user, token, arranged } = await caller();
    const created = expectOk(await create(token, testCase.valid(2, arranged))) as Row;
    const body = testCase.valid(3, arranged);
    const reply = await update(token, idOf(created), body);
    expect(messageOf(reply)).toBe(messages.updated);
    const updated = expectOk(reply) as Row;
    for (const field of testCase.echoed)
      expect(onTheWire(reply)[field], field).toEqual(body[field]);
    expect(idOf(updated)).toBe(idOf(created));
    expect(updated[audit.modifiedBy]).toBe(user.id);
    expect(updated).toMatchObject({ created_by_name: user.name, last_modified_by_name: user.name });
  });

  it('saves a create and an edit sent again with their Idempotency-Keys once, answering each repeat as the first', async () => {
    const { token, arranged } = await caller();
    const body = testCase.valid(4, arranged);
    const creating = { [IDEMPOTENCY_HEADER]: randomUUID() };
    // Sent twice at once, as a tablet retrying a save whose answer it lost.
    const [made, madeAgain] = await Promise.all([
      create(token, body, creating),
      create(token, body, creating),
    ]);
    const created = expectOk(made) as Row;
    expect(madeAgain.statusCode).toBe(200);
    expect(madeAgain.body).toEqual(made.body);
    const editing = { [IDEMPOTENCY_HEADER]: randomUUID() };
    const edit = { ...testCase.valid(5, arranged), version: 1 };
    const edited = await update(token, idOf(created), edit, editing);
    expect(expectOk(edited)).toMatchObject({ version: 2 });
    // Without its key the repeat would be refused as changed meanwhile; with it, it is the same save.
    const editedAgain = await update(token, idOf(created), edit, editing);
    expect(editedAgain.statusCode).toBe(200);
    expect(editedAgain.headers['idempotent-replayed']).toBe('true');
    expect(editedAgain.body).toEqual(edited.body);
  });

  it('refuses an edit that started from an older version, naming who changed the row, and writes nothing', async () => {
    const { user, token, arranged } = await caller();
    const created = expectOk(await create(token, testCase.valid(7, arranged))) as Row;
    expect(created.version).toBe(1);
    // An edit naming no version (the spec's client) is saved as before, and raises the version.
    const first = testCase.valid(8, arranged);
    const saved = expectOk(await update(token, idOf(created), first)) as Row;
    expect(saved.version).toBe(2);
    // A second person's form, opened at version 1, is now stale.
    const stale = await update(token, idOf(created), {
      ...testCase.valid(9, arranged),
      version: 1,
    });
    const { message, fields } = expectFailure(stale, 409);
    expect(message).toMatch(
      new RegExp(
        `^This record was changed by ${user.name} at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} after you opened it\\.$`,
      ),
    );
    const current = (fields as unknown as { current: Row }).current;
    expect(current).toMatchObject({ [entity.id]: idOf(created), version: 2 });
    for (const field of testCase.echoed) expect(current[field], field).toEqual(first[field]);
    const listed = (await list(token, arranged)).find((row) => idOf(row) === idOf(created));
    expect(listed).toMatchObject({ version: 2 });
    for (const field of testCase.echoed) expect(listed?.[field], field).toEqual(saved[field]);
    // Sent with the version it now has, the edit is saved.
    const again = expectOk(
      await update(token, idOf(created), { ...testCase.valid(9, arranged), version: 2 }),
    ) as Row;
    expect(again.version).toBe(3);
  });

  /**
   * Creates a row, then another that `copied` makes a copy of the first in what must be held once:
   * refused with 409 and the message under each of those fields, writing nothing.
   */
  async function expectCopyRefused(
    copied: (first: Row) => Row,
    refusal: { fields: readonly string[]; message: string },
  ) {
    const { token, arranged } = await caller();
    const first = testCase.valid(4, arranged);
    expectOk(await create(token, first));
    const before = (await list(token, arranged)).length;
    const copy = { ...testCase.valid(5, arranged), ...copied(first) };
    const { message, fields } = expectFailure(await create(token, copy), 409);
    expect(message).toBe(refusal.message);
    expect(fields).toEqual(
      Object.fromEntries(refusal.fields.map((field) => [field, refusal.message])),
    );
    expect(await list(token, arranged)).toHaveLength(before);
  }

  const { unique, together } = entity;
  if (unique) {
    it('refuses a duplicate name, ignoring case, and writes nothing', () =>
      expectCopyRefused(
        (first) => ({ [unique.field]: String(first[unique.field]).toLowerCase() }),
        {
          fields: [unique.field],
          message: unique.message,
        },
      ));
  }

  if (together) {
    it(`refuses a second row of the same ${together.fields.join(' and ')}, and writes nothing`, () =>
      expectCopyRefused(
        (first) => Object.fromEntries(together.fields.map((field) => [field, first[field]])),
        together,
      ));
  }

  if (testCase.invalid.length > 0) {
    it.each(
      testCase.invalid.map((c) => [c.message, c] as const),
    )('refuses bad input: %s', async (_, bad) => {
      const { token, arranged } = await caller();
      const before = (await list(token, arranged)).length;
      const body = bad.body(testCase.valid(6, arranged));
      const failure = expectFailure(await create(token, body), 400);
      expect(failure.fields[bad.field]).toBe(bad.message);
      expect(await list(token, arranged)).toHaveLength(before);
    });
  }

  it('answers 404 to an update of an id that does not exist', async () => {
    const { token, arranged } = await caller();
    const failure = expectFailure(await update(token, 987_654, testCase.valid(7, arranged)), 404);
    expect(failure.message).toBe(messages.notFound);
  });

  it('needs a signed-in user for every call but a public list, and changes nothing without one', async () => {
    const { token, arranged } = await caller();
    const created = expectOk(await create(token, testCase.valid(8, arranged))) as Row;
    if (endpoints.list.access === 'public') {
      expect(await listedIds(undefined, arranged)).toContain(idOf(created));
    } else {
      expectFailure(await listReply(undefined, arranged), 401);
    }
    expectFailure(await create(undefined, testCase.valid(9, arranged)), 401);
    expectFailure(await update(undefined, idOf(created), testCase.valid(10, arranged)), 401);
    expect((await list(token, arranged)).find((row) => idOf(row) === idOf(created))).toEqual(
      created,
    );
  });

  if (testCase.shared) {
    it('is shared: every company sees the same rows', async () => {
      const { token, arranged } = await caller();
      const created = expectOk(await create(token, testCase.valid(11, arranged))) as Row;
      const other = await signedInUser();
      expect(await listedIds(other.token, arranged)).toContain(idOf(created));
    });
  } else {
    it('keeps each company’s rows to itself, each way', async () => {
      const me = await caller();
      const mine = expectOk(await create(me.token, testCase.valid(12, me.arranged))) as Row;
      const stranger = await caller();
      const theirs = expectOk(
        await create(stranger.token, testCase.valid(13, stranger.arranged)),
      ) as Row;
      expect(await listedIds(me.token, me.arranged)).toContain(idOf(mine));
      // Where the list shows the rows of one thing (a party's rates), each asks for the other's
      // too: naming another company's party must not show its rows.
      const asked = testCase.listQuery ? [me.arranged, stranger.arranged] : [me.arranged];
      for (const arranged of asked) {
        expect(await listedIds(me.token, arranged)).not.toContain(idOf(theirs));
        expect(await listedIds(stranger.token, arranged)).not.toContain(idOf(mine));
      }
      expectFailure(
        await update(stranger.token, idOf(mine), testCase.valid(14, stranger.arranged)),
        404,
      );
      expect((await list(me.token, me.arranged)).find((row) => idOf(row) === idOf(mine))).toEqual(
        mine,
      );
    });
  }

  const { remove } = endpoints;
  if (remove) {
    const erase = (token: string | undefined, id: number) =>
      call(t.app, remove, removeRequest(entity, id), token);

    it('deletes a row: it leaves the list, and a second delete or an update of it is 404', async () => {
      const { token, arranged } = await caller();
      const kept = expectOk(await create(token, testCase.valid(15, arranged))) as Row;
      const gone = expectOk(await create(token, testCase.valid(16, arranged))) as Row;
      const deleted = await erase(token, idOf(gone));
      expect(messageOf(deleted)).toBe(messages.deleted);
      expect(expectOk(deleted)).toBeNull();
      const ids = await listedIds(token, arranged);
      expect(ids).toContain(idOf(kept));
      expect(ids).not.toContain(idOf(gone));
      expect(expectFailure(await erase(token, idOf(gone)), 404).message).toBe(messages.notFound);
      expectFailure(await update(token, idOf(gone), testCase.valid(16, arranged)), 404);
    });

    it('deletes no other company’s row, and nothing without a signed-in user', async () => {
      const { token, arranged } = await caller();
      const mine = expectOk(await create(token, testCase.valid(17, arranged))) as Row;
      const stranger = await signedInUser();
      expectFailure(await erase(stranger.token, idOf(mine)), 404);
      expectFailure(await erase(undefined, idOf(mine)), 401);
      const rows = await list(token, arranged);
      expect(testCase.shared ? rows.filter((row) => idOf(row) === idOf(mine)) : rows).toEqual([
        mine,
      ]);
    });
  }
});
