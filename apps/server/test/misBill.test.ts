import { execFileSync } from 'node:child_process';
import {
  api,
  MIS_BILL_MESSAGES,
  type MisLine,
  type MisMaster,
  type MisMasterRow,
} from '@quaybook/contract';
import { formatRupees, rupeesInWords, todayInPorts } from '@quaybook/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  changeHistory,
  companies,
  documentSequences,
  documents,
  misBillLines,
  misBills,
} from '../src/db/schema';
import { bearer, call, expectFailure, expectOk, messageOf } from './support/call';
import type { TestUser } from './support/factories';
import { useInspectionApp } from './support/inspectionWorld';
import { misMaster as master } from './support/misBills';
import { expectBadPagesRefused, pageOf } from './support/paging';
import { item, specCall } from './support/specClient';

const w = useInspectionApp();
const calls = api.misBill;
const app = () => w.context.app;
const db = () => w.context.t.db;

const OUR_GSTIN = '19AAACQ1234K1Z2';
const RATE_IN_RUPEES = 'Rate must be an amount in rupees with at most 2 decimals.';
const MAHARASHTRA_GSTIN = '27AABCM5678F1Z9';
const BENGAL_GSTIN = '19AABCS4321E1Z7';

/**
 * A company registered in West Bengal with a signed-in user, an applicant in its own state, one
 * in Maharashtra, and an account.
 */
async function misWorld() {
  const { user, token, company } = await w.made.signedInUser();
  await db().update(companies).set({ gst: OUR_GSTIN }).where(eq(companies.id, company.id));
  const local = await w.made.createApplicant(user, { gst: BENGAL_GSTIN, address: '4 Strand Road' });
  const distant = await w.made.createApplicant(user, { gst: MAHARASHTRA_GSTIN });
  const account = await w.made.createAccount(user);
  return { user, token, company, local, distant, account };
}

const line = (billitem: MisLine['billitem'], qty: number, rate: number): MisLine => ({
  billitem,
  qty,
  unit: 'Cntr',
  rate,
});

const save = (token: string | undefined, mismaster: MisMaster, misdetail: MisLine[]) =>
  w.formCall(calls.save, token, { mismaster: [mismaster], misdetail });
const update = (token: string | undefined, mismaster: MisMaster, misdetail: MisLine[]) =>
  w.formCall(calls.update, token, { mismaster: [mismaster], misdetail });

const detailsOf = async (token: string, billno: string) =>
  expectOk(await call(app(), calls.details, { query: { billno } }, token));

