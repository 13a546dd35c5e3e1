import { api, BILL_MESSAGES, MIS_BILL_MESSAGES, type MisMaster } from '@quaybook/contract';
import { Ajv } from 'ajv';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applicants,
  bills,
  changeHistory,
  documents,
  misBillLines,
  misBills,
} from '../src/db/schema';
import { INDIA, WEST_BENGAL } from '../src/db/seed/states';
import schema from '../src/documents/writers/eInvoiceJson.schema.json' with { type: 'json' };
import { COMPANY_GSTIN, INTRA_GSTIN, pdfText, useBillApp } from './support/billWorld';
import { call, expectFailure, expectOk, messageOf } from './support/call';

const w = useBillApp();
const calls = api.bill;
const app = () => w.context.app;
const db = () => w.context.t.db;
const validate = new Ajv({ allErrors: true }).compile(schema);

type World = Awaited<ReturnType<typeof w.billWorld>>;

const IRN = 'A5C12DCA80E743321740B001FD70953E8738D109865D28BA4013750F2046F229';

/**
 * The company's whole address, saved by its administrator through the Company call: with the
 * PIN code the portal asks for unless told otherwise.
 */
async function addressCompany(world: World, pin: string | null = '700 001') {
  const saved = await call(
    app(),
    api.company.update,
    {
      params: { companyid: world.company.id },
      body: {
        companyname: world.company.name,
        company_address: '12 Strand Road, 3rd Floor',
        company_city: 'Kolkata',
        company_pin: pin,
        company_stateid: WEST_BENGAL,
        company_countryid: INDIA,
        company_gst: COMPANY_GSTIN,
      },
    },
    world.token,
  );
  return expectOk(saved);
}

/** A bill of three containers for a registered party, generated through the API. */
async function billed(world: World) {
  await addressCompany(world);
  await world.rate(world.movement.id, 20, 1_250_50);
  await world.rate(world.movement.id, 40, 2_100_75);
  const inspected = [await world.inspect(20), await world.inspect(20), await world.inspect(40)];
  const report = await world.report(inspected.map((row) => row.reportid));
  const reply = await call(
    app(),
    calls.generate,
    { query: { reportid: String(report.id), billdate: '2026-11-22', chkround: 1 } } as never,
    world.token,
  );
  expectOk(reply);
  const billno = (reply.body as [0, '', '', { billno: string }])[3].billno;
  const [bill] = await db().select().from(bills).where(eq(bills.billNo, billno));
  if (!bill) throw new Error('no bill');
  return bill;
}

const eInvoiceOf = (billno: string, token?: string) =>
  w.download(calls.eInvoice.path, { billno }, token);

