import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call, each level opening the call to fewer callers (`mayCall` in access.ts decides):
 * - `public`: anyone, without a token;
 * - `user`: a company's staff, users (role 1) and administrators (role 2);
 * - `admin`: administrators: a company administrator within their own company, the group
 *   administrator in every company (the services hold the company rules of users and companies);
 * - `group`: the group administrator alone: creating companies, and changing the reference data
 *   every company shares (places, ports, code lists).
 * - `line`: a shipping line's user (role 3) alone: the portal's own calls.
 * A shipping line's user is let into no other call unless its declaration says how the call keeps
 * them to their link parties (`line`, a `LineScope`).
 */
export type Access = 'public' | 'line' | 'user' | 'admin' | 'group';

/** The records a call may name that a shipping line's user must own to be answered. */
export const LINE_RECORDS = [
  'inspection',
  'report',
  'bill',
  'misBill',
  'repairBill',
  'estimate',
  'document',
] as const;
export type LineRecord = (typeof LINE_RECORDS)[number];

/**
 * How a staff call opened to a shipping line's user keeps them to their link parties; the server
 * applies it before the call runs, from the database (`http/lineScope.ts`):
 * - `parties`: the query's applicant and account, by these names, must be those of one of the
 *   user's link parties; left out, they are filled from the user's first one that fits.
 * - `linkParty`: the query's link party, by this name, must be one of the user's; left out, their
 *   first.
 * - `record`: the call names one record (by this name, in its path or query), which must belong
 *   to one of the user's link parties. A number (`reportno`) or a document's name is looked up.
 * - `self`: the call acts on the caller's own account or reads nothing of a party (their
 *   password, the server's version).
 */
export type LineScope =
  | { parties: { applicant: string; account: string } }
  | { linkParty: string }
  | { record: LineRecord; key: string; in: 'params' | 'query' }
  | { self: true };

/**
 * How the answer is shaped on the wire. `envelope` is `[status, message, data, extra?]`;
 * `token` is the sign-in shape `{access_token, token_type, detail}` with failures `{detail}`;
 * `file` is the bytes of a document with its content type and download name (a refusal is
 * still a failure envelope).
 */
export type ReplyShape = 'envelope' | 'token' | 'file';

/**
 * Files a call takes as parts of its multipart form: the form field they travel in, how many at
 * most, how large each may be, and which content types are accepted (any when left out).
 */
export interface FileParts {
  field: string;
  maxFiles: number;
  maxBytes: number;
  types?: readonly string[];
  /** What else a file must be, for the API documentation (a photo's most pixels). */
  note?: string;
}

/** The content types of the files calls answer, for their declarations. */
export const FILE_TYPES = {
  csv: 'text/csv',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
  zip: 'application/zip',
  text: 'text/plain',
  image: 'image/*',
} as const;

type Schema = z.ZodType;

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  D extends Schema = Schema,
  R extends ReplyShape = ReplyShape,
  F extends FileParts | undefined = FileParts | undefined,
  X extends Schema | undefined = Schema | undefined,
> {
  method: HttpMethod;
  /** The spec's path, with `{name}` placeholders; mounted under `/api`. */
  path: string;
  access: Access;
  /** Opens the call to a shipping line's user too, kept to their link parties. */
  line: LineScope | undefined;
  reply: R;
  params: P;
  query: Q;
  body: B;
  /** The answer's data: the third element of the envelope, or the whole token reply. */
  data: D;
  /**
   * The answer's fourth element (item 3), where the spec's client reads rows, a count or a file
   * name from it; left out, item 3 is absent (or a list's `pageInfo` when a page is asked for).
   * A call with `messageInItem2` answers it as item 4, after its data.
   */
  extra: X;
  /**
   * The answer's fifth element (item 4), after item 3: what a call answers beyond the items its
   * client reads (an upload's counts, where its client reads the rows and the batch in items 2
   * and 3). Only in the plain layout.
   */
  item4: Schema | undefined;
  /**
   * The calls whose client reads the status from item 1 ('item 1 is 1 on success, 0 on
   * failure'): the status is in items 0 and 1 both, so a client of either reading is right.
   * Success is `[1, 1, data, message]`, failure `[0, 0, message, fieldProblems]` and
   * information `[2, 2, message, {}]`.
   */
  statusInItem1: boolean;
  /**
   * The calls whose client reads the message from item 2 ('message in item 2', 'an error with
   * the message in item 2'): the message is in items 1 and 2 both, so a client of either reading
   * is right, and the data follows it. Success is `[1, message, message, data]`, with item 3
   * (`extra`, when declared) as item 4; failure `[0, message, message, fieldProblems]` and
   * information `[2, message, message, {}]`.
   */
  messageInItem2: boolean;
  /**
   * When set, the body travels as a multipart form whose field of this name holds the body as
   * JSON (the spec's `container` and `transaction` fields); otherwise as JSON.
   */
  formField: string | undefined;
  /**
   * When set, the body travels as a multipart form with one JSON field per key of the body (the
   * create call's `transaction`, `containerno` and `damageData`); a key left out is not sent.
   */
  formFields: readonly string[] | undefined;
  /**
   * Of `formFields`, those the spec's client sends as a plain value ('prop' holds the column
   * name, not JSON text). The server also reads one sent as a JSON string.
   */
  textFields: readonly string[] | undefined;
  /** Files sent with the form, when the call takes any. */
  files: F;
  /**
   * The content types a file answer comes in (`text/csv`, `application/pdf`, `image/*`); left
   * out, any type (a download of whatever document was issued). Checked with the answers.
   */
  contentTypes: readonly string[] | undefined;
  /**
   * The record a stale edit's 409 refusal carries as `current`, when it is not the row the call
   * answers (an edit that answers a file name refuses with the record it would have changed).
   */
  current: Schema | undefined;
  /**
   * A save an offline client may send again: with an `Idempotency-Key` header, a second request
   * of the same key is answered as the first was, and records nothing.
   */
  idempotent: boolean;
}

