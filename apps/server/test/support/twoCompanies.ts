/// <reference types="vite/client" />

import {
  api,
  type DeliverySettingsInput,
  EDI_REPORT_TYPES,
  type Endpoint,
  fillPath,
  pathParams,
  shippingBillLayout,
} from '@quaybook/contract';
import { MIS_PRODUCTS, REPAIR_SERVICE } from '@quaybook/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import {
  bills,
  companies,
  documents,
  estimateLines,
  estimates,
  linkParties,
  locations,
  misBills,
  movements,
  repairBills,
  reports,
  shippingBills,
} from '../../src/db/schema';
import { WEST_BENGAL } from '../../src/db/seed/states';
import { sqlRows } from '../../src/db/sqlRows';
import { useBillApp } from './billWorld';
import { bearer, endpointsOf, expectOk, type Reply, send } from './call';
import { CUSTOMS_KINDS, rowOf } from './customsUploadWorld';
import { DOCKS, type TestUser } from './factories';
import { photoFile } from './inspectionWorld';
import { awaitJob } from './jobRunners';
import type { Arranged, MasterCase } from './masterCase';
import { misMaster } from './misBills';
import { TABLES } from './testDatabase';
import { HEADER as ADVANCE_HEADER, boxNumber, xlsxOf } from './uploadWorld';

/** Every master case of test/cases/, as the registry suite reads them. */
export const MASTER_CASES = Object.values(
  import.meta.glob<{ masterCase: MasterCase }>('../cases/*.case.ts', { eager: true }),
).map((module) => module.masterCase);

