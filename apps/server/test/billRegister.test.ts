import { api, BILL_REGISTER_MESSAGES, Status } from '@quaybook/contract';
import { billTotals, type TaxMode } from '@quaybook/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { applicants, bills, documents, misBills } from '../src/db/schema';
import { ROUND_OFF_HEADER } from '../src/documents/writers/saleRegisterXlsx';
import { bearer, call, expectFailure, expectOk, extraOf, messageOf } from './support/call';
import { useInspectionApp } from './support/inspectionWorld';
import { jobThroughApi, testJobRunner } from './support/jobRunners';
import { item, specCall } from './support/specClient';

const w = useInspectionApp({ jobs: testJobRunner });
const calls = api.billRegister;
const app = () => w.context.app;

type World = Awaited<ReturnType<typeof w.world>>;

/** A tax invoice as the bills and MIS bills servers store it, priced by the domain. */
function invoiceRow(
  world: World,
  billNo: string,
  billDate: string,
  mode: TaxMode,
  lines: { quantity: number; ratePaise: number }[],
) {
  // The totals' amounts are named as the invoice columns are.
  const { slab, mode: _mode, lines: _lines, ...amounts } = billTotals(lines, mode, true);
  return {
    companyId: world.user.companyId,
    applicantId: world.applicant.id,
    accountId: world.account.id,
    billNo,
    billDate,
    taxSlab: slab,
    taxMode: mode,
    placeOfSupply: mode === 'inter' ? '27' : mode === 'export' ? '96' : '19',
    roundOff: true,
    ...amounts,
  };
}

/** A company with two bills and two MIS bills in November, one bill in October, and a stranger. */
async function billedNovember() {
  const world = await w.world('admin');
  await w.context.t.db
    .update(applicants)
    .set({ gst: '19AAACH5678K1ZQ' })
    .where(eq(applicants.id, world.applicant.id));
  const other = await w.made.createParty(world.user);
  const db = w.context.t.db;
  await db.insert(bills).values([
    invoiceRow(world, 'SB/26-27/00002', '2026-11-20', 'intra', [{ quantity: 3, ratePaise: 75050 }]),
    invoiceRow(world, 'SB/26-27/00001', '2026-10-31', 'intra', [
      { quantity: 1, ratePaise: 100000 },
    ]),
    {
      ...invoiceRow(world, 'SB/26-27/00003', '2026-11-05', 'inter', [
        { quantity: 2, ratePaise: 120000 },
      ]),
      applicantId: other.applicant.id,
      accountId: other.account.id,
    },
  ]);
  await db
    .insert(misBills)
    .values([
      invoiceRow(world, 'MIS/26-27/00010', '2026-11-20', 'intra', [
        { quantity: 1, ratePaise: 33333 },
      ]),
      invoiceRow(world, 'MIS/26-27/00009', '2026-11-12', 'export', [
        { quantity: 1, ratePaise: 50000 },
      ]),
    ]);
  const stranger = await w.world('admin');
  await db
    .insert(bills)
    .values(
      invoiceRow(stranger, 'SB/26-27/00002', '2026-11-20', 'intra', [
        { quantity: 9, ratePaise: 99900 },
      ]),
    );
  return { world, other, stranger };
}

const display = async (token: string, query: Record<string, unknown>) => {
  const reply = await call(app(), calls.display, { query }, token);
  const totals = expectOk(reply);
  return { totals, rows: extraOf(reply), reply };
};

