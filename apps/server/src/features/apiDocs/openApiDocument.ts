import {
  ACCESS_REFUSALS,
  type Endpoint,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY,
  isMoney,
  type LineScope,
  MONEY_UNIT,
  MOST_IDS,
  pageInfo,
  pathParams,
  queryInBody,
  Status,
  takesVersion,
  tokenReply,
  UNPAGED_ROWS,
} from '@quaybook/contract';
import { z } from 'zod';

/** The API's rule on versions, as the OpenAPI document states it for every edit that takes one. */
const EDIT_VERSION_RULE =
  "Every row answered carries `version`, raised by one on every change. Send the `version` the edit started from: if the record has changed since, the edit is refused with 409 and `[0, 'This record was changed by <user> at <time> after you opened it.', {current}]`, `current` being the record as it now stands, and nothing is written. An edit without `version` is saved without this check.";

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) as the document holds it. */
export type JsonSchema = { [key: string]: unknown };

/** One declared call of the contract, under the names it has in `api` (`inspection.list`). */
interface DeclaredCall {
  /** The area it is declared in: the first key of its name. */
  area: string;
  /** Every name it has: a save declared as both create and update has two. */
  names: string[];
  endpoint: Endpoint;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/**
 * Every call of the contract once, in declaration order, with all the names it is declared under.
 * @example declaredCalls(api)[0] // { area: 'auth', names: ['auth.signIn'], endpoint: api.auth.signIn }
 */
function declaredCalls(declared: Record<string, unknown>): DeclaredCall[] {
  const calls = new Map<Endpoint, DeclaredCall>();
  const walk = (value: unknown, name: string[]) => {
    if (isEndpoint(value)) {
      const known = calls.get(value);
      if (known) known.names.push(name.join('.'));
      else calls.set(value, { area: name[0] ?? '', names: [name.join('.')], endpoint: value });
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) walk(inner, [...name, key]);
  };
  walk(declared, []);
  return [...calls.values()];
}

type Io = 'input' | 'output';

/**
 * The JSON Schema of a contract schema as it travels: `input` for what a caller sends, `output`
 * for what the server answers. A transform or preprocess has no JSON Schema of its own; a
 * preprocess documents the value it finally accepts, anything else is left open (`{}`).
 */
function jsonSchemaOf(schema: z.ZodType, io: Io): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    // A shared schema is written out where it is used: each operation reads on its own.
    reused: 'inline',
    cycles: 'ref',
    override: ({ zodSchema, jsonSchema }) => {
      // Money is paise inside and rupees on the wire, both ways: document the wire.
      if (isMoney(zodSchema)) {
        for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
        Object.assign(
          jsonSchema,
          io === 'input'
            ? { type: ['number', 'string'], description: MONEY_UNIT }
            : { type: 'number', description: MONEY_UNIT },
        );
        return;
      }
      // z.preprocess(fn, schema) reads as a pipe from a transform: document the schema it feeds.
      if (io !== 'input' || zodSchema._zod.def.type !== 'pipe') return;
      const pipe = zodSchema as unknown as z.ZodPipe;
      if (pipe.in._zod.def.type !== 'transform') return;
      for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
      Object.assign(jsonSchema, jsonSchemaOf(pipe.out as z.ZodType, io));
    },
  }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The shapes every envelope call shares, named once in `components/schemas`. */
const envelopeSchemas: Record<string, JsonSchema> = {
  FieldProblems: {
    type: 'object',
    description: 'What is wrong with each field, by field name; empty when no field is to blame.',
    additionalProperties: { type: 'string' },
  },
  Failure: {
    type: 'array',
    description:
      'A refusal: `[0, message, fieldProblems]`, or `[2, message, fieldProblems]` when a container number is not 4 letters and 7 digits. The message is meant to be shown to the user as it stands.',
    prefixItems: [
      { enum: [Status.failure, Status.invalidContainer] },
      { type: 'string' },
      ref('FieldProblems'),
    ],
    minItems: 3,
    maxItems: 3,
  },
  Information: {
    type: 'array',
    description:
      'Nothing was done and nothing was wrong (a report or bill call with nothing to do): `[2, message, {}]`, the message shown as information.',
    prefixItems: [{ const: Status.information }, { type: 'string' }, { type: 'object' }],
    minItems: 3,
    maxItems: 3,
  },
  PageInfo: {
    ...jsonSchemaOf(pageInfo, 'output'),
    description: 'Which page this is, of how many rows.',
  },
  TokenFailure: {
    type: 'object',
    description: 'A refused sign-in call: only `detail`, the message to show.',
    properties: { detail: { type: 'string' } },
    required: ['detail'],
  },
};

