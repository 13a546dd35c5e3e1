import {
  answerItems,
  type DataOf,
  type Endpoint,
  type FileParts,
  holdsMoney,
  queryInBody,
  routerPath,
  type SessionUser,
  Status,
  type ValidatedRequest,
} from '@quaybook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TokenService } from '../auth/tokens';
import type { ReplicaReads } from '../db/replica/replicaReads';
import { authenticate, type SessionCheck } from './authenticate';
import { ApiError } from './errors';
import { contentDisposition, type FileAnswer, isFileAnswer } from './fileAnswer';
import { type ReceivedFile, removeFiles } from './fileParts';
import { type Form, readForm } from './formBody';
import { type IdempotentSaves, idempotencyKeyOf } from './idempotency';
import type { KeptToLine } from './lineScope';
import { envelopeStream, RowStream } from './rowStream';
import { describeIssues, nulProblems } from './validation';

export interface Ok<D> {
  data: D;
  message: string;
  extra?: unknown;
  item4?: unknown;
}

/** A successful answer; the route wrapper puts it into the wire shape. */
export function ok<D>(data: D, message = '', extra?: unknown, item4?: unknown): Ok<D> {
  const answer: Ok<D> = { data, message };
  if (extra !== undefined) answer.extra = extra;
  if (item4 !== undefined) answer.item4 = item4;
  return answer;
}

export interface HandlerContext<E extends Endpoint> {
  input: ValidatedRequest<E>;
  /** The signed-in caller; only public endpoints have none, and reading it there throws. */
  user: SessionUser;
  /** The files sent with the call, on disk until the handler is done; none unless it takes files. */
  files: ReceivedFile[];
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler answers: a file for a file endpoint, else the data of its reply. A file
 * endpoint that declares data (vessel capacity's summary) may answer that data instead.
 */
export type AnswerOf<E extends Endpoint> = E['reply'] extends 'file'
  ? FileAnswer | (E['data'] extends z.ZodNever ? never : Ok<z.output<E['data']>>)
  : Ok<DataOf<E>> | Ok<StreamOf<DataOf<E>>>;

/** A list's rows may be answered as a stream of them (`streamedRows`), written as they are read. */
type StreamOf<D> = D extends readonly (infer Row)[] ? RowStream<Row> : never;

export interface Route {
  endpoint: Endpoint;
  /** The file limits of this server, where a setting overrides the contract's (UPLOAD_MAX_MB). */
  files?: FileParts | undefined;
  /**
   * `replica`: a read that may be answered from a replica a moment behind the primary (a list,
   * a report, the dashboard, an export), once the replica holds the caller's own saves. Left
   * out, the call reads and writes on the primary.
   */
  reads?: 'replica' | undefined;
  handle(context: HandlerContext<Endpoint>): Promise<Ok<unknown> | FileAnswer>;
}

/**
 * Binds an endpoint of the contract to its handler; a file endpoint's handler answers a file.
 * @example defineRoute(api.menu.getMenu, async ({ user }) => ok(await menuFor(user)))
 * @example defineRoute(api.documents.download, async ({ input, user }) =>
 *   fileAnswer(await documents.open(user, input.params.filename)))
 */
export function defineRoute<E extends Endpoint>(
  endpoint: E,
  handle: (context: HandlerContext<E>) => Promise<AnswerOf<E>>,
  options: { files?: FileParts; reads?: 'replica' } = {},
): Route {
  return {
    endpoint,
    files: options.files,
    reads: options.reads,
    handle: handle as unknown as Route['handle'],
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    reply?: Endpoint['reply'];
    /** The call's client reads the status from item 1 too (`Endpoint.statusInItem1`). */
    statusInItem1?: boolean;
    /** The call's client reads the message from item 2 too (`Endpoint.messageInItem2`). */
    messageInItem2?: boolean;
  }
}

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  part: 'params' | 'query' | 'body',
) {
  if (!schema) return undefined;
  const nul = nulProblems(value);
  if (nul) throw new ApiError(400, nul.message, nul.fields);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { message, fields } = describeIssues(result.error.issues, part);
  throw new ApiError(400, message, fields);
}

interface RouteOptions {
  tokens: TokenService;
  /** Keeps a shipping line's user to their link parties (`lineScope.ts`). */
  keepToLine: (
    call: Endpoint,
    user: SessionUser,
    named: { params: unknown; query: unknown },
  ) => Promise<KeptToLine | undefined>;
  /** Refuses a token whose session has ended; runs on every authenticated call. */
  checkSession: SessionCheck;
  /** Check every answer against the endpoint's data schema (development and tests). */
  checkReplies: boolean;
  /** Where files sent with a call wait while it runs. */
  uploadsDir: string;
  /** Makes a call declared `idempotent` once per `Idempotency-Key`. */
  idempotent: IdempotentSaves;
  /** With a replica: runs each call with its reads where its declaration (`Route.reads`) allows. */
  replica?: ReplicaReads | undefined;
}

/** Whether a file's content type is one its endpoint declares (`image/*` covers `image/png`). */
export function declaresType(declared: readonly string[] | undefined, contentType: string) {
  if (!declared) return true;
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return declared.some((allowed) =>
    allowed.endsWith('/*') ? type.startsWith(allowed.slice(0, -1)) : type === allowed,
  );
}

function sendFile(reply: FastifyReply, file: FileAnswer) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.filename))
    .header('cache-control', 'no-store');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
}

