import { api, MIN_PASSWORD_LENGTH, PASSWORD_CHANGED } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema';
import { call, expectDetail, expectFailure, expectOk, send, urlOf } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { signedInUser, tokenFor } = factories(t);

type Passwords = { oldpassword?: string; newpassword?: string };

const changePassword = (token: string | undefined, body: Passwords | undefined) =>
  call(t.app, api.auth.changePassword, { body }, token);

const signIn = (username: string, password: string) =>
  call(t.app, api.auth.signIn, { body: { username, password } });

const newPassword = (user: { password: string }) => `new-${user.password}`;

describe('POST /api/change-password', () => {
  it('changes the password given in the JSON body and answers a new token that works', async () => {
    const { user, token } = await signedInUser();
    const reply = await changePassword(token, {
      oldpassword: user.password,
      newpassword: newPassword(user),
    });
    const answer = expectOk(reply);
    expect(reply.body).toEqual(answer);
    expect(answer).toMatchObject({ token_type: 'bearer', detail: PASSWORD_CHANGED });
    expect(decodeJwt(answer.access_token)).toMatchObject({
      user_id: user.id,
      company_id: user.companyId,
    });
    expectOk(await call(t.app, api.menu.getMenu, {}, answer.access_token));
  });

  it('ends the session that sent it and any other, the answered token carrying the new version', async () => {
    const { user, token } = await signedInUser();
    const elsewhere = expectOk(await signIn(user.username, user.password)).access_token;
    const answer = expectOk(
      await changePassword(token, { oldpassword: user.password, newpassword: newPassword(user) }),
    );
    expect(decodeJwt(token).tv).toBe(0);
    expect(decodeJwt(answer.access_token).tv).toBe(1);
    for (const old of [token, elsewhere]) {
      expect(expectFailure(await call(t.app, api.menu.getMenu, {}, old), 401).message).toBe(
        'Your session has ended. Please sign in again.',
      );
    }
    expectOk(await call(t.app, api.menu.getMenu, {}, answer.access_token));
  });

  it('makes the old password stop signing in and the new one start', async () => {
    const { user, token } = await signedInUser();
    expectOk(
      await changePassword(token, { oldpassword: user.password, newpassword: newPassword(user) }),
    );
    expect(expectDetail(await signIn(user.username, user.password), 401)).toBe(
      'Incorrect username or password',
    );
    expectOk(await signIn(user.username, newPassword(user)));
  });

  it('still accepts the passwords in the query string, as old clients send them', async () => {
    const { user, token } = await signedInUser();
    const reply = await send(t.app, {
      method: 'POST',
      url: urlOf(api.auth.changePassword),
      headers: { authorization: `Bearer ${token}` },
      query: { oldpassword: user.password, newpassword: newPassword(user) },
    });
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ detail: PASSWORD_CHANGED });
    expectOk(await signIn(user.username, newPassword(user)));
  });

  it('refuses a wrong old password with 400 {detail} and keeps the password', async () => {
    const { user, token } = await signedInUser();
    const reply = await changePassword(token, {
      oldpassword: `${user.password}x`,
      newpassword: newPassword(user),
    });
    expect(expectDetail(reply, 400)).toBe('Old password is incorrect.');
    expectOk(await signIn(user.username, user.password));
  });

  it('refuses a new password shorter than the minimum and keeps the password', async () => {
    const { user, token } = await signedInUser();
    const reply = await changePassword(token, {
      oldpassword: user.password,
      newpassword: 'x'.repeat(MIN_PASSWORD_LENGTH - 1),
    });
    expect(expectDetail(reply, 400)).toBe(
      `New password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
    );
    expectOk(await signIn(user.username, user.password));
  });

  it('refuses a new password equal to the old one', async () => {
    const { user, token } = await signedInUser();
    const reply = await changePassword(token, {
      oldpassword: user.password,
      newpassword: user.password,
    });
    expect(expectDetail(reply, 400)).toBe('New password must differ from the old one.');
  });

  it.each([
    ['the old password', { newpassword: 'long-enough-secret' }, 'Old password is required.'],
    ['the new password', { oldpassword: 'whatever-it-was' }, 'New password is required.'],
    ['both passwords', {}, 'Old password is required.'],
    ['the body', undefined, 'Old password is required.'],
  ])('refuses a request without %s with 400 {detail}', async (_what, body, detail) => {
    const { user, token } = await signedInUser();
    expect(expectDetail(await changePassword(token, body), 400)).toBe(detail);
    expectOk(await signIn(user.username, user.password));
  });

  it('refuses a body that is not a JSON object with 400 {detail}', async () => {
    const { token } = await signedInUser();
    const reply = await send(t.app, {
      method: 'POST',
      url: urlOf(api.auth.changePassword),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '["old", "new"]',
    });
    expect(expectDetail(reply, 400)).toBe('The request body must be a JSON object.');
  });

  it('needs a signed-in user: no token or an expired one is refused with 401 {detail}', async () => {
    const { user } = await signedInUser();
    const passwords = { oldpassword: user.password, newpassword: newPassword(user) };
    expect(expectDetail(await changePassword(undefined, passwords), 401)).toBe(
      'Not signed in. Please sign in.',
    );
    const expired = await tokenFor(user, -10);
    expectDetail(await changePassword(expired, passwords), 401);
    expectOk(await signIn(user.username, user.password));
  });

  it('refuses a user made inactive since signing in with 401 {detail}, issuing no new token', async () => {
    const { user, token } = await signedInUser();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const reply = await changePassword(token, {
      oldpassword: user.password,
      newpassword: newPassword(user),
    });
    expect(expectDetail(reply, 401)).toBe('Your account is no longer active.');
  });

  it('refuses a user whose company was made inactive since signing in, as sign-in would', async () => {
    const { user, company, token } = await signedInUser();
    await t.db.update(companies).set({ isActive: false }).where(eq(companies.id, company.id));
    const reply = await changePassword(token, {
      oldpassword: user.password,
      newpassword: newPassword(user),
    });
    expect(expectDetail(reply, 401)).toBe('Your account is no longer active.');
  });
});
