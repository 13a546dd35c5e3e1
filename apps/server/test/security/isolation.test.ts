import { ACCESS_REFUSALS, api, type Endpoint, pathParams } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpointsOf, expectFailure, type Reply } from '../support/call';
import { databaseState } from '../support/databaseState';
import {
  ACROSS,
  type AnyRequest,
  CHOICES,
  COMPANY_VIEWS,
  ENDPOINT_IDS,
  ID_FIELDS,
  keyOf,
  LOOKS_LIKE_AN_ID,
  LOOKUPS,
  MASTER_CASES,
  NESTED_IDS,
  NO_ID,
  NOT_RECORDS,
  REST,
  type RecordName,
  SHARED,
  sendAs,
  useTwoCompanies,
} from '../support/twoCompanies';

// Generated from the contract: company B, signed in as its admin, is shown nothing of company A
// and reaches none of A's records. Company A holds one of every kind of record, made through the
// API in beforeAll (support/twoCompanies.ts), which also declares which of A's ids each
// parameter takes.
const two = useTwoCompanies();

// The portal's own calls refuse every staff caller; the line users' sweep (lineUsers.test.ts)
// crosses them between lines.
const ENDPOINTS = endpointsOf(api).filter(
  (endpoint) => endpoint.access !== 'public' && endpoint.access !== 'line',
);

/** GET calls that change what they are given: A's own control call is not made for them. */
const CHANGES_ON_GET = [
  api.report.generate,
  api.report.addInspections,
  api.report.clearInspection,
  api.bill.generate,
  api.bill.clearReport,
  api.bill.updateDate,
  api.bill.updateRoundOff,
].map(keyOf);

type Kind = 'record' | 'list' | 'choice' | 'none' | 'shared' | 'across';

/** The keys of an object schema, through optional, default and preprocess wrappers. */
function keysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if ('shape' in schema && typeof schema.shape === 'object' && schema.shape !== null)
    return Object.keys(schema.shape);
  const def = schema.def as unknown as Record<string, z.ZodType | undefined>;
  for (const inner of [def.innerType, def.in, def.out, def.schema]) {
    const keys = keysOf(inner);
    if (keys.length > 0) return keys;
  }
  return [];
}

/** Which of A's records a parameter of this endpoint names, if any. */
function recordOf(endpoint: Endpoint, name: string): RecordName | undefined {
  const overrides = ENDPOINT_IDS[keyOf(endpoint)];
  if (overrides && name in overrides) return overrides[name] ?? undefined;
  return ID_FIELDS[name]?.of;
}

const isRecordKey = (endpoint: Endpoint, name: string) =>
  recordOf(endpoint, name) !== undefined && ID_FIELDS[name]?.role !== 'filter';

/** What the endpoint is to the isolation checks; undefined when no table says. */
function kindOf(endpoint: Endpoint): Kind | undefined {
  const key = keyOf(endpoint);
  if (key in SHARED) return 'shared';
  if (key in ACROSS) return 'across';
  if (key in NO_ID) return 'none';
  if (CHOICES.includes(key)) return 'choice';
  if (key in NESTED_IDS) return 'record';
  if (COMPANY_VIEWS.includes(key)) return 'list';
  const inPath = pathParams(endpoint.path);
  if (inPath.length > 0)
    return inPath.every((name) => recordOf(endpoint, name) !== undefined) ? 'record' : undefined;
  const named = [...keysOf(endpoint.query), ...keysOf(endpoint.body)];
  if (named.some((name) => isRecordKey(endpoint, name))) return 'record';
  if (named.some((name) => recordOf(endpoint, name) !== undefined)) return 'list';
  if (
    endpoint.method === 'GET' &&
    (endpoint.reply === 'file' || endpoint.data.def.type === 'array')
  )
    return 'list';
  return undefined;
}

/** B's request: A's ids where the endpoint takes them, and what else makes it valid. */
function requestOf(endpoint: Endpoint) {
  const a = two.a();
  const b = two.b();
  const key = keyOf(endpoint);
  const nested = NESTED_IDS[key];
  if (nested) return nested(a, b);
  const rest = REST[key]?.(a, b) ?? {};
  // A call on one record names A's record and otherwise what B may choose; a list is filtered
  // by A's rows; a create names A's rows wherever it names any.
  const kind = kindOf(endpoint);
  const idsOf = (names: string[]) =>
    Object.fromEntries(
      names.flatMap((name) => {
        const record = recordOf(endpoint, name);
        if (record === undefined) return [];
        if (kind === 'record' && !isRecordKey(endpoint, name) && name in (rest.query ?? {}))
          return [];
        if (
          kind === 'record' &&
          !isRecordKey(endpoint, name) &&
          name in ((rest.body as object | undefined) ?? {})
        )
          return [];
        return [[name, a.ids[record]]];
      }),
    );
  const request: AnyRequest & { files?: () => Promise<File[]> } = {
    params: Object.fromEntries(
      pathParams(endpoint.path).map((name) => [
        name,
        a.ids[recordOf(endpoint, name) as RecordName],
      ]),
    ),
    query: { ...(rest.query ?? {}), ...idsOf(keysOf(endpoint.query)) },
    ...(rest.files ? { files: rest.files } : {}),
  };
  if (endpoint.body)
    request.body = { ...((rest.body as object) ?? {}), ...idsOf(keysOf(endpoint.body)) };
  return request;
}

