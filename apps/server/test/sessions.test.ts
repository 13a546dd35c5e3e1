import { api } from '@quaybook/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema';
import { call, expectDetail, expectFailure, expectOk } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

// A token is held against the user's row on every call (see auth/sessions.ts): these prove that a
// session ends on the next call once the row says so, without waiting for the token to expire.
const t = useTestApp();
const { createUser, signedInUser, tokenFor } = factories(t);

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const INACTIVE = 'Your account is no longer active.';

const menu = (token: string) => call(t.app, api.menu.getMenu, {}, token);
const signIn = (username: string, password: string) =>
  call(t.app, api.auth.signIn, { body: { username, password } });

describe('an open session', () => {
  it('holds while nothing changed for its user', async () => {
    const { token } = await signedInUser();
    expectOk(await menu(token));
    expectOk(await menu(token));
  });

  it('ends on the next call once the user is deactivated', async () => {
    const admin = await signedInUser('admin');
    const user = await createUser({ companyId: admin.company.id });
    const token = expectOk(await signIn(user.username, user.password)).access_token;
    expectOk(await menu(token));
    expectOk(
      await call(
        t.app,
        api.users.setActive,
        { params: { userid: user.id }, body: { is_active: 0 } },
        admin.token,
      ),
    );
    expect(expectFailure(await menu(token), 401).message).toBe(INACTIVE);
  });

  it('ends when an admin resets the password, while the admin’s own session holds', async () => {
    const admin = await signedInUser('admin');
    const user = await createUser({ companyId: admin.company.id });
    const desk = expectOk(await signIn(user.username, user.password)).access_token;
    const phone = expectOk(await signIn(user.username, user.password)).access_token;
    expectOk(
      await call(
        t.app,
        api.users.resetPassword,
        { params: { userid: user.id }, body: { newpassword: 'a-new-password-1' } },
        admin.token,
      ),
    );
    for (const token of [desk, phone]) {
      expect(expectFailure(await menu(token), 401).message).toBe(SESSION_ENDED);
    }
    expectOk(await menu(admin.token));
  });

  it('ends when the user changes their password elsewhere; the session that changed it goes on with its new token', async () => {
    const { user } = await signedInUser();
    const desk = expectOk(await signIn(user.username, user.password)).access_token;
    const phone = expectOk(await signIn(user.username, user.password)).access_token;
    const answer = expectOk(
      await call(
        t.app,
        api.auth.changePassword,
        { body: { oldpassword: user.password, newpassword: 'changed-at-the-desk' } },
        desk,
      ),
    );
    expect(expectFailure(await menu(phone), 401).message).toBe(SESSION_ENDED);
    expect(expectFailure(await menu(desk), 401).message).toBe(SESSION_ENDED);
    expectOk(await menu(answer.access_token));
  });

  it('ends once the company is made inactive', async () => {
    const { token, company } = await signedInUser();
    await t.db.update(companies).set({ isActive: false }).where(eq(companies.id, company.id));
    expect(expectFailure(await menu(token), 401).message).toBe(INACTIVE);
  });

  it('is refused with the token-shaped {detail} on the sign-in shaped calls', async () => {
    const { user, token } = await signedInUser();
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    const reply = await call(
      t.app,
      api.auth.changePassword,
      { body: { oldpassword: user.password, newpassword: 'never-stored-1' } },
      token,
    );
    expect(expectDetail(reply, 401)).toBe(SESSION_ENDED);
    expectOk(await signIn(user.username, user.password));
  });

  it('is refused when its user no longer exists', async () => {
    const { user, token } = await signedInUser();
    await t.db.delete(users).where(eq(users.id, user.id));
    expect(expectFailure(await menu(token), 401).message).toBe(
      'Your sign-in is not valid. Please sign in again.',
    );
  });

  it('is refused when it carries a newer version than the user has, as no issued token can', async () => {
    const { user } = await signedInUser();
    const token = await t.tokens.issue({
      name: user.name,
      roleid: user.roleId,
      user_id: user.id,
      state_id: user.stateId,
      country_id: user.countryId,
      company_id: user.companyId,
      tv: 5,
    });
    expect(expectFailure(await menu(token), 401).message).toBe(SESSION_ENDED);
    expectOk(await menu(await tokenFor(user)));
  });
});
