import { api } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../src/routes';
import { endpointsOf, expectFailure, messageOf, send, urlOf } from './support/call';
import { factories } from './support/factories';
import { testConfig, useTestApp } from './support/testApp';

const t = useTestApp();
const { signedInUser } = factories(t);

const keyOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

describe('the HTTP layer', () => {
  it('answers an unknown API path with a 404 envelope, without echoing its query', async () => {
    const reply = await send(t.app, { method: 'GET', url: '/api/no_such_call?password=secret' });
    expect(expectFailure(reply, 404).message).toBe('There is no GET /api/no_such_call.');
    expect(JSON.stringify(reply.body)).not.toContain('secret');
  });

  it('answers a known path under an unknown method with a 404 envelope', async () => {
    const reply = await send(t.app, { method: 'DELETE', url: urlOf(api.voyage.list) });
    expect(expectFailure(reply, 404).message).toBe('There is no DELETE /api/voyage_list.');
  });

  it('answers a path outside /api with a 404 envelope when no web app is built', async () => {
    expectFailure(await send(t.app, { method: 'GET', url: '/assets/missing.js' }), 404);
  });

  it('registers a route for every endpoint of the contract', async () => {
    const endpoints = endpointsOf(api);
    expect(endpoints.length).toBeGreaterThanOrEqual(9);
    const { token } = await signedInUser();
    for (const endpoint of endpoints) {
      for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
        const reply = await send(t.app, { method: endpoint.method, url: urlOf(endpoint), headers });
        const body = reply.body as unknown[] | { detail?: string };
        const message = Array.isArray(body) ? messageOf({ ...reply, endpoint }) : body.detail;
        // A route may answer 404 for a missing record, but never the router's 'There is no GET /api/….'
        expect(message, keyOf(endpoint)).not.toMatch(/^There is no [A-Z]+ \//);
      }
    }
  });

  it('binds exactly the contract’s endpoints, each once', () => {
    const routes = allRoutes({ db: t.db, tokens: t.tokens, config: testConfig }).map((route) =>
      keyOf(route.endpoint),
    );
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual(endpointsOf(api).map(keyOf).sort());
  });

  it('answers a deeply nested body without a stack trace', async () => {
    const reply = await send(t.app, {
      method: 'POST',
      url: urlOf(api.auth.signIn),
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"someone","password":${'['.repeat(5000)}`,
    });
    expect(reply.statusCode).toBe(400);
    expect(JSON.stringify(reply.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
