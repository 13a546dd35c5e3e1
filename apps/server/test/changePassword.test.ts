import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();

const changePassword = (
  token: string | undefined,
  payload?: object,
  query?: Record<string, string>,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/change-password',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
    ...(query ? { query } : {}),
  });

const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/token', payload: { username, password } });

describe('POST /api/change-password', () => {
  it('changes the password from the JSON body and answers a working new token', async () => {
    const { user, token } = await signedInUser(t.db, t.tokens);
    const response = await changePassword(token, {
      oldpassword: user.password,
      newpassword: 'a-brand-new-secret',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'bearer', detail: 'Password changed successfully' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/voyage_list',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(list.statusCode).toBe(200);
    expect((await signIn(user.username, user.password)).statusCode).toBe(401);
    expect((await signIn(user.username, 'a-brand-new-secret')).statusCode).toBe(200);
  });

  it('still accepts the passwords in the query string from old clients', async () => {
    const { user, token } = await signedInUser(t.db, t.tokens);
    const response = await changePassword(token, undefined, {
      oldpassword: user.password,
      newpassword: 'query-string-secret',
    });
    expect(response.statusCode).toBe(200);
    expect((await signIn(user.username, 'query-string-secret')).statusCode).toBe(200);
  });

  it('refuses a wrong old password and keeps the old one', async () => {
    const { user, token } = await signedInUser(t.db, t.tokens);
    const response = await changePassword(token, {
      oldpassword: 'not-my-password',
      newpassword: 'another-new-one',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Old password is incorrect.' });
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
  });

  it.each([
    [{ newpassword: 'long-enough-one' }, 'Old password is required.'],
    [{ oldpassword: 'x' }, 'New password is required.'],
    [{ oldpassword: 'x', newpassword: 'short' }, 'New password must be at least 8 characters.'],
  ])('refuses %j with 400', async (payload, detail) => {
    const { token } = await signedInUser(t.db, t.tokens);
    const response = await changePassword(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it('refuses a new password equal to the old one', async () => {
    const { user, token } = await signedInUser(t.db, t.tokens);
    const response = await changePassword(token, {
      oldpassword: user.password,
      newpassword: user.password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'New password must differ from the old one.' });
  });

  it('needs a signed-in user', async () => {
    const response = await changePassword(undefined, {
      oldpassword: 'a',
      newpassword: 'bbbbbbbbbb',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
  });
});