function successEnvelope(call: Endpoint): JsonSchema {
  const data = jsonSchemaOf(call.data, 'output');
  if (call.statusInItem1)
    return {
      type: 'array',
      description:
        "`[1, 1, data, message]`: the status is in item 1 as well as item 0, where this call's client reads it; the message follows the data. A failure is `[0, 0, message, fieldProblems]`.",
      prefixItems: [{ const: Status.success }, { const: Status.success }, data, { type: 'string' }],
      minItems: 4,
      maxItems: 4,
    };
  if (call.messageInItem2) {
    const extra = call.extra ? [jsonSchemaOf(call.extra, 'output')] : [];
    return {
      type: 'array',
      description: call.extra
        ? "`[1, message, message, data, item3]`: the message is in item 2 as well as item 1, where this call's client reads it; the data follows it in item 3, and what other calls answer as item 3 is item 4. A refusal is `[0, message, message, fieldProblems]`."
        : "`[1, message, message, data]`: the message is in item 2 as well as item 1, where this call's client reads it; the data follows it in item 3. A refusal is `[0, message, message, fieldProblems]`.",
      prefixItems: [
        { const: Status.success },
        { type: 'string' },
        { type: 'string' },
        data,
        ...extra,
      ],
      minItems: 4 + extra.length,
      maxItems: 4 + extra.length,
    };
  }
  const items = [{ const: Status.success }, { type: 'string' }, data];
  if (call.extra) {
    const fifth = call.item4 ? [jsonSchemaOf(call.item4, 'output')] : [];
    return {
      type: 'array',
      description: call.item4
        ? '`[1, message, data, item3, item4]`: the fourth and fifth elements (items 3 and 4) as given.'
        : '`[1, message, data, item3]`: the fourth element (item 3) as given.',
      prefixItems: [...items, jsonSchemaOf(call.extra, 'output'), ...fifth],
      minItems: 4 + fifth.length,
      maxItems: 4 + fifth.length,
    };
  }
  const paged = call.query instanceof z.ZodObject && 'page' in call.query.shape;
  return {
    type: 'array',
    description: paged
      ? '`[1, message, data, pageInfo]`: the fourth element is there when a page was asked for.'
      : '`[1, message, data]`.',
    prefixItems: paged ? [...items, ref('PageInfo')] : items,
    minItems: 3,
    maxItems: paged ? 4 : 3,
  };
}

/**
 * A refusal (and, with status 2, information) in the call's layout: the shared `Failure` and
 * `Information`, or the same parts where a call's client reads its status from item 1 or its
 * message from item 2 (`answerItems` in the contract).
 */
function refusalSchema(call: Endpoint, statuses: readonly number[], description: string) {
  const status = statuses.length === 1 ? { const: statuses[0] } : { enum: statuses };
  const message = { type: 'string' };
  const items = call.statusInItem1
    ? [status, status, message, ref('FieldProblems')]
    : [status, message, message, ref('FieldProblems')];
  return { type: 'array', description, prefixItems: items, minItems: 4, maxItems: 4 };
}

const ownLayout = (call: Endpoint) => call.statusInItem1 || call.messageInItem2;

const failureSchema = (call: Endpoint) =>
  ownLayout(call)
    ? refusalSchema(
        call,
        [Status.failure],
        call.statusInItem1
          ? '`[0, 0, message, fieldProblems]`: a refusal, its status in items 0 and 1.'
          : '`[0, message, message, fieldProblems]`: a refusal, its message in items 1 and 2.',
      )
    : ref('Failure');

const informationSchema = (call: Endpoint) =>
  ownLayout(call)
    ? refusalSchema(
        call,
        [Status.information],
        call.statusInItem1
          ? '`[2, 2, message, {}]`: nothing was done and nothing was wrong.'
          : '`[2, message, message, {}]`: nothing was done and nothing was wrong.',
      )
    : ref('Information');

const failureAnswer = (call: Endpoint, description: string) => ({
  description,
  content: { 'application/json': { schema: failureSchema(call) } },
});

