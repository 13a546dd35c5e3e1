/// <reference types="vite/client" />

import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { api, type Endpoint, transactionLayout } from '@quaybook/contract';
import { addDays, paiseToRupees, todayInPorts } from '@quaybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../src/auth/tokens';
import { type Config, loadConfig } from '../src/config';
import { appTables, rowOrder, sequenceValues } from '../src/db/backup/backupFormat';
import { type BackupResult, createBackup } from '../src/db/backup/createBackup';
import { restoreBackup } from '../src/db/backup/restoreBackup';
import { openDatabase } from '../src/db/client';
import { componentCodes, damageCodes, repairCodes } from '../src/db/schema';
import { sqlRows } from '../src/db/sqlRows';
import { objectFileStore } from '../src/documents/objectFileStore';
import { deliveryWorker } from '../src/features/ediDelivery/deliveryWorker';
import { prepare, type Running } from '../src/start';
import { containerNumber } from './cases/container.case';
import { bearer, type CallResult, call, expectOk, expectPreview, send } from './support/call';
import { factories } from './support/factories';
import { modesWithin } from './support/fileModes';
import { photoFile } from './support/inspectionWorld';
import type { MasterCase } from './support/masterCase';
import { startObjectStorage } from './support/objectStorage';
import { useOwnDatabase } from './support/ownDatabase';
import { TEST_SECRET, type TestContext } from './support/testApp';

// Every master list the registry suite knows, so a new one is seeded (and so backed up) too.
const cases = Object.values(
  import.meta.glob<{ masterCase: MasterCase }>('./cases/*.case.ts', { eager: true }),
).map((module) => module.masterCase);

/** Tables the seeded company must fill, so the round trip is shown to carry each kind of record. */
const FILLED = [
  'companies',
  'users',
  'applicants',
  'accounts',
  'vessels',
  'voyages',
  'vcns',
  'movements',
  'containers',
  'party_rates',
  'link_parties',
  'transporters',
  'clearing_agents',
  'inspections',
  'damage_lines',
  'inspection_photos',
  'documents',
  'reports',
  'bills',
  'bill_lines',
  'document_sequences',
  'upload_batches',
  'change_history',
];

const LONG = 180_000;

/** The settings of a server on a data folder and, on PostgreSQL, a database of its own. */
const configOf = (own: { dataDir: string; databaseUrl: string | undefined }): Config =>
  loadConfig({
    DATA_DIR: own.dataDir,
    DATABASE_URL: own.databaseUrl ?? '',
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  });

