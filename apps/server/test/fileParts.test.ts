import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { endpoint } from '@quaybook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { currentSession } from '../src/auth/sessions';
import { badRequest } from '../src/http/errors';
import { idempotentSaves } from '../src/http/idempotency';
import { keepToLine } from '../src/http/lineScope';
import { defineRoute, ok, registerRoutes } from '../src/http/route';
import { bearer, expectFailure, expectOk, send } from './support/call';
import { factories } from './support/factories';
import { modeOf, underOpenUmask } from './support/fileModes';
import { testConfig, useTestApp } from './support/testApp';

// Endpoints of this test alone: no call of the contract takes files yet.
const rules = { field: 'files', maxFiles: 2, maxBytes: 1024, types: ['text/plain', '.csv'] };
const receivedRow = z.object({
  field: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
  text: z.string(),
  onDisk: z.boolean(),
  /** The file's permission bits and its folder's, as '600 in 700'. */
  modes: z.string(),
});
const upload = endpoint({
  method: 'POST',
  path: '/test_upload',
  formField: 'transaction',
  body: z.object({ note: z.string() }),
  files: rules,
  data: z.object({ note: z.string(), files: z.array(receivedRow) }),
});
const refusedUpload = endpoint({ ...upload, path: '/test_upload_refused', data: z.null() });
const filesOnly = endpoint({
  method: 'POST',
  path: '/test_files_only',
  files: rules,
  data: z.number(),
});

// A record in one JSON field, and a record in several fields, one of them a plain value.
const record = endpoint({
  method: 'POST',
  path: '/test_record',
  formField: 'container',
  body: z.object({ contnumber: z.string() }),
  data: z.object({ contnumber: z.string() }),
});
const fieldsRecord = endpoint({
  method: 'POST',
  path: '/test_fields',
  formFields: ['prop', 'transaction', 'lines'],
  textFields: ['prop'],
  body: z.object({
    prop: z.string(),
    transaction: z.object({ id: z.number() }),
    lines: z.array(z.number()).optional(),
  }),
  data: z.object({
    prop: z.string(),
    transaction: z.object({ id: z.number() }),
    lines: z.array(z.number()).optional(),
  }),
});

const t = useTestApp();
const { signedInUser } = factories(t);
let app: FastifyInstance;
let uploadsDir: string;

const onDisk = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  // A folder the first upload makes.
  uploadsDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'quaybook-uploads-')), 'uploads');
  app = await buildApp(
    { db: t.db, tokens: t.tokens, config: { ...testConfig, uploadsDir } },
    { logger: false, webDir: '/nonexistent' },
  );
  const routes = [
    defineRoute(upload, async ({ input, files }) =>
      ok({
        note: input.body.note,
        files: await Promise.all(
          files.map(async (file) => ({
            field: file.field,
            filename: file.filename,
            contentType: file.contentType,
            size: file.size,
            text: await text(file.open()),
            onDisk: await onDisk(file.path),
            modes: `${await modeOf(file.path)} in ${await modeOf(path.dirname(file.path))}`,
          })),
        ),
      }),
    ),
    defineRoute(refusedUpload, async ({ files }) => {
      expect(files).toHaveLength(1);
      throw badRequest('Refused after reading the file.');
    }),
    defineRoute(filesOnly, async ({ files }) => ok(files.length)),
    defineRoute(record, async ({ input }) => ok(input.body)),
    defineRoute(fieldsRecord, async ({ input }) => ok(input.body)),
  ];
  await app.register(
    async (scope) =>
      registerRoutes(scope, routes, {
        tokens: t.tokens,
        checkSession: (claims) => currentSession(t.db, claims),
        keepToLine: (call, user, named) => keepToLine(t.db, call, user, named),
        idempotent: idempotentSaves(t.db),
        checkReplies: true,
        uploadsDir,
      }),
    { prefix: '/api' },
  );
});

afterAll(async () => {
  await app?.close();
  await rm(path.dirname(uploadsDir), { recursive: true, force: true });
});

/** What is left in the uploads folder: nothing, once every call is answered. */
const leftOver = () => readdir(uploadsDir).catch(() => []);