/** The refusals a call may answer, as the error handler sends them (`http/errorHandler.ts`). */
function failures(call: Endpoint): Record<string, unknown> {
  if (call.reply === 'token') {
    const detail = (description: string) => ({
      description,
      content: { 'application/json': { schema: ref('TokenFailure') } },
    });
    return {
      400: detail('The input is not valid.'),
      401: detail('The credentials are not right, or the caller is not signed in.'),
      ...(call.access === 'public'
        ? { 429: detail('Too many failed sign-ins: wait before trying again.') }
        : {}),
      default: detail('The server failed; the answer says to try again.'),
    };
  }
  const refused = (description: string) => failureAnswer(call, description);
  const answers: Record<string, unknown> = {
    400: refused('The input is not valid; the message and the field problems say why.'),
  };
  if (call.access !== 'public')
    answers[401] = {
      ...refused(
        'No bearer token, or it is not valid, has expired or its session has ended: sign in again.',
      ),
      headers: { 'WWW-Authenticate': { schema: { const: 'Bearer' } } },
    };
  if (call.access === 'group') answers[403] = refused(ACCESS_REFUSALS.group);
  // A company administrator reaches their own company's users and record alone.
  if (call.access === 'admin')
    answers[403] = refused(
      `${ACCESS_REFUSALS.admin} Or, for a company administrator, the user or company named is another company's.`,
    );
  answers[404] = refused(
    "A record or document the call names does not exist for the caller's company.",
  );
  if (call.method !== 'GET')
    answers[409] = refused(
      takesVersion(call)
        ? `The change conflicts with what is recorded (a duplicate name), or the record changed after the version sent. ${EDIT_VERSION_RULE}`
        : 'The change conflicts with what is recorded (a duplicate name).',
    );
  if (call.files) answers[413] = refused('A file is larger than the call accepts.');
  else if (call.body) answers[413] = refused('The request is larger than the call accepts.');
  answers.default = refused('The server failed; the message says to try again.');
  return answers;
}

/** The content types a file answer comes in; a download of any document may be of any type. */
const fileContent = (call: Endpoint) =>
  Object.fromEntries(
    (call.contentTypes ?? ['*/*']).map((type) => [
      type,
      { schema: { type: 'string', contentMediaType: type } },
    ]),
  );

function answers(call: Endpoint): Record<string, unknown> {
  if (call.reply === 'token')
    return {
      200: {
        description: 'Signed in: the bearer token to send as `Authorization: Bearer <token>`.',
        content: { 'application/json': { schema: jsonSchemaOf(tokenReply, 'output') } },
      },
      ...failures(call),
    };
  if (call.reply === 'file') {
    const withData = call.data.def.type !== 'never';
    return {
      200: {
        description: withData
          ? 'The file, to be saved under the name in Content-Disposition; or, when the input asks for JSON, the envelope with its data.'
          : 'The file, to be saved under the name in Content-Disposition.',
        headers: {
          'Content-Disposition': {
            description: 'attachment; filename="…"; filename*=UTF-8\'\'…',
            schema: { type: 'string' },
          },
        },
        content: {
          ...fileContent(call),
          ...(withData
            ? {
                'application/json': {
                  schema: { oneOf: [successEnvelope(call), informationSchema(call)] },
                },
              }
            : {}),
        },
      },
      ...failures(call),
    };
  }
  return {
    200: {
      description:
        'Done: the envelope `[1, message, data]`, or `[2, message, {}]` when there was nothing to do.',
      content: {
        'application/json': { schema: { oneOf: [successEnvelope(call), informationSchema(call)] } },
      },
    },
    ...failures(call),
  };
}

const objectParts = (schema: JsonSchema) => ({
  properties: (schema.properties ?? {}) as Record<string, JsonSchema>,
  required: new Set((schema.required ?? []) as string[]),
});

function parameters(call: Endpoint): unknown[] {
  const path = objectParts(call.params ? jsonSchemaOf(call.params, 'input') : {});
  const query = objectParts(call.query ? jsonSchemaOf(call.query, 'input') : {});
  return [
    ...pathParams(call.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: path.properties[name] ?? { type: 'string' },
    })),
    ...Object.entries(query.properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required.has(name),
      schema,
    })),
    ...(call.idempotent
      ? [
          {
            name: IDEMPOTENCY_HEADER,
            in: 'header',
            required: false,
            description:
              'Names the save (a UUID made by the client): a request sent again with the same key records nothing and is answered as the first was; the same key with another request is refused (422).',
            schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source },
          },
        ]
      : []),
  ];
}

/** A field of a multipart form that holds JSON, as text or as a file part of that type. */
const jsonField = (schema: JsonSchema, what: string) => ({
  type: 'string',
  description: `${what}, as JSON text, or as a file part (a Blob) of type application/json.`,
  contentMediaType: 'application/json',
  contentSchema: schema,
});

/** A field of a multipart form that holds a plain value, not JSON. */
const textField = (schema: JsonSchema, what: string) => ({
  ...schema,
  type: 'string',
  description: `${what}, as a plain value (not JSON-quoted).`,
});