/** A multipart call as the browser's FormData sends it: JSON fields and files. */
async function formCall<E extends Endpoint>(
  context: TestContext,
  endpoint: E,
  token: string,
  fields: Record<string, unknown>,
  options: { files?: File[]; query?: Record<string, string | number> } = {},
): Promise<CallResult<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, JSON.stringify(value));
  for (const file of options.files ?? []) form.append(endpoint.files?.field ?? 'file', file);
  const encoded = new Response(form);
  const reply = await send(context.app, {
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    query: Object.fromEntries(
      Object.entries(options.query ?? {}).map(([key, value]) => [key, String(value)]),
    ),
    headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { ...reply, endpoint };
}

const contextOf = (running: Running, config: Config): TestContext => ({
  app: running.app,
  db: running.database.db,
  tokens: new TokenService(TEST_SECRET, 3600),
  config,
  deliveries: deliveryWorker({ db: running.database.db, config }, { tickMs: null }),
});

/** The serial a document number ends with: 'TI/26-27/00017' → 17. */
const serialOf = (number: string) => Number(/(\d+)$/.exec(number)?.[1]);

/**
 * A day's work of one company through the API: two rows of every master list, a party's rates,
 * inspections (one damaged, with a photo and its thumbnail), a survey report with its PDF, a bill
 * with its PDF, and an uploaded container list saved. Answers what a later day needs.
 */
async function work(
  context: TestContext,
  token: string,
  party: Party,
  today: string,
  surveyDay = today,
) {
  const { app, db } = context;
  const [codes] = await sqlRows<{ component: number; damage: number; repair: number }>(
    db,
    sql`select (select min(id) from ${componentCodes}) as component,
               (select min(id) from ${damageCodes}) as damage,
               (select min(id) from ${repairCodes}) as repair`,
  );
  const ids: number[] = [];
  for (const [index, number] of party.containers.entries()) {
    const damaged = index === 0;
    const transaction = {
      containerNumber: number,
      applicant: party.applicant,
      account: party.account,
      vesselld: party.vessel,
      voyage: party.voyage,
      movementId: party.movement,
      locationId: party.location,
      inspdate: surveyDay,
      insptime: '1030',
      conditionid: damaged ? 1 : 2,
      seal: `SEAL${index}`,
    };
    const damageData = damaged
      ? [
          {
            damlocationid: 1,
            positionid: 2,
            damageFrom: '3',
            component: Number(codes?.component),
            damageType: Number(codes?.damage),
            repairType: Number(codes?.repair),
            length: 12.5,
            breadth: 4,
            quantity: 1,
            Image: 0,
          },
        ]
      : [];
    const saved = expectOk(
      await formCall(
        context,
        api.inspection.create,
        token,
        { transaction, containerno: { containerNumber: number }, damageData },
        { files: damaged ? [await photoFile('door.jpg')] : [] },
      ),
    );
    ids.push(saved.reportid);
  }
  const report = expectOk(
    await call(
      app,
      api.report.generate,
      { query: { reportid: ids.join(','), rptdate: today, rpttype: 1 } },
      token,
    ),
  );
  const unbilled = expectOk(
    await call(
      app,
      api.bill.unbilledReports,
      { query: { applicant: party.applicant, account: party.account, page: 1, pageSize: 50 } },
      token,
    ),
  );
  const reportId = unbilled.find((row) => row.rptno === report.rptno)?.reportid;
  const bill = await call(
    app,
    api.bill.generate,
    { query: { reportid: String(reportId), billdate: today, chkround: 0 } },
    token,
  );
  expectOk(bill);
  return {
    reportNo: report.rptno,
    billNo: String(((bill.body as unknown[])[3] as { billno: string }).billno),
  };
}

interface Party {
  applicant: number;
  account: number;
  vessel: number;
  voyage: number;
  movement: number;
  location: number;
  containers: string[];
}

/** The company, its masters through every list's create call, and the first day's work. */
async function seedCompany(context: TestContext) {
  const made = factories(context);
  // The group administrator, who also fills the shared lists.
  const { user, token } = await made.signedInUser('group');
  for (const testCase of cases) {
    const arranged = (await testCase.arrange?.(context, user)) ?? {};
    for (const n of [1, 2])
      expectOk(
        await call(
          context.app,
          testCase.entity.endpoints.create,
          { body: testCase.valid(n, arranged) } as never,
          token,
        ),
      );
  }
  const { applicant, account } = await made.createParty(user);
  const { vcn } = await made.createVcn(user);
  const movement = await made.createMovement(user);
  for (const size of [20, 40])
    expectOk(
      await call(
        context.app,
        api.partyRate.create,
        {
          body: {
            applicantid: applicant.id,
            accountid: account.id,
            movementid: movement.id,
            size,
            rate: Number(paiseToRupees(150_050 + size)),
          },
        } as never,
        token,
      ),
    );
  const party: Party = {
    applicant: applicant.id,
    account: account.id,
    vessel: vcn.vesselId,
    voyage: vcn.importVoyageId as number,
    movement: movement.id,
    location: vcn.areaId as number,
    // The container list's case made these through its create call.
    containers: [containerNumber(1), containerNumber(2)],
  };
  const today = todayInPorts();
  const first = await work(context, token, party, today);

  // A gate list uploaded, previewed and saved: containers new to the company, and inspections.
  const header = transactionLayout.map((column) => column.title);
  const rows = [1, 2].map((n) => {
    const cells: Record<string, string> = {
      'Container No': containerNumber(900 + n),
      Date: today.split('-').reverse().join('/'),
      Time: '0930',
      Seal: `UP${n}`,
      Haz: 'N',
      ISO: '22G1',
    };
    return header.map((title) => cells[title] ?? '').join(',');
  });
  const csv = new File([[header.join(','), ...rows].join('\r\n')], 'gate.csv', {
    type: 'text/csv',
  });
  const preview = expectPreview(
    await formCall(
      context,
      api.transactionUpload.transactionImport,
      token,
      {},
      {
        files: [csv],
        query: {
          applicantid: party.applicant,
          accountid: party.account,
          vessselid: party.vessel,
          voyageid: party.voyage,
          locationid: party.location,
          movement: party.movement,
        },
      },
    ),
  );
  expect(preview.ok).toBe(2);
  expectOk(
    await formCall(context, api.transactionUpload.transactionExecute, token, {
      transaction: { qry: preview.qry },
    }),
  );
  return { user, party, today, first };
}

/** Every table's rows (count, and a digest of their JSON in key order) and every sequence. */
async function databaseContents(config: Config) {
  const database = await openDatabase(config);
  try {
    const tables: Record<string, { rows: number; md5: string }> = {};
    for (const table of await appTables(database.db)) {
      const order = await rowOrder(database.db, table);
      const [row] = await sqlRows<{ rows: string | number; md5: string | null }>(
        database.db,
        sql.raw(
          `select count(*) as rows, md5(coalesce(string_agg(row_to_json(t)::text, E'\\n' order by ${order}), '')) as md5 from public."${table}" t`,
        ),
      );
      tables[table] = { rows: Number(row?.rows), md5: String(row?.md5) };
    }
    const documents = await sqlRows<{ name: string }>(
      database.db,
      sql`select name from documents order by name`,
    );
    return {
      tables,
      sequences: await sequenceValues(database.db),
      documents: documents.map((document) => document.name),
    };
  } finally {
    await database.close();
  }
}

/** Every file of the store by its path in it, with the digest of its bytes. */
async function storeContents(filesDir: string) {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(filesDir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return files;
}

describe('backup and restore', () => {
  const source = useOwnDatabase('backup_source');
  const target = useOwnDatabase('backup_target');
  let backupsDir: string;
  let sourceConfig: Config;
  let targetConfig: Config;
  let running: Running | undefined;
  let seeded: Awaited<ReturnType<typeof seedCompany>>;
  let backup: BackupResult;
  let before: Awaited<ReturnType<typeof databaseContents>>;

  beforeAll(async () => {
    backupsDir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-backups-'));
    sourceConfig = configOf(source);
    targetConfig = configOf(target);
    running = await prepare(sourceConfig, { logger: false });
    seeded = await seedCompany(contextOf(running, sourceConfig));
  }, LONG);

  afterAll(async () => {
    await running?.stop();
    await rm(backupsDir, { recursive: true, force: true });
  });

  it(
    source.onPostgres
      ? 'backs up PostgreSQL while the server goes on serving'
      : 'refuses to back up PGlite while a server holds its folder, naming the process',
    async () => {
      if (source.onPostgres) {
        backup = await createBackup(sourceConfig, { into: backupsDir });
        await running?.stop();
        running = undefined;
      } else {
        await expect(createBackup(sourceConfig, { into: backupsDir })).rejects.toThrow(
          new RegExp(`in use by process ${process.pid}`),
        );
        await running?.stop();
        running = undefined;
        backup = await createBackup(sourceConfig, { into: backupsDir });
      }
      expect(path.basename(backup.folder)).toMatch(/^quaybook-backup-\d{4}-\d{2}-\d{2}T\d{6}Z$/);
      before = await databaseContents(sourceConfig);
    },
    LONG,
  );

  it('keeps a backup, which holds the signing secret and password hashes, readable by its user alone', async () => {
    const modes = await modesWithin(backup.folder);
    expect(Object.keys(modes).sort()).toEqual(['600', '700']);
    expect(modes['700']).toEqual(expect.arrayContaining(['.', 'database', 'files']));
    expect(modes['600']).toEqual(
      expect.arrayContaining(['manifest.json', 'database/settings.jsonl', 'database/users.jsonl']),
    );
    expect(modes['600']?.filter((file) => file.startsWith('files/')).length).toBe(
      backup.manifest.files.length,
    );
  });

  it(
    'restores into an empty target every table row for row, every sequence and every file',
    async () => {
      const restored = await restoreBackup(targetConfig, backup.folder);
      const after = await databaseContents(targetConfig);

      const filled = Object.entries(before.tables)
        .filter(([, table]) => table.rows > 0)
        .map(([name]) => name);
      expect(filled).toEqual(expect.arrayContaining(FILLED));
      expect(after.tables).toEqual(before.tables);
      expect(after.sequences).toEqual(before.sequences);
      expect(restored.rows).toBe(
        Object.values(before.tables).reduce((sum, table) => sum + table.rows, 0),
      );

      const sourceFiles = await storeContents(sourceConfig.filesDir);
      const targetFiles = await storeContents(targetConfig.filesDir);
      expect(targetFiles).toEqual(sourceFiles);
      // A document row never without its file: each has one, under the store's layout.
      // The restored store is as private as the server keeps it.
      expect(Object.keys(await modesWithin(targetConfig.filesDir)).sort()).toEqual(['600', '700']);
      const names = Object.keys(targetFiles).map((file) => path.basename(file));
      expect(names.sort()).toEqual([...after.documents].sort());
      expect(before.documents.length).toBeGreaterThanOrEqual(4);
    },
    LONG,
  );

  it(
    'lets the restored company go on where it stopped: the next report and bill numbers follow',
    async () => {
      running = await prepare(targetConfig, { logger: false });
      const context = contextOf(running, targetConfig);
      const token = await factories(context).tokenFor(seeded.user);
      // Other surveys of the same containers: the day before's, recorded late.
      const next = await work(
        context,
        token,
        seeded.party,
        seeded.today,
        addDays(seeded.today, -1),
      );
      expect(serialOf(next.reportNo)).toBe(serialOf(seeded.first.reportNo) + 1);
      expect(serialOf(next.billNo)).toBe(serialOf(seeded.first.billNo) + 1);
      await running.stop();
      running = undefined;
    },
    LONG,
  );

  it(
    'refuses a target that is not empty, saying what it holds, and replaces it when told',
    async () => {
      await expect(restoreBackup(targetConfig, backup.folder)).rejects.toThrow(
        /The target is not empty: .*--replace/,
      );
      await restoreBackup(targetConfig, backup.folder, { replace: true });
      const after = await databaseContents(targetConfig);
      expect(after.tables).toEqual(before.tables);
      expect(await storeContents(targetConfig.filesDir)).toEqual(
        await storeContents(sourceConfig.filesDir),
      );
    },
    LONG,
  );

  it(
    'restores the documents into object storage, and backs them up from there alike',
    async () => {
      const storage = await startObjectStorage();
      try {
        const prefix = `restored-${randomUUID()}/`;
        const files = objectFileStore(storage.client, { bucket: storage.bucket, prefix });
        await restoreBackup(targetConfig, backup.folder, { replace: true, files });
        for (const file of backup.manifest.files) {
          const opened = await files.open(file.key);
          const bytes = opened ? await buffer(opened.body) : Buffer.alloc(0);
          expect(createHash('sha256').update(bytes).digest('hex'), file.key).toBe(file.sha256);
        }
        await expect(restoreBackup(targetConfig, backup.folder, { files })).rejects.toThrow(
          `the file store s3://${storage.bucket}/${prefix} has ${backup.manifest.files.length} files`,
        );

        const again = await createBackup(targetConfig, { into: backupsDir, files });
        expect(again.manifest.files).toEqual(backup.manifest.files);
        expect(await storeContents(path.join(again.folder, 'files'))).toEqual(
          await storeContents(path.join(backup.folder, 'files')),
        );
      } finally {
        await storage.stop();
      }
    },
    LONG,
  );
});
