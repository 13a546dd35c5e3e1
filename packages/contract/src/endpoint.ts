import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, any signed-in user, or only an admin (role 2). */
export type Access = 'public' | 'user' | 'admin';

/**
 * How the answer is shaped on the wire. `envelope` is `[status, message, data, extra?]`;
 * `token` is the sign-in shape `{access_token, token_type, detail}` with failures `{detail}`.
 */
export type ReplyShape = 'envelope' | 'token';

type Schema = z.ZodType;

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  D extends Schema = Schema,
> {
  method: HttpMethod;
  /** The spec's path, with `{name}` placeholders; mounted under `/api`. */
  path: string;
  access: Access;
  reply: ReplyShape;
  params: P;
  query: Q;
  body: B;
  /** The answer's data: the third element of the envelope, or the whole token reply. */
  data: D;
  /**
   * When set, the body travels as a multipart form whose field of this name holds the body as
   * JSON (the spec's `container` and `transaction` fields); otherwise as JSON.
   */
  formField: string | undefined;
}

interface EndpointOptions<P, Q, B, D> {
  method: HttpMethod;
  path: string;
  access?: Access;
  reply?: ReplyShape;
  params?: P;
  query?: Q;
  body?: B;
  data: D;
  formField?: string;
}

/**
 * Declares one API operation, once, for both sides.
 * @example
 * const getMenu = endpoint({ method: 'GET', path: '/menu', data: z.array(menuItem) });
 */
export function endpoint<
  D extends Schema,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(options: EndpointOptions<P, Q, B, D>): Endpoint<P, Q, B, D> {
  return {
    access: 'user',
    reply: 'envelope',
    ...options,
    formField: options.formField,
    params: options.params as P,
    query: options.query as Q,
    body: options.body as B,
  };
}

type In<S> = S extends Schema ? z.input<S> : undefined;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** What a caller passes: only the parts the endpoint declares. */
export type RequestOf<E extends Endpoint> = (E['params'] extends Schema
  ? { params: In<E['params']> }
  : unknown) &
  (E['query'] extends Schema ? { query?: In<E['query']> } : unknown) &
  (E['body'] extends Schema ? { body: In<E['body']> } : unknown);

/** What a handler receives after validation. */
export interface ValidatedRequest<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

export type DataOf<E extends Endpoint> = z.output<E['data']>;

/**
 * Fills `{name}` placeholders from params, URL-encoding each value.
 * @example fillPath('/update_voyage/{Voyageid}/', { Voyageid: 7 }) // '/update_voyage/7/'
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path in the router's `:name` form. */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
