import { readdir } from 'node:fs/promises';
import { api, type Endpoint, pathParams, queryString } from '@quaybook/contract';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { arbitraryOf, inputArbitrary } from '../support/arbitraries';
import { bearer, endpointsOf, type Reply, send } from '../support/call';
import { factories } from '../support/factories';
import { fingerprint } from '../support/fingerprint';
import { expectClearRefusal, isAccepted } from '../support/refusals';
import { useTestApp } from '../support/testApp';
import { resetDatabase, testDatabase } from '../support/testDatabase';

// Every endpoint of the contract, called as a signed-in admin with input that is malformed,
// mistyped, oversized, hostile or generated from its own schemas. Whatever comes in: no 5xx, a
// refusal is the endpoint's failure shape with a clear message, and a refused call writes
// nothing — no row of any business table, no stored or waiting file.

const t = useTestApp({ reset: 'once', dataDir: true });
const { signedInUser, createVcn, createParty, createMovement } = factories(t);

/** Generated inputs per endpoint: enough to reach past validation, few enough to stay fast. */
const GENERATED_RUNS = 6;

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const endpoints = endpointsOf(api);

interface World {
  token: string;
}
let world: World;
let baseline: string;
let photo: Buffer;
const tally = { calls: 0, generated: 0, accepted: 0, writes: 0, refused: 0, resets: 0 };
const faults = new Set<string>();

/** An admin of a company with a vessel call, a party and a movement: ids 1 name real rows. */
async function makeWorld(): Promise<World> {
  const { user, token } = await signedInUser('admin');
  await createVcn(user);
  await createParty(user);
  await createMovement(user);
  return { token };
}

const folders = () => [t.config.filesDir, t.config.uploadsDir];

async function resetWorld() {
  await resetDatabase(await testDatabase());
  world = await makeWorld();
  baseline = await fingerprint(t.db, folders());
  tally.resets += 1;
}

beforeAll(async () => {
  photo = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  world = await makeWorld();
  baseline = await fingerprint(t.db, folders());
});

afterAll(() => {
  console.info(
    `bad input: ${endpoints.length} calls covered, ${tally.calls} inputs tried ` +
      `(${tally.generated} generated), ${tally.refused} refused, ${tally.accepted} accepted ` +
      `(${tally.writes} writing), ${tally.resets} world resets, ${faults.size} answered 5xx${[...faults].map((fault) => `\n  ${fault}`).join('')}`,
  );
});

/** One attempt at a call: each part as it travels, and how the form is sent if it is one. */
interface Attempt {
  what: string;
  params?: Record<string, unknown> | undefined;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  /** Text sent in place of the JSON body (or of each JSON form field). */
  bodyText?: string;
  contentType?: string;
  /** How a multipart call's form is sent: as it should be, as JSON, or without its fields. */
  form?: 'form' | 'json' | 'withoutFields';
  /** Where the call's file goes: its field, none, or a field the call does not take. */
  file?: 'field' | 'none' | 'wrongField';
}

const isForm = (endpoint: Endpoint) =>
  Boolean(endpoint.formField || endpoint.formFields || endpoint.files);

function urlOf(endpoint: Endpoint, attempt: Attempt): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(attempt.params?.[name] ?? 1)),
  );
  return `/api${path}${queryString(attempt.query)}`;
}