describe('GET /api/populate_salebillregisterdata', () => {
  it('lists every bill and MIS bill of the period by date then number, with their totals', async () => {
    const { world } = await billedNovember();
    const { totals, rows, reply } = await display(world.token, {
      fromdate: '2026-11-01',
      todate: '2026-11-30',
    });
    expect(messageOf(reply)).toBe(BILL_REGISTER_MESSAGES.fetched);
    expect(rows.map((row) => [row.slno, row.billtype, row.billno, row.billdate])).toEqual([
      [1, 'Bill', 'SB/26-27/00003', '2026-11-05'],
      [2, 'MIS Bill', 'MIS/26-27/00009', '2026-11-12'],
      [3, 'MIS Bill', 'MIS/26-27/00010', '2026-11-20'],
      [4, 'Bill', 'SB/26-27/00002', '2026-11-20'],
    ]);
    expect(rows[3]).toEqual({
      slno: 4,
      billtype: 'Bill',
      billno: 'SB/26-27/00002',
      billdate: '2026-11-20',
      partyname: world.applicant.name,
      gstin: '19AAACH5678K1ZQ',
      placeofsupply: 'West Bengal (19)',
      taxable: 225150,
      cgst: 20264,
      sgst: 20264,
      igst: 0,
      // ₹2,656.78 rounded up to ₹2,657.00: the total minus the rounded total.
      roundoff: -22,
      total: 265700,
    });
    // ₹393.33 rounded down to ₹393.00; ₹2,832.00 and the export's ₹500.00 needed no rounding.
    expect(rows.map((row) => [row.billno, row.roundoff])).toEqual([
      ['SB/26-27/00003', 0],
      ['MIS/26-27/00009', 0],
      ['MIS/26-27/00010', 33],
      ['SB/26-27/00002', -22],
    ]);
    expect(rows[0]).toMatchObject({ placeofsupply: 'Maharashtra (27)', igst: 43200, cgst: 0 });
    expect(rows[0]?.gstin).toBeNull();
    expect(totals).toEqual({
      bills: 4,
      taxable: 240000 + 50000 + 33333 + 225150,
      cgst: 3000 + 20264,
      sgst: 3000 + 20264,
      igst: 43200,
      roundoff: rows.reduce((sum, row) => sum + row.roundoff, 0),
      total: rows.reduce((sum, row) => sum + row.total, 0),
    });
  });

  it('gives a client written from the spec alone the rows in item 3, in rupees', async () => {
    const { world } = await billedNovember();
    const reply = await specCall(app(), world.token, {
      method: 'GET',
      path: '/populate_salebillregisterdata',
      query: { fromdate: '2026-11-01T00:00:00.000Z', todate: '2026-11-30' },
    });
    expect(item(reply, 0)).toBe(1);
    expect(item(reply, 1)).toBe(BILL_REGISTER_MESSAGES.fetched);
    const rows = item(reply, 3) as Record<string, unknown>[];
    expect(rows.map((row) => row.billno)).toEqual([
      'SB/26-27/00003',
      'MIS/26-27/00009',
      'MIS/26-27/00010',
      'SB/26-27/00002',
    ]);
    expect(rows[3]).toMatchObject({
      taxable: 2251.5,
      cgst: 202.64,
      sgst: 202.64,
      igst: 0,
      roundoff: -0.22,
      total: 2657,
    });
    expect(rows[2]).toMatchObject({ taxable: 333.33, roundoff: 0.33, total: 393 });
    expect(item(reply, 2)).toMatchObject({ bills: 4, roundoff: 0.11 });
  });

  it('answers amounts past ₹10 crore in rupees, to the paisa', async () => {
    const world = await w.world('admin');
    // A year's survey of a terminal on one bill: 20,000 containers at ₹7,500.25, ₹15 crore.
    await w.context.t.db
      .insert(bills)
      .values(
        invoiceRow(world, 'SB/26-27/00001', '2026-11-20', 'intra', [
          { quantity: 20_000, ratePaise: 750_025 },
        ]),
      );
    const reply = await specCall(app(), world.token, {
      method: 'GET',
      path: '/populate_salebillregisterdata',
      query: { fromdate: '2026-11-01' },
    });
    expect(item(reply, 0), JSON.stringify(reply.body)).toBe(1);
    expect(item(reply, 2)).toMatchObject({ taxable: 150_005_000, total: 177_005_900 });
  });

  it('runs open-ended without a To Date, and narrows to a party’s applicant and account', async () => {
    const { world, other } = await billedNovember();
    const open = await display(world.token, { fromdate: '2026-10-01' });
    expect(open.rows.map((row) => row.billno)).toEqual([
      'SB/26-27/00001',
      'SB/26-27/00003',
      'MIS/26-27/00009',
      'MIS/26-27/00010',
      'SB/26-27/00002',
    ]);
    const theirs = await display(world.token, {
      fromdate: '2026-10-01',
      applicant: other.applicant.id,
      account: other.account.id,
    });
    expect(theirs.rows.map((row) => row.billno)).toEqual(['SB/26-27/00003']);
    expect(theirs.totals.bills).toBe(1);
  });

  it('shows only the caller’s company, and says so when a period has no bills', async () => {
    const { stranger } = await billedNovember();
    const own = await display(stranger.token, { fromdate: '2026-11-01' });
    expect(own.rows.map((row) => row.total)).toEqual([own.totals.total]);
    expect(own.totals.taxable).toBe(899100);
    const empty = await display(stranger.token, { fromdate: '2027-01-01' });
    expect(messageOf(empty.reply)).toBe(BILL_REGISTER_MESSAGES.nothingFound);
    expect(empty.rows).toEqual([]);
    expect(empty.totals).toMatchObject({ bills: 0, total: 0 });
  });

  it('refuses a missing From Date, a bad date and a caller without a token', async () => {
    const world = await w.world();
    const missing = expectFailure(
      await call(app(), calls.display, { query: {} }, world.token),
      400,
    );
    expect(missing.message).toBe(BILL_REGISTER_MESSAGES.enterFromDate);
    expectFailure(
      await call(app(), calls.display, { query: { fromdate: '2026-02-30' } }, world.token),
      400,
    );
    expectFailure(await call(app(), calls.display, { query: { fromdate: '2026-11-01' } }), 401);
  });
});