function checkReply(endpoint: Endpoint, part: 'data' | 'extra' | 'item4', value: unknown) {
  const schema = endpoint[part];
  if (!schema) return;
  // Money in an answer is paise, the codecs' inner side: checked as it is written, not read.
  const checked = holdsMoney(schema) ? z.safeEncode(schema, value) : schema.safeParse(value);
  if (!checked.success)
    throw new Error(
      `Answer of ${endpoint.method} ${endpoint.path} breaks its contract (${part}): ${checked.error.message}`,
    );
}

/** A part of an answer as it travels: money, paise inside, is written in rupees. */
function onTheWire(schema: z.ZodType | undefined, value: unknown): unknown {
  return schema && holdsMoney(schema) ? z.encode(schema, value) : value;
}

/** A streamed list's rows, each checked (where answers are checked) and written as it travels. */
function streamedBody(
  endpoint: Endpoint,
  result: Ok<RowStream<unknown>>,
  checkReplies: boolean,
  reply: FastifyReply,
) {
  if (!(endpoint.data instanceof z.ZodArray))
    throw new Error(`${endpoint.method} ${endpoint.path} streams rows but answers no list`);
  const row = endpoint.data.element as z.ZodType;
  // The same rows again in the fourth item (the spec's master lists) are streamed there too.
  const rowsAgain = result.extra === result.data;
  if (checkReplies && endpoint.extra && !rowsAgain) checkReply(endpoint, 'extra', result.extra);
  const fourth =
    rowsAgain || result.extra === undefined ? undefined : onTheWire(endpoint.extra, result.extra);
  const fifth = result.item4 === undefined ? undefined : onTheWire(endpoint.item4, result.item4);
  reply.type('application/json; charset=utf-8');
  return envelopeStream(
    (rows) =>
      answerItems(endpoint, Status.success, result.message, rows, rowsAgain ? rows : fourth, fifth),
    result.data,
    (value) => {
      if (checkReplies) checkReply({ ...endpoint, data: row }, 'data', value);
      return JSON.stringify(onTheWire(row, value));
    },
  );
}

/** The body of a non-file answer: the envelope, or the bare sign-in reply. */
function replyBody(
  endpoint: Endpoint,
  result: Ok<unknown>,
  checkReplies: boolean,
  reply: FastifyReply,
) {
  if (result.data instanceof RowStream)
    return streamedBody(endpoint, result as Ok<RowStream<unknown>>, checkReplies, reply);
  const extra = result.extra;
  if (checkReplies) {
    checkReply(endpoint, 'data', result.data);
    if (endpoint.extra) checkReply(endpoint, 'extra', extra);
    if (endpoint.item4) checkReply(endpoint, 'item4', result.item4);
  }
  const data = onTheWire(endpoint.data, result.data);
  if (endpoint.reply === 'token') return data;
  const fourth = extra === undefined ? undefined : onTheWire(endpoint.extra, extra);
  const fifth = result.item4 === undefined ? undefined : onTheWire(endpoint.item4, result.item4);
  return answerItems(endpoint, Status.success, result.message, data, fourth, fifth);
}