describe('GET /api/bill_einvoice', () => {
  it('gives a bill as the portal’s INV-01 JSON, named for the bill, kept as an e-invoice', async () => {
    const world = await w.billWorld();
    const bill = await billed(world);
    const file = await eInvoiceOf(bill.billNo, world.token);
    expect(file.statusCode).toBe(200);
    const name = `EINV-${bill.billNo.replaceAll('/', '-')}.json`;
    expect(file.headers['content-disposition']).toContain(name);
    const document = JSON.parse(file.bytes.toString('utf8'));
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(document).toMatchObject({
      TranDtls: { SupTyp: 'B2B' },
      DocDtls: { Typ: 'INV', No: bill.billNo, Dt: '22/11/2026' },
      SellerDtls: {
        Gstin: COMPANY_GSTIN,
        LglNm: world.company.name,
        Addr1: '12 Strand Road, 3rd Floor',
        Loc: 'Kolkata',
        Pin: 700001,
        Stcd: '19',
      },
      BuyerDtls: { Gstin: INTRA_GSTIN, Pos: '19' },
      ValDtls: {
        AssVal: bill.taxablePaise / 100,
        CgstVal: bill.cgstPaise / 100,
        SgstVal: bill.sgstPaise / 100,
        IgstVal: 0,
        TotInvVal: bill.payablePaise / 100,
      },
    });
    expect(document.ItemList).toHaveLength(2);
    const kept = await db().select().from(documents).where(eq(documents.kind, 'e-invoice'));
    expect(kept).toMatchObject([{ companyId: world.company.id, downloadName: name }]);
  });

  it('refuses the bill of a company whose address has no PIN, naming the PIN, until it is entered', async () => {
    const world = await w.billWorld();
    const bill = await billed(world);
    const company = await addressCompany(world, null);
    expect(company).toMatchObject({ company_city: 'Kolkata', company_pin: null });
    const refused = await eInvoiceOf(bill.billNo, world.token);
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.bytes.toString())[1]).toBe(
      BILL_MESSAGES.companyNoPin(world.company.name),
    );
    expect(await w.countOf(documents, eq(documents.kind, 'e-invoice'))).toBe(0);

    expect((await addressCompany(world, '700001')).company_pin).toBe('700001');
    const made = await eInvoiceOf(bill.billNo, world.token);
    expect(made.statusCode).toBe(200);
    const document = JSON.parse(made.bytes.toString('utf8'));
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(document.SellerDtls).toMatchObject({ Loc: 'Kolkata', Pin: 700001, Stcd: '19' });
  });

  it('refuses a recipient without GSTIN, a Non-GST bill, another company’s bill and no token', async () => {
    const world = await w.billWorld();
    const bill = await billed(world);
    const stranger = await w.billWorld();

    await db().update(applicants).set({ gst: null }).where(eq(applicants.id, world.applicant.id));
    const unregistered = await eInvoiceOf(bill.billNo, world.token);
    expect(unregistered.statusCode).toBe(400);
    expect(JSON.parse(unregistered.bytes.toString())[1]).toBe(
      BILL_MESSAGES.noGstin(world.applicant.name),
    );

    await db().update(bills).set({ taxMode: 'none' }).where(eq(bills.id, bill.id));
    const nonGst = await eInvoiceOf(bill.billNo, world.token);
    expect(nonGst.statusCode).toBe(400);
    expect(JSON.parse(nonGst.bytes.toString())[1]).toBe('A Non-GST bill is not an e-invoice.');

    expect((await eInvoiceOf(bill.billNo, stranger.token)).statusCode).toBe(404);
    expect((await eInvoiceOf(bill.billNo)).statusCode).toBe(401);
    expect(await w.countOf(documents, eq(documents.kind, 'e-invoice'))).toBe(0);
  });
});

const saveIrn = (token: string | undefined, body: Record<string, unknown>) =>
  call(app(), calls.saveIrn, { body } as never, token);

/** Saves the IRN the portal gave this bill number; answers the reissued PDF's file name. */
async function register(token: string, billno: string, ackdt: string) {
  const reply = await saveIrn(token, { billno, irn: IRN, ackno: '112010036563310', ackdt });
  expect(messageOf(reply)).toBe(BILL_MESSAGES.irnSaved);
  return expectOk(reply);
}

/** The reissued tax invoice PDF: it prints the IRN and acknowledgement; answers id and text. */
async function registeredPdf(token: string, pdfPath: string, pdfName: string) {
  const [pdf] = await db().select().from(documents).where(eq(documents.name, pdfName));
  expect(pdf).toMatchObject({ kind: 'tax-invoice' });
  const file = await w.download(pdfPath, { filename: pdfName }, token);
  const text = (await pdfText(file.bytes)).replace(/\s+/g, ' ');
  expect(text).toContain(`IRN: ${IRN.toLowerCase()}`);
  expect(text).toContain('Ack No: 112010036563310');
  expect(text).toContain('Ack Date: 23/11/2026');
  return { id: pdf?.id, text };
}

/**
 * History keeps the registration of this bill or MIS bill, and a second IRN for it is refused
 * with the kind's message.
 */
async function expectRegisteredOnce(
  token: string,
  entity: 'bill' | 'mis-bill',
  bill: { id: number; billNo: string },
  ackdt: string,
  registered: string,
) {
  const history = await db()
    .select()
    .from(changeHistory)
    .where(and(eq(changeHistory.entity, entity), eq(changeHistory.entityId, bill.id)));
  expect(history.map((row) => row.changes)).toContainEqual({
    irn: [null, IRN.toLowerCase()],
    ackno: [null, '112010036563310'],
    ackdt: [null, ackdt],
  });
  const again = await saveIrn(token, {
    billno: bill.billNo,
    irn: IRN.replace('A', 'B'),
    ackno: '112010036563311',
    ackdt: '2026-11-24',
  });
  expect(expectFailure(again, 409).message).toBe(registered);
}

