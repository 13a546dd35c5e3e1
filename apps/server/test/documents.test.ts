import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  api,
  type ContainerInput,
  DOCUMENT_NOT_FOUND,
  type ExportQuery,
  fillPath,
  NO_DATA_TO_EXPORT,
} from '@quaybook/contract';
import { parseCsv } from '@quaybook/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { documents } from '../src/db/schema';
import { documentService } from '../src/documents/documentService';
import { inTransaction } from '../src/shared/transaction';
import { containerNumber } from './cases/container.case';
import { bearer, call, expectFailure, expectOk, send } from './support/call';
import { factories } from './support/factories';
import { testConfig, useTestApp } from './support/testApp';

const t = useTestApp();
const { signedInUser } = factories(t);
let app: FastifyInstance;
let dataDir: string;
let config: Config;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-documents-'));
  config = {
    ...testConfig,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    uploadsDir: path.join(dataDir, 'uploads'),
  };
  app = await buildApp(
    { db: t.db, tokens: t.tokens, config },
    { logger: false, webDir: '/nonexistent' },
  );
});

beforeEach(async () => {
  await rm(config.filesDir, { recursive: true, force: true });
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The files the store holds, wherever in it. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(config.filesDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** A file answer's bytes and headers, or its refusal. */
async function download(url: string, token: string, query: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, query, headers: bearer(token) });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    bytes: response.rawPayload,
    body: String(response.headers['content-type']).includes('json') ? response.json() : undefined,
  };
}

const exportUrl = `/api${api.container.export.path}`;
const exportContainers = (token: string, query: ExportQuery) =>
  download(exportUrl, token, query as Record<string, string>);
const documentUrl = (filename: string) =>
  `/api${fillPath(api.documents.download.path, { filename })}`;

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

async function createContainers(token: string, numbers: readonly string[]) {
  for (const contnumber of numbers) {
    const body: ContainerInput = {
      contnumber,
      contsize: 40,
      iso_code: '42G1',
      conttype: 'GP',
      TypeText: "40' General Purpose",
    };
    expectOk(await call(app, api.container.create, { body }, token));
  }
}

const HEADER =
  'Container Number,ISO Code,Container Size,Type,Construction,ISO Tare Weight,ISO Gross Weight,Manufacture,SOC,Number Warning,Create Date,Created By,Last Modification Date,Last Modification By';

