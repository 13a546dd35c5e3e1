import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  api,
  type DamageLineInput,
  type Endpoint,
  type InspectionFields,
} from '@quaybook/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { TokenService } from '../../src/auth/tokens';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import {
  applicants,
  billLines,
  bills,
  changeHistory,
  companies,
  componentCodes,
  containers,
  damageCodes,
  damageLines,
  documentSequences,
  documents,
  inspectionPhotos,
  inspections,
  partyRates,
  repairCodes,
  reports,
} from '../../src/db/schema';
import { WEST_BENGAL } from '../../src/db/seed/states';
import type { FileStore } from '../../src/documents/fileStore';
import { prepare, type Running } from '../../src/start';
import { containerNumber } from '../cases/container.case';
import { bearer, call, expectOk, type Reply, send } from './call';
import { jsonForm } from './childServer';
import { DOCKS, factories } from './factories';
import { inspectionFields } from './inspectionWorld';

/** The secret every server of a fault test signs with, so a token from one works on another. */
const FAULT_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const COMPANY_GSTIN = '19AAACQ1234F1Z5';
const APPLICANT_GSTIN = '19AABCS1234K1Z9';

/** The settings of a server on a test's own database and data folder. */
export function faultSettings(own: { dataDir: string; databaseUrl: string | undefined }) {
  return {
    DATA_DIR: own.dataDir,
    DATABASE_URL: own.databaseUrl ?? '',
    JWT_SECRET: FAULT_SECRET,
    LOG_LEVEL: 'silent',
  };
}

/** Quaybook on the test's own database in this process, as a start would open it. */
export function openInProcess(
  own: { dataDir: string; databaseUrl: string | undefined },
  files?: FileStore,
): Promise<Running> {
  return prepare(loadConfig(faultSettings(own)), { logger: false, ...(files ? { files } : {}) });
}

/**
 * On PostgreSQL, waits until no session is left on the test's database: those of a killed
 * server end as soon as PostgreSQL reads the closed socket, and the restart that follows should
 * find their locks released, as a restart a moment later does. PGlite has no sessions.
 */
