import { api, type Endpoint, queryInBody } from '@quaybook/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../../version';
import { type JsonSchema, openApiDocument } from './openApiDocument';

const document = openApiDocument(api, { version: VERSION });

type Operation = {
  operationId: string;
  security: unknown[];
  'x-access': string;
  parameters?: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

const operationOf = (method: string, path: string) =>
  document.paths[path]?.[method.toLowerCase()] as Operation | undefined;

/** Every endpoint of the contract with its names, found here on its own, not by the generator. */
function declared(value: unknown, name: string[] = []): { name: string; endpoint: Endpoint }[] {
  if (typeof value !== 'object' || value === null) return [];
  if ('method' in value && 'path' in value)
    return [{ name: name.join('.'), endpoint: value as Endpoint }];
  return Object.entries(value).flatMap(([key, inner]) => declared(inner, [...name, key]));
}

/** Every JSON Schema the document holds: parameters, bodies, answers and shared shapes. */
function schemasIn(value: unknown, found: JsonSchema[] = []): JsonSchema[] {
  if (typeof value !== 'object' || value === null) return found;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'schema' && typeof inner === 'object' && inner !== null)
      found.push(inner as JsonSchema);
    else schemasIn(inner, found);
  }
  return found;
}

describe('the OpenAPI document of the contract', () => {
  it('has an operation for every declared endpoint, under its method and path, named by one of its names', () => {
    const endpoints = declared(api);
    expect(endpoints.length).toBeGreaterThan(150);
    expect(document.servers).toEqual([{ url: '/api' }]);
    for (const { name, endpoint } of endpoints) {
      const operation = operationOf(endpoint.method, endpoint.path);
      expect(operation, `${name}: ${endpoint.method} ${endpoint.path}`).toBeDefined();
      const sharing = endpoints
        .filter((other) => other.endpoint === endpoint)
        .map((other) => other.name);
      expect(sharing).toContain(operation?.operationId);
    }
  });

  it('has no operation the contract does not declare', () => {
    // A call taking an id list is also answered as a POST with its query as the body.
    const keys = new Set(
      declared(api).flatMap(({ endpoint }) =>
        [endpoint, queryInBody(endpoint)]
          .filter((call) => call !== undefined)
          .map((call) => `${call.method} ${call.path}`),
      ),
    );
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...keys].sort());
  });

  it('is valid OpenAPI 3.1, and every schema in it valid JSON Schema 2020-12', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const ajv = new Ajv2020({ strict: false });
    const schemas = schemasIn(document);
    expect(schemas.length).toBeGreaterThan(500);
    for (const schema of schemas) expect(ajv.validateSchema(schema), ajv.errorsText()).toBe(true);
    // Every reference points at a shared shape the document holds (a recursive schema would
    // otherwise leave a `#/$defs/…` that means nothing here).
    const refs = new Set(JSON.stringify(document).match(/"\$ref":"[^"]*"/g) ?? []);
    const shared = Object.keys(document.components.schemas).map(
      (name) => `"$ref":"#/components/schemas/${name}"`,
    );
    expect([...refs].filter((found) => !shared.includes(found))).toEqual([]);
  });

  it('states the app’s version', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(VERSION);
  });

  it('names the Idempotency-Key header on every create and save a client may send again, and on no read', () => {
    const keyed = new Set<string>();
    const creates: string[] = [];
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods as Record<string, Operation>)) {
        const call = `${method.toUpperCase()} ${path}`;
        const headers = (operation.parameters ?? []).filter((p) => p.in === 'header');
        if (headers.some((p) => p.name === 'Idempotency-Key')) keyed.add(call);
        // A read the spec's client also sends as a POST is not a create.
        const read = 'get' in (methods as object);
        if (method === 'post' && !read && /^\/(create|add_)/.test(path)) creates.push(call);
      }
    // Every call that makes a record takes a key, as an offline client sends them.
    expect(creates.filter((call) => !keyed.has(call))).toEqual([]);
    expect(creates).toContain('POST /createapplicant/');
    // The saves of inspection entry, offline: the inspection, its lines and photos, its container.
    for (const call of [
      'POST /create_transaction',
      'POST /add_transaction',
      'POST /saveDamage',
      'POST /add_inspection_photos',
      'POST /edit_transaction',
      'POST /create_container',
      'PUT /update_container',
      'PUT /update_container_iso',
    ])
      expect(keyed, call).toContain(call);
    expect([...keyed].filter((call) => call.startsWith('GET '))).toEqual([]);
  });

  it('gives a list call its query parameters, each with its schema and whether it is required', () => {
    const list = operationOf('GET', '/transactions');
    const query = Object.fromEntries(
      (list?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]),
    );
    expect(query.page).toMatchObject({ required: false, schema: { type: 'integer', minimum: 1 } });
    expect(query.fromdate?.required).toBe(false);
    expect(query.pageSize?.schema).toMatchObject({ maximum: 500 });
    // A paged list answers its page info as the envelope's fourth element.
    const answer = list?.responses[200]?.content?.['application/json']?.schema as {
      oneOf: { prefixItems: JsonSchema[] }[];
    };
    expect(answer.oneOf[0]?.prefixItems[3]).toEqual({ $ref: '#/components/schemas/PageInfo' });
  });

  it('gives a path parameter as required, from the path', () => {
    const download = operationOf('GET', '/document/{filename}');
    expect(download?.parameters).toEqual([
      { name: 'filename', in: 'path', required: true, schema: { type: 'string', maxLength: 200 } },
    ]);
  });

  it('describes a form call as multipart with the record as JSON text in its field', () => {
    const update = operationOf('PUT', '/update_container');
    const form = update?.requestBody?.content['multipart/form-data']?.schema as {
      properties: Record<string, JsonSchema>;
      required: string[];
    };
    expect(form.required).toEqual(['container']);
    expect(form.properties.container).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { type: 'object', required: expect.arrayContaining(['contnumber']) },
    });
    // Without files the same record may come as the whole JSON body.
    expect(update?.requestBody?.content['application/json']?.schema).toEqual(
      form.properties.container?.contentSchema,
    );
  });

  it('describes the files a call takes as parts beside its JSON fields', () => {
    const create = operationOf('POST', '/create_transaction');
    const form = create?.requestBody?.content['multipart/form-data']?.schema as {
      properties: Record<string, JsonSchema>;
    };
    expect(Object.keys(form.properties)).toEqual([
      'transaction',
      'containerno',
      'damageData',
      'files',
    ]);
    expect(form.properties.files).toMatchObject({ type: 'array', maxItems: 20 });
    expect(create?.requestBody?.content['application/json']).toBeUndefined();
  });

  it('answers a file call with its content types, and refuses it with the envelope', () => {
    const exported = operationOf('GET', '/container_export');
    expect(Object.keys(exported?.responses[200]?.content ?? {})).toEqual([
      'text/csv',
      'application/pdf',
    ]);
    expect(exported?.responses[400]?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Failure',
    });
    expect(
      Object.keys(operationOf('GET', '/document/{filename}')?.responses[200]?.content ?? {}),
    ).toEqual(['*/*']);
  });

  it('documents where a call answers each part: item 3, the status in item 1, the message in item 2', () => {
    const answered = (method: string, path: string, status: number) =>
      operationOf(method, path)?.responses[status]?.content?.['application/json']?.schema;
    const oneOf = (schema: JsonSchema | undefined) => (schema?.oneOf as JsonSchema[])[0];
    const items = (schema: JsonSchema | undefined) => schema?.prefixItems as JsonSchema[];

    const listed = oneOf(answered('POST', '/egm_uploadedlist', 200));
    expect(items(listed)).toHaveLength(4);
    expect(items(listed)[3]).toMatchObject({ type: 'array' });

    const booking = oneOf(answered('POST', '/save_bookingno', 200));
    expect(items(booking)?.slice(0, 2)).toEqual([{ const: 1 }, { const: 1 }]);
    expect(items(answered('POST', '/save_bookingno', 400))?.slice(0, 3)).toEqual([
      { const: 0 },
      { const: 0 },
      { type: 'string' },
    ]);

    const partyBl = oneOf(answered('POST', '/save_party_bl', 200));
    expect(items(partyBl)?.slice(0, 3)).toEqual([
      { const: 1 },
      { type: 'string' },
      { type: 'string' },
    ]);
    expect(items(partyBl)?.[3]).toMatchObject({ type: 'array' });
    expect(items(partyBl)?.[4]).toMatchObject({ type: 'object' });
    expect(items(answered('POST', '/getvesselcapacity', 400))?.slice(0, 3)).toEqual([
      { const: 0 },
      { type: 'string' },
      { type: 'string' },
    ]);
    // Every other call keeps the shared shapes.
    expect(answered('POST', '/save_egm_report', 400)).toEqual({
      $ref: '#/components/schemas/Failure',
    });
  });

  it('gives a call whose client reads its status from item 1 that shape in every answer', () => {
    const survey = operationOf('GET', '/CreateONBoardSurveyReportPDF');
    const done = survey?.responses[200]?.content?.['application/json']?.schema?.oneOf as
      | JsonSchema[]
      | undefined;
    expect((done?.[0]?.prefixItems as JsonSchema[]).slice(0, 2)).toEqual([
      { const: 1 },
      { const: 1 },
    ]);
    expect((done?.[1]?.prefixItems as JsonSchema[]).slice(0, 3)).toEqual([
      { const: 2 },
      { const: 2 },
      { type: 'string' },
    ]);
    const refused = survey?.responses[400]?.content?.['application/json']?.schema;
    expect((refused?.prefixItems as JsonSchema[]).slice(0, 3)).toEqual([
      { const: 0 },
      { const: 0 },
      { type: 'string' },
    ]);
  });

  it('gives item 3 of a call that declares it: Upload Entry’s staged batch', () => {
    const upload = operationOf('POST', '/upload_transaction_entry');
    const done = upload?.responses[200]?.content?.['application/json']?.schema?.oneOf as
      | JsonSchema[]
      | undefined;
    expect((done?.[0]?.prefixItems as JsonSchema[])[3]).toMatchObject({ type: 'string' });
  });

  it('asks a bearer token of signed-in calls, none of public ones, and names admin-only calls', () => {
    const signIn = operationOf('POST', '/token');
    expect(signIn?.security).toEqual([]);
    expect(signIn?.responses[401]?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/TokenFailure',
    });
    const createUser = operationOf('POST', '/create_user');
    expect(createUser?.security).toEqual([{ bearerAuth: [] }]);
    expect(createUser?.['x-access']).toBe('admin');
    expect(createUser?.responses[403]).toBeDefined();
    expect(operationOf('GET', '/menu')?.responses[403]).toBeUndefined();
  });
});