describe('GET /api/container_export', () => {
  it('writes the company’s containers the search finds, in the sort’s order, as containers.csv', async () => {
    const own = await signedInUser();
    const other = await signedInUser();
    await createContainers(own.token, [
      containerNumber(11, 'HLXU'),
      containerNumber(12, 'HLXU'),
      containerNumber(13, 'TGHU'),
    ]);
    await createContainers(other.token, [containerNumber(14, 'HLXU')]);

    const answer = await exportContainers(own.token, {
      format: 'csv',
      search: 'HLXU',
      sort: 'contnumber.desc',
    });
    expect(answer.statusCode, String(answer.bytes)).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="containers.csv"; filename*=UTF-8''containers.csv`,
    );
    expect(answer.headers['cache-control']).toBe('no-store');

    const text = answer.bytes.toString('utf8');
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header?.join(',')).toBe(HEADER);
    expect(rows.map((row) => row[0])).toEqual([
      containerNumber(12, 'HLXU'),
      containerNumber(11, 'HLXU'),
    ]);
    expect(text.split('\r\n')[1]).toMatch(
      new RegExp(
        `^${containerNumber(12, 'HLXU')},42G1,40,40' General Purpose,Steel,0,0,,No,,\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2},${own.user.name},,$`,
      ),
    );
  });

  it('writes the same rows as containers.pdf', async () => {
    const { token } = await signedInUser();
    const numbers = [containerNumber(21), containerNumber(22), containerNumber(23)];
    await createContainers(token, numbers);

    const answer = await exportContainers(token, { format: 'pdf', sort: 'contnumber.desc' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('filename="containers.pdf"');
    const text = pdfText(answer.bytes);
    expect(text).toContain('Container List');
    // Long headings wrap within their cells; one-word ones read whole.
    for (const heading of ['Construction', 'Manufacture', 'SOC']) expect(text).toContain(heading);
    const places = numbers.map((number) => text.indexOf(number));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect(places).toEqual([...places].sort((a, b) => b - a));
    expect(text).toContain('3 rows');
    expect(text).toContain('Page 1 of 1');
  });

  it('refuses an export of no rows with the spec’s message, keeping nothing', async () => {
    const { token } = await signedInUser();
    await createContainers(token, [containerNumber(31)]);
    const answer = await exportContainers(token, { format: 'csv', search: 'NOSUCH' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual([0, NO_DATA_TO_EXPORT, {}]);
    expect(await t.db.select().from(documents)).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an unknown format or sort with a 400 envelope', async () => {
    const { token } = await signedInUser();
    const unknownFormat = await send(app, {
      method: 'GET',
      url: exportUrl,
      query: { format: 'xlsx' },
      headers: bearer(token),
    });
    expect(expectFailure(unknownFormat, 400).message).toBe('Format must be csv or pdf.');
    const badSort = await send(app, {
      method: 'GET',
      url: exportUrl,
      query: { format: 'csv', sort: 'contnumber;drop' },
      headers: bearer(token),
    });
    expectFailure(badSort, 400);
  });
});

describe('GET /api/document/{filename}', () => {
  it('gives an issued document back to its company only', async () => {
    const own = await signedInUser();
    const other = await signedInUser();
    await createContainers(own.token, [containerNumber(41)]);
    const exported = await exportContainers(own.token, { format: 'csv' });

    const [record] = await t.db.select().from(documents);
    expect(record).toMatchObject({
      companyId: own.company.id,
      kind: 'list-export',
      downloadName: 'containers.csv',
      contentType: 'text/csv; charset=utf-8',
      size: exported.bytes.length,
      createdBy: own.user.id,
    });
    if (!record) return;
    expect(record.name).toMatch(/^[0-9a-f-]{36}\.csv$/);
    expect(await storedFiles()).toEqual([record.name]);

    const again = await download(documentUrl(record.name), own.token);
    expect(again.statusCode).toBe(200);
    expect(again.bytes.equals(exported.bytes)).toBe(true);
    expect(again.headers['content-disposition']).toContain('filename="containers.csv"');
    expect(again.headers['content-length']).toBe(String(exported.bytes.length));

    const elsewhere = await send(app, {
      method: 'GET',
      url: documentUrl(record.name),
      headers: bearer(other.token),
    });
    expect(expectFailure(elsewhere, 404).message).toBe(DOCUMENT_NOT_FOUND);
  });

  it('answers 404 for a name it never issued, however it is spelt', async () => {
    const { token } = await signedInUser();
    const urls = [
      documentUrl('0b1e7c1a-9a43-4c1d-8d3e-5b0f0e2b7a11.csv'),
      documentUrl('../x'),
      documentUrl('../../etc/passwd'),
      documentUrl('%2e%2e%2f'),
      '/api/document/%2e%2e%2fx',
      '/api/document/..%2F..%2Fpackage.json',
    ];
    for (const url of urls) {
      const answer = await send(app, { method: 'GET', url, headers: bearer(token) });
      expect(expectFailure(answer, 404).message, url).toBe(DOCUMENT_NOT_FOUND);
    }
  });

  it('asks for a signed-in caller', async () => {
    expectFailure(await send(app, { method: 'GET', url: documentUrl('x.csv') }), 401);
  });
});

describe('issuing a document', () => {
  it('removes the stored file when the transaction does not commit', async () => {
    const { user } = await signedInUser();
    const service = documentService({ db: t.db, config });
    const caller = { company_id: user.companyId, user_id: user.id };
    const failed = inTransaction(t.db, async (tx) => {
      await service.issue(tx, {
        user: caller,
        kind: 'list-export',
        downloadName: 'containers.csv',
        contentType: 'text/csv',
        bytes: Buffer.from('a\r\n'),
      });
      expect(await storedFiles()).toHaveLength(1);
      throw new Error('a later step failed');
    });
    await expect(failed).rejects.toThrow('a later step failed');
    expect(await storedFiles()).toEqual([]);
    expect(await t.db.select().from(documents)).toEqual([]);
  });

  it('removes the stored file when the document cannot be recorded', async () => {
    const { user } = await signedInUser();
    const service = documentService({ db: t.db, config });
    const failed = inTransaction(t.db, (tx) =>
      service.issue(tx, {
        user: { company_id: 2_000_000_000, user_id: user.id },
        kind: 'list-export',
        downloadName: 'containers.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('%PDF-'),
      }),
    );
    await expect(failed).rejects.toThrow();
    expect(await storedFiles()).toEqual([]);
    expect(await t.db.select().from(documents).where(eq(documents.createdBy, user.id))).toEqual([]);
  });
});