export const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** A request as the contract shapes it, for any endpoint. */
export interface AnyRequest {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A record of company A: its id, and when it has one its number or name as the calls take it. */
interface CompanyA {
  user: TestUser;
  token: string;
  companyId: number;
  /** A's rows by what they are, as the tables below name them. */
  ids: Record<RecordName, number | string>;
  /** A master row made through each master case's create call, by the entity's label. */
  masters: Map<string, Record<string, unknown>>;
  /** The name of every document issued to A: reports, bills, photos, exports. */
  documents: string[];
  /** The damaged inspection's fields as the edit call takes them. */
  inspection: Record<string, unknown>;
  /** A damage line as the save call takes it. */
  damageLine: Record<string, unknown>;
  /**
   * Texts only A's rows hold (names, numbers, document names): none may appear in what B is
   * answered.
   */
  marks: string[];
}

/** Company B: its admin, and rows of its own that B's requests may name beside A's ids. */
interface CompanyB {
  user: TestUser;
  token: string;
  companyId: number;
  /** What each master case arranged in B's company for its bodies. */
  arranged: Map<string, Arranged>;
  own: Record<
    'vcn' | 'vessel' | 'imports' | 'exports' | 'applicant' | 'account' | 'movement' | 'container',
    number
  >;
  containerNumber: string;
}

export type RecordName =
  | 'applicant'
  | 'account'
  | 'vessel'
  | 'voyage'
  | 'movement'
  | 'container'
  | 'containerNumber'
  | 'vcn'
  | 'linkParty'
  | 'partyRate'
  | 'repairTariff'
  /** The link party whose tariff holds A's repair tariff row. */
  | 'tariffParty'
  | 'transporter'
  | 'clearingAgent'
  | 'booking'
  | 'bookingNo'
  | 'vcnPartyLink'
  | 'inspection'
  | 'damageLine'
  | 'report'
  | 'reportNo'
  | 'bill'
  | 'billNo'
  | 'misBillNo'
  | 'estimate'
  | 'reportPdf'
  | 'billPdf'
  | 'billExcel'
  | 'misBillPdf'
  | 'repairedEstimate'
  | 'repairBillNo'
  | 'repairBillPdf'
  | 'photo'
  | 'batch'
  | 'job'
  | 'shippingBill'
  | 'delivery'
  | 'user';

/** Sends a request as a browser would for this endpoint: JSON, or the multipart form it declares. */
export async function sendAs(
  app: FastifyInstance,
  endpoint: Endpoint,
  request: AnyRequest,
  token: string,
  files: readonly File[] = [],
): Promise<Reply> {
  const url = `/api${fillPath(endpoint.path, request.params)}`;
  const query = Object.fromEntries(
    Object.entries(request.query ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  if (!endpoint.files && files.length === 0)
    return send(app, {
      method: endpoint.method,
      url,
      query,
      headers: bearer(token),
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    });
  const form = new FormData();
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (endpoint.formField) form.append(endpoint.formField, JSON.stringify(body));
  for (const field of endpoint.formFields ?? [])
    if (body[field] !== undefined) form.append(field, JSON.stringify(body[field]));
  for (const file of files) form.append(endpoint.files?.field ?? 'file', file);
  const encoded = new Response(form);
  return send(app, {
    method: endpoint.method,
    url,
    query,
    headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const okOf = <E extends Endpoint>(endpoint: E, reply: Reply) => expectOk({ ...reply, endpoint });

/** A distinctive text: long enough, and not a date, a time or a plain amount. */
const isMark = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length >= 6 &&
  /\d/.test(value) &&
  !/^\d{4}-\d{2}-\d{2}/.test(value) &&
  !/^[\d.,: -]+$/.test(value);

/**
 * Two companies: A with one of every kind of record, made through the API as its screens make
 * them (on top of the worlds' rows), and B, a new company whose admin has nothing. Built once
 * for the file, in `beforeAll`.
 */
export function useTwoCompanies() {
  const w = useBillApp({ reset: 'once' });
  const app = () => w.context.app;
  const db = () => w.context.t.db;
  const state = {} as { a: CompanyA; b: CompanyB };

  async function seedA(): Promise<CompanyA> {
    const world = await w.billWorld({ role: 'admin' });
    const { token, user } = world;
    // What A's own reports need of its masters: the company's PIN code for the e-invoice, an
    // OVA code on the movement, EDI ids on the party.
    await db()
      .update(companies)
      .set({ address: '12 Strand Road', city: 'Kolkata', pin: '700001' })
      .where(eq(companies.id, user.companyId));
    await db().update(movements).set({ ovaCode: 'IL' }).where(eq(movements.id, world.movement.id));
    await db().update(locations).set({ ovaCode: 'KOL' }).where(eq(locations.id, DOCKS.kolkata));
    await db()
      .update(linkParties)
      .set({ ediSenderId: 'QBSENDER', ediRecipientId: 'MSCRCPT' })
      .where(eq(linkParties.id, world.party.id));
    const as = <E extends Endpoint>(endpoint: E, request: AnyRequest, files: File[] = []) =>
      sendAs(app(), endpoint, request, token, files).then((reply) => okOf(endpoint, reply));

    // Masters: one row of every company's master list, through its create call.
    const masters = new Map<string, Record<string, unknown>>();
    for (const [index, testCase] of MASTER_CASES.entries()) {
      if (testCase.shared) continue;
      const arranged = (await testCase.arrange?.(w.context.t, user)) ?? {};
      const body = testCase.valid(7000 + index, arranged);
      masters.set(
        testCase.entity.label,
        (await as(testCase.entity.endpoints.create, { body })) as Record<string, unknown>,
      );
    }
    const vcn = masters.get('Vcn') as Record<string, number>;
    const booking = await as(api.bookingNumber.create, {
      body: {
        autoid: 0,
        applicant: world.applicant.id,
        account: world.account.id,
        vessel: world.vessel.id,
        voyage: world.voyage.id,
        location: DOCKS.kolkata,
        movementid: world.movement.id,
        bookingno: `MAEU${user.id}77412`,
        conttype: 'HC',
      },
    });
    const link = await as(api.vcnPartyLink.create, {
      body: {
        autoid: 0,
        vcnID: vcn.vcnID,
        import_voyage: vcn.import_voyage,
        export_voyage: vcn.export_voyage,
        applicant: world.applicant.id,
        account: world.account.id,
      },
    });

    // An inspection with a damage line and a photo, and a plain one, on a survey report and a bill.
    await world.rate(world.movement.id, 20, 150_000);
    await world.rate(world.movement.id, 40, 250_000);
    const box = await w.createContainer(user, { size: 40, isoCode: '45G1', typeCode: 'HC' });
    const damaged = await as(
      api.inspection.create,
      {
        body: {
          transaction: world.transaction({ conditionid: 1, containerNumber: box.number }),
          containerno: { containerNumber: box.number },
          damageData: [await w.damageLine({ Image: 0 })],
        },
      },
      [await photoFile('dent.jpg')],
    );
    const plain = await world.inspect(20);
    const printed = await as(api.report.generate, {
      query: {
        reportid: `${damaged.reportid},${plain.reportid}`,
        rptdate: '2026-11-21',
        rpttype: 1,
      },
    });
    const [report] = await db().select().from(reports).where(eq(reports.reportNo, printed.rptno));
    if (!report) throw new Error('no report');
    const billPdf = await as(api.bill.generate, {
      query: { reportid: String(report.id), billdate: '2026-11-22', chkround: 1 },
    });
    const [bill] = await db().select().from(bills).where(eq(bills.companyId, user.companyId));
    if (!bill) throw new Error('no bill');
    const billExcel = await as(api.bill.summary, {
      query: { billno: bill.billNo, mlocation: DOCKS.kolkata },
    });

    const misBillNo = await as(api.misBill.save, {
      body: {
        mismaster: [misMaster({ applicantID: world.applicant.id, accountID: world.account.id })],
        misdetail: [{ billitem: MIS_PRODUCTS[0], qty: 2, unit: 'Cntr', rate: 50_000 }],
      },
    });
    const [misBill] = await db()
      .select()
      .from(misBills)
      .where(eq(misBills.companyId, user.companyId));

    // A draft estimate of the damaged inspection, at the line's labour rate.
    await db()
      .update(linkParties)
      .set({ labourRatePaise: 45_250 })
      .where(eq(linkParties.id, world.party.id));
    const estimate = await as(api.estimate.create, { body: { reportid: damaged.reportid } });

    // Two repaired estimates, as the estimate calls leave them: one billed on a repair bill.
    const repaired = async (inspectionId: number, n: number) => {
      const [estimate] = await db()
        .insert(estimates)
        .values({
          companyId: user.companyId,
          estimateNo: `EOR/26-27/9000${n}`,
          estimateDate: '2026-11-21',
          inspectionId,
          linkPartyId: world.party.id,
          status: 'repaired',
          labourRatePaise: 45_000,
          sac: REPAIR_SERVICE.sac,
          gstRateBasisPoints: REPAIR_SERVICE.gstRate,
          taxSlab: 2,
          ...{ labourPaise: 45_000, materialPaise: 10_000, taxablePaise: 55_000 },
          ...{ cgstPaise: 4_950, sgstPaise: 4_950, igstPaise: 0, totalPaise: 64_900 },
          repairedAt: '2026-11-22',
        })
        .returning();
      if (!estimate) throw new Error('no estimate');
      await db().insert(estimateLines).values({
        companyId: user.companyId,
        estimateId: estimate.id,
        lineNo: 1,
        locationCode: 'DB1N',
        quantity: 1,
        labourPaise: 45_000,
        materialPaise: 10_000,
        responsibility: 'U',
        approved: 1,
      });
      return estimate;
    };
    // On inspections of their own: the damaged one's estimate is the draft above.
    const billedEstimate = await repaired((await world.inspect(20)).reportid, 1);
    const unbilledEstimate = await repaired((await world.inspect(40)).reportid, 2);
    const repairBillPdf = await as(api.repairBill.generate, {
      query: { estimateid: String(billedEstimate.id), billdate: '2026-11-22', chkround: 1 },
    });
    const [repairBill] = await db()
      .select({ billNo: repairBills.billNo })
      .from(repairBills)
      .where(eq(repairBills.companyId, user.companyId));

    // An advance list staged and not executed; a shipping bill and a terminal EGM saved.
    await w.made.createMovement(user, { name: 'Import Laden' });
    const staged = await as(
      api.upload.advanceImport,
      {
        query: {
          applicantid: world.applicant.id,
          accountid: world.account.id,
          locationid: DOCKS.kolkata,
          vessselid: world.vessel.id,
          voyageid: world.voyage.id,
          uploadtype: 1,
        },
      },
      [
        new File(
          [
            new Uint8Array(
              await xlsxOf([
                ADVANCE_HEADER,
                rowOf(ADVANCE_HEADER, {
                  Container: boxNumber(user.id * 10 + 1),
                  Size: 20,
                  Type: '22G1',
                  Tare: 2200,
                  Gross: 24000,
                  Movement: 'Import Laden',
                }),
              ]),
            ),
          ],
          'advance.xlsx',
        ),
      ],
    );
    const sbHeader = shippingBillLayout.map((column) => column.title);
    await as(api.shippingBill.upload, {}, [
      new File(
        [
          new Uint8Array(
            await xlsxOf([
              sbHeader,
              rowOf(sbHeader, {
                'SB No': `90${user.id}0001`,
                'SB Date': '05/11/2026',
                Container: box.number,
                'No Of Package': 120,
              }),
            ]),
          ),
        ],
        'sb.xlsx',
      ),
    ]);
    const egm = CUSTOMS_KINDS.terminalEgm;
    const egmPreview = await as(egm.upload, {}, [
      new File([new Uint8Array(await xlsxOf([egm.header, egm.row(user.id * 10 + 2)]))], 'egm.xlsx'),
    ]);
    await as(egm.save, { body: { qry: egmPreview.qry } });
    const job = await as(api.jobs.start, {
      params: { kind: 'saleRegisterExcel' },
      body: { fromdate: '2026-11-01', todate: '2026-11-30' },
    });
    await awaitJob(async () => as(api.jobs.status, { params: { id: job.id } }));

    // The party's CODECO of a gate-in recorded after its delivery was set up, made and sent by
    // the worker's next tick: no mail server is set up, so it fails, and stays in the Delivery
    // Log all the same.
    const gateIn = await w.made.createMovement(user, {
      name: `GATE IN ${user.id}`,
      ediEvent: 'gate-in',
      moveFor: 'I',
      ediFull: false,
    });
    await as(api.ediDelivery.update, {
      params: { linkpartyid: world.party.id },
      body: {
        channel: 'email',
        emails: [`edi.${user.id}@line-a.example.com`],
        messages: ['CODECO'],
        schedule: { kind: 'after', minutes: 0 },
      } satisfies DeliverySettingsInput,
    });
    await world.inspect(20, { movementId: gateIn.id });
    await w.context.deliveries.tick(new Date(Date.now() + 60_000));
    const [delivery] = await as(api.ediDelivery.log, { query: { page: 1 } });
    if (!delivery) throw new Error('no delivery');

    const documentNamed = async (id: number | null | undefined) => {
      const [row] = await db()
        .select({ name: documents.name })
        .from(documents)
        .where(eq(documents.id, Number(id)));
      if (!row) throw new Error(`no document ${id}`);
      return row.name;
    };
    const documentOf = async (kind: (typeof documents.$inferSelect)['kind']) => {
      const [row] = await db()
        .select({ name: documents.name })
        .from(documents)
        .where(sql`${documents.companyId} = ${user.companyId} and ${documents.kind} = ${kind}`)
        .limit(1);
      if (!row) throw new Error(`no ${kind} document`);
      return row.name;
    };
    const [damageLine] = await sqlRows<{ id: number }>(
      db(),
      sql`select id from damage_lines where inspection_id = ${damaged.reportid}`,
    );

    const [sb] = await db()
      .select({ id: shippingBills.id })
      .from(shippingBills)
      .where(eq(shippingBills.companyId, user.companyId));
    const masterId = (label: string, field: string) =>
      Number((masters.get(label) as Record<string, unknown>)[field]);
    const ids: Record<RecordName, number | string> = {
      applicant: world.applicant.id,
      account: world.account.id,
      vessel: world.vessel.id,
      voyage: world.voyage.id,
      movement: world.movement.id,
      container: box.id,
      containerNumber: box.number,
      vcn: vcn.vcnID as number,
      linkParty: world.party.id,
      partyRate: masterId('Party Rate', 'id'),
      repairTariff: masterId('Repair Tariff', 'id'),
      tariffParty: masterId('Repair Tariff', 'linkpartyid'),
      transporter: world.transporter.id,
      clearingAgent: world.agent.id,
      booking: booking.autoid,
      bookingNo: booking.bookingno,
      vcnPartyLink: link.autoid,
      inspection: damaged.reportid,
      damageLine: Number(damageLine?.id),
      report: report.id,
      reportNo: report.reportNo,
      bill: bill.id,
      billNo: bill.billNo,
      misBillNo: misBill?.billNo ?? misBillNo,
      estimate: estimate.estimateid,
      reportPdf: printed.filename,
      billPdf,
      billExcel,
      misBillPdf: await documentNamed(misBill?.documentId),
      repairedEstimate: unbilledEstimate.id,
      repairBillNo: repairBill?.billNo ?? '',
      repairBillPdf,
      photo: await documentOf('inspection-photo'),
      batch: staged.qry,
      job: job.id,
      shippingBill: Number(sb?.id),
      delivery: delivery.id,
      user: user.id,
    };
    return {
      user,
      token,
      companyId: user.companyId,
      ids,
      masters,
      documents: (
        await db()
          .select({ name: documents.name })
          .from(documents)
          .where(eq(documents.companyId, user.companyId))
      ).map((row) => row.name),
      inspection: {
        ...world.transaction({ conditionid: 1, containerNumber: box.number }),
        containerId: box.id,
      },
      damageLine: await w.damageLine({ Image: 0 }),
      marks: await marksOf(user.companyId),
    };
  }

  /** The distinctive texts of every row of A's company, in every table that has a company. */
  async function marksOf(companyId: number): Promise<string[]> {
    const tables = (
      await sqlRows<{ table_name: string }>(
        db(),
        sql`select table_name from information_schema.columns where column_name = 'company_id' and table_schema = current_schema()`,
      )
    ).map((row) => row.table_name);
    // Texts every company reads (ISO type texts, places, company names) are no one's own.
    const common = new Set<string>();
    for (const table of [...TABLES.reference, ...TABLES.shared, 'companies']) {
      const rows = await sqlRows(db(), sql`select * from ${sql.identifier(table)}`);
      for (const row of rows)
        for (const value of Object.values(row)) if (isMark(value)) common.add(value);
    }
    const marks = new Set<string>();
    for (const table of tables) {
      const rows = await sqlRows(
        db(),
        sql`select * from ${sql.identifier(table)} where company_id = ${companyId}`,
      );
      for (const row of rows)
        for (const value of Object.values(row)) if (isMark(value)) marks.add(value);
    }
    return [...marks].filter((mark) => !common.has(mark));
  }

  beforeAll(async () => {
    state.a = await seedA();
    const b = await w.made.signedInUser('admin');
    const arranged = new Map<string, Arranged>();
    for (const testCase of MASTER_CASES)
      arranged.set(testCase.entity.label, (await testCase.arrange?.(w.context.t, b.user)) ?? {});
    const { vcn, vessel, imports, exports } = await w.made.createVcn(b.user);
    const { applicant, account } = await w.made.createParty(b.user);
    const movement = await w.made.createMovement(b.user);
    const container = await w.createContainer(b.user);
    state.b = {
      user: b.user,
      token: b.token,
      companyId: b.company.id,
      arranged,
      own: {
        vcn: vcn.id,
        vessel: vessel.id,
        imports: imports.id,
        exports: exports.id,
        applicant: applicant.id,
        account: account.id,
        movement: movement.id,
        container: container.id,
      },
      containerNumber: container.number,
    };
  });

  return {
    w,
    app,
    db,
    /** Company A, once built. */
    a: () => state.a,
    /** Company B's admin, once built. */
    b: () => state.b,
  };
}

// ---------------------------------------------------------------------------------------------
// What the contract does not say: which of A's records a parameter names, and what each
// endpoint is. security/isolation.test.ts reads these, and fails for an endpoint they leave out.

/**
 * A parameter that names a record, by its name wherever it appears (path, query or body), and
 * which of A's records fills it. `record` parameters pick the record a call reads or changes (B
 * must be answered 404); `filter` parameters narrow a list (B must be shown none of A's rows). A
 * path parameter always picks a record.
 */
export const ID_FIELDS: Record<string, { of: RecordName; role: 'record' | 'filter' }> = {
  filename: { of: 'reportPdf', role: 'record' },
  filenm: { of: 'reportPdf', role: 'record' },
  containerno: { of: 'containerNumber', role: 'record' },
  contno: { of: 'containerNumber', role: 'record' },
  contid: { of: 'container', role: 'record' },
  containerId: { of: 'container', role: 'record' },
  reportid: { of: 'inspection', role: 'record' },
  estimateid: { of: 'estimate', role: 'record' },
  rptno: { of: 'reportNo', role: 'record' },
  reportno: { of: 'reportNo', role: 'record' },
  billno: { of: 'billNo', role: 'record' },
  qry: { of: 'batch', role: 'record' },
  booking_no: { of: 'bookingNo', role: 'record' },
  coprarno: { of: 'reportNo', role: 'record' },
  Voyageid: { of: 'voyage', role: 'record' },
  Vesselid: { of: 'vessel', role: 'record' },
  Movid: { of: 'movement', role: 'record' },
  transporterid: { of: 'transporter', role: 'record' },
  c_agentid: { of: 'clearingAgent', role: 'record' },
  autoid: { of: 'linkParty', role: 'record' },
  id: { of: 'partyRate', role: 'record' },
  userid: { of: 'user', role: 'record' },
  deliveryid: { of: 'delivery', role: 'record' },
  contnumber: { of: 'containerNumber', role: 'filter' },
  containerNumber: { of: 'containerNumber', role: 'filter' },
  movementId: { of: 'movement', role: 'filter' },
  partyid: { of: 'linkParty', role: 'filter' },
  linkpartyid: { of: 'linkParty', role: 'filter' },
  applicantId: { of: 'applicant', role: 'filter' },
  accountId: { of: 'account', role: 'filter' },
  entityId: { of: 'inspection', role: 'filter' },
  vcnID: { of: 'vcn', role: 'filter' },
  vcn: { of: 'vcn', role: 'filter' },
  applicant: { of: 'applicant', role: 'filter' },
  applicantid: { of: 'applicant', role: 'filter' },
  applicantID: { of: 'applicant', role: 'filter' },
  account: { of: 'account', role: 'filter' },
  accountid: { of: 'account', role: 'filter' },
  accountID: { of: 'account', role: 'filter' },
  vessel: { of: 'vessel', role: 'filter' },
  vesselid: { of: 'vessel', role: 'filter' },
  vessselid: { of: 'vessel', role: 'filter' },
  vesselID: { of: 'vessel', role: 'filter' },
  voyage: { of: 'voyage', role: 'filter' },
  voyageid: { of: 'voyage', role: 'filter' },
  VoyId: { of: 'voyage', role: 'filter' },
  movement: { of: 'movement', role: 'filter' },
  movementid: { of: 'movement', role: 'filter' },
  user: { of: 'user', role: 'filter' },
};

/**
 * Where one endpoint's parameter names another record than the table above says (`id` is a rate
 * in one call and a job in another), or names none (`null`: a download name, a shared place).
 */
export const ENDPOINT_IDS: Record<string, Record<string, RecordName | null>> = {
  [keyOf(api.applicant.update)]: { applicantid: 'applicant' },
  [keyOf(api.account.update)]: { accountid: 'account' },
  [keyOf(api.jobs.status)]: { id: 'job' },
  [keyOf(api.advanceContainerList.list)]: { vcnID: 'vcn' },
  [keyOf(api.vcn.update)]: { vcnID: 'vcn' },
  [keyOf(api.vcn.remove)]: { vcnID: 'vcn' },
  [keyOf(api.repairTariff.update)]: { id: 'repairTariff' },
  [keyOf(api.repairTariff.remove)]: { id: 'repairTariff' },
  [keyOf(api.container.search)]: { contnumber: 'containerNumber' },
  [keyOf(api.inspection.timeline)]: { contnumber: 'containerNumber' },
  [keyOf(api.inspection.photo)]: { filename: 'photo' },
  [keyOf(api.documents.download)]: { filename: 'reportPdf' },
  [keyOf(api.bill.pdf)]: { filename: 'billPdf' },
  [keyOf(api.bill.excel)]: { filename: 'billExcel' },
  [keyOf(api.misBill.pdf)]: { filename: 'misBillPdf' },
  [keyOf(api.misBill.details)]: { billno: 'misBillNo' },
  [keyOf(api.misBill.regenerate)]: { billno: 'misBillNo' },
  [keyOf(api.bill.generate)]: { reportid: 'report' },
  [keyOf(api.repairBill.generate)]: { estimateid: 'repairedEstimate' },
  // The tariff's rows are of the link party its master case made.
  [keyOf(api.repairTariff.list)]: { linkpartyid: 'tariffParty' },
  [keyOf(api.repairBill.estimatesOf)]: { billno: 'repairBillNo' },
  [keyOf(api.repairBill.pdf)]: { filename: 'repairBillPdf' },
  // The edit names the inspection (reportid); its container is chosen like its party.
  [keyOf(api.inspection.edit)]: { containerId: null, c_agentid: null },
  [keyOf(api.generalExcel.send)]: { filename: null },
  [keyOf(api.bookingNumber.create)]: { autoid: 'booking' },
  [keyOf(api.vcnPartyLink.create)]: { autoid: 'vcnPartyLink', vcnID: null },
  [keyOf(api.coprarConversion.print)]: { accountid: 'account' },
  // The container of a new inspection is a number typed; the coprar's voyage a name typed.
  [keyOf(api.inspection.create)]: { containerno: null },
  [keyOf(api.coprarConversion.convert)]: { voyage: null },
  // The customs lists take the voyage's name as typed beside its id (VoyId).
  [keyOf(api.shippingBill.list)]: { voyage: null },
  [keyOf(api.egm.uploadedList)]: { voyage: null },
  // Zircon's movement is a code (import or export), not a movement of the company.
  [keyOf(api.zirconReport.rows)]: { movement: null },
  [keyOf(api.zirconReport.tallySheet)]: { movement: null },
};

/** A request's part that B sends besides A's ids, so that only the id can be wrong with it. */
type Rest = (a: CompanyA, b: CompanyB) => AnyRequest & { files?: () => Promise<File[]> };

const masterBody =
  (label: string, n: number): Rest =>
  (_a, b) => {
    const testCase = MASTER_CASES.find((c) => c.entity.label === label);
    if (!testCase) throw new Error(`no master case ${label}`);
    return { body: testCase.valid(n, b.arranged.get(label) ?? {}) };
  };

/** An advance list of one container, as a file B could upload. */
const listFile = async () => [
  new File(
    [
      new Uint8Array(
        await xlsxOf([ADVANCE_HEADER, rowOf(ADVANCE_HEADER, { Container: boxNumber(424_242) })]),
      ),
    ],
    'list.xlsx',
  ),
];

/** An inspection B may record of its own rows, with what the test says over it. */
const inspectionOf = (b: CompanyB, overrides: Record<string, unknown> = {}) => ({
  containerNumber: b.containerNumber,
  applicant: b.own.applicant,
  account: b.own.account,
  vesselld: b.own.vessel,
  voyage: b.own.imports,
  movementId: b.own.movement,
  locationId: DOCKS.kolkata,
  inspdate: '2026-11-20',
  insptime: '1030',
  conditionid: 2,
  seal: 'SEAL02',
  ...overrides,
});

/** Delivery settings B may save for a party of its own: only the party named can be wrong. */
const deliverySettingsOfB: Rest = (_a, b) => ({
  body: {
    channel: 'email',
    emails: [`edi.${b.user.id}@line-b.example.com`],
    messages: ['CODECO', 'REPORT'],
    schedule: { kind: 'after', minutes: 0 },
  } satisfies DeliverySettingsInput,
});

/** The rest of each request that needs more than ids, by endpoint. */
export const REST: Record<string, Rest> = {
  [keyOf(api.inspection.updateContainerIso)]: (a) => ({
    body: {
      contnumber: a.ids.containerNumber,
      iso_code: '45G1',
      contsize: 40,
      conttype: 'HC',
      TypeText: "40' High Cube",
    },
  }),
  [keyOf(api.inspection.edit)]: (_a, b) => ({
    body: {
      ...inspectionOf(b),
      containerId: b.own.container,
      cargowt: 20_000,
      isotarewt: 2200,
      isogrosswt: 30_480,
      note: 'changed by B',
    },
  }),
  [keyOf(api.report.generate)]: () => ({ query: { rptdate: '2026-11-23', rpttype: 1 } }),
  [keyOf(api.bill.generate)]: () => ({ query: { billdate: '2026-11-23', chkround: 1 } }),
  [keyOf(api.repairBill.generate)]: () => ({ query: { billdate: '2026-11-23', chkround: 1 } }),
  [keyOf(api.bill.summary)]: () => ({ query: { mlocation: DOCKS.kolkata } }),
  [keyOf(api.bill.updateDate)]: () => ({ query: { billdate: '2026-11-24' } }),
  [keyOf(api.bill.updateRoundOff)]: () => ({ query: { chkround: 0 } }),
  [keyOf(api.bill.saveIrn)]: () => ({
    body: { irn: 'a'.repeat(64), ackno: '112010000000001', ackdt: '2026-11-23 10:00:00' },
  }),
  [keyOf(api.vesselCapacity.get)]: () => ({ body: { format: 'json' } }),
  [keyOf(api.coprarConversion.print)]: () => ({ query: { filetype: 1 } }),
  [keyOf(api.upload.advanceDownload)]: () => ({
    query: { locationid: DOCKS.kolkata, uploadtype: 1 },
  }),
  [keyOf(api.transactionUpload.pendingDownload)]: () => ({
    query: { locationid: DOCKS.kolkata },
  }),
  [keyOf(api.container.export)]: () => ({ query: { format: 'csv' } }),
  [keyOf(api.ediReport.generate)]: () => ({ query: { rpttype: EDI_REPORT_TYPES.excel } }),
  [keyOf(api.zirconReport.rows)]: () => ({ query: { movement: 1, location: 1 } }),
  [keyOf(api.zirconReport.tallySheet)]: () => ({ query: { movement: 1, location: 1 } }),
  [keyOf(api.billRegister.display)]: () => ({
    query: { fromdate: '2026-11-01', todate: '2026-11-30' },
  }),
  [keyOf(api.billRegister.excel)]: () => ({
    query: { fromdate: '2026-11-01', todate: '2026-11-30' },
  }),
  [keyOf(api.voyage.update)]: masterBody('Voyage', 8001),
  [keyOf(api.vessel.update)]: masterBody('Vessel', 8002),
  [keyOf(api.vcn.update)]: masterBody('Vcn', 8003),
  [keyOf(api.movement.update)]: masterBody('Movement', 8004),
  [keyOf(api.container.update)]: masterBody('Container', 8005),
  [keyOf(api.applicant.update)]: masterBody('Applicant', 8006),
  [keyOf(api.account.update)]: masterBody('Account', 8007),
  [keyOf(api.linkParty.update)]: masterBody('Link Party', 8008),
  [keyOf(api.partyRate.update)]: masterBody('Party Rate', 8009),
  [keyOf(api.repairTariff.update)]: masterBody('Repair Tariff', 8015),
  [keyOf(api.transporter.update)]: masterBody('Transporter', 8010),
  [keyOf(api.clearingAgent.update)]: masterBody('Clearing Agent', 8011),
  [keyOf(api.vcn.create)]: masterBody('Vcn', 8012),
  [keyOf(api.upload.advanceImport)]: () => ({
    query: { locationid: DOCKS.kolkata, uploadtype: 1 },
    files: listFile,
  }),
  [keyOf(api.transactionUpload.transactionImport)]: () => ({
    query: { locationid: DOCKS.kolkata },
    files: listFile,
  }),
  [keyOf(api.coprarConversion.convert)]: () => ({
    query: { loc: DOCKS.kolkata, consign: 'ABCD', transhipment: 1, israil: 0 },
    files: async () => [new File(['LL,MSKU0000001'], 'cartin.csv')],
  }),
  [keyOf(api.linkParty.create)]: masterBody('Link Party', 8013),
  [keyOf(api.partyRate.create)]: masterBody('Party Rate', 8014),
  [keyOf(api.repairTariff.create)]: masterBody('Repair Tariff', 8016),
  [keyOf(api.inspection.add)]: (a, b) => ({
    body: { transaction: inspectionOf(b, { applicant: a.ids.applicant }) },
  }),
  [keyOf(api.inspection.create)]: (a, b) => ({
    body: {
      transaction: inspectionOf(b, { applicant: a.ids.applicant }),
      containerno: { containerNumber: b.containerNumber },
    },
  }),
  [keyOf(api.misBill.save)]: (a, b) => ({
    body: {
      mismaster: [misMaster({ applicantID: Number(a.ids.applicant), accountID: b.own.account })],
      misdetail: [{ billitem: MIS_PRODUCTS[0], qty: 1, unit: 'Cntr', rate: 100 }],
    },
  }),
  [keyOf(api.estimate.update)]: () => ({
    body: { lines: [{ lineno: 1, hours: 1, material: 100, responsibility: 'U' }] },
  }),
  [keyOf(api.estimate.completeRepair)]: () => ({ body: { lines: [1] } }),
  [keyOf(api.bookingNumber.create)]: (_a, b) => ({
    body: {
      vessel: b.own.vessel,
      voyage: b.own.exports,
      movementid: b.own.movement,
      applicant: 0,
      account: 0,
      location: 0,
      bookingno: 'MAEU000000001',
      conttype: '',
    },
  }),
  [keyOf(api.ediDelivery.update)]: deliverySettingsOfB,
  [keyOf(api.ediDelivery.test)]: deliverySettingsOfB,
  [keyOf(api.vcnPartyLink.create)]: (_a, b) => ({
    body: {
      vcnID: b.own.vcn,
      import_voyage: b.own.imports,
      export_voyage: b.own.exports,
      applicant: b.own.applicant,
      account: b.own.account,
    },
  }),
};

/** Endpoints whose record id sits inside the body's objects: the whole request, with A's ids. */
export const NESTED_IDS: Record<string, Rest> = {
  [keyOf(api.inspection.bulkUpdate)]: (a) => ({
    body: { checkedIds: [a.ids.inspection], chkcodeco: 1 },
  }),
  [keyOf(api.inspection.saveDamage)]: (a) => ({
    body: {
      transaction: { reportid: a.ids.inspection },
      damageData: [{ ...a.damageLine, Image: undefined }],
    },
  }),
  [keyOf(api.inspection.addPhotos)]: (a) => ({
    body: { transaction: { reportid: a.ids.inspection } },
    files: async () => [await photoFile('b.jpg')],
  }),
  [keyOf(api.inspection.deleteDamage)]: (a) => ({
    body: { damageData: [{ autoid: a.ids.damageLine }] },
  }),
  [keyOf(api.misBill.update)]: (a, b) => ({
    body: {
      mismaster: [
        {
          ...misMaster({ applicantID: b.own.applicant, accountID: b.own.account }),
          billno: a.ids.misBillNo,
        },
      ],
      misdetail: [{ billitem: MIS_PRODUCTS[0], qty: 1, unit: 'Cntr', rate: 100 }],
    },
  }),
  [keyOf(api.shippingBill.update)]: (a) => ({
    body: { prop: 'sbno', transaction: { id: a.ids.shippingBill, sbno: '1234567' } },
  }),
  [keyOf(api.generalExcel.send)]: (a, b) => ({
    body: {
      checkedIds: [a.ids.inspection],
      applicantid: b.own.applicant,
      accountid: b.own.account,
      vesselstatus: 1,
      attime: '1000',
      mailsub: 'Containers',
    },
  }),
  [keyOf(api.jobs.start)]: (a) => ({
    params: { kind: 'advanceExecute' },
    body: { qry: a.ids.batch },
  }),
};

/**
 * Calls that create a record naming others (a party, a vessel): B naming A's rows is refused
 * (400 or 404) and writes nothing. The feature tests prove each refusal's message.
 */
export const CHOICES: readonly string[] = [
  api.inspection.create,
  api.inspection.add,
  api.misBill.save,
  api.upload.advanceImport,
  api.transactionUpload.transactionImport,
  api.pomsUpload.pomsImport,
  api.repairTariffUpload.tariffImport,
  api.coprarConversion.convert,
  api.vcn.create,
  api.linkParty.create,
  api.partyRate.create,
  api.repairTariff.create,
].map(keyOf);

/** Calls that take no id of a company's record and list nothing of one, each with why. */
export const NO_ID: Record<string, string> = {
  [keyOf(api.auth.changePassword)]: 'changes the caller’s own password',
  [keyOf(api.reference.about)]: 'the version and licences',
  [keyOf(api.uploadTemplate.template)]: 'an empty workbook of an upload kind',
  ...Object.fromEntries(
    [
      api.ovaUpload.ovaImport,
      api.shippingBill.upload,
      api.egm.terminalUpload,
      api.egm.odexUpload,
      api.partyBl.upload,
    ].map((endpoint) => [keyOf(endpoint), 'takes the caller’s file, naming no record']),
  ),
  ...Object.fromEntries(
    MASTER_CASES.filter(
      (c) => !c.shared && !CHOICES.includes(keyOf(c.entity.endpoints.create)),
    ).map((c) => [keyOf(c.entity.endpoints.create), 'creates a master row naming no other']),
  ),
};

/** Calls that answer one of the caller's company's own things though they are not arrays. */
export const COMPANY_VIEWS: readonly string[] = [api.dashboard.figures].map(keyOf);

/**
 * Records shared by every company by design (ARCHITECTURE.md): the places, ports and code lists
 * every company reads, and the companies, which every user reads (one business).
 */
export const SHARED: Record<string, string> = {
  ...Object.fromEntries(
    MASTER_CASES.filter((c) => c.shared).flatMap((c) =>
      endpointsOf(c.entity.endpoints)
        .filter((endpoint) => endpoint.access === 'user')
        .map((endpoint) => [keyOf(endpoint), `${c.entity.label}: a shared list`]),
    ),
  ),
  [keyOf(api.company.list)]: 'the companies are one business: every user reads them',
};

const sharedWrites = MASTER_CASES.filter((c) => c.shared).flatMap((c) => {
  const { create, update } = c.entity.endpoints;
  const idName = pathParams(update.path)[0] as string;
  // The dock whose OVA code goes into A's OVA files, or the list's first seeded row.
  const row = c.entity.label === 'Location' ? DOCKS.kolkata : 1;
  return [
    [keyOf(create), masterBody(c.entity.label, 9_001)],
    [
      keyOf(update),
      (a: CompanyA, b: CompanyB) => ({
        params: { [idName]: row },
        body: masterBody(c.entity.label, 9_002)(a, b).body,
      }),
    ],
  ] as const;
});

/**
 * Calls B's administrator is refused (403) when aimed at A: A's users and company record, and
 * the shared lists A's files and screens read. Each with what B's request carries; that the
 * same calls are made by whom they are open to is security/roles.test.ts.
 */
export const ACROSS: Record<string, Rest> = {
  [keyOf(api.users.create)]: (a) => ({
    body: {
      username: 'planted.admin',
      name: 'Planted Admin',
      roleid: 2,
      companyid: a.companyId,
      password: 'planted-password-1',
    },
  }),
  [keyOf(api.users.update)]: (a, b) => ({
    params: { userid: a.ids.user },
    body: { name: 'Taken Over', roleid: 1, companyid: b.companyId },
  }),
  [keyOf(api.users.resetPassword)]: (a) => ({
    params: { userid: a.ids.user },
    body: { newpassword: 'taken-over-password' },
  }),
  [keyOf(api.users.setActive)]: (a) => ({
    params: { userid: a.ids.user },
    body: { is_active: 0 },
  }),
  [keyOf(api.company.create)]: () => ({
    body: { companyname: 'Planted Surveyors Pvt Ltd', company_stateid: WEST_BENGAL },
  }),
  [keyOf(api.company.update)]: (a) => ({
    params: { companyid: a.companyId },
    body: { companyname: 'Taken Over Ltd', company_stateid: WEST_BENGAL, company_gst: null },
  }),
  ...Object.fromEntries(sharedWrites),
};

/**
 * Record calls whose contract answers a number nobody has with success and no data (a lookup
 * while a number is typed, a search, a report that says the container was never inspected): B
 * given A's number must be answered exactly as for a number that exists nowhere. Each names the
 * parameter and such a number.
 */
export const LOOKUPS: Record<string, { param: string; unknown: string }> = {
  [keyOf(api.inspection.containerDetails)]: {
    param: 'containerno',
    unknown: boxNumber(999_999, 'ZZZU'),
  },
  [keyOf(api.container.search)]: { param: 'contnumber', unknown: boxNumber(999_999, 'ZZZU') },
  [keyOf(api.report.surveyReport)]: { param: 'contno', unknown: boxNumber(999_999, 'ZZZU') },
  [keyOf(api.vesselCapacity.get)]: { param: 'booking_no', unknown: 'ZZZU000000001' },
};

/** A parameter name that says it picks a record: an id, a number, a staged batch, a file. */
export const LOOKS_LIKE_AN_ID = /(id|no|number|qry|filename|filenm)$/i;

/**
 * Parameters named like ids that pick no company's record: shared places and codes, reference
 * lists, roles, a document's download name, and numbers a record holds rather than names.
 */
export const NOT_RECORDS: readonly string[] = [
  // Shared places (ARCHITECTURE.md: global reference data) and reference lists.
  'locationid',
  'locationId',
  'locID',
  'MlocID',
  'state_id',
  'countryid',
  'account_stateid',
  'account_countryid',
  'bank_id',
  'conditionid',
  'typeid',
  // The shared CEDEX code lists a repair tariff row names.
  'componentid',
  'repairid',
  'damageid',
  // Numbers and codes a record holds, which pick nothing: tax ids, EDI ids, rotation numbers.
  'pan_no',
  'gst_no',
  'edisenderid',
  'edirecipientid',
  'ImpRotNo',
  'ExpRotNo',
  'bookingno',
  'bookingrelno',
  'joborderno',
  'unno',
  'licence_no',
  'ackno',
  'newcoprarno',
  // A movement's flag that asks for a booking number.
  'needsBookingNo',
];
