import { api, sessionUser } from '@quaybook/contract';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { THROTTLE } from '../src/auth/loginThrottle';
import { TokenService } from '../src/auth/tokens';
import { call, expectFailure } from './support/call';
import { createCompany, createUser, signedInUser, tokenFor } from './support/factories';
import { TEST_SECRET, useTestApp } from './support/testApp';

const t = useTestApp();

const signIn = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { username, password },
    remoteAddress: ip,
  });

const listVoyages = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/voyage_list',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

describe('POST /api/token', () => {
  it('answers a bearer token whose payload carries the session user, expiry in seconds', async () => {
    const company = await createCompany(t.db, { stateId: 21 });
    const user = await createUser(t.db, { companyId: company.id, role: 'admin' });
    const response = await signIn(user.username, user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'bearer', detail: 'Login successful' });
    const payload = decodeJwt(body.access_token);
    expect(sessionUser.parse(payload)).toEqual({
      name: user.name,
      roleid: 2,
      user_id: user.id,
      state_id: 21,
      country_id: 356,
      company_id: company.id,
      exp: payload.exp,
    });
    const now = Date.now() / 1000;
    expect(payload.exp).toBeGreaterThan(now + 3000);
    expect(payload.exp).toBeLessThan(now + 3700);
    expect((await listVoyages(body.access_token)).statusCode).toBe(200);
  });

  it('accepts the user name in any case', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id, username: 'Ghosh' });
    expect((await signIn('gHOSH', user.password)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike with 401 {detail}', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const wrong = await signIn(user.username, 'not-the-password');
    const unknown = await signIn('nobody-here', 'whatever-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Incorrect username or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an inactive user and a user of an inactive company', async () => {
    const company = await createCompany(t.db);
    const inactive = await createUser(t.db, { companyId: company.id, isActive: false });
    expect((await signIn(inactive.username, inactive.password)).statusCode).toBe(401);
    const closed = await createCompany(t.db, { isActive: false });
    const member = await createUser(t.db, { companyId: closed.id });
    expect((await signIn(member.username, member.password)).statusCode).toBe(401);
  });

  it('refuses blank fields with 400 {detail} naming them', async () => {
    const response = await signIn('  ', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Username is required. Password is required.');
    const missing = await t.app.inject({ method: 'POST', url: '/api/token', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('detail');
  });

  it('pauses a user name after repeated failures, even for the right password', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    for (let i = 0; i < THROTTLE.perUsername; i += 1) {
      expect((await signIn(user.username, 'wrong-password')).statusCode).toBe(401);
    }
    const blocked = await signIn(user.username, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many failed sign-in attempts/);
  });

  it('counts failures only since the last successful sign-in', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    for (let i = 0; i < THROTTLE.perUsername - 1; i += 1)
      await signIn(user.username, 'wrong-password');
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
    for (let i = 0; i < THROTTLE.perUsername - 1; i += 1)
      await signIn(user.username, 'wrong-password');
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
  });

  it('pauses an address that sprays many user names', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    for (let i = 0; i < THROTTLE.perAddress; i += 1)
      await signIn(`guess${i}`, 'password1', '10.9.9.9');
    expect((await signIn(user.username, user.password, '10.9.9.9')).statusCode).toBe(429);
    expect((await signIn(user.username, user.password, '10.9.9.10')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so the pause cannot be dodged', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    for (let i = 0; i < THROTTLE.perAddress; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/token',
        remoteAddress: '10.7.7.7',
        headers: { 'x-forwarded-for': `192.168.0.${i}` },
        payload: { username: `guess${i}`, password: 'password1' },
      });
    }
    expect((await signIn(user.username, user.password, '10.7.7.7')).statusCode).toBe(429);
  });
});

describe('the bearer token on protected calls', () => {
  it('is required', async () => {
    const response = await listVoyages();
    const { message } = expectFailure(
      { statusCode: response.statusCode, body: response.json() },
      401,
    );
    expect(message).toBe('Not signed in. Please sign in.');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('is refused once expired', async () => {
    const { user, company } = await signedInUser(t.db, t.tokens);
    const expired = await tokenFor(t.tokens, user, company, -10);
    const response = await listVoyages(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json()[1]).toBe('Your session has expired. Please sign in again.');
  });

  it('is refused when signed with another secret', async () => {
    const { user, company } = await signedInUser(t.db, t.tokens);
    const forger = new TokenService('another secret of sufficient length for HS256', 3600);
    const forged = await tokenFor(forger, user, company);
    expect((await listVoyages(forged)).statusCode).toBe(401);
  });

  it('is refused when its payload was altered', async () => {
    const { token } = await signedInUser(t.db, t.tokens);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...claims, roleid: 2, company_id: 999 })).toString(
      'base64url',
    );
    expect((await listVoyages(`${header}.${raised}.${signature}`)).statusCode).toBe(401);
  });

  it('is refused with the none algorithm or a malformed value', async () => {
    const { token } = await signedInUser(t.db, t.tokens);
    const payload = token.split('.')[1];
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await listVoyages(unsigned)).statusCode).toBe(401);
    expect((await listVoyages('not-a-token')).statusCode).toBe(401);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/voyage_list',
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('is refused when it lacks the session claims, even if properly signed', async () => {
    const bare = await new SignJWT({ name: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await listVoyages(bare)).statusCode).toBe(401);
  });

  it('is not needed for the public calls', async () => {
    for (const endpoint of [
      api.reference.listStates,
      api.reference.listCountries,
      api.reference.health,
    ]) {
      expect((await call(t.app, endpoint, {})).statusCode).toBe(200);
    }
  });
});