/** The workbook a register download names, fetched as the browser does (download_bill_excel). */
async function workbookOf(token: string, filename: string) {
  const response = await app().inject({
    method: 'GET',
    url: `/api${api.bill.excel.path}`,
    query: { filename },
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { workbook, response };
}

describe('GET /api/populate_salebillregisterxl', () => {
  it('issues the register as a GSTR-1 sheet, with a totals row, for the caller’s company only', async () => {
    const { world, stranger } = await billedNovember();
    const reply = await call(
      app(),
      calls.excel,
      { query: { fromdate: '2026-11-01', todate: '2026-11-30' } },
      world.token,
    );
    const filename = expectOk(reply);
    expect(messageOf(reply)).toBe(BILL_REGISTER_MESSAGES.downloaded);
    const [record] = await w.context.t.db.select().from(documents);
    expect(record).toMatchObject({
      name: filename,
      kind: 'sale-register',
      companyId: world.user.companyId,
      downloadName: 'sale-register-2026-11-01-to-2026-11-30.xlsx',
    });

    const { workbook, response } = await workbookOf(world.token, filename);
    expect(response.headers['content-disposition']).toContain('sale-register-2026-11-01');
    const sheet = workbook.getWorksheet('Sale Register');
    if (!sheet) throw new Error('no Sale Register sheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Invoice Type',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
      ROUND_OFF_HEADER,
    ]);
    expect(ROUND_OFF_HEADER).toBe('Round Off (Total − Payable)');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(values(2)).toEqual([
      '',
      expect.any(String),
      'SB/26-27/00003',
      new Date(Date.UTC(2026, 10, 5)),
      2832,
      '27-Maharashtra',
      'N',
      'B2C',
      18,
      2400,
      432,
      0,
      0,
      0,
      0,
    ]);
    expect(values(3)).toEqual(expect.arrayContaining(['MIS/26-27/00009', 'Export', '96']));
    expect(values(3)[8]).toBe(0);
    expect(values(5)).toEqual([
      '19AAACH5678K1ZQ',
      world.applicant.name,
      'SB/26-27/00002',
      new Date(Date.UTC(2026, 10, 20)),
      2657,
      '19-West Bengal',
      'N',
      'Regular B2B',
      18,
      2251.5,
      0,
      202.64,
      202.64,
      0,
      -0.22,
    ]);
    expect(values(4)).toEqual(expect.arrayContaining(['MIS/26-27/00010', 393]));
    expect(values(4)[14]).toBe(0.33);
    expect(sheet.getCell('J5').numFmt).toBe('#,##0.00');
    const totals = sheet.getRow(6);
    expect(totals.font?.bold).toBe(true);
    expect(values(6).slice(0, 2)).toEqual(['Total', '4 invoices']);
    expect(totals.getCell(10).value).toBe(5484.83);
    expect(totals.getCell(12).value).toBe(232.64);
    expect(sheet.rowCount).toBe(6);

    for (const url of [
      `/api/document/${filename}`,
      `/api${api.bill.excel.path}?filename=${filename}`,
    ]) {
      const elsewhere = await app().inject({ method: 'GET', url, headers: bearer(stranger.token) });
      expect(elsewhere.statusCode).toBe(404);
    }
  });

  it('issues nothing for an empty period, and refuses bad input and no token', async () => {
    const world = await w.world();
    const filesBefore = await w.storedFiles();
    const empty = await call(
      app(),
      calls.excel,
      { query: { fromdate: '2026-11-01' } },
      world.token,
    );
    expect((empty.body as unknown[])[0]).toBe(Status.information);
    expect(messageOf(empty)).toBe(BILL_REGISTER_MESSAGES.nothingFound);
    const missing = expectFailure(await call(app(), calls.excel, { query: {} }, world.token), 400);
    expect(missing.message).toBe(BILL_REGISTER_MESSAGES.enterFromDate);
    expectFailure(await call(app(), calls.excel, { query: { fromdate: '2026-11-01' } }), 401);
    expect(await w.countOf(documents)).toBe(0);
    expect(await w.storedFiles()).toEqual(filesBefore);
  });
});

describe('the sale register as a job (POST /api/jobs/saleRegisterExcel)', () => {
  it('issues the same register as the call, ending with its file name and message', async () => {
    const { world } = await billedNovember();
    const period = { fromdate: '2026-11-01', todate: '2026-11-30' };
    const job = await jobThroughApi(app(), world.token, 'saleRegisterExcel', period);
    // Two bills and two MIS bills of the company in November.
    expect(job.ended).toMatchObject({
      state: 'done',
      done: 4,
      total: 4,
      step: BILL_REGISTER_MESSAGES.downloaded,
      error: null,
    });
    const [record] = await w.context.t.db.select().from(documents);
    expect(record).toMatchObject({ name: job.ended.result, kind: 'sale-register' });
    const { workbook } = await workbookOf(world.token, String(job.ended.result));
    expect(workbook.getWorksheet('Sale Register')?.rowCount).toBeGreaterThan(4);
  });

  it('ends an empty period as done with the call’s information and no file', async () => {
    const world = await w.world();
    const job = await jobThroughApi(app(), world.token, 'saleRegisterExcel', {
      fromdate: '2026-11-01',
    });
    expect(job.ended).toMatchObject({
      state: 'done',
      step: BILL_REGISTER_MESSAGES.nothingFound,
      result: null,
    });
    expect(await w.countOf(documents)).toBe(0);
  });
});