interface EndpointOptions<P, Q, B, D, R, F = FileParts | undefined, X = Schema | undefined> {
  method: HttpMethod;
  path: string;
  access?: Access;
  line?: LineScope;
  reply?: R;
  params?: P;
  query?: Q;
  body?: B;
  data: D;
  extra?: X;
  item4?: Schema;
  statusInItem1?: boolean;
  messageInItem2?: boolean;
  formField?: string;
  formFields?: readonly string[];
  textFields?: readonly string[];
  files?: F;
  contentTypes?: readonly string[];
  current?: Schema;
  idempotent?: boolean;
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
  R extends ReplyShape = 'envelope',
  F extends FileParts | undefined = undefined,
  X extends Schema | undefined = undefined,
>(
  options: EndpointOptions<P, Q, B, D, R, F, X>,
  // Only the options decide the types: a declaration written where an Endpoint is expected
  // (inside an entity) must not widen what it leaves out to 'any schema'.
): Endpoint<NoInfer<P>, NoInfer<Q>, NoInfer<B>, NoInfer<D>, NoInfer<R>, NoInfer<F>, NoInfer<X>> {
  if (options.statusInItem1 && (options.messageInItem2 || options.extra))
    throw new Error(
      `${options.path}: a status in item 1 leaves no item for a message in item 2 or an item 3`,
    );
  if (options.item4 && (options.statusInItem1 || options.messageInItem2 || !options.extra))
    throw new Error(`${options.path}: an item 4 follows an item 3, in the plain layout only`);
  return {
    access: 'user',
    ...options,
    line: options.line,
    reply: (options.reply ?? 'envelope') as R,
    extra: options.extra as X,
    item4: options.item4,
    statusInItem1: options.statusInItem1 ?? false,
    messageInItem2: options.messageInItem2 ?? false,
    formField: options.formField,
    formFields: options.formFields,
    textFields: options.textFields,
    files: options.files as F,
    contentTypes: options.contentTypes,
    current: options.current,
    idempotent: options.idempotent ?? false,
    params: options.params as P,
    query: options.query as Q,
    body: options.body as B,
  };
}

/**
 * Declares a call answered with a file (a document's bytes, named for download); it has no
 * envelope data, and a refusal is still a failure envelope.
 * @example
 * const download = fileEndpoint({ method: 'GET', path: '/document/{filename}', params });
 */
export function fileEndpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(
  options: Omit<EndpointOptions<P, Q, B, z.ZodNever, 'file'>, 'reply' | 'data'>,
): Endpoint<NoInfer<P>, NoInfer<Q>, NoInfer<B>, z.ZodNever, 'file'> {
  return endpoint({ ...options, reply: 'file', data: z.never() });
}

type In<S> = S extends Schema ? z.input<S> : undefined;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** A file as a caller sends it: a browser File, or any Blob with a name. */
export interface OutgoingFile {
  blob: Blob;
  name: string;
}

/** What a caller passes: only the parts the endpoint declares. */
export type RequestOf<E extends Endpoint> = (E['params'] extends Schema
  ? { params: In<E['params']> }
  : unknown) &
  (E['query'] extends Schema ? { query?: In<E['query']> } : unknown) &
  (E['body'] extends Schema ? { body: In<E['body']> } : unknown) &
  (E['files'] extends FileParts ? { files?: readonly OutgoingFile[] } : unknown);

/** The body a caller sends to the endpoint, as its schema reads it in. */
export type BodyOf<E extends Endpoint> = E['body'] extends Schema ? z.input<E['body']> : never;

/** A body checked against the endpoint's schema: the typed body, or a problem per field. */
export type CheckedBody<E extends Endpoint> =
  | { ok: true; body: BodyOf<E> }
  | { ok: false; problems: Record<string, string> };

/**
 * Checks values against the endpoint's body schema before they are sent, so the caller learns
 * each field's problem with the server's own words and sends only a body the schema accepts.
 * @example const checked = checkBody(api.voyage.create, values); if (checked.ok) call(api.voyage.create, { body: checked.body });
 */
export function checkBody<E extends Endpoint>(endpoint: E, values: unknown): CheckedBody<E> {
  const parsed = endpoint.body?.safeParse(values);
  if (!parsed || parsed.success) return { ok: true, body: values as BodyOf<E> };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    problems[issue.path.map(String).join('.')] ??= issue.message;
  return { ok: false, problems };
}

/** What a handler receives after validation. */
export interface ValidatedRequest<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

/** The bytes of a file answer as the caller receives them. */
export interface DownloadedFile {
  blob: Blob;
  /** The download name the server gives: 'containers.csv'. */
  filename: string;
  contentType: string;
}

/** What a call answers in item 3: its declared shape, else whatever the server put there. */
export type ExtraOf<E extends Endpoint> = E['extra'] extends Schema
  ? z.output<E['extra']>
  : unknown;

/** The data a call answers: a file answer's bytes, or the envelope's (or token reply's) data. */
export type DataOf<E extends Endpoint> = E['reply'] extends 'file'
  ? DownloadedFile
  : z.output<E['data']>;

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

/** The path's `{name}` placeholders. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
}

/** The path in the router's `:name` form. */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * A query string of the values given: arrays repeat their key, blanks are left out.
 * @example queryString({ page: 2, search: '' }) // '?page=2'
 */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
