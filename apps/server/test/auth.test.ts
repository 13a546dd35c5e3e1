import { api } from '@quaybook/contract';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { THROTTLE } from '../src/auth/loginThrottle';
import { TokenService } from '../src/auth/tokens';
import { loginAttempts } from '../src/db/schema';
import {
  call,
  endpointsOf,
  expectDetail,
  expectFailure,
  expectOk,
  send,
  urlOf,
} from './support/call';
import { factories } from './support/factories';
import { TEST_SECRET, testConfig, useTestApp } from './support/testApp';

const t = useTestApp();
const { createCompany, createUser, tokenFor, signedInUser } = factories(t);

const WRONG_CREDENTIALS = 'Incorrect username or password';
const waitMessage = (wait: string) =>
  `Too many failed sign-in attempts. Please wait ${wait} and try again.`;

const signIn = (username: string, password: string, ip = '10.0.0.1', app = t.app) =>
  send(app, {
    method: 'POST',
    url: urlOf(api.auth.signIn),
    payload: { username, password },
    remoteAddress: ip,
  });

/** The clock moves on: every recorded attempt is made that much older. */
const passSeconds = (seconds: number) =>
  t.db.update(loginAttempts).set({
    attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(secs => ${seconds + 1})`,
  });

/** Failures recorded a minute ago, as earlier sign-ins would have left them. */
async function failedBefore(
  username: string | ((i: number) => string),
  count: number,
  ipOf: (i: number) => string,
) {
  await t.db.insert(loginAttempts).values(
    Array.from({ length: count }, (_, i) => ({
      username: typeof username === 'string' ? username : username(i),
      ip: ipOf(i),
      succeeded: false,
      attemptedAt: new Date(Date.now() - 60_000),
    })),
  );
}

/** The app on the test database with other settings, its log lines kept in `logStream`. */
async function appWith(options: { trustProxy?: boolean; logStream?: string[] }) {
  const { logStream } = options;
  return buildApp(
    {
      db: t.db,
      tokens: t.tokens,
      config: { ...t.config, trustProxy: options.trustProxy ?? false, logLevel: 'warn' },
    },
    logStream
      ? { webDir: '/nonexistent', logStream: { write: (line) => logStream.push(line) } }
      : { logger: false, webDir: '/nonexistent' },
  );
}

/** A call that needs a signed-in user. */
const protectedCall = (token?: string) => call(t.app, api.menu.getMenu, {}, token);

async function failSignIn(username: string, times: number, ip = '10.0.0.1') {
  for (let i = 0; i < times; i += 1) {
    expectDetail(await signIn(username, `wrong-password-${i}`, ip), 401);
  }
}

/** Fails `times` times from one address, waiting out each slowing as a patient guesser would. */
async function failSlowly(username: string, times: number, ip: string) {
  for (let i = 0; i < times; i += 1) {
    await passSeconds(THROTTLE.longestWaitSeconds);
    expectDetail(await signIn(username, `wrong-password-${i}`, ip), 401);
  }
}

describe('POST /api/token', () => {
  it('answers a bearer token carrying the session user, with its expiry in seconds', async () => {
    const company = await createCompany({ stateId: 21 });
    const user = await createUser({ companyId: company.id, role: 'admin' });
    const reply = await signIn(user.username, user.password);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      detail: 'Login successful',
    });
    const token = (reply.body as { access_token: string }).access_token;
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({
      name: user.name,
      roleid: 2,
      user_id: user.id,
      state_id: 21,
      country_id: company.countryId,
      company_id: company.id,
      tv: 0,
    });
    const nowSeconds = Date.now() / 1000;
    expect(Number.isInteger(payload.exp)).toBe(true);
    expect(payload.exp).toBeGreaterThan(nowSeconds + testConfig.sessionSeconds - 60);
    expect(payload.exp).toBeLessThan(nowSeconds + testConfig.sessionSeconds + 60);
    expectOk(await protectedCall(token));
  });

  it('accepts the user name in any case and with surrounding spaces', async () => {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, username: 'DasGupta' });
    expect((await signIn('dASgUPTA', user.password)).statusCode).toBe(200);
    expect((await signIn('  dasgupta ', user.password)).statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 {detail}', async () => {
    const { user } = await signedInUser();
    expect(expectDetail(await signIn(user.username, `${user.password}x`), 401)).toBe(
      WRONG_CREDENTIALS,
    );
  });

  it('refuses an unknown user with the same 401 {detail} as a wrong password', async () => {
    expect(expectDetail(await signIn('nobody-by-this-name', 'some-password'), 401)).toBe(
      WRONG_CREDENTIALS,
    );
  });

  it('refuses an inactive user, and a user of an inactive company, even with the right password', async () => {
    const company = await createCompany();
    const inactive = await createUser({ companyId: company.id, isActive: false });
    expect(expectDetail(await signIn(inactive.username, inactive.password), 401)).toBe(
      WRONG_CREDENTIALS,
    );
    const closed = await createCompany({ isActive: false });
    const member = await createUser({ companyId: closed.id });
    expect(expectDetail(await signIn(member.username, member.password), 401)).toBe(
      WRONG_CREDENTIALS,
    );
  });

  it('refuses blank fields with 400 {detail} naming them', async () => {
    expect(expectDetail(await signIn('   ', ''), 400)).toBe(
      'Username is required. Password is required.',
    );
    const { user } = await signedInUser();
    expect(expectDetail(await signIn(user.username, ''), 400)).toBe('Password is required.');
  });

  it('refuses missing fields, a missing body and malformed JSON with 400 {detail}', async () => {
    const url = urlOf(api.auth.signIn);
    expect(expectDetail(await send(t.app, { method: 'POST', url, payload: {} }), 400)).toBe(
      'Username is required. Password is required.',
    );
    expectDetail(await send(t.app, { method: 'POST', url }), 400);
    expectDetail(
      await send(t.app, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      }),
      400,
    );
  });
});

describe('sign-in throttling', () => {
  it('slows one user name at one address after three failures, even with the right password, and lets it in once the wait is over', async () => {
    const { user } = await signedInUser();
    await failSignIn(user.username, THROTTLE.slowAfter);
    expect(expectDetail(await signIn(user.username, user.password), 429)).toBe(
      waitMessage(`${THROTTLE.firstWaitSeconds} seconds`),
    );
    await passSeconds(THROTTLE.firstWaitSeconds);
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure, up to its longest', async () => {
    const { user } = await signedInUser();
    await failSignIn(user.username, THROTTLE.slowAfter);
    const waits: number[] = [];
    for (let failure = THROTTLE.slowAfter; failure < THROTTLE.perUserAndAddress; failure += 1) {
      const refused = expectDetail(await signIn(user.username, 'wrong-password'), 429);
      waits.push(Number(/wait (\d+) seconds/.exec(refused)?.[1]));
      await passSeconds(waits.at(-1) ?? 0);
      expectDetail(await signIn(user.username, 'wrong-password'), 401);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60]);
  });

  it('refuses one user name at one address for the window after ten failures, while the same user signs in from another address', async () => {
    const { user } = await signedInUser();
    await failSlowly(user.username, THROTTLE.perUserAndAddress, '10.0.0.1');
    await passSeconds(THROTTLE.longestWaitSeconds);
    expect(expectDetail(await signIn(user.username, user.password, '10.0.0.1'), 429)).toBe(
      waitMessage(`${THROTTLE.windowMinutes} minutes`),
    );
    expect((await signIn(user.username, user.password, '10.0.0.2')).statusCode).toBe(200);
    // A success elsewhere does not free the address that failed.
    expectDetail(await signIn(user.username, user.password, '10.0.0.1'), 429);
    await passSeconds(THROTTLE.windowMinutes * 60);
    expect((await signIn(user.username, user.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('counts a name in any case as one user, and leaves other users at that address free', async () => {
    const { user } = await signedInUser();
    const { user: colleague } = await signedInUser();
    for (let i = 0; i < THROTTLE.slowAfter; i += 1) {
      const name = i % 2 === 0 ? user.username.toUpperCase() : user.username;
      expectDetail(await signIn(name, 'wrong-password'), 401);
    }
    expectDetail(await signIn(user.username, user.password), 429);
    expect((await signIn(colleague.username, colleague.password)).statusCode).toBe(200);
  });

  it('counts failures only since the last successful sign-in from that address', async () => {
    const { user } = await signedInUser();
    await failSignIn(user.username, THROTTLE.slowAfter - 1);
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
    await failSignIn(user.username, THROTTLE.slowAfter - 1);
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
    await failSignIn(user.username, 1);
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
  });

  it('refuses a user name from every address once its failures reach the ceiling, and logs it', async () => {
    const { user } = await signedInUser();
    // An attack spread over many addresses: a few failures from each.
    await failedBefore(user.username, THROTTLE.perUser - 1, (i) => `172.16.${i >> 8}.${i & 255}`);
    const logged: string[] = [];
    const app = await appWith({ logStream: logged });
    try {
      const last = await signIn(user.username, 'guess', '172.31.0.1', app);
      expect(expectDetail(last, 401)).toBe(WRONG_CREDENTIALS);
      const line = logged.map((text) => JSON.parse(text)).find((entry) => entry.username);
      expect(line).toMatchObject({
        level: 40,
        username: user.username,
        failures: THROTTLE.perUser,
        msg: expect.stringContaining('from every address'),
      });
      expect(expectDetail(await signIn(user.username, user.password, '10.200.0.1', app), 429)).toBe(
        waitMessage(`${THROTTLE.windowMinutes} minutes`),
      );
    } finally {
      await app.close();
    }
  });

  it('refuses an address for every user name once its failures reach the ceiling, and logs it', async () => {
    const { user } = await signedInUser();
    await failedBefore(
      (i) => `guess${i}`,
      THROTTLE.perAddress - 1,
      () => '10.9.9.9',
    );
    const logged: string[] = [];
    const app = await appWith({ logStream: logged });
    try {
      expectDetail(await signIn('guess-last', 'password1', '10.9.9.9', app), 401);
      expect(logged.map((text) => JSON.parse(text)).find((entry) => entry.ip)).toMatchObject({
        level: 40,
        ip: '10.9.9.9',
        failures: THROTTLE.perAddress,
        msg: expect.stringContaining('for every user name'),
      });
      expectDetail(await signIn(user.username, user.password, '10.9.9.9', app), 429);
      expect((await signIn(user.username, user.password, '10.9.9.10', app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted, so the wait cannot be dodged', async () => {
    const { user } = await signedInUser();
    for (let i = 0; i < THROTTLE.slowAfter; i += 1) {
      const reply = await send(t.app, {
        method: 'POST',
        url: urlOf(api.auth.signIn),
        remoteAddress: '10.7.7.7',
        headers: { 'x-forwarded-for': `192.168.0.${i}` },
        payload: { username: user.username, password: 'password1' },
      });
      expectDetail(reply, 401);
    }
    expectDetail(await signIn(user.username, user.password, '10.7.7.7'), 429);
  });

  it('with TRUST_PROXY, throttles the forwarded address: a client behind the proxy is slowed, another is not', async () => {
    const { user } = await signedInUser();
    const app = await appWith({ trustProxy: true });
    const through = (client: string, password: string) =>
      send(app, {
        method: 'POST',
        url: urlOf(api.auth.signIn),
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: { username: user.username, password },
      });
    try {
      for (let i = 0; i < THROTTLE.slowAfter; i += 1)
        expectDetail(await through('203.0.113.5', 'wrong-password'), 401);
      expectDetail(await through('203.0.113.5', user.password), 429);
      expect((await through('203.0.113.6', user.password)).statusCode).toBe(200);
      const recorded = await t.db
        .selectDistinct({ ip: loginAttempts.ip })
        .from(loginAttempts)
        .where(eq(loginAttempts.username, user.username));
      expect(recorded.map((row) => row.ip).sort()).toEqual(['203.0.113.5', '203.0.113.6']);
    } finally {
      await app.close();
    }
  });
});

describe('the bearer token', () => {
  it('is required on a protected call, refused with a 401 envelope', async () => {
    const reply = await protectedCall();
    expect(expectFailure(reply, 401).message).toBe('Not signed in. Please sign in.');
    expect(reply.headers['www-authenticate']).toBe('Bearer');
  });

  it('is refused once expired', async () => {
    const { user } = await signedInUser();
    const expired = await tokenFor(user, -10);
    expect(expectFailure(await protectedCall(expired), 401).message).toBe(
      'Your session has expired. Please sign in again.',
    );
  });

  it('is refused when signed with another secret', async () => {
    const { user } = await signedInUser();
    const forger = new TokenService('another secret of sufficient length for HS256', 3600);
    const forged = await factories({ db: t.db, tokens: forger }).tokenFor(user);
    expect(expectFailure(await protectedCall(forged), 401).message).toBe(
      'Your sign-in is not valid. Please sign in again.',
    );
  });

  it('is refused when one character of its payload was changed', async () => {
    const { token } = await signedInUser();
    const [header = '', payload = '', signature = ''] = token.split('.');
    const at = Math.floor(payload.length / 2);
    const changed = payload[at] === 'A' ? 'B' : 'A';
    const tampered = `${header}.${payload.slice(0, at)}${changed}${payload.slice(at + 1)}.${signature}`;
    expect(tampered).not.toBe(token);
    expectFailure(await protectedCall(tampered), 401);
  });

  it('is refused when its claims were rewritten to another role and company', async () => {
    const { token } = await signedInUser();
    const [header, payload = '', signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const raised = Buffer.from(
      JSON.stringify({ ...claims, roleid: 2, company_id: claims.company_id + 1 }),
    ).toString('base64url');
    expectFailure(await protectedCall(`${header}.${raised}.${signature}`), 401);
  });

  it('is refused when it claims the none algorithm', async () => {
    const { token } = await signedInUser();
    const payload = token.split('.')[1];
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectFailure(await protectedCall(`${none}.${payload}.`), 401);
    const signature = token.split('.')[2];
    expectFailure(await protectedCall(`${none}.${payload}.${signature}`), 401);
  });

  it('is refused when malformed or sent under another scheme', async () => {
    const { token } = await signedInUser();
    expectFailure(await protectedCall('not-a-token'), 401);
    const basic = await send(t.app, {
      method: 'GET',
      url: urlOf(api.menu.getMenu),
      headers: { authorization: `Basic ${token}` },
    });
    expectFailure(basic, 401);
  });

  it('is refused when properly signed but without the session claims', async () => {
    const bare = await new SignJWT({ name: 'someone' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_SECRET));
    expectFailure(await protectedCall(bare), 401);
  });

  it('is not needed for sign-in and the public reference calls', async () => {
    const { user } = await signedInUser();
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
    for (const endpoint of [
      api.reference.listStates,
      api.reference.listCountries,
      api.reference.health,
      api.location.listCfs,
      api.port.list,
    ]) {
      expect((await call(t.app, endpoint, {})).statusCode, endpoint.path).toBe(200);
    }
  });

  it('is needed for every endpoint of the contract except the six the spec calls without one and the approval link’s three', async () => {
    const endpoints = endpointsOf(api);
    expect(endpoints.filter((e) => e.access === 'public').map((e) => e.path)).toEqual([
      '/token',
      // The line's approval page: the link's token is the authority, for one estimate.
      '/estimate_for_approval',
      '/approve_estimate',
      '/estimate_approval_photo',
      '/health',
      '/states',
      '/countries',
      '/cfs_locations',
      '/port',
    ]);
    for (const endpoint of endpoints.filter((e) => e.access !== 'public')) {
      const reply = await send(t.app, { method: endpoint.method, url: urlOf(endpoint) });
      expect(reply.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
  });
});
