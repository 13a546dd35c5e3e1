import { randomUUID } from 'node:crypto';
import {
  ACCESS_REFUSALS,
  api,
  type BodyOf,
  entities,
  GROUP_ADMIN_ROLE,
  IDEMPOTENCY_HEADER,
  LINE_USER_MESSAGES,
  MIN_PASSWORD_LENGTH,
  Role,
  USER_ACTION_MESSAGES,
  USER_REFUSALS,
  type UserCreateInput,
} from '@quaybook/contract';
import { and, count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { changeHistory, users } from '../src/db/schema';
import { administratorEmails } from '../src/features/users/userRepository';
import { call, expectDetail, expectFailure, expectOk, messageOf } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { createCompany, createLinkParty, createUser, signedInUser, tokenFor } = factories(t);

const FORBIDDEN = ACCESS_REFUSALS.admin;
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const INACTIVE = 'Your account is no longer active.';

let sequence = 0;
function newUser(companyid: number, overrides: Partial<UserCreateInput> = {}): UserCreateInput {
  sequence += 1;
  return {
    username: `tapas.${sequence}`,
    name: `Tapas Mondal ${sequence}`,
    roleid: Role.user,
    companyid,
    password: `dock-gate-${sequence}-secret`,
    ...overrides,
  };
}

/** Bodies the contract's input type forbids, sent as they are. */
const loose = <T>(body: unknown) => body as T;

const list = (token: string | undefined) => call(t.app, api.users.list, {}, token);
const create = (token: string | undefined, body: UserCreateInput, key?: string) =>
  call(t.app, api.users.create, { body }, token, key ? { [IDEMPOTENCY_HEADER]: key } : {});
const update = (token: string | undefined, userid: number, body: BodyOf<typeof api.users.update>) =>
  call(t.app, api.users.update, { params: { userid }, body }, token);
const resetPassword = (token: string | undefined, userid: number, newpassword: string) =>
  call(t.app, api.users.resetPassword, { params: { userid }, body: { newpassword } }, token);
const setActive = (token: string | undefined, userid: number, is_active: 0 | 1) =>
  call(t.app, api.users.setActive, { params: { userid }, body: { is_active } }, token);
const signIn = (username: string, password: string) =>
  call(t.app, api.auth.signIn, { body: { username, password } });
/** Any call a signed-in user may make, to see whether a token still holds. */
const menu = (token: string) => call(t.app, api.menu.getMenu, {}, token);

async function userCount() {
  const [row] = await t.db.select({ n: count() }).from(users);
  return Number(row?.n);
}

async function stored(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} is gone`);
  return row;
}

describe('GET /api/user_list', () => {
  it('lists the users of every company to the group administrator, with role and company names and no password hash', async () => {
    const admin = await signedInUser('group');
    const otherCompany = await createCompany({ name: 'Paradip Depot Ltd' });
    const colleague = await createUser({ companyId: otherCompany.id, name: 'Rina Sahoo' });
    const reply = await list(admin.token);
    const rows = expectOk(reply);
    expect(rows.map((row) => row.userid).sort()).toEqual([admin.user.id, colleague.id].sort());
    expect(rows.find((row) => row.userid === colleague.id)).toEqual({
      userid: colleague.id,
      username: colleague.username,
      name: 'Rina Sahoo',
      roleid: Role.user,
      role: 'user',
      linkpartyids: [],
      linkparties: [],
      group_admin: 0,
      companyid: otherCompany.id,
      companyname: 'Paradip Depot Ltd',
      email: null,
      is_active: 1,
      created_by: null,
      CreateDate: expect.any(String),
      last_modified_by: null,
      ModiDate: null,
      created_by_name: null,
      last_modified_by_name: null,
      version: 1,
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/argon2|password/i);
  });

  it('lists a company administrator their own company’s users only', async () => {
    const admin = await signedInUser('admin');
    const colleague = await createUser({ companyId: admin.company.id });
    const otherCompany = await createCompany();
    await createUser({ companyId: otherCompany.id, role: 'admin' });
    const rows = expectOk(await list(admin.token));
    expect(rows.map((row) => row.userid).sort()).toEqual([admin.user.id, colleague.id].sort());
  });

  it('refuses a plain user with 403 and a caller without a token with 401', async () => {
    const { token } = await signedInUser('user');
    expect(expectFailure(await list(token), 403).message).toBe(FORBIDDEN);
    expectFailure(await list(undefined), 401);
  });
});

describe('POST /api/create_user', () => {
  it('adds one user for a create sent twice at once with one Idempotency-Key, answering both alike', async () => {
    const admin = await signedInUser('group');
    const body = newUser(admin.company.id);
    const before = await userCount();
    const key = randomUUID();
    const [one, two] = await Promise.all([
      create(admin.token, body, key),
      create(admin.token, body, key),
    ]);
    expectOk(one);
    expect(two.body).toEqual(one.body);
    expect(await userCount()).toBe(before + 1);
  });

  it('adds a user of any company who can then sign in, with the group administrator as creator and no hash in the answer', async () => {
    const admin = await signedInUser('group');
    const company = await createCompany({ stateId: 21 });
    const body = newUser(company.id, { roleid: Role.admin });
    const reply = await create(admin.token, body);
    const created = expectOk(reply);
    expect(messageOf(reply)).toBe(entities.users.messages.created);
    expect(created).toMatchObject({
      username: body.username,
      name: body.name,
      roleid: Role.admin,
      role: 'admin',
      companyid: company.id,
      is_active: 1,
      created_by: admin.user.id,
      created_by_name: admin.user.name,
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/argon2|password/i);
    expect((await stored(created.userid)).passwordHash).toMatch(/^\$argon2id\$/);

    const token = expectOk(await signIn(body.username, body.password)).access_token;
    expect(decodeJwt(token)).toMatchObject({
      user_id: created.userid,
      roleid: Role.admin,
      group_admin: false,
      company_id: company.id,
      state_id: 21,
      tv: 0,
    });
    expectOk(await menu(token));
  });

  it('lets a company administrator add a user or an admin to their own company', async () => {
    const admin = await signedInUser('admin');
    for (const roleid of [Role.user, Role.admin]) {
      const created = expectOk(await create(admin.token, newUser(admin.company.id, { roleid })));
      expect(created).toMatchObject({ roleid, group_admin: 0, companyid: admin.company.id });
    }
  });

  it('refuses a user name taken in any company, ignoring case, with 409', async () => {
    const admin = await signedInUser('admin');
    const elsewhere = await createCompany();
    const taken = await createUser({ companyId: elsewhere.id, username: 'Subrata.Dey' });
    const before = await userCount();
    const reply = await create(
      admin.token,
      newUser(admin.company.id, { username: taken.username.toUpperCase() }),
    );
    const { message, fields } = expectFailure(reply, 409);
    expect(message).toBe(entities.users.unique?.message);
    expect(fields).toEqual({ username: entities.users.unique?.message });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [
      'a password shorter than the minimum',
      { password: 'x'.repeat(MIN_PASSWORD_LENGTH - 1) },
      'password',
      `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
    ],
    ['a missing password', { password: undefined }, 'password', 'Password is required.'],
    ['a blank user name', { username: '   ' }, 'username', 'User name is required.'],
    [
      'a user name with a space',
      { username: 'tapas mondal' },
      'username',
      'User name can hold only letters, digits and . _ - @ (no spaces).',
    ],
    ['a blank name', { name: '' }, 'name', 'Name is required.'],
    [
      'a role other than user, admin or line user',
      { roleid: 4 },
      'roleid',
      'Role must be 1 (user), 2 (admin) or 3 (line user).',
    ],
    [
      'a line user with no link party',
      { roleid: Role.line, linkpartyids: [] },
      'linkpartyids',
      LINE_USER_MESSAGES.linkPartiesRequired,
    ],
    [
      'a staff user tied to a link party',
      { roleid: Role.user, linkpartyids: [1] },
      'linkpartyids',
      LINE_USER_MESSAGES.linkPartiesStaff,
    ],
    [
      'a line user tied to a link party of no company of theirs',
      { roleid: Role.line, linkpartyids: [987_654] },
      'linkpartyids',
      LINE_USER_MESSAGES.unknownLinkParty,
    ],
    [
      'a group administrator who is not an admin',
      { roleid: Role.user, group_admin: 1 },
      'group_admin',
      GROUP_ADMIN_ROLE,
    ],
    [
      'an e-mail that is not an address',
      { email: 'accounts.haldia.in' },
      'email',
      'E-mail must be an e-mail address like accounts@example.in.',
    ],
    ['no company', { companyid: 0 }, 'companyid', 'Company is required.'],
    ['a company that does not exist', { companyid: 987_654 }, 'companyid', 'Company is not known.'],
  ])('refuses %s with 400 naming the field, and adds nothing', async (_what, change, field, text) => {
    // The group administrator, whom no company's bounds stop before the input is read.
    const admin = await signedInUser('group');
    const before = await userCount();
    const body = loose<UserCreateInput>({ ...newUser(admin.company.id), ...change });
    const { message, fields } = expectFailure(await create(admin.token, body), 400);
    expect(fields[field]).toBe(text);
    expect(message).toContain(text);
    expect(await userCount()).toBe(before);
  });

  it('keeps a staff user’s e-mail, trimmed, and none when it is blank or left out', async () => {
    const admin = await signedInUser('admin');
    const withEmail = newUser(admin.company.id, {
      roleid: Role.admin,
      email: '  ops.haldia@quaybook.in ',
    });
    const created = expectOk(await create(admin.token, withEmail));
    expect(created.email).toBe('ops.haldia@quaybook.in');
    expect((await stored(created.userid)).email).toBe('ops.haldia@quaybook.in');
    expect(expectOk(await list(admin.token)).find((row) => row.userid === created.userid)).toEqual(
      expect.objectContaining({ email: 'ops.haldia@quaybook.in' }),
    );
    for (const email of ['  ', undefined]) {
      const none = expectOk(await create(admin.token, newUser(admin.company.id, { email })));
      expect(none.email).toBeNull();
      expect((await stored(none.userid)).email).toBeNull();
    }
  });

  it('keeps no e-mail for a line user, whose address is their notices’ own', async () => {
    const admin = await signedInUser('admin');
    const party = await createLinkParty(admin.user);
    const body = newUser(admin.company.id, {
      roleid: Role.line,
      linkpartyids: [party.id],
      email: 'agent@line.example',
    });
    const created = expectOk(await create(admin.token, body));
    expect(created.email).toBeNull();
    expect((await stored(created.userid)).email).toBeNull();
  });

  it('refuses a plain user with 403 and adds nothing', async () => {
    const { token, company } = await signedInUser('user');
    const before = await userCount();
    expect(expectFailure(await create(token, newUser(company.id)), 403).message).toBe(FORBIDDEN);
    expect(await userCount()).toBe(before);
  });
});

