import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  api,
  type DamageLineInput,
  type Endpoint,
  type InspectionFields,
} from '@quaybook/contract';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import {
  changeHistory,
  clearingAgents,
  componentCodes,
  containers,
  damageCodes,
  damageLines,
  documents,
  inspectionPhotos,
  inspections,
  linkParties,
  repairCodes,
  transporters,
} from '../../src/db/schema';
import type { FileStore } from '../../src/documents/fileStore';
import { type DeliveryWorker, deliveryWorker } from '../../src/features/ediDelivery/deliveryWorker';
import type { JobRunner } from '../../src/jobs/jobRunner';
import { containerNumber } from '../cases/container.case';
import { bearer, type CallResult, call, expectOk, type Reply, send } from './call';
import { DOCKS, factories, type TestUser } from './factories';
import { fileOnReport, type ReportMarks } from './reportMarks';
import { type TestAppOptions, testConfig, useTestApp } from './testApp';

/**
 * The app with a file store of its own, for the inspection files: photos are kept as
 * documents, so each test can count the files a refused call must not leave behind.
 */
export function useInspectionApp(
  options: {
    jobs?: (db: Database) => JobRunner;
    /** Where the app keeps its documents; its own folder when not given. */
    files?: () => FileStore;
  } & TestAppOptions = {},
) {
  const t = useTestApp(options);
  const made = factories(t);
  const context = {
    t,
    made,
    app: undefined as unknown as FastifyInstance,
    config: testConfig,
    /** The app's EDI delivery worker: it ticks only when a test calls `tick`. */
    deliveries: undefined as unknown as DeliveryWorker,
  };
  let dataDir: string;
  const faults: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-inspections-'));
    context.config = {
      ...testConfig,
      dataDir,
      filesDir: path.join(dataDir, 'files'),
      uploadsDir: path.join(dataDir, 'uploads'),
    } satisfies Config;
    context.deliveries = deliveryWorker({ db: t.db, config: context.config }, { tickMs: null });
    context.app = await buildApp(
      {
        db: t.db,
        tokens: t.tokens,
        config: context.config,
        jobs: options.jobs?.(t.db),
        deliveries: context.deliveries,
        ...(options.files ? { files: options.files() } : {}),
      },
      { logger: false, webDir: '/nonexistent' },
    );
    // As the shared test app does: a server fault fails the test that caused it, with its cause.
    context.app.addHook('onError', async (request, reply, error) => {
      if (reply.statusCode >= 500 || !('statusCode' in error) || Number(error.statusCode) >= 500)
        faults.push(`${request.method} ${request.url}: ${error.message}`);
    });
  });
  afterEach(() => {
    const found = faults.splice(0);
    expect(found, 'the server failed').toEqual([]);
  });
  afterAll(async () => {
    await context.app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const countOf = async (table: PgTable, where?: SQL) =>
    Number((await t.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);

  /** The files the store holds, wherever in it. */
  async function storedFiles(): Promise<string[]> {
    const entries = await readdir(context.config.filesDir, {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  /** What a refused call must leave as it was: every row it could write, and the stored files. */
  async function written() {
    return {
      inspections: await countOf(inspections),
      damageLines: await countOf(damageLines),
      photos: await countOf(inspectionPhotos),
      documents: await countOf(documents),
      history: await countOf(changeHistory),
      files: (await storedFiles()).length,
    };
  }

  /** A multipart request as a browser encodes a FormData: JSON fields and files. */
  async function postForm(
    url: string,
    token: string | undefined,
    fields: Record<string, unknown>,
    files: readonly File[] = [],
    method: 'POST' | 'PUT' = 'POST',
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    for (const file of files) form.append('files', file);
    const encoded = new Response(form);
    return send(context.app, {
      method,
      url: `/api${url}`,
      headers: {
        ...bearer(token),
        ...headers,
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  /** A form call answered as a contract call, for `expectOk`. */
  const formCall = async <E extends Endpoint>(
    endpoint: E,
    token: string | undefined,
    fields: Record<string, unknown>,
    files: readonly File[] = [],
    /** Further headers: an `Idempotency-Key`. */
    headers: Record<string, string> = {},
  ): Promise<CallResult<E>> => ({
    ...(await postForm(
      endpoint.path,
      token,
      fields,
      files,
      endpoint.method === 'PUT' ? 'PUT' : 'POST',
      headers,
    )),
    endpoint,
  });

  // A random start keeps numbers apart from other files' on a shared database; counting on from
  // it keeps this file's own apart (a fresh random draw per container collided now and then).
  let containerSequence = 500_000 + Math.floor(Math.random() * 400_000);

  /** A container of the user's company, 20 ft 22G1 unless told. */
  async function createContainer(
    user: TestUser,
    overrides: Partial<typeof containers.$inferInsert> = {},
  ) {
    containerSequence += 1;
    const [row] = await t.db
      .insert(containers)
      .values({
        companyId: user.companyId,
        createdBy: user.id,
        number: containerNumber(containerSequence),
        size: 20,
        isoCode: '22G1',
        typeCode: 'GP',
        typeText: "20' General Purpose",
        tareWeight: 2200,
        grossWeight: 30480,
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('container not created');
    return row;
  }

  /**
   * What an inspection of the user's company points at: a party (with its link), a vessel, a
   * voyage, a movement that asks for nothing, a container, a transporter, a clearing agent, and
   * a transaction of them that `create` takes.
   */
  async function world(role: 'user' | 'admin' = 'user') {
    const { user, token, company } = await made.signedInUser(role);
    const { applicant, account } = await made.createParty(user);
    const [party] = await t.db
      .insert(linkParties)
      .values({
        companyId: user.companyId,
        shortName: `P${applicant.id}`,
        applicantId: applicant.id,
        accountId: account.id,
      })
      .returning();
    const vessel = await made.createVessel(user);
    const voyage = await made.createVoyage(user);
    const movement = await made.createMovement(user);
    const container = await createContainer(user);
    const [transporter] = await t.db
      .insert(transporters)
      .values({ companyId: user.companyId, code: `T${user.id}`, name: `Haulier ${user.id}` })
      .returning();
    const [agent] = await t.db
      .insert(clearingAgents)
      .values({ companyId: user.companyId, name: `Agent ${user.id}` })
      .returning();
    const transaction = (overrides: Partial<InspectionFields> = {}): InspectionFields => ({
      ...inspectionFields({ applicant, account, vessel, voyage, movement }, container.number),
      ...overrides,
    });
    /** An inspection recorded through POST /add_transaction, as listed. */
    const record = async (
      overrides: Partial<InspectionFields> = {},
      damageData?: DamageLineInput[],
    ) =>
      expectOk(
        await call(
          context.app,
          api.inspection.add,
          { body: { transaction: transaction(overrides), ...(damageData ? { damageData } : {}) } },
          token,
        ),
      );
    return {
      record,
      user,
      token,
      company,
      applicant,
      account,
      party: party as typeof linkParties.$inferSelect,
      vessel,
      voyage,
      movement,
      container,
      transporter: transporter as typeof transporters.$inferSelect,
      agent: agent as typeof clearingAgents.$inferSelect,
      transaction,
    };
  }

  /** The first code of each shared list, for damage lines. */
  async function codes() {
    const first = async (table: typeof damageCodes) =>
      (await t.db.select({ id: table.id }).from(table).limit(1))[0]?.id as number;
    return {
      component: await first(componentCodes),
      damage: await first(damageCodes),
      repair: await first(repairCodes),
    };
  }

  async function damageLine(overrides: Partial<DamageLineInput> = {}): Promise<DamageLineInput> {
    const { component, damage, repair } = await codes();
    return {
      damlocationid: 1,
      positionid: 2,
      damageFrom: '3',
      damageFromAnd: 'Top',
      component,
      damageType: damage,
      repairType: repair,
      length: 12.5,
      breadth: 4,
      area: 999,
      ...overrides,
    };
  }

  /** Plants the marks that reports, bills and EDI set, which no call of this part sets. */
  const plant = (id: number, values: Partial<typeof inspections.$inferInsert>) =>
    t.db.update(inspections).set(values).where(eq(inspections.id, id));

  /**
   * Files an inspection on a survey report of this number, and that report on a bill when a bill
   * number is given, as the report and bill calls would; the marks those set.
   */
  const fileOn = (id: number, marks: ReportMarks) => fileOnReport(t.db, id, marks);

  return {
    context,
    made,
    fileOn,
    countOf,
    storedFiles,
    written,
    postForm,
    formCall,
    createContainer,
    world,
    codes,
    damageLine,
    plant,
  };
}

/** What an inspection of the container at Kolkata dock, by the party's call, is recorded with. */
export function inspectionFields(
  call: Record<'applicant' | 'account' | 'vessel' | 'voyage' | 'movement', { id: number }>,
  containerNumber: string,
): InspectionFields {
  return {
    containerNumber,
    applicant: call.applicant.id,
    account: call.account.id,
    vesselld: call.vessel.id,
    voyage: call.voyage.id,
    movementId: call.movement.id,
    locationId: DOCKS.kolkata,
    inspdate: '2026-11-20',
    insptime: '1030',
    conditionid: 2,
    seal: 'SEAL01',
  };
}

/** A real small photo: a JPEG (optionally EXIF-turned) or PNG drawn by sharp. */
export async function photoFile(
  name: string,
  options: { format?: 'jpeg' | 'png'; width?: number; height?: number; orientation?: number } = {},
): Promise<File> {
  const { format = 'jpeg', width = 640, height = 480 } = options;
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  });
  image =
    format === 'png'
      ? image.png()
      : image.jpeg().withMetadata(options.orientation ? { orientation: options.orientation } : {});
  const bytes = await image.toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}
