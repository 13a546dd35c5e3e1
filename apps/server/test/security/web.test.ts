import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { api } from '@quaybook/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { THROTTLE } from '../../src/auth/loginThrottle';
import { loginAttempts } from '../../src/db/schema';
import { documentService } from '../../src/documents/documentService';
import { inTransaction } from '../../src/shared/transaction';
import { bearer, type Reply, send, urlOf } from '../support/call';
import { factories, type TestUser } from '../support/factories';
import { useTestApp } from '../support/testApp';

// What a browser and a log file see of the server: the security headers on every kind of
// answer, no password or token in a log line, and sign-in paused after too many failures and
// free again once the pause is over.

const t = useTestApp({ dataDir: true });
const { signedInUser, createUser } = factories(t);

/** The name of a document issued to the user's company. */
async function issued(user: TestUser): Promise<string> {
  const documents = documentService({ db: t.db, config: t.config });
  const document = await inTransaction(t.db, (tx) =>
    documents.issue(tx, {
      user: { company_id: user.companyId, user_id: user.id },
      kind: 'list-export',
      downloadName: 'voyages.csv',
      contentType: 'text/csv',
      bytes: Buffer.from('Voyage\r\nVOY0001E\r\n'),
    }),
  );
  return document.name;
}

const ASSET = 'assets/index-a1B2c3D4.js';
let webDir: string;
let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Quaybook</title>');
  await writeFile(path.join(webDir, ASSET), 'console.log("quaybook");');
  app = await buildApp(
    { db: t.db, tokens: t.tokens, config: { ...t.config, logLevel: 'info', webDir } },
    { webDir, logStream: { write: (line) => logged.push(line) } },
  );
});

afterAll(async () => {
  await app?.close();
  await rm(webDir, { recursive: true, force: true });
});

function expectSecurityHeaders(reply: Reply, what: string) {
  const csp = String(reply.headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("base-uri 'self'");
  expect(csp, what).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  expect(reply.headers['x-frame-options'], what).toBe('DENY');
  expect(reply.headers['x-content-type-options'], what).toBe('nosniff');
  expect(reply.headers['referrer-policy'], what).toBe('same-origin');
}

describe('security headers', () => {
  it('are on API answers, the app page, static assets, downloads and refusals alike', async () => {
    const { token, user } = await signedInUser('admin');
    const answers: [string, Reply][] = [
      ['a public API answer', await send(app, { method: 'GET', url: urlOf(api.reference.health) })],
      [
        'a signed-in API answer',
        await send(app, { method: 'GET', url: urlOf(api.menu.getMenu), headers: bearer(token) }),
      ],
      [
        'a file download',
        await send(app, {
          method: 'GET',
          url: urlOf(api.documents.download, await issued(user)),
          headers: bearer(token),
        }),
      ],
      ['the app page', await send(app, { method: 'GET', url: '/' })],
      ['a client-side route', await send(app, { method: 'GET', url: '/voyage' })],
      ['a static asset', await send(app, { method: 'GET', url: `/${ASSET}` })],
      ['a missing asset', await send(app, { method: 'GET', url: '/assets/gone-12345678.js' })],
      ['an unknown API path', await send(app, { method: 'GET', url: '/api/no_such_call' })],
      ['a call without a token', await send(app, { method: 'GET', url: urlOf(api.menu.getMenu) })],
      [
        'malformed JSON',
        await send(app, {
          method: 'POST',
          url: urlOf(api.auth.signIn),
          headers: { 'content-type': 'application/json' },
          payload: '{"username": ',
        }),
      ],
    ];
    expect(answers.map(([what, reply]) => [what, reply.statusCode])).toEqual([
      ['a public API answer', 200],
      ['a signed-in API answer', 200],
      ['a file download', 200],
      ['the app page', 200],
      ['a client-side route', 200],
      ['a static asset', 200],
      ['a missing asset', 404],
      ['an unknown API path', 404],
      ['a call without a token', 401],
      ['malformed JSON', 400],
    ]);
    for (const [what, reply] of answers) expectSecurityHeaders(reply, what);
  });
});

describe('the log', () => {
  it('holds no password or token of a sign-in, a password change in either form, or a reset', async () => {
    const { company, user } = await signedInUser('admin');
    const colleague = await createUser({ companyId: company.id });
    logged.length = 0;
    const secrets: string[] = [user.password];

    const signedIn = await send(app, {
      method: 'POST',
      url: urlOf(api.auth.signIn),
      payload: { username: user.username, password: user.password },
    });
    const token = (signedIn.body as { access_token: string }).access_token;
    secrets.push(token);

    /** Changes the password, in the spec's query form or in the body; the new token. */
    async function change(form: 'query' | 'body', from: string, to: string, with_: string) {
      const passwords = { oldpassword: from, newpassword: to };
      const changed = await send(app, {
        method: 'POST',
        url: `${urlOf(api.auth.changePassword)}${form === 'query' ? `?${new URLSearchParams(passwords)}` : ''}`,
        headers: bearer(with_),
        ...(form === 'body' ? { payload: passwords } : {}),
      });
      expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
      const next = (changed.body as { access_token: string }).access_token;
      secrets.push(to, next);
      return next;
    }
    const viaQuery = 'query-form-password-1';
    const newToken = await change('query', user.password, viaQuery, token);
    const lastToken = await change('body', viaQuery, 'body-form-password-2', newToken);

    const resetTo = 'reset-password-3';
    const reset = await send(app, {
      method: 'PUT',
      url: urlOf(api.users.resetPassword, colleague.id),
      headers: bearer(lastToken),
      payload: { newpassword: resetTo },
    });
    expect(reset.statusCode, JSON.stringify(reset.body)).toBe(200);
    secrets.push(resetTo);

    const refused = await send(app, {
      method: 'POST',
      url: `${urlOf(api.auth.changePassword)}?oldpassword=wrong-old-password&newpassword=x`,
      headers: bearer(lastToken),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    secrets.push('wrong-old-password');

    const log = logged.join('');
    // The request's line names its path alone: the passwords of the query form are not in it.
    expect(log).toContain('"path":"/api/change-password"');
    expect(log).not.toContain('oldpassword=');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe('sign-in throttling', () => {
  // The pause itself and its message are proved in auth.test.ts; this proves it ends.
  it('lets the user in again once the pause is over', async () => {
    const { user } = await signedInUser();
    const signIn = (password: string) =>
      send(app, {
        method: 'POST',
        url: urlOf(api.auth.signIn),
        payload: { username: user.username, password },
        remoteAddress: '10.3.3.3',
      });
    for (let i = 0; i < THROTTLE.slowAfter; i += 1)
      expect((await signIn(`wrong-${i}`)).statusCode).toBe(401);
    const paused = await signIn(user.password);
    expect(paused.statusCode).toBe(429);
    expect((paused.body as { detail: string }).detail).toMatch(
      new RegExp(`wait ${THROTTLE.firstWaitSeconds} seconds`),
    );

    // The wait passes: the failures are as old as the wait lasts.
    await t.db
      .update(loginAttempts)
      .set({
        attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(secs => ${THROTTLE.firstWaitSeconds + 1})`,
      })
      .where(eq(loginAttempts.username, user.username));
    expect((await signIn(user.password)).statusCode).toBe(200);
  });
});