describe('POST /api/save_bill_irn', () => {
  it('records the IRN, prints it on a new PDF of the bill, and writes history, once', async () => {
    const world = await w.billWorld();
    const bill = await billed(world);
    const pdfName = await register(world.token, bill.billNo, '2026-11-23 14:05:09');

    const [saved] = await db().select().from(bills).where(eq(bills.id, bill.id));
    expect(saved).toMatchObject({ irn: IRN.toLowerCase(), ackNo: '112010036563310' });
    expect(saved?.ackDate?.toISOString()).toBe('2026-11-23T08:35:09.000Z');
    const pdf = await registeredPdf(world.token, calls.pdf.path, pdfName);
    expect(saved?.documentId).toBe(pdf.id);
    expect(saved?.documentId).not.toBe(bill.documentId);
    await expectRegisteredOnce(
      world.token,
      'bill',
      bill,
      '2026-11-23T08:35:09.000Z',
      BILL_MESSAGES.registered(bill.billNo),
    );
  });

  it('refuses a bad IRN, ack number or date, another company’s bill and no token, changing nothing', async () => {
    const world = await w.billWorld();
    const bill = await billed(world);
    const stranger = await w.billWorld();
    const before = await w.billWritten();
    const good = { billno: bill.billNo, irn: IRN, ackno: '112010036563310', ackdt: '2026-11-23' };
    const refusals: [Record<string, unknown>, number, string | undefined][] = [
      [{ ...good, irn: 'not-a-hash' }, 400, BILL_MESSAGES.irnFormat],
      [{ ...good, ackno: '12AB' }, 400, BILL_MESSAGES.ackNoFormat],
      [{ ...good, ackdt: '2026-02-30' }, 400, 'The acknowledgement date is not a real date.'],
    ];
    for (const [body, status, message] of refusals)
      expect(expectFailure(await saveIrn(world.token, body), status).message).toBe(message);
    expectFailure(await saveIrn(stranger.token, good), 404);
    expectFailure(await saveIrn(undefined, good), 401);
    expect(await w.billWritten()).toEqual(before);
    const [unchanged] = await db().select().from(bills).where(eq(bills.id, bill.id));
    expect(unchanged?.irn).toBeNull();
  });
});

/** The MIS bill's form: two lines for the world's registered party, typed on 22 Nov 2026. */
function misForm(world: World, overrides: Partial<MisMaster> = {}) {
  const mismaster: MisMaster = {
    applicantID: world.applicant.id,
    accountID: world.account.id,
    billdate: '2026-11-22',
    custrefno: 'PO-7781',
    isReport: 0,
    reportno: '',
    reportdate: '',
    isRound: 1,
    nonGstBill: 0,
    isExpBill: 0,
    particulars: 'Survey of reefer containers at KPD',
    ...overrides,
  };
  return {
    mismaster: [mismaster],
    misdetail: [
      { billitem: 'Survey Fees', qty: 3, unit: 'Cntr', rate: 1250.5 },
      { billitem: 'Travelling', qty: 1, unit: 'Trip', rate: 800 },
    ],
  };
}

/** An MIS bill saved through the API, as stored. */
async function misBilled(world: World, overrides: Partial<MisMaster> = {}) {
  await addressCompany(world);
  const reply = await w.formCall(api.misBill.save, world.token, misForm(world, overrides));
  expectOk(reply);
  const billno = (reply.body as [number, string, string, { billno: string }])[3].billno;
  const [bill] = await db().select().from(misBills).where(eq(misBills.billNo, billno));
  if (!bill) throw new Error('no MIS bill');
  return bill;
}

