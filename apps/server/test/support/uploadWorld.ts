import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { advanceListLayout, api, type Endpoint } from '@quaybook/contract';
import { containerCheckDigit } from '@quaybook/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { locations } from '../../src/db/schema';
import type { JobRunner } from '../../src/jobs/jobRunner';
import { bearer, type CallResult, send } from './call';
import { DOCKS, factories } from './factories';
import { testConfig, useTestApp } from './testApp';

/** The row ceiling of the test app, so a file past it is small. */
export const TEST_MAX_ROWS = 20;
/** The size ceiling of the test app (UPLOAD_MAX_MB), so a file past it is small. */
export const TEST_MAX_MB = 1;

/** A valid container number of owner `owner` and serial `serial`. */
export function boxNumber(serial: number, owner = 'MSKU'): string {
  const firstTen = `${owner}${String(serial).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
}

export type Cells = (string | number)[];
export const HEADER = advanceListLayout.map((column) => column.title);

/** A workbook of one sheet holding these rows. */
export async function xlsxOf(rows: readonly Cells[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('List');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const csvOf = (rows: readonly Cells[]) =>
  Buffer.from(rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n'));

/**
 * The app with an uploads folder of its own and a small row ceiling, and a world for the
 * advance list: a user with a party, vessel, voyage, movement and CFS of their company.
 */
export function useUploadApp(options: { jobs?: (db: Database) => JobRunner } = {}) {
  const t = useTestApp();
  const made = factories(t);
  let dataDir: string;
  const context = {
    app: undefined as unknown as FastifyInstance,
    t,
    made,
    /** Where files wait while their call runs; empty once every call is done. */
    uploadsDir: () => path.join(dataDir, 'uploads'),
    /** The file store of the documents the app issues. */
    filesDir: () => path.join(dataDir, 'files'),
  };
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-uploads-'));
    const config = {
      ...testConfig,
      dataDir,
      filesDir: path.join(dataDir, 'files'),
      uploadsDir: path.join(dataDir, 'uploads'),
      uploadMaxRows: TEST_MAX_ROWS,
      uploadMaxMb: TEST_MAX_MB,
    } satisfies Config;
    context.app = await buildApp(
      { db: t.db, tokens: t.tokens, config, jobs: options.jobs?.(t.db) },
      { logger: false, webDir: '/nonexistent' },
    );
  });
  afterAll(async () => {
    await context.app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  let cfsSequence = 0;

  /** A new company's user with everything an advance list names. */
  async function world() {
    const signedIn = await made.signedInUser();
    const owner = signedIn.user;
    const { applicant, account } = await made.createParty(owner);
    // A line's link party of its own, for the tariff upload: the world's applicant and account
    // stay without one, as the advance list and COPRAR tests need them.
    const linkParty = await made.createLinkParty(owner);
    const vessel = await made.createVessel(owner);
    const voyage = await made.createVoyage(owner);
    const movement = await made.createMovement(owner, { name: 'Import Laden' });
    cfsSequence += 1;
    const [cfs] = await t.db
      .insert(locations)
      .values({
        name: `Sealine CFS ${cfsSequence}`,
        kind: 'cfs',
        locationCode: `SCFS${cfsSequence}`,
      })
      .returning();
    if (!cfs) throw new Error('no CFS');
    const query = {
      applicantid: applicant.id,
      accountid: account.id,
      locationid: DOCKS.kolkata,
      vessselid: vessel.id,
      voyageid: voyage.id,
      uploadtype: 1,
    };
    /** A good row for container `serial`. */
    const row = (
      serial: number,
      overrides: Partial<Record<string, string | number>> = {},
    ): Cells => {
      const cells: Record<string, string | number> = {
        Container: boxNumber(serial),
        Size: 20,
        Type: '22G1',
        Tare: 2200,
        Gross: 24000,
        Movement: 'Import Laden',
        CFS: cfs.name,
        ...overrides,
      };
      return HEADER.map((title) => cells[title] ?? '');
    };
    return {
      ...signedIn,
      applicant,
      account,
      linkParty,
      vessel,
      voyage,
      movement,
      cfs,
      query,
      row,
    };
  }

  /** A multipart upload as a browser sends it: the form's fields and the file. */
  async function uploadCall<E extends Endpoint>(
    endpoint: E,
    token: string | undefined,
    query: Record<string, unknown>,
    file?: { name: string; bytes: Buffer; type?: string },
  ): Promise<CallResult<E>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(query)) form.append(name, String(value));
    if (file)
      form.append(
        'file',
        new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? '' }),
      );
    const encoded = new Response(form);
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    );
    const reply = await send(context.app, {
      method: 'POST',
      url: `/api${endpoint.path}?${search}`,
      headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    return { ...reply, endpoint };
  }

  const upload = (
    token: string | undefined,
    query: Record<string, unknown>,
    file?: { name: string; bytes: Buffer },
  ) => uploadCall(api.upload.advanceImport, token, query, file);

  /** The execute call with its `transaction` form field. */
  async function execute(token: string | undefined, transaction: Record<string, unknown>) {
    const form = new FormData();
    form.append('transaction', JSON.stringify(transaction));
    const encoded = new Response(form);
    const reply = await send(context.app, {
      method: 'POST',
      url: `/api${api.upload.advanceExecute.path}`,
      headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    return { ...reply, endpoint: api.upload.advanceExecute };
  }

  return { context, world, upload, execute, uploadCall };
}