export async function sessionsGone(own: { databaseUrl: string | undefined }): Promise<void> {
  if (!own.databaseUrl) return;
  const client = new pg.Client({ connectionString: own.databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      if (Number(rows[0]?.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

let serial = 0;

/**
 * A company ready for every action the fault tests cut short: an admin, a party in the
 * company's state with rates for 20 and 40 ft, two vessels, a voyage and a movement; inspections
 * are recorded and containers added through the API of whichever server is running.
 */
export async function faultWorld(running: Running) {
  const db = running.database.db;
  const made = factories({ db, tokens: new TokenService(FAULT_SECRET, 3600) });
  const { user, token, company } = await made.signedInUser('admin');
  await db.update(companies).set({ gst: COMPANY_GSTIN }).where(eq(companies.id, company.id));
  const { applicant, account } = await made.createParty(user);
  await db
    .update(applicants)
    .set({ stateId: WEST_BENGAL, gst: APPLICANT_GSTIN })
    .where(eq(applicants.id, applicant.id));
  const vessel = await made.createVessel(user);
  const otherVessel = await made.createVessel(user);
  const voyage = await made.createVoyage(user);
  const movement = await made.createMovement(user, { name: `IMPORT DESTUFF ${user.id}` });
  for (const [size, ratePaise] of [
    [20, 1_250_50],
    [40, 2_100_75],
  ] as const)
    await db.insert(partyRates).values({
      companyId: user.companyId,
      applicantId: applicant.id,
      accountId: account.id,
      movementId: movement.id,
      size,
      ratePaise,
    });

  /** A new 20 ft container of the company. */
  async function container(on: Database) {
    serial += 1;
    const [row] = await on
      .insert(containers)
      .values({
        companyId: user.companyId,
        createdBy: user.id,
        number: containerNumber(700_000 + serial),
        size: 20,
        isoCode: '22G1',
        typeText: "20' General Purpose",
        tareWeight: 2200,
        grossWeight: 30480,
      })
      .returning();
    if (!row) throw new Error('container not created');
    return row;
  }

  /** What an inspection of this container is recorded with. */
  const transaction = (number: string): InspectionFields =>
    inspectionFields({ applicant, account, vessel, voyage, movement }, number);

  /** `n` inspections of new containers, recorded through POST /add_transaction; their ids. */
  async function inspected(on: Running, n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const box = await container(on.database.db);
      const row = expectOk(
        await call(
          on.app,
          api.inspection.add,
          { body: { transaction: transaction(box.number) } },
          token,
        ),
      );
      ids.push(row.reportid);
    }
    return ids;
  }

  let reportSerial = 0;
  /** A survey report of these inspections, as GET /generate_report would file it. */
  async function report(on: Database, inspectionIds: number[]) {
    reportSerial += 1;
    const [row] = await on
      .insert(reports)
      .values({
        companyId: user.companyId,
        applicantId: applicant.id,
        accountId: account.id,
        reportNo: `SR/26-27/${String(reportSerial).padStart(5, '0')}`,
        reportDate: '2026-11-21',
        reportType: 1,
      })
      .returning();
    if (!row) throw new Error('report not planted');
    await on
      .update(inspections)
      .set({ reportId: row.id })
      .where(inArray(inspections.id, inspectionIds));
    return row;
  }

  /** Two damage lines, the first pointing at the first photo sent. */
  async function damageData(on: Database): Promise<DamageLineInput[]> {
    const first = async (table: typeof damageCodes) =>
      (await on.select({ id: table.id }).from(table).limit(1))[0]?.id as number;
    const line = {
      damlocationid: 1,
      positionid: 2,
      damageFrom: '3',
      damageFromAnd: 'Top' as const,
      component: await first(componentCodes),
      damageType: await first(damageCodes),
      repairType: await first(repairCodes),
      length: 12.5,
      breadth: 4,
      area: 50,
    };
    return [
      { ...line, Image: 0 },
      { ...line, positionid: 5 },
    ];
  }

  return {
    user,
    token,
    company,
    applicant,
    account,
    voyage,
    movement,
    movementName: movement.name,
    locationId: DOCKS.kolkata,
    vessel,
    otherVessel,
    container,
    transaction,
    inspected,
    report,
    damageData,
  };
}

export type FaultWorld = Awaited<ReturnType<typeof faultWorld>>;

/** Every file in the store, by its path inside it, pending notes and half-written ones too. */
export async function storedFiles(config: Pick<Config, 'filesDir'>): Promise<string[]> {
  const entries = await readdir(config.filesDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(config.filesDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const countOf = async (db: Database, table: PgTable) =>
  Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);

/**
 * What an action cut short must leave as it was: the rows every action of these tests writes,
 * the number series, and the files of the store.
 */
export async function stateOf(running: Running, dataDir: string) {
  const db = running.database.db;
  return {
    inspections: await db.select().from(inspections).orderBy(asc(inspections.id)),
    reports: await db.select().from(reports).orderBy(asc(reports.id)),
    sequences: await db
      .select()
      .from(documentSequences)
      .orderBy(asc(documentSequences.companyId), asc(documentSequences.series)),
    counts: {
      bills: await countOf(db, bills),
      billLines: await countOf(db, billLines),
      damageLines: await countOf(db, damageLines),
      photos: await countOf(db, inspectionPhotos),
      documents: await countOf(db, documents),
      history: await countOf(db, changeHistory),
    },
    files: await storedFiles({ filesDir: path.join(dataDir, 'files') }),
  };
}

/** A multipart call on the app in-process, encoded as a browser encodes a FormData. */
export async function formInProcess(
  app: FastifyInstance,
  endpoint: Endpoint,
  token: string,
  fields: Record<string, unknown>,
  files: readonly File[] = [],
): Promise<Reply> {
  const encoded = new Response(jsonForm(fields, files));
  return send(app, {
    method: endpoint.method === 'PUT' ? 'PUT' : 'POST',
    url: `/api${endpoint.path}`,
    headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