describe('the e-invoice of an MIS bill', () => {
  it('gives the stored MIS bill and its lines as INV-01 JSON, found by its number', async () => {
    const world = await w.billWorld();
    const bill = await misBilled(world);
    expect(bill.billNo).toMatch(/^MIS\//);
    const file = await eInvoiceOf(bill.billNo, world.token);
    expect(file.statusCode, file.bytes.toString()).toBe(200);
    const name = `EINV-${bill.billNo.replaceAll('/', '-')}.json`;
    expect(file.headers['content-disposition']).toContain(name);
    const document = JSON.parse(file.bytes.toString('utf8'));
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(document).toMatchObject({
      DocDtls: { Typ: 'INV', No: bill.billNo, Dt: '22/11/2026' },
      SellerDtls: { Gstin: COMPANY_GSTIN },
      BuyerDtls: { Gstin: INTRA_GSTIN, Pos: '19' },
      ValDtls: {
        AssVal: bill.taxablePaise / 100,
        CgstVal: bill.cgstPaise / 100,
        SgstVal: bill.sgstPaise / 100,
        IgstVal: 0,
        TotInvVal: bill.payablePaise / 100,
      },
    });
    expect(
      document.ItemList.map((item: Record<string, unknown>) => [
        item.PrdDesc,
        item.Qty,
        item.UnitPrice,
        item.AssAmt,
      ]),
    ).toEqual([
      ['Survey Fees', 3, 1250.5, 3751.5],
      ['Travelling', 1, 800, 800],
    ]);
    const kept = await db().select().from(documents).where(eq(documents.kind, 'e-invoice'));
    expect(kept).toMatchObject([{ companyId: world.company.id, downloadName: name }]);
  });

  it('refuses a Non-GST MIS bill, a recipient without GSTIN and another company’s MIS bill', async () => {
    const world = await w.billWorld();
    const stranger = await w.billWorld();
    const nonGst = await misBilled(world, { nonGstBill: 1 });
    const refused = await eInvoiceOf(nonGst.billNo, world.token);
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.bytes.toString())[1]).toBe('A Non-GST bill is not an e-invoice.');

    const bill = await misBilled(world);
    expect((await eInvoiceOf(bill.billNo, stranger.token)).statusCode).toBe(404);
    await db().update(applicants).set({ gst: null }).where(eq(applicants.id, world.applicant.id));
    const unregistered = await eInvoiceOf(bill.billNo, world.token);
    expect(unregistered.statusCode).toBe(400);
    expect(JSON.parse(unregistered.bytes.toString())[1]).toBe(
      BILL_MESSAGES.noGstin(world.applicant.name),
    );
    expect(await w.countOf(documents, eq(documents.kind, 'e-invoice'))).toBe(0);
  });

  it('records the IRN on the MIS bill, prints it on a new PDF, writes history, and then the bill is final', async () => {
    const world = await w.billWorld();
    const bill = await misBilled(world);
    const pdfName = await register(world.token, bill.billNo, '2026-11-23 14:05');

    const [saved] = await db().select().from(misBills).where(eq(misBills.id, bill.id));
    expect(saved).toMatchObject({ irn: IRN.toLowerCase(), ackNo: '112010036563310' });
    expect(saved?.ackDate?.toISOString()).toBe('2026-11-23T08:35:00.000Z');
    const pdf = await registeredPdf(world.token, api.misBill.pdf.path, pdfName);
    expect(saved?.documentId).toBe(pdf.id);
    expect(saved?.documentId).not.toBe(bill.documentId);
    expect(pdf.text).toContain('Survey Fees');
    await expectRegisteredOnce(
      world.token,
      'mis-bill',
      bill,
      '2026-11-23T08:35:00.000Z',
      MIS_BILL_MESSAGES.registered(bill.billNo),
    );
    const form = misForm(world, { billno: bill.billNo } as Partial<MisMaster>);
    const changed = await w.formCall(api.misBill.update, world.token, form);
    expect(expectFailure(changed, 409).message).toBe(MIS_BILL_MESSAGES.registered(bill.billNo));
    const [still] = await db().select().from(misBills).where(eq(misBills.id, bill.id));
    expect(still).toEqual(saved);
  });

  it('refuses bad input, a Non-GST MIS bill and another company’s MIS bill, changing nothing', async () => {
    const world = await w.billWorld();
    const stranger = await w.billWorld();
    const bill = await misBilled(world);
    const nonGst = await misBilled(world, { nonGstBill: 1 });
    const before = {
      ...(await w.billWritten()),
      misBills: await db().select().from(misBills),
      misBillLines: await w.countOf(misBillLines),
    };
    const good = { billno: bill.billNo, irn: IRN, ackno: '112010036563310', ackdt: '2026-11-23' };
    const refusals: [Record<string, unknown>, number, string | undefined][] = [
      [{ ...good, irn: 'not-a-hash' }, 400, BILL_MESSAGES.irnFormat],
      [{ ...good, ackno: '12AB' }, 400, BILL_MESSAGES.ackNoFormat],
      [{ ...good, ackdt: '2026-02-30' }, 400, 'The acknowledgement date is not a real date.'],
      [{ ...good, billno: nonGst.billNo }, 400, 'A Non-GST bill is not an e-invoice.'],
      [{ ...good, billno: 'MIS/26-27/99999' }, 404, BILL_MESSAGES.billNotFound],
    ];
    for (const [body, status, message] of refusals)
      expect(expectFailure(await saveIrn(world.token, body), status).message).toBe(message);
    expectFailure(await saveIrn(stranger.token, good), 404);
    expectFailure(await saveIrn(undefined, good), 401);
    expect({
      ...(await w.billWritten()),
      misBills: await db().select().from(misBills),
      misBillLines: await w.countOf(misBillLines),
    }).toEqual(before);
  });
});