/** A multipart request as a browser encodes a FormData. */
async function post(url: string, token: string | undefined, fill: (form: FormData) => void) {
  const form = new FormData();
  fill(form);
  const encoded = new Response(form);
  return send(app, {
    method: 'POST',
    url: `/api${url}`,
    headers: {
      ...bearer(token),
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const note = (form: FormData) => form.append('transaction', JSON.stringify({ note: 'Haldia' }));
const file = (content: string, name: string, type = 'text/plain') =>
  new File([content], name, { type });

describe('files sent with a call', () => {
  it('reach the handler on disk, readable by the server alone, with the form field, and are removed after the answer', async () => {
    const { token } = await signedInUser();
    const reply = await underOpenUmask(() =>
      post(upload.path, token, (form) => {
        note(form);
        form.append('files', file('first file', 'notes.txt'));
        form.append('files', file('a,b\r\n1,2\r\n', 'C:\\Users\\me\\moves.csv', 'application/x'));
      }),
    );
    const data = expectOk({ ...reply, endpoint: upload });
    expect(data.note).toBe('Haldia');
    expect(data.files).toEqual([
      {
        field: 'files',
        filename: 'notes.txt',
        contentType: 'text/plain',
        size: 10,
        text: 'first file',
        onDisk: true,
        modes: '600 in 700',
      },
      {
        field: 'files',
        filename: 'moves.csv',
        contentType: 'application/x',
        size: 10,
        text: 'a,b\r\n1,2\r\n',
        onDisk: true,
        modes: '600 in 700',
      },
    ]);
    expect(await leftOver()).toEqual([]);
  });

  it('may come without a record where the call takes only files', async () => {
    const { token } = await signedInUser();
    const reply = await post(filesOnly.path, token, (form) => {
      form.append('files', file('x', 'a.txt'));
    });
    expect(expectOk({ ...reply, endpoint: filesOnly })).toBe(1);
  });

  it('refuses a file over the size limit with 413, naming it', async () => {
    const { token } = await signedInUser();
    const reply = await post(upload.path, token, (form) => {
      form.append('files', file('small', 'small.txt'));
      form.append('files', file('x'.repeat(1025), 'big.txt'));
      note(form);
    });
    const { message, fields } = expectFailure(reply, 413);
    expect(message).toBe('big.txt is larger than 1 KB.');
    expect(fields).toEqual({ files: message });
    expect(await leftOver()).toEqual([]);
  });

  it('takes a file of exactly the size limit', async () => {
    const { token } = await signedInUser();
    const reply = await post(upload.path, token, (form) => {
      note(form);
      form.append('files', file('x'.repeat(1024), 'full.txt'));
    });
    expect(expectOk({ ...reply, endpoint: upload }).files[0]?.size).toBe(1024);
  });

  it('refuses more files than the call takes with 413', async () => {
    const { token } = await signedInUser();
    const reply = await post(upload.path, token, (form) => {
      note(form);
      for (const name of ['a.txt', 'b.txt', 'c.txt']) form.append('files', file(name, name));
    });
    expect(expectFailure(reply, 413).message).toBe('Send at most 2 files at once.');
    expect(await leftOver()).toEqual([]);
  });

  it('refuses a file of a type the call does not take, and files in another field', async () => {
    const { token } = await signedInUser();
    const wrongType = await post(upload.path, token, (form) => {
      note(form);
      form.append('files', file('x', 'notes.txt'));
      form.append('files', file('\u00ff\u00d8', 'photo.jpg', 'image/jpeg'));
    });
    expect(expectFailure(wrongType, 400).message).toBe(
      'photo.jpg is not a file this form takes; send text/plain, .csv.',
    );
    const otherField = await post(upload.path, token, (form) => {
      note(form);
      form.append('attachment', file('x', 'notes.txt'));
    });
    expect(expectFailure(otherField, 400).message).toBe(
      'Files go in the form field files, not attachment.',
    );
    expect(await leftOver()).toEqual([]);
  });

  it('removes the files when the record is missing, not JSON or not valid', async () => {
    const { token } = await signedInUser();
    const sent = [
      (form: FormData) => form.append('files', file('x', 'a.txt')),
      (form: FormData) => {
        form.append('transaction', '{not json');
        form.append('files', file('x', 'a.txt'));
      },
      (form: FormData) => {
        form.append('transaction', JSON.stringify({ note: 7 }));
        form.append('files', file('x', 'a.txt'));
      },
    ];
    for (const fill of sent) expectFailure(await post(upload.path, token, fill), 400);
    expect(await leftOver()).toEqual([]);
  });

  it('removes the files when the handler refuses the call', async () => {
    const { token } = await signedInUser();
    const reply = await post(refusedUpload.path, token, (form) => {
      note(form);
      form.append('files', file('x', 'a.txt'));
    });
    expect(expectFailure(reply, 400).message).toBe('Refused after reading the file.');
    expect(await leftOver()).toEqual([]);
  });

  it('refuses a call that takes files but is not a multipart form', async () => {
    const { token } = await signedInUser();
    const reply = await send(app, {
      method: 'POST',
      url: `/api${upload.path}`,
      headers: bearer(token),
      payload: { note: 'Haldia' },
    });
    expect(expectFailure(reply, 400).message).toBe(
      'Send the form as multipart form data, with files in files.',
    );
  });

  it('keeps nothing from a caller who is not signed in', async () => {
    const reply = await post(upload.path, undefined, (form) => {
      note(form);
      form.append('files', file('x', 'a.txt'));
    });
    expectFailure(reply, 401);
    expect(await leftOver()).toEqual([]);
  });
});

describe('the record of a multipart call', () => {
  const json = (value: unknown) => new Blob([JSON.stringify(value)], { type: 'application/json' });

  it('is read from its one field as JSON text, or as a JSON file part', async () => {
    const { token } = await signedInUser();
    const asText = await post(record.path, token, (form) =>
      form.append('container', JSON.stringify({ contnumber: 'MSKU1234565' })),
    );
    expect(expectOk({ ...asText, endpoint: record })).toEqual({ contnumber: 'MSKU1234565' });
    const asFile = await post(record.path, token, (form) =>
      form.append('container', json({ contnumber: 'TGHU7654321' }), 'blob'),
    );
    expect(expectOk({ ...asFile, endpoint: record })).toEqual({ contnumber: 'TGHU7654321' });
  });

  it('is read field by field: JSON as text or a file part, a plain value as it is sent', async () => {
    const { token } = await signedInUser();
    const reply = await post(fieldsRecord.path, token, (form) => {
      form.append('prop', 'Shipping Bill');
      form.append('transaction', json({ id: 7 }), 'blob');
      form.append('lines', JSON.stringify([1, 2]));
    });
    expect(expectOk({ ...reply, endpoint: fieldsRecord })).toEqual({
      prop: 'Shipping Bill',
      transaction: { id: 7 },
      lines: [1, 2],
    });
    // A plain value sent JSON-quoted is its string; text that looks like JSON stays text; a
    // field left out is left to the schema.
    for (const [sent, read] of [
      ['"Shipping Bill"', 'Shipping Bill'],
      ['{"sbno": 1}', '{"sbno": 1}'],
      ['7', '7'],
    ] as const) {
      const plain = await post(fieldsRecord.path, token, (form) => {
        form.append('prop', sent);
        form.append('transaction', JSON.stringify({ id: 1 }));
      });
      expect(expectOk({ ...plain, endpoint: fieldsRecord })).toEqual({
        prop: read,
        transaction: { id: 1 },
      });
    }
  });

  it('refuses a JSON field that is not JSON, or one the schema needs that is missing, naming it', async () => {
    const { token } = await signedInUser();
    const broken = await post(fieldsRecord.path, token, (form) => {
      form.append('prop', 'sbno');
      form.append('transaction', new Blob(['{not json'], { type: 'application/json' }));
    });
    expect(expectFailure(broken, 400)).toEqual({
      message: 'The transaction field is not valid JSON.',
      fields: { transaction: 'Not valid JSON.' },
    });
    const missing = await post(fieldsRecord.path, token, (form) => form.append('prop', 'sbno'));
    expect(expectFailure(missing, 400).fields).toHaveProperty('transaction');
    const noRecord = await post(record.path, token, (form) => form.append('other', '{}'));
    expect(expectFailure(noRecord, 400).message).toBe('The form has no container field.');
  });

  it('may come as a plain JSON body where the call takes no files', async () => {
    const { token } = await signedInUser();
    const reply = await send(app, {
      method: 'POST',
      url: `/api${fieldsRecord.path}`,
      headers: bearer(token),
      payload: { prop: 'sbno', transaction: { id: 3 } },
    });
    expect(expectOk({ ...reply, endpoint: fieldsRecord })).toEqual({
      prop: 'sbno',
      transaction: { id: 3 },
    });
  });
});