async function sendFor(endpoint: Endpoint, token: string): Promise<Reply> {
  const request = requestOf(endpoint);
  return sendAs(two.app(), endpoint, request, token, (await request.files?.()) ?? []);
}

/** Every row of A's company, and of the tables that carry no company. */
const stateOfA = () => databaseState(two.db(), { companyId: two.a().companyId });

/** A's texts found in an answer's body: none may be in what B is answered. */
function marksIn(reply: Reply): string[] {
  if (typeof reply.body !== 'string') {
    const json = JSON.stringify(reply.body ?? '');
    return two.a().marks.filter((mark) => json.includes(JSON.stringify(mark)));
  }
  // A file's text: the mark as a whole value, between separators.
  const text = reply.body;
  const whole = (mark: string) =>
    new RegExp(`(?<![\\w])${mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`);
  return two.a().marks.filter((mark) => whole(mark).test(text));
}

const named = (kind: Kind) =>
  ENDPOINTS.filter((endpoint) => kindOf(endpoint) === kind).map(
    (endpoint) => [keyOf(endpoint), endpoint] as const,
  );

/** Lists whose same call by A shows A's own rows: the checks that could have failed. */
const listsShowingA: string[] = [];

describe('the isolation tables', () => {
  it('say what every endpoint that needs a signed-in user is', () => {
    expect(ENDPOINTS.filter((endpoint) => kindOf(endpoint) === undefined).map(keyOf)).toEqual([]);
  });

  it('know every parameter whose name says it picks a record', () => {
    const undeclared = ENDPOINTS.filter(
      (endpoint) => !(keyOf(endpoint) in SHARED) && !(keyOf(endpoint) in ACROSS),
    ).flatMap((endpoint) =>
      [...pathParams(endpoint.path), ...keysOf(endpoint.query), ...keysOf(endpoint.body)]
        .filter((name) => LOOKS_LIKE_AN_ID.test(name) && !NOT_RECORDS.includes(name))
        .filter((name) => {
          const overrides = ENDPOINT_IDS[keyOf(endpoint)];
          return !(overrides && name in overrides) && ID_FIELDS[name] === undefined;
        })
        .map((name) => `${keyOf(endpoint)} ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('name only endpoints of the contract, each in one table', () => {
    const keys = ENDPOINTS.map(keyOf);
    for (const key of Object.keys(LOOKUPS)) expect(keys, key).toContain(key);
    const declared = [
      ...Object.keys(SHARED),
      ...Object.keys(ACROSS),
      ...Object.keys(NO_ID),
      ...CHOICES,
      ...Object.keys(NESTED_IDS),
      ...COMPANY_VIEWS,
    ];
    expect(declared.filter((key) => !keys.includes(key))).toEqual([]);
    expect(declared.filter((key, index) => declared.indexOf(key) !== index)).toEqual([]);
    for (const key of [...Object.keys(REST), ...Object.keys(ENDPOINT_IDS)])
      expect(keys, key).toContain(key);
  });

  it('hold A’s records, every one made', () => {
    const { ids, marks } = two.a();
    for (const [name, id] of Object.entries(ids)) {
      expect(id, name).toBeDefined();
      expect(Number.isNaN(id), name).toBe(false);
    }
    expect(marks.length).toBeGreaterThan(40);
  });
});

describe('company B given one of A’s ids', () => {
  it.each(named('record'))('%s answers 404 and changes nothing', async (key, endpoint) => {
    const before = await databaseState(two.db());
    const reply = await sendFor(endpoint, two.b().token);
    const lookup = LOOKUPS[key];
    if (lookup) {
      // Answered as a number that exists nowhere is: nothing tells B that A has it.
      const request = requestOf(endpoint);
      const known = String(
        request.params?.[lookup.param] ??
          request.query?.[lookup.param] ??
          (request.body as Record<string, unknown> | undefined)?.[lookup.param],
      );
      const swap = (part?: Record<string, unknown>) =>
        part && lookup.param in part ? { ...part, [lookup.param]: lookup.unknown } : part;
      const unknown = await sendAs(
        two.app(),
        endpoint,
        {
          params: swap(request.params),
          query: swap(request.query),
          body: swap(request.body as Record<string, unknown> | undefined),
        },
        two.b().token,
      );
      const seen = (answer: Reply) =>
        `${answer.statusCode} ${JSON.stringify(answer.body).replaceAll(known, lookup.unknown)}`;
      expect(seen(reply)).toBe(seen(unknown));
    } else expectFailure(reply, 404);
    expect(marksIn(reply)).toEqual([]);
    expect(await databaseState(two.db())).toEqual(before);
    if (endpoint.method === 'GET' && !CHANGES_ON_GET.includes(key)) {
      // The same request from A finds the record: the id was A's, and the request otherwise right.
      const own = await sendFor(endpoint, two.a().token);
      expect(own.statusCode, JSON.stringify(own.body).slice(0, 300)).toBe(200);
    }
  });
});

describe('company B downloading', () => {
  it('finds none of the documents issued to A, which A downloads', async () => {
    const { documents } = two.a();
    expect(documents.length).toBeGreaterThan(5);
    for (const filename of documents) {
      const request = { params: { filename } };
      expectFailure(await sendAs(two.app(), api.documents.download, request, two.b().token), 404);
      const own = await sendAs(two.app(), api.documents.download, request, two.a().token);
      expect(own.statusCode, filename).toBe(200);
    }
  });
});

describe('company B listing', () => {
  it.each(named('list'))('%s is shown none of A’s rows', async (key, endpoint) => {
    // An export issues B its own document: only A's rows must stay as they were.
    const before = await stateOfA();
    const reply = await sendFor(endpoint, two.b().token);
    const shown = JSON.stringify(reply.body).slice(0, 300);
    expect([200, 400, 404], shown).toContain(reply.statusCode);
    // A's rows named as filters are unknown to B (404), never a bad request of B's; a 400 is
    // for something else (an export of nothing).
    if (reply.statusCode === 400)
      expect(
        Object.keys(expectFailure(reply, 400).fields).filter((field) => field in ID_FIELDS),
        shown,
      ).toEqual([]);
    expect(marksIn(reply), shown).toEqual([]);
    expect(await stateOfA()).toEqual(before);
    const own = await sendFor(endpoint, two.a().token);
    expect(own.statusCode, JSON.stringify(own.body).slice(0, 300)).toBe(200);
    if (marksIn(own).length > 0) listsShowingA.push(key);
  });

  it('could have failed: the same calls show A its own rows, every master list among them', () => {
    const masterLists = MASTER_CASES.filter((testCase) => !testCase.shared).map((testCase) =>
      keyOf(testCase.entity.endpoints.list),
    );
    expect(masterLists.filter((key) => !listsShowingA.includes(key))).toEqual([]);
    expect(listsShowingA.length).toBeGreaterThan(masterLists.length);
  });
});

describe('company B creating a record that names A’s rows', () => {
  it.each(named('choice'))('%s is refused and writes nothing', async (_key, endpoint) => {
    const before = await databaseState(two.db());
    const reply = await sendFor(endpoint, two.b().token);
    // Not found, or refused for a field that carried one of A's ids, not for anything else.
    const { fields } = expectFailure(reply, reply.statusCode === 404 ? 404 : 400);
    if (reply.statusCode === 400)
      expect(
        Object.keys(fields).filter((field) => field.split('.').some((part) => part in ID_FIELDS)),
        JSON.stringify(reply.body).slice(0, 300),
      ).not.toEqual([]);
    expect(marksIn(reply)).toEqual([]);
    expect(await databaseState(two.db())).toEqual(before);
  });
});

describe('company B’s administrator aimed at A’s users, A’s company and the shared lists', () => {
  it.each(
    named('across'),
  )('%s is refused with 403 and [0, message], and changes nothing', async (key, endpoint) => {
    const before = await databaseState(two.db());
    const request = ACROSS[key]?.(two.a(), two.b()) ?? {};
    const reply = await sendAs(two.app(), endpoint, request, two.b().token);
    const { message, fields } = expectFailure(reply, 403);
    expect(fields).toEqual({});
    // A's company administrator is refused what only the group administrator may do as well.
    if (endpoint.access === 'group') expect(message).toBe(ACCESS_REFUSALS.group);
    else expect(message).toMatch(/^You can (manage|change) only /);
    expect(marksIn(reply)).toEqual([]);
    expect(await databaseState(two.db())).toEqual(before);
  });

  it('include every call on users and companies but the company list', () => {
    expect(named('across').map(([key]) => key)).toEqual(
      expect.arrayContaining(
        [...endpointsOf(api.users), ...endpointsOf(api.company)]
          .filter((endpoint) => endpoint !== api.users.list && endpoint !== api.company.list)
          .map(keyOf),
      ),
    );
    expect(named('list').map(([key]) => key)).toContain(keyOf(api.users.list));
  });
});
