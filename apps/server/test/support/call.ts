import {
  type DataOf,
  type Endpoint,
  envelopeOf,
  fillPath,
  type RequestOf,
} from '@quaybook/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface CallResult {
  statusCode: number;
  body: unknown;
}

/** Calls an endpoint of the contract as a client would, through the app's HTTP layer. */
export async function call<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  request: RequestOf<E>,
  token?: string,
): Promise<CallResult> {
  const parts = request as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const query = Object.fromEntries(
    Object.entries(parts.query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const response = await app.inject({
    method: endpoint.method,
    url: `/api${fillPath(endpoint.path, parts.params)}`,
    query,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(parts.body === undefined ? {} : { payload: parts.body as object }),
  });
  return {
    statusCode: response.statusCode,
    body: response.body ? JSON.parse(response.body) : undefined,
  };
}

/** The data of a successful envelope, checked against the endpoint's schema. */
export function expectOk<E extends Endpoint>(endpoint: E, result: CallResult): DataOf<E> {
  expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
  const parsed = envelopeOf(endpoint.data).parse(result.body);
  expect(parsed[0]).toBe(1);
  return parsed[2] as DataOf<E>;
}

/** A failure envelope with the given HTTP status; returns its message and field problems. */
export function expectFailure(result: CallResult, statusCode: number) {
  expect(result.statusCode, JSON.stringify(result.body)).toBe(statusCode);
  expect(Array.isArray(result.body), JSON.stringify(result.body)).toBe(true);
  const [status, message, fields] = result.body as [number, string, Record<string, string>];
  expect(status).toBe(0);
  expect(typeof message).toBe('string');
  return { message, fields };
}
