import { api, type Endpoint, fillPath } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { expectFailure } from './support/call';
import { useTestApp } from './support/testApp';

const t = useTestApp();

function endpointsOf(group: object): Endpoint[] {
  return Object.values(group).flatMap((value) =>
    value && typeof value === 'object' && 'method' in value && 'path' in value
      ? [value as Endpoint]
      : endpointsOf(value as object),
  );
}

describe('the HTTP layer', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no_such_call?password=secret',
    });
    expect(
      expectFailure({ statusCode: response.statusCode, body: response.json() }, 404).message,
    ).toBe('There is no GET /api/no_such_call.');
  });

  it('registers a route for every endpoint of the contract', async () => {
    const endpoints = endpointsOf(api);
    expect(endpoints.length).toBeGreaterThan(5);
    for (const endpoint of endpoints) {
      const params = Object.fromEntries(
        [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 1]),
      );
      const response = await t.app.inject({
        method: endpoint.method,
        url: `/api${fillPath(endpoint.path, params)}`,
      });
      const body = response.json();
      expect(
        Array.isArray(body) ? body[1] : body.detail,
        `${endpoint.method} ${endpoint.path}`,
      ).not.toMatch(/^There is no/);
    }
  });

  it('never shows a stack trace when a handler fails', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"${'a'.repeat(50)}","password":${'['.repeat(2000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