export function registerRoutes(
  app: FastifyInstance,
  routes: readonly Route[],
  options: RouteOptions,
) {
  for (const route of routes) {
    registerRoute(app, route, route.endpoint, options);
    // A call whose query takes an id list also takes that query as the body of a POST.
    const twin = queryInBody(route.endpoint);
    if (twin) registerRoute(app, route, twin, options);
  }
}

/** The query a call is given: its URL's, or for a POST twin (`queryInBody`) its JSON body's. */
function queryOf(request: FastifyRequest, fromBody: boolean): unknown {
  if (!fromBody) return request.query ?? {};
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new ApiError(400, 'Send the query as a JSON object of its fields.');
  return { ...(request.query as object), ...body };
}

function registerRoute(
  app: FastifyInstance,
  route: Route,
  declared: Endpoint,
  options: RouteOptions,
) {
  const fromBody = declared !== route.endpoint;
  const endpoint = route.endpoint;
  app.route({
    method: declared.method,
    url: routerPath(declared.path),
    config: {
      reply: endpoint.reply,
      statusInItem1: endpoint.statusInItem1,
      messageInItem2: endpoint.messageInItem2,
    },
    handler: async (request, reply) => {
      let user: SessionUser | undefined;
      if (endpoint.access !== 'public') user = await authenticate(request, options, endpoint);
      const key = endpoint.idempotent ? idempotencyKeyOf(request) : undefined;
      const params = parsePart(endpoint.params, request.params, 'params');
      const query = parsePart(endpoint.query, queryOf(request, fromBody), 'query');
      const kept = user ? await options.keepToLine(endpoint, user, { params, query }) : undefined;
      const answer = () =>
        answerCall({ route, endpoint, options, request, reply, user, key, kept, params, query });
      return options.replica
        ? options.replica.run(route.reads ?? 'primary', user?.user_id, answer)
        : answer();
    },
  });
}

/** A call let in, its named parts read: its form read, its handler run, its answer written. */
async function answerCall({
  route,
  endpoint,
  options,
  request,
  reply,
  user,
  key,
  kept,
  params,
  query,
}: {
  route: Route;
  endpoint: Endpoint;
  options: RouteOptions;
  request: FastifyRequest;
  reply: FastifyReply;
  user: SessionUser | undefined;
  key: string | undefined;
  kept: KeptToLine | undefined;
  params: unknown;
  query: unknown;
}) {
  const form: Form =
    endpoint.formField || endpoint.formFields || endpoint.files
      ? await readForm(request, {
          field: endpoint.formField,
          fields: endpoint.formFields,
          textFields: endpoint.textFields,
          files: route.files ?? endpoint.files,
          uploadsDir: options.uploadsDir,
        })
      : { body: request.body, files: [] };
  try {
    const body = parsePart(endpoint.body, form.body, 'body');
    const handled = () =>
      route.handle({
        input: { params, query, body },
        get user(): SessionUser {
          if (!user) throw new Error(`${endpoint.path} is public and has no signed-in user`);
          return user;
        },
        files: form.files,
        request,
        reply,
      });
    if (key && user && endpoint.reply === 'envelope') {
      const sent = { params, query, body, files: form.files };
      return await options.idempotent(endpoint, user.user_id, key, sent, reply, async () =>
        replyBody(endpoint, (await handled()) as Ok<unknown>, options.checkReplies, reply),
      );
    }
    const result = await handled();
    if (endpoint.reply !== 'file')
      return await replyBody(endpoint, result as Ok<unknown>, options.checkReplies, reply);
    if (!isFileAnswer(result) && endpoint.data.def.type !== 'never')
      return await replyBody(endpoint, result as Ok<unknown>, options.checkReplies, reply);
    if (!isFileAnswer(result))
      throw new Error(`${endpoint.method} ${endpoint.path} must answer a file`);
    if (options.checkReplies && !declaresType(endpoint.contentTypes, result.contentType))
      throw new Error(
        `Answer of ${endpoint.method} ${endpoint.path} breaks its contract: ${result.contentType} is not among ${endpoint.contentTypes?.join(', ')}`,
      );
    await kept?.answered();
    return sendFile(reply, result);
  } finally {
    await removeFiles(form.files);
  }
}
