import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { api, type Endpoint, UPLOAD_MESSAGES } from '@quaybook/contract';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DOCUMENT_KINDS } from '../../src/db/schema';
import { documentService } from '../../src/documents/documentService';
import { inTransaction } from '../../src/shared/transaction';
import { bearer, endpointsOf, expectFailure, send } from '../support/call';
import { fingerprint } from '../support/fingerprint';
import { expectClearRefusal } from '../support/refusals';
import { testConfig } from '../support/testApp';
import { HEADER, TEST_MAX_MB, useUploadApp, xlsxOf } from '../support/uploadWorld';

// Files in and out: names that could reach a path or another company's document are not
// found; uploads are held to their size and judged by their bytes, a zip bomb is refused before
// it unpacks; and no exported cell runs as a formula.

const w = useUploadApp();
const app = () => w.context.app;
const t = w.context.t;

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** The parameters of a part of a call that name a file: `filename`, `filenm`, … */
function fileNames(schema: z.ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Object.keys(shape ?? {}).filter((key) => /^file(name|nm)$/i.test(key));
}

/** Every call that opens a file by a name the caller gives, and where the name goes. */
const fileNamed = endpointsOf(api).flatMap((endpoint) => [
  ...fileNames(endpoint.params).map((name) => ({ endpoint, name, in: 'params' as const })),
  ...fileNames(endpoint.query).map((name) => ({ endpoint, name, in: 'query' as const })),
]);

function openByName(call: (typeof fileNamed)[number], value: string, token: string) {
  const encoded = encodeURIComponent(value);
  const path =
    call.in === 'params'
      ? call.endpoint.path.replace(`{${call.name}}`, encoded)
      : call.endpoint.path;
  const query = call.in === 'query' ? `?${call.name}=${encoded}` : '';
  return send(app(), {
    method: call.endpoint.method,
    url: `/api${path}${query}`,
    headers: bearer(token),
  });
}

const TRAVERSALS = [
  '../../../../etc/passwd',
  '/etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  'files/../../config.json',
];
// No text can hold a NUL, so every call refuses one as bad input (400), naming the field.
const NUL_NAMES = ['report.pdf\u0000.png', '\u0000', '../\u0000'];

describe('a file name given by the caller', () => {
  it('is taken by the calls the contract declares', () => {
    expect(fileNamed.map(({ endpoint, name }) => `${keyOf(endpoint)} ${name}`)).toEqual(
      expect.arrayContaining([`GET /document/{filename} filename`]),
    );
    expect(fileNamed.length).toBeGreaterThanOrEqual(5);
  });

  it.each(
    fileNamed.map((call) => [`${keyOf(call.endpoint)} (${call.name})`, call] as const),
  )('%s refuses traversal, absolute paths and encoded dots with 404, and NUL bytes', async (_, call) => {
    const { token } = await w.context.made.signedInUser('admin');
    for (const name of TRAVERSALS) {
      const reply = await openByName(call, name, token);
      expect(reply.statusCode, JSON.stringify(name)).toBe(404);
      expectClearRefusal(call.endpoint, reply, JSON.stringify(name));
    }
    for (const name of NUL_NAMES) {
      const reply = await openByName(call, name, token);
      expect(expectFailure(reply, 400).fields, JSON.stringify(name)).toEqual({
        [call.name]: `${call.name} holds a NUL character, which no text can contain.`,
      });
    }
  });

  it('opens no document of another company, of any kind, through any of these calls', async () => {
    const owner = await w.context.made.signedInUser('admin');
    const stranger = await w.context.made.signedInUser('admin');
    const documents = documentService({
      db: t.db,
      config: { ...testConfig, filesDir: w.context.filesDir() },
    });
    const names = await inTransaction(t.db, async (tx) => {
      const issued: string[] = [];
      for (const kind of DOCUMENT_KINDS) {
        const document = await documents.issue(tx, {
          user: { company_id: owner.company.id, user_id: owner.user.id },
          kind,
          downloadName: `${kind}.png`,
          contentType: 'image/png',
          bytes: Buffer.from(`${kind} of the owner`),
        });
        issued.push(document.name);
      }
      return issued;
    });
    const download = fileNamed.find(({ endpoint }) => endpoint === api.documents.download);
    if (!download) throw new Error('no download call');
    for (const name of names) {
      expect((await openByName(download, name, owner.token)).statusCode, name).toBe(200);
      for (const call of fileNamed) {
        const reply = await openByName(call, name, stranger.token);
        expect(reply.statusCode, `${keyOf(call.endpoint)} ${name}`).toBe(404);
        expectClearRefusal(call.endpoint, reply, name);
      }
    }
  });
});