/** A file the call takes: a photo for inspections, a small list for uploads. */
function fileFor(endpoint: Endpoint): File {
  if (endpoint.files?.field === 'files')
    return new File([new Uint8Array(photo)], 'photo.png', { type: 'image/png' });
  return new File(['Container No,Size\r\nMSCU0000010,20\r\n'], 'list.csv', { type: 'text/csv' });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function formPayload(endpoint: Endpoint, attempt: Attempt) {
  const form = new FormData();
  const json = (value: unknown) => attempt.bodyText ?? JSON.stringify(value);
  if (attempt.form === 'withoutFields') form.append('unrelated', '{}');
  else if (endpoint.formField) form.append(endpoint.formField, json(attempt.body));
  else if (endpoint.formFields) {
    for (const name of endpoint.formFields) {
      const value = isRecord(attempt.body) ? attempt.body[name] : attempt.body;
      if (value !== undefined || attempt.bodyText !== undefined) form.append(name, json(value));
    }
  }
  const file = attempt.file ?? 'field';
  if (file !== 'none' && (endpoint.files || file === 'wrongField'))
    form.append(
      file === 'field' ? (endpoint.files?.field ?? 'file') : 'wrongfield',
      fileFor(endpoint),
    );
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

async function request(endpoint: Endpoint, attempt: Attempt): Promise<Reply> {
  const headers: Record<string, string> = bearer(world.token);
  let payload: string | Buffer | undefined;
  if (isForm(endpoint) && attempt.form !== 'json') {
    const form = await formPayload(endpoint, attempt);
    payload = form.payload;
    headers['content-type'] = form.contentType;
  } else if (attempt.bodyText !== undefined) {
    payload = attempt.bodyText;
    headers['content-type'] = attempt.contentType ?? 'application/json';
  } else if (attempt.body !== undefined) {
    payload = JSON.stringify(attempt.body);
    headers['content-type'] = 'application/json';
  }
  return send(t.app, {
    method: endpoint.method,
    url: urlOf(endpoint, attempt),
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/**
 * Sends the attempt and checks what came of it: no 5xx; a refusal clear and writing nothing;
 * an accepted call that wrote starts the next from a fresh world.
 */
async function tryAttempt(endpoint: Endpoint, attempt: Attempt) {
  tally.calls += 1;
  const reply = await request(endpoint, attempt);
  const what = `${keyOf(endpoint)} with ${attempt.what}`;
  if (reply.statusCode >= 500) {
    // Every fault is counted and the attempts go on, so one run finds them all.
    faults.add(`${keyOf(endpoint)}: ${attempt.what.slice(0, 80)}`);
    expect.soft(reply.statusCode, `${what}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
    return;
  }
  expect(await readdir(t.config.uploadsDir).catch(() => []), `${what} left uploads`).toEqual([]);
  const after = await fingerprint(t.db, folders());
  if (isAccepted(endpoint, reply)) {
    tally.accepted += 1;
    if (after === baseline) return;
    // A write a call was allowed to make is the new starting point; the world is made again
    // only when the write ended the admin's session (a password change, a deactivation).
    tally.writes += 1;
    const session = await send(t.app, {
      method: 'GET',
      url: `/api${api.menu.getMenu.path}`,
      headers: bearer(world.token),
    });
    if (session.statusCode === 200) baseline = after;
    else await resetWorld();
    return;
  }
  tally.refused += 1;
  expectClearRefusal(endpoint, reply, what);
  expect(after, `${what} was refused but wrote`).toBe(baseline);
}

/** A value of the schema that it accepts, with as many of its optional fields as were drawn. */
function validSample(schema: z.ZodType | undefined, seed: number): unknown {
  if (!schema) return undefined;
  const samples = fc.sample(arbitraryOf(schema), { numRuns: 60, seed });
  const valid = samples.filter((sample) => schema.safeParse(sample).success);
  const size = (value: unknown) => (isRecord(value) ? Object.keys(value).length : 0);
  return valid.sort((a, b) => size(b) - size(a))[0] ?? samples[0];
}

/** The leaves of a JSON value replaced where `swap` answers a new value. */
function mapLeaves(value: unknown, swap: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, swap));
  if (isRecord(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapLeaves(item, swap)]),
    );
  return swap(value);
}

/** A value of another JSON type than the one given. */
function wrongTypeOf(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'maybe';
  if (value === null) return { unexpected: true };
  return 'not a list or record';
}

/** The query's keys: every key its schema names, filled from the sample where it has one. */
function queryKeys(endpoint: Endpoint, sample: unknown): string[] {
  const shape = (endpoint.query as unknown as { shape?: Record<string, unknown> })?.shape;
  return [
    ...new Set([...Object.keys(shape ?? {}), ...Object.keys(isRecord(sample) ? sample : {})]),
  ];
}

const TEXTS: Record<string, string> = {
  '100 KB strings': 'x'.repeat(100 * 1024),
  'SQL metacharacters': "'; drop table x; --",
  'HTML metacharacters': '<script>alert("x")</script>',
  'an impossible date (2026-02-30)': '2026-02-30',
  'a date written dd/mm/yyyy (31/12/2026)': '31/12/2026',
  'the zero date (0000-00-00)': '0000-00-00',
  'a NUL byte in text': 'a\u0000b',
};
const NUMBERS: Record<string, number> = {
  'negative numbers': -1,
  'fractional numbers': 0.5,
  'huge numbers (1e308)': 1e308,
  'numbers past 2^63': 2 ** 63,
};
const PATH_VALUES: Record<string, string> = {
  'a path parameter that is not a number': 'abc',
  'a huge path parameter': '99999999999999999999',
  'a negative path parameter': '-1',
  'a fractional path parameter': '1.5',
  'SQL in a path parameter': "1'; drop table x; --",
  'a NUL byte in a path parameter': '1\u0000',
};

/** The fixed bad inputs of an endpoint, each changing one thing of a valid-looking base. */
function fixedAttempts(endpoint: Endpoint, seed: number): Attempt[] {
  const base = {
    params: validSample(endpoint.params, seed) as Record<string, unknown> | undefined,
    query: validSample(endpoint.query, seed + 1) as Record<string, unknown> | undefined,
    body: validSample(endpoint.body, seed + 2),
  };
  const attempts: Attempt[] = [];
  const signature = ({ what: _, ...attempt }: Attempt) => JSON.stringify(attempt);
  const unchanged = signature({ what: '', ...base });
  // A change that finds nothing to change (numbers in a body of text only) is not sent.
  const add = (what: string, change: Partial<Attempt>) => {
    const attempt = { ...base, what, ...change };
    if (signature(attempt) !== unchanged) attempts.push(attempt);
  };
  const keys = queryKeys(endpoint, base.query);
  const everyQueryKey = (value: unknown) =>
    keys.length > 0
      ? { query: Object.fromEntries(keys.map((key) => [key, value])) }
      : { query: base.query };

  if (endpoint.body) {
    add('malformed JSON', { bodyText: '{"unfinished": ' });
    add('a body that is an array', { body: [] });
    add('a body that is a string', { body: 'a string' });
    add('a body that is a number', { body: 42 });
    add('a body missing its required fields', { body: {} });
    if (isRecord(base.body))
      add('a wrong type in every field', {
        body: Object.fromEntries(
          Object.entries(base.body).map(([key, value]) => [key, wrongTypeOf(value)]),
        ),
      });
    if (!isForm(endpoint))
      add('a text/plain body', { bodyText: 'just text', contentType: 'text/plain' });
  }
  if (keys.length > 0) add('a query missing its required fields', { query: {} });
  for (const [what, text] of Object.entries(TEXTS)) {
    add(what, {
      body: mapLeaves(base.body, (leaf) => (typeof leaf === 'string' ? text : leaf)),
      ...everyQueryKey(text),
    });
  }
  for (const [what, number] of Object.entries(NUMBERS)) {
    add(what, {
      body: mapLeaves(base.body, (leaf) => (typeof leaf === 'number' ? number : leaf)),
      ...everyQueryKey(number),
    });
  }
  for (const name of pathParams(endpoint.path)) {
    for (const [what, value] of Object.entries(PATH_VALUES))
      add(`${what} (${name})`, { params: { ...base.params, [name]: value } });
  }
  if (isForm(endpoint)) {
    add('JSON to a multipart call', { form: 'json', body: base.body ?? {} });
    add('multipart without its fields', { form: 'withoutFields' });
    add('a file in a field the call does not take', { file: 'wrongField' });
    if (endpoint.files) add('no file', { file: 'none' });
  }
  return attempts;
}

/** A stable number per endpoint, so each run draws the same inputs and a failure replays. */
const seedOf = (key: string) =>
  [...key].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);

describe.each(
  endpoints.map((endpoint) => [keyOf(endpoint), endpoint] as const),
)('%s', (key, endpoint) => {
  it('refuses every bad input clearly and writes nothing', async () => {
    for (const attempt of fixedAttempts(endpoint, seedOf(key))) await tryAttempt(endpoint, attempt);
  });

  it('answers inputs generated from its schemas without a fault', async () => {
    await fc.assert(
      fc.asyncProperty(inputArbitrary(endpoint), async (input) => {
        tally.generated += 1;
        await tryAttempt(endpoint, { what: `generated ${JSON.stringify(input)}`, ...input });
      }),
      { numRuns: GENERATED_RUNS, seed: seedOf(key) },
    );
  });
});

describe('the endpoints tried', () => {
  it('are every endpoint of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(100);
    expect(tally.calls).toBeGreaterThan(endpoints.length * 10);
  });
});