describe('PUT /api/update_user/{userid}', () => {
  it('changes the name without ending the user’s sessions', async () => {
    const admin = await signedInUser('admin');
    const user = await createUser({ companyId: admin.company.id });
    const userToken = await tokenFor(user);
    const reply = await update(admin.token, user.id, {
      name: 'Arup Banerjee',
      roleid: Role.user,
      companyid: admin.company.id,
    });
    expect(expectOk(reply)).toMatchObject({
      name: 'Arup Banerjee',
      last_modified_by: admin.user.id,
    });
    expect(messageOf(reply)).toBe(entities.users.messages.updated);
    expectOk(await menu(userToken));
  });

  it('keeps the e-mail when an update leaves it out, changes it, clears it when blank, and records each change', async () => {
    const admin = await signedInUser('admin');
    const user = await createUser({ companyId: admin.company.id, email: 'gate@quaybook.in' });
    const body = { name: user.name, roleid: Role.user, companyid: admin.company.id } as const;
    const renamed = expectOk(
      await update(admin.token, user.id, { ...body, name: 'Arup Banerjee' }),
    );
    expect(renamed).toMatchObject({ name: 'Arup Banerjee', email: 'gate@quaybook.in' });
    const changed = expectOk(
      await update(admin.token, user.id, { ...body, email: 'yard@quaybook.in' }),
    );
    expect(changed.email).toBe('yard@quaybook.in');
    expect((await stored(user.id)).email).toBe('yard@quaybook.in');
    expect(expectOk(await update(admin.token, user.id, { ...body, email: '' })).email).toBeNull();
    expect((await stored(user.id)).email).toBeNull();

    const history = await t.db
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.entity, 'users'), eq(changeHistory.entityId, user.id)))
      .orderBy(changeHistory.id);
    expect(history.map((row) => (row.changes as Record<string, unknown>).email)).toEqual([
      undefined,
      ['gate@quaybook.in', 'yard@quaybook.in'],
      ['yard@quaybook.in', null],
    ]);
  });

  it('refuses an e-mail that is not an address, keeping the one stored', async () => {
    const admin = await signedInUser('admin');
    const user = await createUser({ companyId: admin.company.id, email: 'gate@quaybook.in' });
    const reply = await update(admin.token, user.id, {
      name: user.name,
      roleid: Role.user,
      companyid: admin.company.id,
      email: 'gate at quaybook',
    });
    const message = 'E-mail must be an e-mail address like accounts@example.in.';
    const refused = expectFailure(reply, 400);
    expect(refused.fields).toEqual({ email: message });
    expect(refused.message).toContain(message);
    expect((await stored(user.id)).email).toBe('gate@quaybook.in');
  });

  it('drops a user’s e-mail when they become a line user', async () => {
    const admin = await signedInUser('admin');
    const party = await createLinkParty(admin.user);
    const user = await createUser({ companyId: admin.company.id, email: 'gate@quaybook.in' });
    const reply = await update(admin.token, user.id, {
      name: user.name,
      roleid: Role.line,
      companyid: admin.company.id,
      linkpartyids: [party.id],
    });
    expect(expectOk(reply)).toMatchObject({ roleid: Role.line, email: null });
    expect((await stored(user.id)).email).toBeNull();
  });

  it('refuses an edit from an older version with 409 and the user as it stands, writing nothing', async () => {
    const admin = await signedInUser('admin');
    const user = await createUser({ companyId: admin.company.id });
    const body = { roleid: Role.user, companyid: admin.company.id };
    const first = expectOk(
      await update(admin.token, user.id, { ...body, name: 'Arup Banerjee', version: 1 }),
    );
    expect(first).toMatchObject({ name: 'Arup Banerjee', version: 2 });
    const stale = expectFailure(
      await update(admin.token, user.id, { ...body, name: 'Arup B.', version: 1 }),
      409,
    );
    expect(stale.message).toMatch(/^This record was changed by .+ at .+ after you opened it\.$/);
    expect(stale.fields).toMatchObject({ current: { name: 'Arup Banerjee', version: 2 } });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ name: 'Arup Banerjee', version: 2 });
  });

  it('changes role and company, ending the user’s sessions so that new claims are signed', async () => {
    const admin = await signedInUser('group');
    const user = await createUser({ companyId: admin.company.id });
    const userToken = await tokenFor(user);
    const other = await createCompany({ stateId: 21 });
    const updated = expectOk(
      await update(admin.token, user.id, {
        name: user.name,
        roleid: Role.admin,
        companyid: other.id,
      }),
    );
    expect(updated).toMatchObject({ roleid: Role.admin, role: 'admin', companyid: other.id });
    expect(expectFailure(await menu(userToken), 401).message).toBe(SESSION_ENDED);
    const fresh = expectOk(await signIn(user.username, user.password)).access_token;
    expect(decodeJwt(fresh)).toMatchObject({
      roleid: Role.admin,
      company_id: other.id,
      state_id: 21,
    });
    expectOk(await list(fresh));
  });

  it('stops a demoted admin at once, even before they sign in again', async () => {
    const admin = await signedInUser('admin');
    const second = await createUser({ companyId: admin.company.id, role: 'admin' });
    const secondToken = await tokenFor(second);
    expectOk(await list(secondToken));
    expectOk(
      await update(admin.token, second.id, {
        name: second.name,
        roleid: Role.user,
        companyid: admin.company.id,
      }),
    );
    expectFailure(await list(secondToken), 401);
    const asUser = expectOk(await signIn(second.username, second.password)).access_token;
    expect(expectFailure(await list(asUser), 403).message).toBe(FORBIDDEN);
  });

  it('does not let an admin demote themselves or move themselves to another company', async () => {
    const admin = await signedInUser('group');
    const other = await createCompany();
    const demote = expectFailure(
      await update(admin.token, admin.user.id, {
        name: admin.user.name,
        roleid: Role.user,
        companyid: admin.company.id,
      }),
      400,
    );
    expect(demote.fields).toEqual({
      roleid: 'You cannot remove your own administrator role; ask another administrator.',
    });
    const move = expectFailure(
      await update(admin.token, admin.user.id, {
        name: admin.user.name,
        roleid: Role.admin,
        companyid: other.id,
      }),
      400,
    );
    expect(move.fields).toEqual({
      companyid: 'You cannot move your own account to another company; ask another administrator.',
    });
    const resign = expectFailure(
      await update(admin.token, admin.user.id, {
        name: admin.user.name,
        roleid: Role.admin,
        companyid: admin.company.id,
        group_admin: 0,
      }),
      400,
    );
    expect(resign.fields).toEqual({
      group_admin:
        'You cannot give up your own group administrator role; ask another group administrator.',
    });
    expect(await stored(admin.user.id)).toMatchObject({
      roleId: Role.admin,
      groupAdmin: true,
      companyId: admin.company.id,
      tokenVersion: 0,
    });
    const rename = await update(admin.token, admin.user.id, {
      name: 'Chief Surveyor',
      roleid: Role.admin,
      companyid: admin.company.id,
    });
    expect(expectOk(rename).name).toBe('Chief Surveyor');
    expectOk(await list(admin.token));
  });

  it('refuses a plain user with 403, and answers 404 for a user that does not exist', async () => {
    const { token, user, company } = await signedInUser('user');
    const body = { name: 'Someone Else', roleid: Role.admin, companyid: company.id } as const;
    expect(expectFailure(await update(token, user.id, body), 403).message).toBe(FORBIDDEN);
    expect((await stored(user.id)).roleId).toBe(Role.user);
    const admin = await signedInUser('admin');
    expect(expectFailure(await update(admin.token, 987_654, body), 404).message).toBe(
      'User not found.',
    );
  });
});