/** The bytes of a document, as /printmispdf sends them. */
async function pdfBytes(token: string, filename: string) {
  const response = await app().inject({
    method: 'GET',
    url: `/api${calls.pdf.path}`,
    query: { filename },
    headers: bearer(token),
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.rawPayload;
}

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

/** Every row a refused call must leave as it was. */
async function written(user: TestUser) {
  const rows = async (table: typeof misBills | typeof documents | typeof changeHistory) =>
    (await db().select().from(table).where(eq(table.companyId, user.companyId))).length;
  const [sequence] = await db()
    .select({ last: documentSequences.lastValue })
    .from(documentSequences)
    .where(eq(documentSequences.companyId, user.companyId));
  return {
    bills: await rows(misBills),
    lines: (await db().select().from(misBillLines)).length,
    documents: await rows(documents),
    history: await rows(changeHistory),
    lastNumber: sequence?.last ?? 0,
    files: (await w.storedFiles()).length,
  };
}

type Party = 'local' | 'distant';

/** Bills worked out by hand, to the paisa: rates sent in rupees, amounts read back in paise. */
const HAND_COMPUTED: {
  name: string;
  party: Party;
  flags: Partial<MisMaster>;
  lines: MisLine[];
  taxslab: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  rndval: number;
  payable: number;
}[] = [
  {
    // 2 × ₹500.21 = ₹1,000.42; 9% = ₹90.0378 → ₹90.04 each; total ₹1,180.50 → ₹1,181.00.
    name: 'within the state, rounded up to the rupee',
    party: 'local',
    flags: { isRound: 1 },
    lines: [line('Survey Fees', 2, 500.21)],
    taxslab: 2,
    taxable: 100042,
    cgst: 9004,
    sgst: 9004,
    igst: 0,
    total: 118050,
    rndval: -50,
    payable: 118100,
  },
  {
    // ₹0.05: 9% = 0.45 paise → 0. ₹0.50: 9% = 4.5 paise → 5 (half up). 3 × ₹17.17 = ₹51.51:
    // 9% = 463.59 paise → 464. Not rounded: payable is the total.
    name: 'within the state, half paise rounded per line, no round-off',
    party: 'local',
    flags: {},
    lines: [
      line('Survey Fees', 1, 0.05),
      line('Travelling', 1, 0.5),
      line('Misc Expenses', 3, 17.17),
    ],
    taxslab: 2,
    taxable: 5206,
    cgst: 469,
    sgst: 469,
    igst: 0,
    total: 6144,
    rndval: 0,
    payable: 6144,
  },
  {
    // ₹1,000 at 18% = ₹180; ₹0.25 at 18% = 4.5 paise → 5; total ₹1,180.30 → ₹1,180.00.
    name: 'across states, IGST, rounded down to the rupee',
    party: 'distant',
    flags: { isRound: 1 },
    lines: [line('Survey Fees', 1, 1000), line('Travelling', 1, 0.25)],
    taxslab: 1,
    taxable: 100025,
    cgst: 0,
    sgst: 0,
    igst: 18005,
    total: 118030,
    rndval: 30,
    payable: 118000,
  },
  {
    name: 'Non-GST: no tax at all',
    party: 'local',
    flags: { nonGstBill: 1 },
    lines: [line('Survey Fees', 3, 333.33)],
    taxslab: 1,
    taxable: 99999,
    cgst: 0,
    sgst: 0,
    igst: 0,
    total: 99999,
    rndval: 0,
    payable: 99999,
  },
  {
    // Zero-rated: IGST at 0%; ₹1,234.56 rounds to ₹1,235.00.
    name: 'export: IGST at 0%, rounded',
    party: 'distant',
    flags: { isExpBill: 1, isRound: 1 },
    lines: [line('Survey Fees', 1, 1234.56)],
    taxslab: 1,
    taxable: 123456,
    cgst: 0,
    sgst: 0,
    igst: 0,
    total: 123456,
    rndval: -44,
    payable: 123500,
  },
];

describe('POST /api/savemisbill', () => {
  for (const bill of HAND_COMPUTED)
    it(`works out a bill ${bill.name}, to the paisa`, async () => {
      const world = await misWorld();
      const reply = await save(
        world.token,
        master({ applicantID: world[bill.party].id, accountID: world.account.id, ...bill.flags }),
        bill.lines,
      );
      const name = expectOk(reply);
      expect(messageOf(reply)).toBe(MIS_BILL_MESSAGES.created);
      const billno = (reply.body as [number, string, string, { billno: string }])[3].billno;
      expect(billno).toBe('MIS/26-27/00001');
      const [[found], lines] = await detailsOf(world.token, billno);
      expect(found).toMatchObject({
        billno,
        taxslab: bill.taxslab,
        taxable: bill.taxable,
        cgst: bill.cgst,
        sgst: bill.sgst,
        igst: bill.igst,
        total: bill.total,
        rndval: bill.rndval,
        payableamt: bill.payable,
        filename: name,
      });
      expect(lines.map((l) => l.qty * l.rate)).toEqual(lines.map((l) => l.amount));
      expect(lines.reduce((sum, l) => sum + l.cgst + l.sgst + l.igst, 0)).toBe(
        bill.cgst + bill.sgst + bill.igst,
      );
    });

  it('ignores every amount the page sends, in rupees, and works them out from quantity and rate', async () => {
    const world = await misWorld();
    const reply = await save(
      world.token,
      master({
        applicantID: world.local.id,
        isRound: 1,
        rndval: -0.5,
        payableamt: '5.25',
        taxslab: 1,
        state_id: 99,
      }),
      [
        {
          ...line('Survey Fees', 2, 500.21),
          amount: 1000.42,
          cgst: 777.77,
          sgst: '0.00',
          igst: 1.23,
        },
      ],
    );
    const billno = (reply.body as [number, string, string, { billno: string }])[3].billno;
    const [[found], [first]] = await detailsOf(world.token, billno);
    expect(found).toMatchObject({ taxslab: 2, cgst: 9004, igst: 0, payableamt: 118100 });
    expect(first).toEqual({
      billitem: 'Survey Fees',
      qty: 2,
      unit: 'Cntr',
      rate: 50021,
      amount: 100042,
      cgst: 9004,
      sgst: 9004,
      igst: 0,
    });
  });

  it('numbers bills one after another and names the report when Report in BILL is ticked', async () => {
    const world = await misWorld();
    const first = await save(world.token, master({ applicantID: world.local.id }), [
      line('Travelling', 1, 100),
    ]);
    expectOk(first);
    const second = await save(
      world.token,
      master({
        applicantID: world.local.id,
        isReport: 1,
        reportno: 'SR/26-27/00012',
        reportdate: '2026-11-18',
      }),
      [line('Travelling', 1, 100)],
    );
    const billno = (second.body as [number, string, string, { billno: string }])[3].billno;
    expect(billno).toBe('MIS/26-27/00002');
    const [[found]] = await detailsOf(world.token, billno);
    expect(found).toMatchObject({
      isReport: 1,
      reportno: 'SR/26-27/00012',
      reportdate: '2026-11-18',
    });
    const history = await db()
      .select()
      .from(changeHistory)
      .where(
        and(eq(changeHistory.entity, 'mis-bill'), eq(changeHistory.entityId, found?.autoid ?? 0)),
      );
    expect(history.map((row) => row.action)).toEqual(['created']);
  });

  it('prints a tax invoice with the number, both GSTINs, taxes, payable and amount in words', async () => {
    const world = await misWorld();
    const reply = await save(
      world.token,
      master({ applicantID: world.local.id, accountID: world.account.id, isRound: 1 }),
      [line('Survey Fees', 2, 500.21)],
    );
    const text = pdfText(await pdfBytes(world.token, expectOk(reply)));
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('MIS/26-27/00001');
    expect(text).toContain(OUR_GSTIN);
    expect(text).toContain(BENGAL_GSTIN);
    expect(text).toContain(formatRupees(9004));
    expect(text).toContain(formatRupees(118100));
    expect(text).toContain('PO-7781');
    expect(text.replace(/\s+/g, ' ')).toContain(rupeesInWords(118100));
  });

  it('prints a Non-GST bill as a bill of supply', async () => {
    const world = await misWorld();
    const reply = await save(world.token, master({ applicantID: world.local.id, nonGstBill: 1 }), [
      line('Misc Expenses', 1, 250),
    ]);
    expect(pdfText(await pdfBytes(world.token, expectOk(reply)))).toContain('BILL OF SUPPLY');
  });

  const refusals: {
    name: string;
    master: Partial<MisMaster>;
    lines?: MisLine[];
    message: string;
  }[] = [
    {
      name: 'no applicant',
      master: { applicantID: 0 },
      message: MIS_BILL_MESSAGES.selectApplicant,
    },
    { name: 'no date', master: { billdate: '' }, message: MIS_BILL_MESSAGES.selectDate },
    {
      name: 'Report in BILL without a report date',
      master: { isReport: 1, reportno: 'R1', reportdate: '' },
      message: MIS_BILL_MESSAGES.selectReportDate,
    },
    { name: 'no product line', master: {}, lines: [], message: MIS_BILL_MESSAGES.addProduct },
    {
      name: 'a date after today',
      master: { billdate: '2099-01-01' },
      message: MIS_BILL_MESSAGES.billDateAfterToday,
    },
    {
      name: 'Non-GST and export at once',
      master: { nonGstBill: 1, isExpBill: 1 },
      message: MIS_BILL_MESSAGES.nonGstOrExport,
    },
    {
      name: 'a rate of nothing',
      master: {},
      lines: [line('Survey Fees', 1, 0)],
      message: 'Rate must be more than 0.',
    },
    {
      name: 'a rate with a fraction of a paisa',
      master: {},
      lines: [line('Survey Fees', 1, 1250.505)],
      message: RATE_IN_RUPEES,
    },
    {
      name: 'a negative rate',
      master: {},
      lines: [line('Survey Fees', 1, -5)],
      message: RATE_IN_RUPEES,
    },
    {
      name: 'a rate past ₹9,99,99,99,999.99',
      master: {},
      lines: [line('Survey Fees', 1, 10_000_000_000)],
      message: RATE_IN_RUPEES,
    },
  ];
  for (const refusal of refusals)
    it(`refuses ${refusal.name} with its message and changes nothing`, async () => {
      const world = await misWorld();
      const before = await written(world.user);
      const reply = await save(
        world.token,
        master({ applicantID: world.local.id, ...refusal.master }),
        refusal.lines ?? [line('Survey Fees', 1, 100)],
      );
      const { message } = expectFailure(reply, 400);
      expect(message).toContain(refusal.message);
      expect(await written(world.user)).toEqual(before);
    });

  it('does not find another company’s applicant and refuses its account', async () => {
    const world = await misWorld();
    const other = await misWorld();
    const before = await written(world.user);
    expectFailure(
      await save(world.token, master({ applicantID: other.local.id }), [line('Travelling', 1, 1)]),
      404,
    );
    expectFailure(
      await save(
        world.token,
        master({ applicantID: world.local.id, accountID: other.account.id }),
        [line('Travelling', 1, 1)],
      ),
      400,
    );
    expect(await written(world.user)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expectFailure(
      await save(undefined, master({ applicantID: 1 }), [line('Travelling', 1, 0.01)]),
      401,
    );
  });
});

describe('POST /api/updatemisbill', () => {
  async function savedBill() {
    const world = await misWorld();
    const reply = await save(
      world.token,
      master({ applicantID: world.local.id, accountID: world.account.id, isRound: 1 }),
      [line('Survey Fees', 2, 500.21), line('Travelling', 1, 0.05)],
    );
    const name = expectOk(reply);
    const billno = (reply.body as [number, string, string, { billno: string }])[3].billno;
    return { ...world, billno, name };
  }

  it('refuses a save from an older version of the bill with 409 and the bill as it stands', async () => {
    const bill = await savedBill();
    const [[opened]] = await detailsOf(bill.token, bill.billno);
    const version = opened?.version ?? 0;
    expectOk(
      await update(
        bill.token,
        master({ billno: bill.billno, applicantID: bill.local.id, custrefno: 'PO-1', version }),
        [line('Misc Expenses', 4, 25)],
      ),
    );
    const stale = expectFailure(
      await update(
        bill.token,
        master({ billno: bill.billno, applicantID: bill.local.id, custrefno: 'PO-2', version }),
        [line('Survey Fees', 1, 10)],
      ),
      409,
    );
    const [[master2], lines] = (stale.fields as unknown as { current: [MisMasterRow[], unknown[]] })
      .current;
    expect(master2).toMatchObject({ billno: bill.billno, custrefno: 'PO-1' });
    expect(lines).toHaveLength(1);
    const [[stored]] = await detailsOf(bill.token, bill.billno);
    expect(stored).toMatchObject({ custrefno: 'PO-1' });
  });

  it('replaces the lines, works the amounts out again, keeps the number and reprints', async () => {
    const bill = await savedBill();
    const reply = await update(
      bill.token,
      master({ billno: bill.billno, applicantID: bill.distant.id, isRound: 0, payableamt: 1 }),
      [line('Misc Expenses', 4, 25)],
    );
    const name = expectOk(reply);
    expect(messageOf(reply)).toBe(MIS_BILL_MESSAGES.updated);
    expect(name).not.toBe(bill.name);
    const [[found], lines] = await detailsOf(bill.token, bill.billno);
    // 4 × ₹25 = ₹100 at IGST 18% = ₹18; ₹118.00, not rounded.
    expect(found).toMatchObject({
      billno: bill.billno,
      applicantID: bill.distant.id,
      taxslab: 1,
      taxable: 10000,
      igst: 1800,
      cgst: 0,
      payableamt: 11800,
      rndval: 0,
      filename: name,
    });
    expect(lines).toHaveLength(1);
    const text = pdfText(await pdfBytes(bill.token, name));
    expect(text).toContain(bill.billno);
    expect(text).toContain(MAHARASHTRA_GSTIN);
    const [history] = await db()
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.entity, 'mis-bill'), eq(changeHistory.action, 'updated')));
    expect(history?.changes).toMatchObject({ payableamt: [118100, 11800] });
  });

  it('asks for a refresh without a bill number and does not find an unknown one', async () => {
    const bill = await savedBill();
    const before = await written(bill.user);
    const missing = expectFailure(
      await update(bill.token, master({ applicantID: bill.local.id }), [
        line('Travelling', 1, 0.01),
      ]),
      400,
    );
    expect(missing.message).toBe(MIS_BILL_MESSAGES.refresh);
    const unknown = expectFailure(
      await update(bill.token, master({ billno: 'MIS/26-27/09999', applicantID: bill.local.id }), [
        line('Travelling', 1, 0.01),
      ]),
      404,
    );
    expect(unknown.message).toBe(MIS_BILL_MESSAGES.billNotFound);
    expect(await written(bill.user)).toEqual(before);
  });

  it('keeps the date within the financial year of the number', async () => {
    const bill = await savedBill();
    const before = await written(bill.user);
    const { message } = expectFailure(
      await update(
        bill.token,
        master({ billno: bill.billno, applicantID: bill.local.id, billdate: '2026-03-31' }),
        [line('Travelling', 1, 0.01)],
      ),
      400,
    );
    expect(message).toContain('26-27');
    expect(await written(bill.user)).toEqual(before);
  });

  it('refuses to change a bill registered on the e-invoice portal', async () => {
    const bill = await savedBill();
    await db()
      .update(misBills)
      .set({ irn: 'a'.repeat(64) })
      .where(eq(misBills.billNo, bill.billno));
    const before = await written(bill.user);
    const { message } = expectFailure(
      await update(bill.token, master({ billno: bill.billno, applicantID: bill.local.id }), [
        line('Travelling', 1, 0.01),
      ]),
      409,
    );
    expect(message).toBe(MIS_BILL_MESSAGES.registered(bill.billno));
    expect(await written(bill.user)).toEqual(before);
  });

  it('does not find another company’s bill', async () => {
    const bill = await savedBill();
    const other = await misWorld();
    expectFailure(
      await update(other.token, master({ billno: bill.billno, applicantID: other.local.id }), [
        line('Travelling', 1, 0.01),
      ]),
      404,
    );
  });
});