function fileField(call: Endpoint): JsonSchema {
  const files = call.files;
  if (!files) return {};
  const media = (files.types ?? []).filter((type) => !type.startsWith('.'));
  const endings = (files.types ?? []).filter((type) => type.startsWith('.'));
  const megabytes = Math.round(files.maxBytes / (1024 * 1024));
  const accepted =
    (files.types ? ` Accepted: ${[...media, ...endings].join(', ')}.` : '') +
    (files.note ? ` ${files.note}` : '');
  const file = {
    type: 'string',
    contentMediaType: media.length === 1 ? media[0] : 'application/octet-stream',
  };
  const description =
    files.maxFiles === 1
      ? `One file of at most ${megabytes} MB.${accepted}`
      : `Up to ${files.maxFiles} files of at most ${megabytes} MB each.${accepted}`;
  return files.maxFiles === 1
    ? { ...file, description }
    : { type: 'array', items: file, maxItems: files.maxFiles, description };
}

function requestBody(call: Endpoint): unknown {
  const { body, formField, formFields, files } = call;
  const schema = body ? jsonSchemaOf(body, 'input') : undefined;
  const required = body ? !body.safeParse(undefined).success : false;
  if (!formField && !formFields && !files) {
    if (!schema) return undefined;
    return { required, content: { 'application/json': { schema } } };
  }
  const properties: Record<string, unknown> = {};
  const requiredFields: string[] = [];
  if (formField && schema) {
    properties[formField] = jsonField(schema, 'The whole record');
    requiredFields.push(formField);
  }
  if (formFields && schema) {
    const parts = objectParts(schema);
    for (const name of formFields) {
      const field = call.textFields?.includes(name) ? textField : jsonField;
      properties[name] = field(parts.properties[name] ?? {}, `The record's ${name}`);
      if (parts.required.has(name)) requiredFields.push(name);
    }
  }
  if (files) properties[files.field] = fileField(call);
  const form = {
    type: 'object',
    properties,
    ...(requiredFields.length > 0 ? { required: requiredFields } : {}),
  };
  const content: Record<string, unknown> = { 'multipart/form-data': { schema: form } };
  // Without files the record may also come as a plain JSON body (`http/formBody.ts`).
  if (!files && schema) content['application/json'] = { schema };
  return { required: Boolean(files) || required, content };
}

const lineKind = (scope: LineScope) =>
  'parties' in scope
    ? 'parties'
    : 'linkParty' in scope
      ? 'linkParty'
      : 'self' in scope
        ? 'self'
        : 'record';

const LINE_TEXT = {
  parties:
    'A shipping line’s user (role 3) may call it too: the applicant and account are one of their link parties (left out, their first), else 403.',
  linkParty:
    'A shipping line’s user (role 3) may call it too: the link party is one of theirs (left out, their first), else 403.',
  record:
    'A shipping line’s user (role 3) may call it too, for a record issued for one of their link parties; another’s answers 404.',
  self: 'A shipping line’s user (role 3) may call it too, for their own account.',
} as const;

const ACCESS_TEXT = {
  public: 'Public: no token needed.',
  line: 'A shipping line’s user only (role 3): the portal’s own.',
  user: 'Any signed-in staff user (roles 1 and 2).',
  admin:
    'Administrators only (role 2): a company administrator acts within their own company, the group administrator in every company.',
  group: 'The group administrator only: an administrator over every company.',
} as const;

function operation(call: DeclaredCall) {
  const { endpoint } = call;
  const [operationId, ...aliases] = call.names;
  const body = requestBody(endpoint);
  const params = parameters(endpoint);
  return {
    operationId,
    tags: [call.area],
    summary: operationId,
    description: [
      ACCESS_TEXT[endpoint.access],
      endpoint.line ? LINE_TEXT[lineKind(endpoint.line)] : '',
      aliases.length > 0
        ? `Also declared as ${aliases.map((name) => `\`${name}\``).join(', ')}.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    'x-access': endpoint.access,
    // Whether a shipping line's user (role 3) may make the call, kept to their link parties.
    'x-line-user': endpoint.access === 'line' || endpoint.line !== undefined,
    'x-reply': endpoint.reply,
    security: endpoint.access === 'public' ? [] : [{ bearerAuth: [] }],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: answers(endpoint),
  };
}