describe('PUT /api/reset_user_password/{userid}', () => {
  it('sets a new password and ends the user’s open sessions', async () => {
    const admin = await signedInUser('admin');
    const user = await createUser({ companyId: admin.company.id });
    const before = await tokenFor(user);
    const reply = await resetPassword(admin.token, user.id, 'fresh-start-2026');
    expect(expectOk(reply).userid).toBe(user.id);
    expect(messageOf(reply)).toBe(USER_ACTION_MESSAGES.passwordReset);
    expect(JSON.stringify(reply.body)).not.toMatch(/argon2/);
    expect(expectFailure(await menu(before), 401).message).toBe(SESSION_ENDED);
    expectDetail(await signIn(user.username, user.password), 401);
    expectOk(await menu(expectOk(await signIn(user.username, 'fresh-start-2026')).access_token));
  });

  it('holds a reset password to the same minimum as a changed one', async () => {
    const admin = await signedInUser('admin');
    const user = await createUser({ companyId: admin.company.id });
    const reply = await resetPassword(admin.token, user.id, 'short');
    expect(expectFailure(reply, 400).fields).toEqual({
      newpassword: `New password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
    });
    expectOk(await signIn(user.username, user.password));
  });

  it('sends an admin to Change Password for their own, and refuses a plain user with 403', async () => {
    const admin = await signedInUser('admin');
    const own = expectFailure(
      await resetPassword(admin.token, admin.user.id, 'new-own-password'),
      400,
    );
    expect(own.message).toBe('Use Change Password to change your own password.');
    expectOk(await list(admin.token));

    const { token, user } = await signedInUser('user');
    expect(expectFailure(await resetPassword(token, user.id, 'sneaky-password'), 403).message).toBe(
      FORBIDDEN,
    );
    expectOk(await signIn(user.username, user.password));
  });
});

describe('PUT /api/update_user_status/{userid}', () => {
  it('deactivates a user: their open session is refused on the next call and sign-in fails', async () => {
    const admin = await signedInUser('admin');
    const user = await createUser({ companyId: admin.company.id });
    const userToken = await tokenFor(user);
    expectOk(await menu(userToken));

    const reply = await setActive(admin.token, user.id, 0);
    expect(expectOk(reply).is_active).toBe(0);
    expect(messageOf(reply)).toBe(USER_ACTION_MESSAGES.deactivated);
    expect(expectFailure(await menu(userToken), 401).message).toBe(INACTIVE);
    expect(expectDetail(await signIn(user.username, user.password), 401)).toBe(
      'Incorrect username or password',
    );
  });

  it('reactivates a user, who signs in again while the old session stays ended', async () => {
    const admin = await signedInUser('admin');
    const user = await createUser({ companyId: admin.company.id });
    const userToken = await tokenFor(user);
    expectOk(await setActive(admin.token, user.id, 0));
    const reply = await setActive(admin.token, user.id, 1);
    expect(expectOk(reply).is_active).toBe(1);
    expect(messageOf(reply)).toBe(USER_ACTION_MESSAGES.reactivated);
    expect(expectFailure(await menu(userToken), 401).message).toBe(SESSION_ENDED);
    expectOk(await menu(expectOk(await signIn(user.username, user.password)).access_token));
  });

  it('does not let an admin deactivate themselves', async () => {
    const admin = await signedInUser('admin');
    const { message, fields } = expectFailure(await setActive(admin.token, admin.user.id, 0), 400);
    expect(message).toBe('You cannot deactivate your own account.');
    expect(fields).toEqual({ is_active: message });
    expect((await stored(admin.user.id)).isActive).toBe(true);
    expectOk(await list(admin.token));
  });

  it('refuses a value other than 0 or 1, a plain user with 403, and an unknown user with 404', async () => {
    const admin = await signedInUser('admin');
    const user = await createUser({ companyId: admin.company.id });
    const bad = await setActive(admin.token, user.id, loose<0 | 1>(true));
    expect(expectFailure(bad, 400).fields).toEqual({
      is_active: 'Active must be 1 (active) or 0 (inactive).',
    });
    expect(
      expectFailure(await setActive(await tokenFor(user), admin.user.id, 0), 403).message,
    ).toBe(FORBIDDEN);
    expect((await stored(admin.user.id)).isActive).toBe(true);
    expectFailure(await setActive(admin.token, 987_654, 0), 404);
  });
});

describe('the group administrator', () => {
  it('makes another admin the group administrator, whose sessions end and who then creates companies', async () => {
    const group = await signedInUser('group');
    const other = await createCompany();
    const admin = await createUser({ companyId: other.id, role: 'admin' });
    const before = await tokenFor(admin);
    const company = { companyname: 'Paradip Surveys Ltd', company_stateid: 21 };
    expect(
      expectFailure(await call(t.app, api.company.create, { body: company }, before), 403).message,
    ).toBe(ACCESS_REFUSALS.group);

    const made = await update(group.token, admin.id, {
      name: admin.name,
      roleid: Role.admin,
      companyid: other.id,
      group_admin: 1,
    });
    expect(expectOk(made)).toMatchObject({ group_admin: 1, companyid: other.id });
    expect(expectFailure(await menu(before), 401).message).toBe(SESSION_ENDED);
    const fresh = expectOk(await signIn(admin.username, admin.password)).access_token;
    expect(decodeJwt(fresh)).toMatchObject({ roleid: Role.admin, group_admin: true });
    expectOk(await call(t.app, api.company.create, { body: company }, fresh));
  });

  it('keeps the flag when an update leaves it out, and drops it with the admin role', async () => {
    const group = await signedInUser('group');
    const second = await createUser({ companyId: group.company.id, role: 'group' });
    const body = { name: 'Second Chief', roleid: Role.admin, companyid: group.company.id } as const;
    expect(expectOk(await update(group.token, second.id, body)).group_admin).toBe(1);
    expect((await stored(second.id)).tokenVersion).toBe(0);
    const demoted = expectOk(await update(group.token, second.id, { ...body, roleid: Role.user }));
    expect(demoted).toMatchObject({ roleid: Role.user, group_admin: 0 });
    expect((await stored(second.id)).tokenVersion).toBe(1);
  });
});

describe('a company administrator', () => {
  it('can neither make a group administrator nor add a user to another company (403), adding nothing', async () => {
    const admin = await signedInUser('admin');
    const other = await createCompany();
    const before = await userCount();
    const asGroup = newUser(admin.company.id, { roleid: Role.admin, group_admin: 1 });
    expect(expectFailure(await create(admin.token, asGroup), 403)).toEqual({
      message: USER_REFUSALS.groupAdmin,
      fields: {},
    });
    expect(expectFailure(await create(admin.token, newUser(other.id)), 403).message).toBe(
      USER_REFUSALS.otherCompany,
    );
    expect(await userCount()).toBe(before);
  });

  it('can move no user out of their company or into it, nor raise one to group administrator (403)', async () => {
    const admin = await signedInUser('admin');
    const other = await createCompany();
    const colleague = await createUser({ companyId: admin.company.id });
    const stranger = await createUser({ companyId: other.id });
    const out = { name: colleague.name, roleid: Role.user, companyid: other.id } as const;
    expect(expectFailure(await update(admin.token, colleague.id, out), 403).message).toBe(
      USER_REFUSALS.otherCompany,
    );
    const into = { name: stranger.name, roleid: Role.user, companyid: admin.company.id } as const;
    expect(expectFailure(await update(admin.token, stranger.id, into), 403).message).toBe(
      USER_REFUSALS.otherCompany,
    );
    const raise = {
      name: colleague.name,
      roleid: Role.admin,
      companyid: admin.company.id,
      group_admin: 1,
    } as const;
    expect(expectFailure(await update(admin.token, colleague.id, raise), 403).message).toBe(
      USER_REFUSALS.groupAdmin,
    );
    expect(await stored(colleague.id)).toMatchObject({
      companyId: admin.company.id,
      roleId: Role.user,
      groupAdmin: false,
      tokenVersion: 0,
    });
    expect(await stored(stranger.id)).toMatchObject({ companyId: other.id, tokenVersion: 0 });
  });

  it('cannot change, reset or deactivate the group administrator of their own company (403)', async () => {
    const admin = await signedInUser('admin');
    const group = await createUser({ companyId: admin.company.id, role: 'group' });
    const groupToken = await tokenFor(group);
    const body = { name: 'Demoted', roleid: Role.user, companyid: admin.company.id } as const;
    for (const reply of [
      await update(admin.token, group.id, body),
      await resetPassword(admin.token, group.id, 'taken-over-password'),
      await setActive(admin.token, group.id, 0),
    ])
      expect(expectFailure(reply, 403).message).toBe(USER_REFUSALS.groupAdmin);
    expect(await stored(group.id)).toMatchObject({
      name: group.name,
      roleId: Role.admin,
      groupAdmin: true,
      isActive: true,
      tokenVersion: 0,
    });
    expectOk(await menu(groupToken));
  });
});

describe('administratorEmails', () => {
  it('answers the e-mails of the company’s active administrators, group administrator included, each once and sorted', async () => {
    const company = await createCompany();
    const other = await createCompany();
    const admin = (
      email: string | null,
      more: { isActive?: boolean; role?: 'admin' | 'group' } = {},
    ) => createUser({ companyId: company.id, role: more.role ?? 'admin', email, ...more });
    await admin('yard.chief@quaybook.in');
    await admin('control@quaybook.in', { role: 'group' });
    await admin('yard.chief@quaybook.in');
    await admin(null);
    await admin('gone@quaybook.in', { isActive: false });
    await createUser({ companyId: company.id, role: 'user', email: 'surveyor@quaybook.in' });
    await createUser({ companyId: other.id, role: 'admin', email: 'paradip@quaybook.in' });

    expect(await administratorEmails(t.db, company.id)).toEqual([
      'control@quaybook.in',
      'yard.chief@quaybook.in',
    ]);
    expect(await administratorEmails(t.db, other.id)).toEqual(['paradip@quaybook.in']);
  });

  it('answers none for a company whose administrators have no e-mail, skipping a blank one', async () => {
    const company = await createCompany();
    await createUser({ companyId: company.id, role: 'admin' });
    await createUser({ companyId: company.id, role: 'admin', email: '   ' });
    expect(await administratorEmails(t.db, company.id)).toEqual([]);
  });
});