describe('GET /api/all_misbill, /api/getmisbilldetails, /api/CreateMISBillPDF, /api/printmispdf', () => {
  it('lists the company’s bills newest first under the filters', async () => {
    const world = await misWorld();
    const other = await misWorld();
    const older = await save(
      world.token,
      master({ applicantID: world.local.id, accountID: world.account.id, billdate: '2026-10-01' }),
      [line('Survey Fees', 1, 100)],
    );
    const newer = await save(world.token, master({ applicantID: world.distant.id }), [
      line('Survey Fees', 1, 200),
    ]);
    expectOk(older);
    expectOk(newer);
    expectOk(
      await save(other.token, master({ applicantID: other.local.id }), [
        line('Travelling', 1, 0.01),
      ]),
    );
    const all = expectOk(await call(app(), calls.list, { query: {} }, world.token));
    expect(all.map((row) => row.billno)).toEqual(['MIS/26-27/00002', 'MIS/26-27/00001']);
    expect(all[1]).toMatchObject({
      applicantname: world.local.name,
      accountname: world.account.name,
      taxable: 10000,
      payableamt: 11800,
      filename: expect.any(String),
      irn: null,
    });
    const filtered = async (query: Record<string, unknown>) =>
      expectOk(await call(app(), calls.list, { query }, world.token)).map((row) => row.billno);
    expect(await filtered({ applicant: world.distant.id })).toEqual(['MIS/26-27/00002']);
    expect(await filtered({ account: world.account.id })).toEqual(['MIS/26-27/00001']);
    expect(await filtered({ fromdate: '2026-11-01', todate: todayInPorts() })).toEqual([
      'MIS/26-27/00002',
    ]);
    expect(await filtered({ todate: '2026-10-31' })).toEqual(['MIS/26-27/00001']);
    // Without a page the spec's answer; with one, that page, the total, and the filters kept.
    const ask = (query: Record<string, unknown>) => call(app(), calls.list, { query }, world.token);
    expect(pageOf(await ask({})).length).toBe(3);
    const second = pageOf(await ask({ page: 2, pageSize: 1 }));
    expect(second.rows.map((row) => row.billno)).toEqual(['MIS/26-27/00001']);
    expect(second.info).toEqual({ total: 2, page: 2, pageSize: 1 });
    const distant = pageOf(await ask({ applicant: world.distant.id, page: 1, pageSize: 5 }));
    expect(distant.rows.map((row) => row.billno)).toEqual(['MIS/26-27/00002']);
    expect(distant.info).toEqual({ total: 1, page: 1, pageSize: 5 });
    await expectBadPagesRefused(ask);
  });

  it('prints a bill again under a new file name', async () => {
    const world = await misWorld();
    const reply = await save(world.token, master({ applicantID: world.local.id }), [
      line('Survey Fees', 1, 100),
    ]);
    const first = expectOk(reply);
    const again = await call(
      app(),
      calls.regenerate,
      { query: { billno: 'MIS/26-27/00001' } },
      world.token,
    );
    const name = expectOk(again);
    expect(messageOf(again)).toBe(MIS_BILL_MESSAGES.regenerated);
    expect(name).not.toBe(first);
    expect(pdfText(await pdfBytes(world.token, name))).toContain('MIS/26-27/00001');
    const [[found]] = await detailsOf(world.token, 'MIS/26-27/00001');
    expect(found?.filename).toBe(name);
  });

  it('does not find another company’s bill or file, nor a path', async () => {
    const world = await misWorld();
    const other = await misWorld();
    const name = expectOk(
      await save(world.token, master({ applicantID: world.local.id }), [line('Travelling', 1, 1)]),
    );
    const query = { billno: 'MIS/26-27/00001' };
    expectFailure(await call(app(), calls.details, { query }, other.token), 404);
    expectFailure(await call(app(), calls.regenerate, { query }, other.token), 404);
    expectFailure(await call(app(), calls.pdf, { query: { filename: name } }, other.token), 404);
    expectFailure(
      await call(app(), calls.pdf, { query: { filename: `../${name}` } }, world.token),
      404,
    );
    expectFailure(await call(app(), calls.list, { query: {} }, undefined), 401);
  });
});

