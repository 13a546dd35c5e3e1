import {
  type AnswerLayout,
  answerParts,
  type DataOf,
  type Endpoint,
  type ExtraOf,
  envelopeOf,
  fillPath,
  previewOf,
  type RequestOf,
  type UploadPreview,
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
  headers: Record<string, string> = {},
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
    headers: { ...bearer(token), ...headers },
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
  return answerParts(result.endpoint, parsed.data as unknown[]).data as DataOf<E>;
}

/**
 * The fourth element (item 3) of a successful answer, read as the endpoint declares it: money
 * in paise, as the contract client gives it to the screens.
 */
export function extraOf<E extends Endpoint>(result: CallResult<E>): ExtraOf<E> {
  expectOk(result);
  const parsed = envelopeOf(result.endpoint).parse(result.body) as unknown[];
  return answerParts(result.endpoint, parsed).extra as ExtraOf<E>;
}

/** An upload's preview, read from the items its call answers it in, as the screens read it. */
export function expectPreview<E extends Endpoint>(
  result: CallResult<E>,
): UploadPreview<Record<string, string | number>> {
  expectOk(result);
  const parsed = envelopeOf(result.endpoint).parse(result.body) as unknown[];
  return previewOf(result.endpoint, answerParts(result.endpoint, parsed));
}

/**
 * The layout of an answer: its endpoint's, when the reply is a call's; else as the body shows it
 * (a number in item 1 is a status there, a string in items 1 and 2 a message in item 2).
 */
function layoutOf(result: Reply & { endpoint?: Endpoint }): AnswerLayout {
  const endpoint = result.endpoint;
  if (endpoint) return endpoint;
  const body = result.body as unknown[];
  return {
    statusInItem1: typeof body[1] === 'number',
    messageInItem2: body.length === 4 && typeof body[2] === 'string' && body[2] === body[1],
  };
}

/** The message of an envelope answer, success or failure, from the item its layout puts it in. */
export function messageOf(result: Reply & { endpoint?: Endpoint }): string {
  expect(Array.isArray(result.body), JSON.stringify(result.body)).toBe(true);
  return answerParts(layoutOf(result), result.body as unknown[]).message as string;
}

/**
 * A failure envelope with the given HTTP status: `[0, message, fields]`, or in the layout of the
 * call (`[0, 0, message, fields]`, `[0, message, message, fields]`).
 */
export function expectFailure(result: Reply & { endpoint?: Endpoint }, statusCode: number) {
  const shown = JSON.stringify(result.body);
  expect(result.statusCode, shown).toBe(statusCode);
  expect(Array.isArray(result.body), shown).toBe(true);
  const layout = layoutOf(result);
  const body = result.body as unknown[];
  if (layout.statusInItem1) expect(body[1], shown).toBe(0);
  if (layout.messageInItem2) expect(body[2], shown).toBe(body[1]);
  const parts = answerParts(layout, body);
  const [status, message, fields] = [parts.status, parts.message, parts.data] as [
    number,
    string,
    Record<string, string>,
  ];
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