/** A multipart body streamed in chunks, holding one file of `size` bytes of `byte`. */
function streamedForm(field: string, filename: string, type: string, size: number) {
  const boundary = 'quaybook-boundary-7d1f';
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  async function* parts() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
    for (let sent = 0; sent < size; sent += chunk.length) yield chunk;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(parts()),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const MB = 1024 * 1024;
const folders = () => [w.context.filesDir(), w.context.uploadsDir()];

/**
 * Sends a file to the advance list upload of a new world, and proves the refusal wrote nothing:
 * no row, no stored file, no file left waiting.
 */
async function refusedUpload(file: { name: string; bytes: Buffer; type?: string }) {
  const world = await w.world();
  const before = await fingerprint(t.db, folders());
  const reply = await w.uploadCall(api.upload.advanceImport, world.token, world.query, file);
  expect(await fingerprint(t.db, folders())).toBe(before);
  expect(await readdir(w.context.uploadsDir()).catch(() => [])).toEqual([]);
  return reply;
}

describe('an upload', () => {
  it('past the size limit is refused with its name and the limit, read only as far as the limit', async () => {
    const world = await w.world();
    const before = await fingerprint(t.db, folders());
    const size = 200 * MB;
    const form = streamedForm('file', 'huge.csv', 'text/csv', size);
    const search = new URLSearchParams(
      Object.entries(world.query).map(([key, value]) => [key, String(value)]),
    );
    const rss = process.memoryUsage().rss;
    const reply = await send(app(), {
      method: 'POST',
      url: `/api${api.upload.advanceImport.path}?${search}`,
      headers: { ...bearer(world.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    const grown = process.memoryUsage().rss - rss;
    expect(expectFailure(reply, 413).message).toBe(`huge.csv is larger than ${TEST_MAX_MB} MB.`);
    expect(grown, `memory grew by ${Math.round(grown / MB)} MB`).toBeLessThan(size / 4);
    expect(await readdir(w.context.uploadsDir()).catch(() => [])).toEqual([]);
    expect(await fingerprint(t.db, folders())).toBe(before);
  });

  const png = () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
  const exe = () =>
    Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]);
  const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it.each([
    ['a PNG named .xlsx', { name: 'list.xlsx', bytes: png(), type: XLSX_TYPE }],
    ['a program named .xlsx', { name: 'list.xlsx', bytes: exe(), type: XLSX_TYPE }],
    ['a program named .csv', { name: 'list.csv', bytes: exe(), type: 'text/csv' }],
  ])('is judged by its bytes, not its name: %s is no spreadsheet', async (_, file) => {
    const reply = await refusedUpload(file);
    expect(expectFailure(reply, 400).message).toBe(UPLOAD_MESSAGES.notSpreadsheet);
  });

  it.each([
    [
      'a text file named .jpg',
      { name: 'photo.jpg', bytes: Buffer.from('just some text\n'), type: 'image/jpeg' },
    ],
    ['a program named .jpg', { name: 'photo.jpg', bytes: exe(), type: 'image/jpeg' }],
    ['a program named .png', { name: 'photo.png', bytes: exe(), type: 'image/png' }],
  ])('as a photo is judged by its bytes: %s is no photo', async (_, file) => {
    const { token } = await w.context.made.signedInUser('admin');
    const form = new FormData();
    form.append('transaction', JSON.stringify({ reportid: 1 }));
    form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
    const encoded = new Response(form);
    const reply = await send(app(), {
      method: 'POST',
      url: `/api${api.inspection.addPhotos.path}`,
      headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(expectFailure(reply, 400).message).toBe(
      `${file.name} is not a JPEG, PNG, WebP or HEIC photo.`,
    );
  });

  it('that is a zip bomb dressed as a workbook is refused before it unpacks', async () => {
    // A real workbook whose shared strings unpack from a few hundred KB to 100 MB.
    const zip = await JSZip.loadAsync(await xlsxOf([HEADER]));
    const inflated = 100 * MB;
    const chunk = 'A'.repeat(MB);
    async function* strings() {
      yield '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>';
      for (let written = 0; written < inflated; written += chunk.length) yield chunk;
      yield '</t></si></sst>';
    }
    zip.file('xl/sharedStrings.xml', Readable.from(strings()));
    const bomb = await zip.generateAsync({
      type: 'nodebuffer',
      compression: 'DEFLATE',
      compressionOptions: { level: 9 },
    });
    expect(bomb.length).toBeLessThan(TEST_MAX_MB * MB);

    const rss = process.memoryUsage().rss;
    const reply = await refusedUpload({ name: 'list.xlsx', bytes: bomb });
    const grown = process.memoryUsage().rss - rss;
    expect(expectFailure(reply, 400).message).toBe(UPLOAD_MESSAGES.unpacksTooMuch);
    expect(grown, `memory grew by ${Math.round(grown / MB)} MB`).toBeLessThan(inflated / 4);
  });
});