describe('MIS bills as a client written from the spec alone sends and reads them', () => {
  it('saves a line at 1250.50 rupees and reads the master and lines back in rupees', async () => {
    const world = await misWorld();
    const sentLines = [
      {
        billitem: 'Survey Fees',
        qty: 3,
        unit: 'Cntr',
        rate: 1250.5,
        amount: 3751.5,
        cgst: 337.64,
        sgst: 337.64,
        igst: 0,
      },
      {
        billitem: 'Travelling',
        qty: 1,
        unit: 'Trip',
        rate: 800,
        amount: 800,
        cgst: 72,
        sgst: 72,
        igst: 0,
      },
    ];
    // 3 × ₹1,250.50 = ₹3,751.50 (9% = ₹337.635 → ₹337.64 each) and 1 × ₹800 (₹72 each):
    // taxable ₹4,551.50, total ₹5,370.78, rounded up to ₹5,371.00, round-off -₹0.22.
    const saved = await specCall(app(), world.token, {
      method: 'POST',
      path: '/savemisbill',
      form: {
        mismaster: {
          json: [
            {
              applicantID: world.local.id,
              accountID: world.account.id,
              state_id: 19,
              billdate: '2026-11-19T18:30:00.000Z',
              custrefno: 'PO-7781',
              isReport: 0,
              reportdate: null,
              isRound: 1,
              rndval: -0.22,
              payableamt: 5371,
              nonGstBill: 0,
              particulars: 'Survey of containers at KPD',
              taxslab: 2,
              isExpBill: 0,
            },
          ],
        },
        misdetail: { json: sentLines },
      },
    });
    expect(item(saved, 0), JSON.stringify(saved.body)).toBe(1);
    expect(item(saved, 2)).toEqual(expect.any(String));
    const [stored] = await db()
      .select()
      .from(misBillLines)
      .where(eq(misBillLines.item, 'Survey Fees'));
    expect(stored?.ratePaise).toBe(125_050);

    const details = await specCall(app(), world.token, {
      method: 'GET',
      path: '/getmisbilldetails',
      query: { billno: 'MIS/26-27/00001' },
    });
    const [masters, lines] = item(details, 2) as [Record<string, unknown>[], unknown[]];
    expect(masters[0]).toMatchObject({
      billno: 'MIS/26-27/00001',
      billdate: '2026-11-20',
      taxable: 4551.5,
      cgst: 409.64,
      sgst: 409.64,
      igst: 0,
      total: 5370.78,
      rndval: -0.22,
      payableamt: 5371,
    });
    // The lines come back as the page sent them: rates and amounts in rupees.
    expect(lines).toEqual(sentLines);

    const listed = await specCall(app(), world.token, { method: 'GET', path: '/all_misbill' });
    expect(item(listed, 2)).toEqual([
      expect.objectContaining({ billno: 'MIS/26-27/00001', taxable: 4551.5, payableamt: 5371 }),
    ]);
  });

  it('states the round-off as the total minus the rounded total: positive when rounded down', async () => {
    const world = await misWorld();
    // ₹1,000 + ₹0.25 at IGST 18%: total ₹1,180.30, rounded down to ₹1,180.00.
    const saved = await specCall(app(), world.token, {
      method: 'POST',
      path: '/savemisbill',
      form: {
        mismaster: { json: [master({ applicantID: world.distant.id, isRound: 1 })] },
        misdetail: { json: [line('Survey Fees', 1, 1000), line('Travelling', 1, 0.25)] },
      },
    });
    expect(item(saved, 0), JSON.stringify(saved.body)).toBe(1);
    const details = await specCall(app(), world.token, {
      method: 'GET',
      path: '/getmisbilldetails',
      query: { billno: 'MIS/26-27/00001' },
    });
    const [[found]] = item(details, 2) as [Record<string, unknown>[]];
    expect(found).toMatchObject({ total: 1180.3, rndval: 0.3, payableamt: 1180 });
    const text = pdfText(await pdfBytes(world.token, item(saved, 2) as string)).replace(
      /[ \t]+/g,
      ' ',
    );
    expect(text).toContain('Less: Round off 0.30');
    expect(text).toContain('Amount payable (₹) 1,180.00');
  });

  it('updates a bill with a rate sent as the text "1250.50", read back in rupees', async () => {
    const world = await misWorld();
    const misForm = (billno?: string, rate: number | string = 100) => ({
      mismaster: { json: [master({ applicantID: world.distant.id, billno })] },
      misdetail: { json: [{ billitem: 'Survey Fees', qty: 2, unit: 'Cntr', rate }] },
    });
    const saved = await specCall(app(), world.token, {
      method: 'POST',
      path: '/savemisbill',
      form: misForm(),
    });
    expect(item(saved, 0), JSON.stringify(saved.body)).toBe(1);
    const updated = await specCall(app(), world.token, {
      method: 'POST',
      path: '/updatemisbill',
      form: misForm('MIS/26-27/00001', '1250.50'),
    });
    expect(item(updated, 0), JSON.stringify(updated.body)).toBe(1);
    expect(item(updated, 1)).toBe(MIS_BILL_MESSAGES.updated);
    const details = await specCall(app(), world.token, {
      method: 'GET',
      path: '/getmisbilldetails',
      query: { billno: 'MIS/26-27/00001' },
    });
    // 2 × ₹1,250.50 = ₹2,501.00 with IGST 18% = ₹450.18: ₹2,951.18, not rounded.
    const [[found], [line]] = item(details, 2) as [Record<string, unknown>[], unknown[]];
    expect(found).toMatchObject({ taxable: 2501, igst: 450.18, rndval: 0, payableamt: 2951.18 });
    expect(line).toMatchObject({ rate: 1250.5, amount: 2501, igst: 450.18 });
  });

  it('refuses a rate of three decimals with the field’s message, as a 400 envelope', async () => {
    const world = await misWorld();
    const before = await written(world.user);
    const refused = await specCall(app(), world.token, {
      method: 'POST',
      path: '/savemisbill',
      form: {
        mismaster: { json: [master({ applicantID: world.local.id })] },
        misdetail: { json: [{ billitem: 'Survey Fees', qty: 1, unit: 'Cntr', rate: 1250.505 }] },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(item(refused, 0)).toBe(0);
    expect(item(refused, 1)).toContain(RATE_IN_RUPEES);
    expect(await written(world.user)).toEqual(before);
  });
});
