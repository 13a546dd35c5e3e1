import { api } from '@quaybook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bearer, send, urlOf } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

// What the log says of each request: one line, once it is answered, naming the call, its
// outcome, its time and its caller, and nothing a reader of the log could sign in with.

const t = useTestApp();
const { signedInUser } = factories(t);
let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  app = await buildApp(
    { db: t.db, tokens: t.tokens, config: { ...t.config, logLevel: 'info' } },
    { webDir: '/nonexistent', logStream: { write: (line) => logged.push(line) } },
  );
});

afterAll(async () => {
  await app?.close();
});

interface RequestLine {
  msg: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  userId?: number;
  user?: string;
}

describe('the request log', () => {
  it('has one line per request with its method, path, status, time and caller, and no secret', async () => {
    const { user, token } = await signedInUser('admin');
    logged.length = 0;

    const signedIn = await send(app, {
      method: 'POST',
      url: urlOf(api.auth.signIn),
      payload: { username: user.username, password: user.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const issued = (signedIn.body as { access_token: string }).access_token;
    const menu = await send(app, {
      method: 'GET',
      url: `${urlOf(api.menu.getMenu)}?access_token=${issued}&token=${token}`,
      headers: bearer(token),
    });
    expect(menu.statusCode).toBe(200);
    const newPassword = 'query-form-password-9';
    const changed = await send(app, {
      method: 'POST',
      url: `${urlOf(api.auth.changePassword)}?${new URLSearchParams({ oldpassword: user.password, newpassword: newPassword })}`,
      headers: bearer(issued),
    });
    expect(changed.statusCode).toBe(200);
    const refused = await send(app, { method: 'GET', url: urlOf(api.menu.getMenu) });
    expect(refused.statusCode).toBe(401);

    const lines = logged.map((text) => JSON.parse(text) as RequestLine);
    expect(lines.map(({ msg }) => msg)).toEqual(['request', 'request', 'request', 'request']);
    expect(lines).toMatchObject([
      { method: 'POST', path: urlOf(api.auth.signIn), status: 200 },
      {
        method: 'GET',
        path: urlOf(api.menu.getMenu),
        status: 200,
        userId: user.id,
        user: user.name,
      },
      { method: 'POST', path: urlOf(api.auth.changePassword), status: 200, userId: user.id },
      { method: 'GET', path: urlOf(api.menu.getMenu), status: 401 },
    ]);
    for (const line of lines) expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(lines[0]).not.toHaveProperty('userId');
    expect(lines[3]).not.toHaveProperty('userId');

    const log = logged.join('');
    for (const secret of [user.password, newPassword, token, issued])
      expect(log).not.toContain(secret);
    expect(log).not.toMatch(/authorization|bearer|password=|token=/i);
  });
});