/** Words of a camelCase area name, for its title: `misBill` → `Mis bill`. */
function areaTitle(area: string): string {
  const words = area.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const DESCRIPTION = `The HTTP API of Quaybook, generated from the contract (\`packages/contract\`) that the server and the web app are built from.

Every path is under \`/api\`. Calls other than sign-in answer the **envelope**, a JSON array \`[status, message, data, extra?]\`: status 1 is success, 0 a refusal, 2 an invalid container number (or, on the report and bill calls, information: nothing was done, nothing was wrong). A refusal carries the HTTP status (400, 401, 403, 404, 409, 413, 431) and \`[0, message, {field: problem}]\`. Paged lists answer \`{total, page, pageSize}\` as the fourth element when a \`page\` is asked for; other calls name what their fourth element (item 3) holds. The few calls whose client reads the status from item 1 answer \`[1, 1, data, message]\` and \`[0, 0, message, {field: problem}]\`; those whose client reads the message from item 2 answer \`[1, message, message, data, extra?]\` and \`[0, message, message, {field: problem}]\`. Each call's answers say which layout it has.

**Money** travels in rupees with at most two decimals: a JSON number (\`1250.5\`) or digit text (\`"1250.50"\`), read exactly (never through a binary fraction); three or more decimals, a negative (but for a round-off) or more than ₹9,99,99,99,999.99 is refused. Answers give rupees as JSON numbers (\`1500\`, \`1250.5\`). A **round-off** (\`rndval\` of an MIS bill, \`roundoff\` of a bill and of the Bill Register) is the total minus the rounded total, as the payable amount is the rounded total: positive when the total was rounded down (₹1,000.40 payable as ₹1,000.00 has a round-off of \`0.4\`), negative when it was rounded up. Printed bills say which way in words ('Less: Round off', 'Add: Round off'); the e-invoice JSON keeps its own schema's \`RndOffAmt\`, the amount added to reach \`TotInvVal\`. Amounts an MIS bill's page sends that the server works out again (a line's \`amount\` and taxes, \`rndval\`, \`payableamt\`) are read and ignored.

**Lists**: a list call without \`page\` answers every row it finds. \`GET /advance_container_list/{vcnID}\` and the master lists (\`/container_list\`, \`/voyage_list\` and the rest) write them as they read them (a streamed JSON array inside the envelope, any length); a master list searched or sorted without a page (and \`GET /container/{text}\`), like \`GET /transactions\`, \`/all_reports\`, \`/get_unbilled_reports\`, \`/all_bills\`, \`/all_misbill\` and \`/populate_general_excel\` answer at most ${UNPAGED_ROWS.toLocaleString('en-IN')} rows that way and refuse a larger search with status 0 and HTTP 400 (narrow the filters, or ask for pages with \`page\` and \`pageSize\`). **Id lists**: a call that takes a list of ids in its query (\`reportid\`) takes up to ${MOST_IDS.toLocaleString('en-IN')} of them, in the URL (requests of up to 256 KB of address and headers are read) or, the same fields as a JSON object, as the body of a POST to the same path; more are refused with status 0 and HTTP 400, and a request too long to read at all is answered 431 with the envelope.

**Inputs** are read as common clients write them: a list in the query as repeated keys, \`key[]=1&key[]=2\` or \`key=1,2\`; a flag as \`1\`/\`0\` or \`true\`/\`false\`; a date as \`yyyy-mm-dd\` or a full ISO moment (\`2026-11-26T18:30:00.000Z\`), read as the day it is in India. A multipart field holding JSON may be sent as text or as a JSON file part.

Sign in with \`POST /api/token\` (\`{username, password}\`), then send \`Authorization: Bearer <access_token>\` on every other call. File answers come with \`Content-Disposition\`; their refusals are still envelopes.`;

interface DocumentOptions {
  /** The app's version, the document's `info.version`. */
  version: string;
  title?: string;
}

/**
 * The OpenAPI 3.1 document of every call the contract declares: paths relative to the server
 * url `/api`, one operation per call, named by its area and key.
 * @example openApiDocument(api, { version: VERSION }).paths['/voyage_list'].get.operationId // 'voyage.list'
 */
export function openApiDocument(declared: Record<string, unknown>, options: DocumentOptions) {
  const calls = declaredCalls(declared);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const { path, method } = call.endpoint;
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(call) };
    // The POST that takes a long id list's query as its body (`queryInBody`).
    const twin = queryInBody(call.endpoint);
    if (twin)
      paths[path] = {
        ...paths[path],
        post: operation({
          ...call,
          names: call.names.map((name) => `${name}.post`),
          endpoint: twin,
        }),
      };
  }
  const areas = [...new Set(calls.map((call) => call.area))];
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Quaybook API',
      version: options.version,
      description: DESCRIPTION,
    },
    servers: [{ url: '/api' }],
    tags: areas.map((area) => ({ name: area, description: areaTitle(area) })),
    paths,
    components: {
      schemas: envelopeSchemas,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `access_token` of `POST /api/token`.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
