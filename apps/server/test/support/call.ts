import {
  type DataOf,
  type Endpoint,
  envelopeOf,
  fillPath,
  type RequestOf,
} from '@quaybook/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/** An answer as the tests read it: the HTTP status and the parsed JSON body. */
export interface Reply {
  statusCode: number;
  body: unknown;
  headers: Record<string, unknown>;
}

/** An answer to a contract call; it remembers the endpoint so `expectOk` can check its shape. */
export interface CallResult<E extends Endpoint> extends Reply {
  endpoint: E;
}

/** Sends a raw request, for what a typed call cannot express (bad JSON, odd headers, bad ids). */
export async function send(app: FastifyInstance, options: InjectOptions): Promise<Reply> {
  const response = await app.inject(options);
  const text = response.body;
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: keep the text, so the assertion that fails shows what came back.
  }
  return { statusCode: response.statusCode, body, headers: response.headers };
}

export const bearer = (token: string | undefined): Record<string, string> =>
  token === undefined ? {} : { authorization: `Bearer ${token}` };

/**
 * Calls an endpoint of the contract as a client would, through the app's HTTP layer, at
 * `/api` + its path with the params filled in.
 * @example await call(t.app, api.voyage.update, { params: { Voyageid: 7 }, body }, token)
 */
export async function call<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  request: RequestOf<E>,
  token?: string,
): Promise<CallResult<E>> {
  const parts = request as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const query = Object.fromEntries(
    Object.entries(parts.query ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  const reply = await send(app, {
    method: endpoint.method,
    url: `/api${fillPath(endpoint.path, parts.params)}`,
    query,
    headers: bearer(token),
    ...(parts.body === undefined ? {} : { payload: parts.body as object }),
  });
  return { ...reply, endpoint };
}

/**
 * The data of a successful answer, after checking the body against the endpoint's schema: the
 * envelope `[1, message, data, extra?]`, or for the sign-in shape the bare `{access_token, ...}`.
 */
export function expectOk<E extends Endpoint>(result: CallResult<E>): DataOf<E> {
  const shown = JSON.stringify(result.body);
  expect(result.statusCode, shown).toBe(200);
  if (result.endpoint.reply === 'token') {
    const bare = result.endpoint.data.safeParse(result.body);
    expect(bare.error?.message, shown).toBeUndefined();
    return bare.data as DataOf<E>;
  }
  const parsed = envelopeOf(result.endpoint).safeParse(result.body);
  expect(parsed.error?.message, shown).toBeUndefined();
  expect(parsed.data?.[0], shown).toBe(1);
  return parsed.data?.[2] as DataOf<E>;
}

/** An answer, with the endpoint that gave it when the caller knows it. */
type Answered = Reply & { endpoint?: Endpoint };

/** Whether the answer is of a call that carries its status in item 1 too (`statusInItem1`). */
const statusInItem1 = (result: Answered) => result.endpoint?.statusInItem1 === true;

/**
 * The message of an envelope answer, success or failure: item 1, or on a call with its status
 * in item 1 too, item 3 of a success and item 2 of a refusal.
 */
export function messageOf(result: Answered): string {
  expect(Array.isArray(result.body), JSON.stringify(result.body)).toBe(true);
  const body = result.body as unknown[];
  if (statusInItem1(result)) return body[body[0] === 1 ? 3 : 2] as string;
  return body[1] as string;
}

/**
 * A failure envelope `[0, message, fields]` with the given HTTP status; `[0, 0, message,
 * fields]` for a contract call whose status is in item 1 too.
 */
export function expectFailure(result: Answered, statusCode: number) {
  const shown = JSON.stringify(result.body);
  expect(result.statusCode, shown).toBe(statusCode);
  expect(Array.isArray(result.body), shown).toBe(true);
  const body = [...(result.body as unknown[])];
  if (statusInItem1(result)) expect(body.splice(1, 1), shown).toEqual([0]);
  const [status, message, fields] = body as [number, string, Record<string, string>];
  expect(status, shown).toBe(0);
  expect(typeof message, shown).toBe('string');
  expect(message, shown).not.toBe('');
  return { message, fields };
}

/** A failure of the sign-in shape, `{detail}` and nothing else, with the given HTTP status. */
export function expectDetail(result: Reply, statusCode: number): string {
  const shown = JSON.stringify(result.body);
  expect(result.statusCode, shown).toBe(statusCode);
  expect(result.body, shown).toEqual({ detail: expect.any(String) });
  return (result.body as { detail: string }).detail;
}

/**
 * Every endpoint declared in a group of the contract, however deeply nested, once each (one
 * save call is both the create and the update of a record kept in a modal form).
 */
export function endpointsOf(group: object): Endpoint[] {
  const found = Object.values(group).flatMap((value: unknown): Endpoint[] => {
    if (typeof value !== 'object' || value === null) return [];
    return 'method' in value && 'path' in value ? [value as Endpoint] : endpointsOf(value);
  });
  return [...new Set(found)];
}

/** The endpoint's URL under `/api`, with each path parameter set to `value`. */
export function urlOf(endpoint: Endpoint, value: string | number = 1): string {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
  return `/api${fillPath(endpoint.path, Object.fromEntries(names.map((name) => [name, value])))}`;
}
