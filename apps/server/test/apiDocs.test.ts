import { api, type Endpoint, MONEY_UNIT, queryInBody } from '@quaybook/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/features/apiDocs/openApiDocument';
import { VERSION } from '../src/version';
import { call, endpointsOf, send } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { signedInUser } = factories(t);

type Schema = Record<string, unknown>;
type Document = ReturnType<typeof openApiDocument>;

/** The schema of an answer in the served document, with its shared shapes written in place. */
function answerSchema(document: Document, method: string, path: string, status: string): Schema {
  const shared = document.components.schemas as Record<string, Schema>;
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (typeof value !== 'object' || value === null) return value;
    const ref = (value as { $ref?: string }).$ref;
    if (ref) return inline(shared[ref.split('/').pop() ?? '']);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inline(inner)]));
  };
  const operation = document.paths[path]?.[method] as {
    responses: Record<string, { content: Record<string, { schema: Schema }> }>;
  };
  return inline(operation.responses[status]?.content['application/json']?.schema) as Schema;
}

describe('the API documentation', () => {
  it('serves the OpenAPI document of the contract to anyone, without a token', async () => {
    const reply = await send(t.app, { method: 'GET', url: '/api/openapi.json' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.body).toEqual(
      JSON.parse(JSON.stringify(openApiDocument(api, { version: VERSION }))),
    );
  });

  it('describes what the server really answers: a sign-in, a list, and a refusal', async () => {
    const document = (await send(t.app, { method: 'GET', url: '/api/openapi.json' }))
      .body as Document;
    const ajv = new Ajv2020({ strict: false });
    const { user } = await signedInUser();
    const signedIn = await call(t.app, api.auth.signIn, {
      body: { username: user.username, password: user.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const signInAnswer = ajv.compile(answerSchema(document, 'post', '/token', '200'));
    expect(signInAnswer(signedIn.body), ajv.errorsText(signInAnswer.errors)).toBe(true);

    const token = (signedIn.body as { access_token: string }).access_token;
    const listed = await call(t.app, api.voyage.list, {}, token);
    expect(listed.statusCode).toBe(200);
    const listAnswer = ajv.compile(answerSchema(document, 'get', '/voyage_list', '200'));
    expect(listAnswer(listed.body), ajv.errorsText(listAnswer.errors)).toBe(true);

    const refused = await call(t.app, api.voyage.list, {});
    expect(refused.statusCode).toBe(401);
    const refusal = ajv.compile(answerSchema(document, 'get', '/voyage_list', '401'));
    expect(refusal(refused.body), ajv.errorsText(refusal.errors)).toBe(true);
  });

  it('documents every amount as rupees, and which way a round-off goes', async () => {
    const document = (await send(t.app, { method: 'GET', url: '/api/openapi.json' }))
      .body as Document;
    expect(document.info.description).toContain(
      'is the total minus the rounded total, as the payable amount is the rounded total',
    );
    const details = answerSchema(document, 'get', '/getmisbilldetails', '200');
    const shown = JSON.stringify(details);
    expect(shown).toContain(
      `"rndval":{"type":"number","description":${JSON.stringify(MONEY_UNIT)}}`,
    );
    const register = JSON.stringify(
      answerSchema(document, 'get', '/populate_salebillregisterdata', '200'),
    );
    expect(register).toContain(
      `"roundoff":{"type":"number","description":${JSON.stringify(MONEY_UNIT)}}`,
    );
    const saveRate = JSON.stringify(document.paths['/create_partyrate']);
    expect(saveRate).toContain(
      `"rate":{"type":["number","string"],"description":${JSON.stringify(MONEY_UNIT)}}`,
    );
  });

  it('marks exactly the calls a shipping line’s user may make', () => {
    const document = openApiDocument(api, { version: VERSION });
    const opensToLines = (endpoint: Endpoint) =>
      endpoint.access === 'line' || endpoint.line !== undefined;
    // Each operation the server routes, a POST twin (`queryInBody`) opened as its call is.
    const expected: Record<string, boolean> = {};
    for (const endpoint of endpointsOf(api)) {
      expected[`${endpoint.method} ${endpoint.path}`] = opensToLines(endpoint);
      const twin = queryInBody(endpoint);
      if (twin) expected[`${twin.method} ${twin.path}`] = opensToLines(endpoint);
    }
    const marked = Object.fromEntries(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => [
          `${method.toUpperCase()} ${path}`,
          (operation as { 'x-line-user'?: unknown })['x-line-user'],
        ]),
      ),
    );
    expect(marked).toEqual(expected);
    const open = Object.keys(marked).filter((key) => marked[key] === true);
    expect(open).toEqual(
      expect.arrayContaining([
        'GET /portal_profile',
        'PUT /portal_notifications',
        'POST /portal_decide_estimate',
        'GET /transactions',
        'GET /document/{filename}',
        'GET /estimate_list',
      ]),
    );
    expect(open).not.toContain('GET /user_list');
    expect(open).not.toContain('POST /approve_estimate');
  });

  it('serves a reference page to anyone, naming the calls', async () => {
    const reply = await send(t.app, { method: 'GET', url: '/api/docs' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    const html = String(reply.body);
    for (const name of ['auth.signIn', 'inspection.list', 'container.update', 'users.create'])
      expect(html).toContain(`id="op-${name}"`);
    expect(html).not.toContain('<script');
  });
});
