import { api, BILL_MESSAGES } from '@quaybook/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  billLines,
  bills,
  changeHistory,
  companies,
  inspections,
  partyRates,
  reports,
} from '../src/db/schema';
import { LOCATIONS } from '../src/db/seed/catalogue/locations';
import { ROUND_OFF_HEADER } from '../src/documents/writers/saleRegisterXlsx';
import { COMPANY_GSTIN, INTER_GSTIN, INTRA_GSTIN, pdfText, useBillApp } from './support/billWorld';
import { call, expectFailure, expectOk, messageOf } from './support/call';
import { DOCKS, NETAJI_SUBHAS_YARD } from './support/factories';
import { expectBadPagesRefused, pageOf } from './support/paging';
import { item, midnightInIndia, specCall } from './support/specClient';

const w = useBillApp();
const calls = api.bill;
const app = () => w.context.app;
const db = () => w.context.t.db;

/** A bill planted straight in the database over these reports (no pricing). */
async function plantBill(
  world: Awaited<ReturnType<typeof w.billWorld>>,
  reportIds: number[],
  billNo: string,
  billDate = '2026-11-22',
) {
  const [bill] = await db()
    .insert(bills)
    .values({
      companyId: world.user.companyId,
      applicantId: world.applicant.id,
      accountId: world.account.id,
      billNo,
      billDate,
      taxSlab: 2,
      taxMode: 'intra',
      placeOfSupply: '19',
      taxablePaise: 100_00,
      cgstPaise: 9_00,
      sgstPaise: 9_00,
      igstPaise: 0,
      totalPaise: 118_00,
      roundOffPaise: 0,
      payablePaise: 118_00,
    })
    .returning();
  if (!bill) throw new Error('bill not planted');
  for (const id of reportIds)
    await db().update(reports).set({ billId: bill.id }).where(eq(reports.id, id));
  return bill;
}

describe('GET /api/get_unbilled_reports', () => {
  it("lists the party's reports on no bill, with their containers counted by size", async () => {
    const world = await w.billWorld();
    const a = await world.inspect(20);
    const b = await world.inspect(40);
    const c = await world.inspect(20);
    const open = await world.report([a.reportid, b.reportid]);
    const billed = await world.report([c.reportid]);
    await plantBill(world, [billed.id], 'SB/26-27/00001');

    const rows = expectOk(
      await call(
        app(),
        calls.unbilledReports,
        { query: { applicant: world.applicant.id } },
        world.token,
      ),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        reportid: open.id,
        rptno: open.reportNo,
        billno: null,
        applicantname: world.applicant.name,
        accountname: world.account.name,
        VesselName: world.vessel.name,
        twenty: 1,
        forty: 1,
        containers: 2,
        RptTypeText: 'Survey',
      }),
    ]);
  });

  it('keeps, with a dock, only reports with an inspection there or at any yard of it', async () => {
    const world = await w.billWorld();
    const kolkata = await world.report([(await world.inspect()).reportid]);
    const haldia = await world.report([
      (await world.inspect(20, { locationId: DOCKS.haldia })).reportid,
    ]);
    const atYard = await world.report([
      (await world.inspect(20, { locationId: NETAJI_SUBHAS_YARD })).reportid,
    ]);
    const at = async (masterloc: number) =>
      expectOk(
        await call(
          app(),
          calls.unbilledReports,
          { query: { applicant: world.applicant.id, masterloc } },
          world.token,
        ),
      )
        .map((row) => row.reportid)
        .sort();
    expect(await at(DOCKS.haldia)).toEqual([haldia.id]);
    expect(await at(DOCKS.kolkata)).toEqual([kolkata.id, atYard.id].sort());
    // A yard chosen is itself alone.
    expect(await at(NETAJI_SUBHAS_YARD)).toEqual([atYard.id]);
  });

  it('asks for a party, refuses bad container numbers, and wants a token', async () => {
    const world = await w.billWorld();
    const none = await call(app(), calls.unbilledReports, { query: {} }, world.token);
    expect(expectFailure(none, 400).message).toBe(BILL_MESSAGES.selectParty);
    const bad = await call(
      app(),
      calls.unbilledReports,
      { query: { applicant: world.applicant.id, contnumber: 'NOTACONTAINER' } },
      world.token,
    );
    expect(expectFailure(bad, 400).message).toContain('NOTACONTAINER');
    expectFailure(
      await call(app(), calls.unbilledReports, { query: { applicant: world.applicant.id } }),
      401,
    );
  });

  it('answers a page of the unbilled reports, newest first, with the total and 20/40-foot counts', async () => {
    const world = await w.billWorld();
    const made = [];
    for (const size of [20, 40, 20] as const)
      made.push(await world.report([(await world.inspect(size)).reportid]));
    await plantBill(
      world,
      [(await world.report([(await world.inspect()).reportid])).id],
      'SB/26-27/00001',
    );
    const ask = (page: Record<string, unknown>) =>
      call(
        app(),
        calls.unbilledReports,
        { query: { applicant: world.applicant.id, ...page } },
        world.token,
      );
    const whole = pageOf(await ask({}));
    expect(whole.length).toBe(3);
    const newestFirst = whole.rows.map((row) => row.reportid);
    expect([...newestFirst].sort()).toEqual(made.map((report) => report.id).sort());
    const second = pageOf(await ask({ page: 2, pageSize: 2 }));
    expect(second.rows.map((row) => [row.reportid, row.containers])).toEqual([[newestFirst[2], 1]]);
    expect(second.info).toEqual({ total: 3, page: 2, pageSize: 2, twenty: 2, forty: 1 });
    expect(pageOf(await ask({ page: 1, pageSize: 2 })).rows.map((row) => row.reportid)).toEqual(
      newestFirst.slice(0, 2),
    );
    await expectBadPagesRefused(ask);
  });

  it("never lists another company's reports", async () => {
    const world = await w.billWorld();
    await world.report([(await world.inspect()).reportid]);
    const other = await w.billWorld();
    const rows = expectOk(
      await call(
        app(),
        calls.unbilledReports,
        { query: { applicant: world.applicant.id } },
        other.token,
      ),
    );
    expect(rows).toEqual([]);
  });
});

describe('GET /api/all_bills and /api/get_reports_by_billno', () => {
  it('lists bills newest first, filtered by date and by a container they hold', async () => {
    const world = await w.billWorld();
    const first = await world.inspect();
    const second = await world.inspect(40);
    const older = await plantBill(
      world,
      [(await world.report([first.reportid])).id],
      'SB/26-27/00001',
      '2026-11-01',
    );
    const newer = await plantBill(
      world,
      [(await world.report([second.reportid])).id],
      'SB/26-27/00002',
      '2026-11-10',
    );

    const list = async (query: Record<string, unknown>) =>
      expectOk(await call(app(), calls.list, { query }, world.token)).map((row) => row.billno);
    expect(await list({})).toEqual([newer.billNo, older.billNo]);
    // Without a page, the spec's answer: no fourth element. With one, that page and the total.
    const ask = (query: Record<string, unknown>) => call(app(), calls.list, { query }, world.token);
    expect(pageOf(await ask({})).length).toBe(3);
    const secondPage = pageOf(await ask({ page: 2, pageSize: 1 }));
    expect(secondPage.rows.map((bill) => [bill.billno, bill.reports, bill.containers])).toEqual([
      [older.billNo, 1, 1],
    ]);
    expect(secondPage.info).toEqual({ total: 2, page: 2, pageSize: 1 });
    const held = pageOf(await ask({ contnumber: first.contnumber, page: 1 }));
    expect(held.rows.map((bill) => bill.billno)).toEqual([older.billNo]);
    expect(held.info).toEqual({ total: 1, page: 1, pageSize: 10 });
    await expectBadPagesRefused(ask);
    expect(await list({ fromdate: '2026-11-05', todate: '2026-11-30' })).toEqual([newer.billNo]);
    expect(await list({ contnumber: first.contnumber })).toEqual([older.billNo]);
    const [row] = expectOk(
      await call(app(), calls.list, { query: { contnumber: second.contnumber } }, world.token),
    );
    expect(row).toMatchObject({
      applicantname: world.applicant.name,
      reports: 1,
      containers: 1,
      payableamt: 118_00,
      taxslab: 2,
      gstin: expect.any(String),
      filename: null,
      irn: null,
    });
  });

  it("gives a bill's reports, and another company's bill is not found", async () => {
    const world = await w.billWorld();
    const report = await world.report([(await world.inspect()).reportid]);
    const bill = await plantBill(world, [report.id], 'SB/26-27/00001');
    const rows = expectOk(
      await call(app(), calls.reportsOf, { query: { billno: bill.billNo } }, world.token),
    );
    expect(rows.map((row) => [row.rptno, row.billno])).toEqual([[report.reportNo, bill.billNo]]);

    const other = await w.billWorld();
    expectFailure(
      await call(app(), calls.reportsOf, { query: { billno: bill.billNo } }, other.token),
      404,
    );
    expect(expectOk(await call(app(), calls.list, { query: {} }, other.token))).toEqual([]);
    expectFailure(await call(app(), calls.reportsOf, { query: { billno: '' } }, world.token), 400);
    expectFailure(await call(app(), calls.reportsOf, { query: { billno: bill.billNo } }), 401);
    expectFailure(
      await call(
        app(),
        calls.list,
        { query: { fromdate: '2026-11-10', todate: '2026-11-01' } },
        world.token,
      ),
      400,
    );
  });
});

type World = Awaited<ReturnType<typeof w.billWorld>>;

/** Two 20' and one 40' container of the world's movement on one report, with their rates. */
async function intraStateReport(world: World) {
  await world.rate(world.movement.id, 20, 1_250_50);
  await world.rate(world.movement.id, 40, 2_100_75);
  const inspected = [await world.inspect(20), await world.inspect(20), await world.inspect(40)];
  const report = await world.report(inspected.map((row) => row.reportid));
  return { inspected, report };
}

const generate = (
  token: string | undefined,
  reportid: number[],
  more: Record<string, unknown> = {},
) =>
  call(
    app(),
    calls.generate,
    {
      query: { reportid: reportid.join(','), billdate: '2026-11-22', chkround: 1, ...more },
    } as never,
    token,
  );

const billRowOf = async (billNo: string) =>
  (await db().select().from(bills).where(eq(bills.billNo, billNo)))[0] as typeof bills.$inferSelect;

describe('GET /api/generate_bill', () => {
  it('bills a within-state party CGST + SGST to the paisa, rounded to the rupee, with its PDF', async () => {
    const world = await w.billWorld();
    const { inspected, report } = await intraStateReport(world);

    const reply = await generate(world.token, [report.id]);
    const filename = expectOk(reply);
    expect(messageOf(reply)).toBe(BILL_MESSAGES.generated);
    expect((reply.body as unknown[])[3]).toEqual({ billno: 'SB/26-27/00001' });

    const bill = await billRowOf('SB/26-27/00001');
    // 2 × ₹1,250.50 = ₹2,501.00, CGST and SGST ₹225.09 each; ₹2,100.75, each ₹189.0675 → ₹189.07.
    expect(bill).toMatchObject({
      taxMode: 'intra',
      taxSlab: 2,
      placeOfSupply: '19',
      roundOff: true,
      taxablePaise: 4_601_75,
      cgstPaise: 414_16,
      sgstPaise: 414_16,
      igstPaise: 0,
      totalPaise: 5_430_07,
      roundOffPaise: -7,
      payablePaise: 5_430_00,
    });
    const lines = await db().select().from(billLines).where(eq(billLines.billId, bill.id));
    expect(
      lines.map((l) => [
        l.lineNo,
        l.size,
        l.quantity,
        l.ratePaise,
        l.amountPaise,
        l.cgstPaise,
        l.totalPaise,
      ]),
    ).toEqual([
      [1, 20, 2, 1_250_50, 2_501_00, 225_09, 2_951_18],
      [2, 40, 1, 2_100_75, 2_100_75, 189_07, 2_478_89],
    ]);
    const rated = await db().select().from(inspections).where(eq(inspections.reportId, report.id));
    expect(Object.fromEntries(rated.map((i) => [i.id, i.ratePaise]))).toEqual({
      [inspected[0]?.reportid as number]: 1_250_50,
      [inspected[1]?.reportid as number]: 1_250_50,
      [inspected[2]?.reportid as number]: 2_100_75,
    });
    expect((await db().select().from(reports).where(eq(reports.id, report.id)))[0]?.billId).toBe(
      bill.id,
    );
    const history = await db().select().from(changeHistory);
    expect(history.map((h) => [h.entity, h.entityId, h.action])).toEqual(
      expect.arrayContaining([
        ['bill', bill.id, 'created'],
        ['report', report.id, 'billed'],
      ]),
    );

    const pdf = await w.download(calls.pdf.path, { filename }, world.token);
    expect(pdf.statusCode).toBe(200);
    expect(String(pdf.headers['content-disposition'])).toContain('SB-26-27-00001.pdf');
    const text = await pdfText(pdf.bytes);
    for (const shown of [
      'SB/26-27/00001',
      COMPANY_GSTIN,
      INTRA_GSTIN,
      '5,430.00',
      report.reportNo,
      inspected[2]?.contnumber as string,
    ])
      expect(text).toContain(shown);
  });

  it('bills a party of another state IGST, and leaves the total unrounded when asked', async () => {
    const world = await w.billWorld({ interState: true });
    await world.rate(world.movement.id, 20, 999_99);
    const inspected = [await world.inspect(), await world.inspect(), await world.inspect()];
    const report = await world.report(inspected.map((row) => row.reportid));
    expectOk(await generate(world.token, [report.id], { chkround: 0 }));
    // 3 × ₹999.99 = ₹2,999.97; IGST 18% = ₹539.9946 → ₹539.99.
    expect(await billRowOf('SB/26-27/00001')).toMatchObject({
      taxMode: 'inter',
      taxSlab: 1,
      placeOfSupply: '21',
      taxablePaise: 2_999_97,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 539_99,
      totalPaise: 3_539_96,
      roundOffPaise: 0,
      payablePaise: 3_539_96,
    });
    const [row] = expectOk(await call(app(), calls.list, { query: {} }, world.token));
    const text = await pdfText(
      (await w.download(calls.pdf.path, { filename: row?.filename as string }, world.token)).bytes,
    );
    for (const shown of [COMPANY_GSTIN, INTER_GSTIN, '3,539.96']) expect(text).toContain(shown);
  });

  it('names every missing rate in one message and writes nothing', async () => {
    const world = await w.billWorld();
    await world.rate(world.movement.id, 20, 1_000_00);
    const inspected = [
      await world.inspect(20),
      await world.inspect(40),
      await world.inspect(20, { movementId: world.destuff.id }),
    ];
    const report = await world.report(inspected.map((row) => row.reportid));
    const before = await w.billWritten();
    const { message } = expectFailure(await generate(world.token, [report.id]), 400);
    expect(message).toContain(`40' ${world.movement.name}`);
    expect(message).toContain(`20' ${world.destuff.name}`);
    expect(message).not.toContain(`20' ${world.movement.name}`);
    expect(await w.billWritten()).toEqual(before);
  });

  it('refuses a future date, unknown reports, two parties and billed reports, writing nothing', async () => {
    const world = await w.billWorld();
    const { report } = await intraStateReport(world);
    const other = await w.billWorld();
    expectFailure(await generate(other.token, [report.id]), 404);

    const { applicant } = await w.made.createParty(world.user);
    const elsewhere = await world.report([(await world.inspect()).reportid]);
    await db()
      .update(reports)
      .set({ applicantId: applicant.id })
      .where(eq(reports.id, elsewhere.id));
    const before = await w.billWritten();
    expect(
      expectFailure(await generate(world.token, [report.id], { billdate: '2099-01-01' }), 400)
        .message,
    ).toBe(BILL_MESSAGES.billDateAfterToday);
    expectFailure(await generate(world.token, [report.id, 999_999]), 404);
    expectFailure(await generate(world.token, [], {}), 400);
    expectFailure(await generate(world.token, [report.id], { discount: 5 }), 400);
    expectFailure(await generate(undefined, [report.id]), 401);

    expect(expectFailure(await generate(world.token, [report.id, elsewhere.id]), 400).message).toBe(
      BILL_MESSAGES.oneParty,
    );
    expect(await w.billWritten()).toEqual(before);

    expectOk(await generate(world.token, [report.id]));
    const again = await w.billWritten();
    expect(expectFailure(await generate(world.token, [report.id]), 409).message).toBe(
      BILL_MESSAGES.alreadyBilled(report.reportNo),
    );
    expect(await w.billWritten()).toEqual(again);
  });

  it('numbers two bills generated at once consecutively, and bills a report only once', async () => {
    const world = await w.billWorld();
    const { report: first } = await intraStateReport(world);
    const second = await world.report([(await world.inspect(20)).reportid]);
    const both = await Promise.all([
      generate(world.token, [first.id]),
      generate(world.token, [second.id]),
    ]);
    const numbers = both.map((reply) => {
      expectOk(reply);
      return (reply.body as [0, '', '', { billno: string }])[3].billno;
    });
    expect(numbers.sort()).toEqual(['SB/26-27/00001', 'SB/26-27/00002']);

    const third = await world.report([(await world.inspect(40)).reportid]);
    const race = await Promise.all([
      generate(world.token, [third.id]),
      generate(world.token, [third.id]),
    ]);
    expect(race.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect((await db().select().from(bills)).map((b) => b.billNo).sort()).toEqual([
      'SB/26-27/00001',
      'SB/26-27/00002',
      'SB/26-27/00003',
    ]);
  });

  it('prints the rates the bill charged, not rates changed since', async () => {
    const world = await w.billWorld();
    const { report } = await intraStateReport(world);
    expectOk(await generate(world.token, [report.id]));
    await db().update(partyRates).set({ ratePaise: 9_999_00 });
    const filename = expectOk(
      await call(app(), calls.updatePdf, { query: { billno: 'SB/26-27/00001' } }, world.token),
    );
    const text = await pdfText((await w.download(calls.pdf.path, { filename }, world.token)).bytes);
    expect(text).toContain('5,430.00');
    expect(text).not.toContain('9,999.00');
  });
});

/** A generated bill of one report (two 20' and one 40' container), and its number. */
async function billed(world: World) {
  const { report, inspected } = await intraStateReport(world);
  const reply = await generate(world.token, [report.id]);
  const filename = expectOk(reply);
  return {
    report,
    inspected,
    filename,
    billno: (reply.body as [0, '', '', { billno: string }])[3].billno,
  };
}

describe('the bill PDF: GET /api/CreateBillPDF, /api/reprintbill, /api/printbillpdf', () => {
  it('makes the PDF again as a new file, and reprints the current one', async () => {
    const world = await w.billWorld();
    const { billno, filename } = await billed(world);
    const reply = await call(app(), calls.updatePdf, { query: { billno } }, world.token);
    const remade = expectOk(reply);
    expect(messageOf(reply)).toBe(BILL_MESSAGES.pdfUpdated);
    expect(remade).not.toBe(filename);
    const reprinted = await call(app(), calls.reprint, { query: { billno } }, world.token);
    expect(expectOk(reprinted)).toBe(remade);
    expect(messageOf(reprinted)).toBe(BILL_MESSAGES.reprinted);

    await db().update(bills).set({ documentId: null });
    const made = expectOk(await call(app(), calls.reprint, { query: { billno } }, world.token));
    expect(made).not.toBe(remade);
    expect(
      await pdfText((await w.download(calls.pdf.path, { filename: made }, world.token)).bytes),
    ).toContain(billno);
  });

  it("gives a bill's PDF only to its company, by its own name", async () => {
    const world = await w.billWorld();
    const { billno, filename } = await billed(world);
    const other = await w.billWorld();
    expect((await w.download(calls.pdf.path, { filename }, other.token)).statusCode).toBe(404);
    expect(
      (await w.download(calls.pdf.path, { filename: `../${filename}` }, world.token)).statusCode,
    ).toBe(404);
    expect(
      (await w.download(calls.pdf.path, { filename: `../../files/${filename}` }, world.token))
        .statusCode,
    ).toBe(404);
    expect((await w.download(calls.pdf.path, { filename }, undefined)).statusCode).toBe(401);
    expect((await w.download(calls.excel.path, { filename }, world.token)).statusCode).toBe(404);
    expectFailure(await call(app(), calls.updatePdf, { query: { billno } }, other.token), 404);
    expectFailure(await call(app(), calls.reprint, { query: { billno } }, other.token), 404);
    expectFailure(await call(app(), calls.reprint, { query: { billno: '' } }, world.token), 400);
    expectFailure(await call(app(), calls.updatePdf, { query: { billno } }), 401);
  });
});

describe('GET /api/margebill', () => {
  it('makes one PDF of the bill followed by each of its reports', async () => {
    const world = await w.billWorld();
    await world.rate(world.movement.id, 20, 500_00);
    // Reports as the Inspection Report screen makes them, each with its survey report PDF.
    const reportOf = async () => {
      const inspection = await world.inspect();
      const reply = await call(
        app(),
        api.report.generate,
        {
          query: { reportid: String(inspection.reportid), rptdate: '2026-11-21', rpttype: 1 },
        } as never,
        world.token,
      );
      const { rptno } = expectOk(reply);
      const [row] = await db().select().from(reports).where(eq(reports.reportNo, rptno));
      return row as typeof reports.$inferSelect;
    };
    const first = await reportOf();
    const second = await reportOf();
    const generated = await generate(world.token, [first.id, second.id]);
    const billPdf = expectOk(generated);
    const billno = (generated.body as [0, '', '', { billno: string }])[3].billno;

    const reply = await call(app(), calls.merge, { query: { billno } }, world.token);
    const merged = expectOk(reply);
    expect(messageOf(reply)).toBe(BILL_MESSAGES.merged);
    const file = await w.download(calls.pdf.path, { filename: merged }, world.token);
    expect(file.statusCode).toBe(200);
    const pagesOf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();
    const billPages = await pagesOf(
      (await w.download(calls.pdf.path, { filename: billPdf }, world.token)).bytes,
    );
    const reportPages = async (report: typeof first) => {
      const [row] = expectOk(
        await call(app(), calls.reportsOf, { query: { billno } }, world.token),
      ).filter((r) => r.reportid === report.id);
      return pagesOf(
        (await w.download(api.report.pdf.path, { filename: row?.filename as string }, world.token))
          .bytes,
      );
    };
    const firstPages = await reportPages(first);
    expect(await pagesOf(file.bytes)).toBe(billPages + firstPages + (await reportPages(second)));
    const pages = (await pdfText(file.bytes)).split('\f');
    expect(pages[0]).toContain(billno);
    expect(pages[billPages]).toContain(first.reportNo);
    expect(pages[billPages + firstPages]).toContain(second.reportNo);
  });

  it('names the reports not yet printed, and merges nothing', async () => {
    const world = await w.billWorld();
    const { billno, report } = await billed(world);
    const before = await w.billWritten();
    const { message } = expectFailure(
      await call(app(), calls.merge, { query: { billno } }, world.token),
      400,
    );
    expect(message).toContain(report.reportNo);
    expect(await w.billWritten()).toEqual(before);
    const other = await w.billWorld();
    expectFailure(await call(app(), calls.merge, { query: { billno } }, other.token), 404);
    expectFailure(await call(app(), calls.merge, { query: { billno } }), 401);
  });
});

describe('GET /api/clear_report_from_bill', () => {
  it('frees a report and works the bill out again at the rates it charged', async () => {
    const world = await w.billWorld();
    const { report: kept } = await intraStateReport(world);
    const cleared = await world.report([(await world.inspect(40)).reportid]);
    const generated = await generate(world.token, [kept.id, cleared.id]);
    const first = expectOk(generated);
    const billno = (generated.body as [0, '', '', { billno: string }])[3].billno;
    expect((await billRowOf(billno)).taxablePaise).toBe(4_601_75 + 2_100_75);
    // Today's rates differ from what the bill charged: clearing must not re-price the rest.
    await db().update(partyRates).set({ ratePaise: 9_999_00 });

    const reply = await call(
      app(),
      calls.clearReport,
      { query: { billno, rptno: cleared.reportNo } },
      world.token,
    );
    const filename = expectOk(reply);
    expect(messageOf(reply)).toBe(BILL_MESSAGES.reportCleared(cleared.reportNo, billno));
    expect(filename).not.toBe(first);
    const bill = await billRowOf(billno);
    expect(bill).toMatchObject({
      taxablePaise: 4_601_75,
      cgstPaise: 414_16,
      sgstPaise: 414_16,
      totalPaise: 5_430_07,
      roundOffPaise: -7,
      payablePaise: 5_430_00,
    });
    const lines = await db().select().from(billLines).where(eq(billLines.billId, bill.id));
    expect(lines.map((l) => [l.size, l.quantity, l.ratePaise]).sort()).toEqual([
      [20, 2, 1_250_50],
      [40, 1, 2_100_75],
    ]);
    const freed = (await db().select().from(reports).where(eq(reports.id, cleared.id)))[0];
    expect(freed?.billId).toBeNull();
    const unrated = await db()
      .select()
      .from(inspections)
      .where(eq(inspections.reportId, cleared.id));
    expect(unrated.map((i) => i.ratePaise)).toEqual([null]);
    const [history] = await db()
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.action, 'report-cleared'), eq(changeHistory.entity, 'bill')));
    expect(history?.changes).toMatchObject({
      payableamt: [7_909_00, 5_430_00],
      report: [cleared.reportNo, null],
    });
    const text = await pdfText((await w.download(calls.pdf.path, { filename }, world.token)).bytes);
    expect(text).toContain('5,430.00');
    expect(text).not.toContain(cleared.reportNo);
  });

  it('keeps the last report, and refuses a report not on the bill or a registered bill', async () => {
    const world = await w.billWorld();
    const { billno, report } = await billed(world);
    const elsewhere = await world.report([(await world.inspect()).reportid]);
    const before = await w.billWritten();
    const clear = (rptno: string, token: string | null = world.token) =>
      call(app(), calls.clearReport, { query: { billno, rptno } }, token ?? undefined);
    expect(expectFailure(await clear(report.reportNo), 409).message).toBe(
      BILL_MESSAGES.lastReport(billno),
    );
    expectFailure(await clear(elsewhere.reportNo), 404);
    expectFailure(await clear(report.reportNo, (await w.billWorld()).token), 404);
    expectFailure(await clear(report.reportNo, null), 401);
    expectFailure(
      await call(app(), calls.clearReport, { query: { billno, rptno: '' } }, world.token),
      400,
    );
    await db()
      .update(bills)
      .set({ irn: 'a'.repeat(64) });
    expect(expectFailure(await clear(report.reportNo), 409).message).toBe(
      BILL_MESSAGES.registered(billno),
    );
    expect(await w.billWritten()).toEqual(before);
  });
});

describe('GET /api/update_billdate and /api/update_billroundoffstatus', () => {
  it('moves the bill date within its financial year, and prints it', async () => {
    const world = await w.billWorld();
    const { billno } = await billed(world);
    const reply = await call(
      app(),
      calls.updateDate,
      { query: { billno, billdate: '2026-04-01' } },
      world.token,
    );
    const filename = expectOk(reply);
    expect(messageOf(reply)).toBe(BILL_MESSAGES.updated);
    expect((await billRowOf(billno)).billDate).toBe('2026-04-01');
    expect(
      await pdfText((await w.download(calls.pdf.path, { filename }, world.token)).bytes),
    ).toContain('01/04/2026');
    const [history] = await db()
      .select()
      .from(changeHistory)
      .where(eq(changeHistory.action, 'updated'));
    expect(history?.changes).toEqual({ billdate: ['2026-11-22', '2026-04-01'] });
  });

  it('refuses a change from an older version of the bill with 409 and the bill as it stands', async () => {
    const world = await w.billWorld();
    const { billno } = await billed(world);
    const opened = (await billRowOf(billno)).version;
    expectOk(
      await call(
        app(),
        calls.updateDate,
        { query: { billno, billdate: '2026-04-01', version: opened } },
        world.token,
      ),
    );
    const before = await w.billWritten();
    const stale = expectFailure(
      await call(
        app(),
        calls.updateRoundOff,
        { query: { billno, chkround: 0, version: opened } },
        world.token,
      ),
      409,
    );
    expect(stale.fields).toMatchObject({
      current: { billno, billdate: '2026-04-01', isround: 1 },
    });
    const current = (stale.fields as unknown as { current: { version: number } }).current;
    expect(current.version).toBeGreaterThan(opened);
    expect(await w.billWritten()).toEqual(before);
  });

  it('refuses a date after today, in another financial year, or on a registered bill', async () => {
    const world = await w.billWorld();
    const { billno } = await billed(world);
    const before = await w.billWritten();
    const move = (billdate: string, token: string | null = world.token) =>
      call(app(), calls.updateDate, { query: { billno, billdate } }, token ?? undefined);
    expect(expectFailure(await move('2099-04-01'), 400).message).toBe(
      BILL_MESSAGES.billDateAfterToday,
    );
    expect(expectFailure(await move('2026-03-31'), 400).message).toBe(
      BILL_MESSAGES.otherYear(billno),
    );
    expect(expectFailure(await move('2026-02-30'), 400).message).toBe(
      BILL_MESSAGES.invalidBillDate,
    );
    expectFailure(await move('2026-11-01', (await w.billWorld()).token), 404);
    expectFailure(await move('2026-11-01', null), 401);
    await db()
      .update(bills)
      .set({ irn: 'b'.repeat(64) });
    expect(expectFailure(await move('2026-11-01'), 409).message).toBe(
      BILL_MESSAGES.registered(billno),
    );
    expect(await w.billWritten()).toEqual(before);
  });

  it('rounds the payable amount to the rupee or not, from the stored lines', async () => {
    const world = await w.billWorld();
    const { billno } = await billed(world);
    await db().update(partyRates).set({ ratePaise: 9_999_00 });
    const off = await call(
      app(),
      calls.updateRoundOff,
      { query: { billno, chkround: 0 } },
      world.token,
    );
    const filename = expectOk(off);
    expect(messageOf(off)).toBe(BILL_MESSAGES.updated);
    expect(await billRowOf(billno)).toMatchObject({
      roundOff: false,
      totalPaise: 5_430_07,
      roundOffPaise: 0,
      payablePaise: 5_430_07,
    });
    expect(
      await pdfText((await w.download(calls.pdf.path, { filename }, world.token)).bytes),
    ).toContain('5,430.07');
    expectOk(
      await call(app(), calls.updateRoundOff, { query: { billno, chkround: 1 } }, world.token),
    );
    expect(await billRowOf(billno)).toMatchObject({
      roundOff: true,
      roundOffPaise: -7,
      payablePaise: 5_430_00,
    });

    const before = await w.billWritten();
    expectFailure(
      await call(
        app(),
        calls.updateRoundOff,
        { query: { billno, chkround: 7 } } as never,
        world.token,
      ),
      400,
    );
    expectFailure(
      await call(
        app(),
        calls.updateRoundOff,
        { query: { billno, chkround: 0 } },
        (await w.billWorld()).token,
      ),
      404,
    );
    expectFailure(await call(app(), calls.updateRoundOff, { query: { billno, chkround: 0 } }), 401);
    await db()
      .update(bills)
      .set({ irn: 'c'.repeat(64) });
    expect(
      expectFailure(
        await call(app(), calls.updateRoundOff, { query: { billno, chkround: 0 } }, world.token),
        409,
      ).message,
    ).toBe(BILL_MESSAGES.registered(billno));
    expect(await w.billWritten()).toEqual(before);
  });
});

describe('the round-off: the total minus the rounded total, in every answer, export and PDF', () => {
  /** The bill as a spec client reads it, its row of the register's spreadsheet, and its PDF. */
  async function stated(world: World, billno: string, filename: string) {
    const listed = await specCall(app(), world.token, { method: 'GET', path: '/all_bills' });
    const answer = (item(listed, 2) as Record<string, unknown>[]).find((b) => b.billno === billno);
    const register = await specCall(app(), world.token, {
      method: 'GET',
      path: '/populate_salebillregisterxl',
      query: { fromdate: '2026-11-01' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await w.download(calls.excel.path, { filename: item(register, 2) as string }, world.token))
        .bytes as unknown as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Sale Register');
    const header = (sheet?.getRow(1).values as unknown[]).indexOf(ROUND_OFF_HEADER);
    const row = sheet?.getRow(2);
    const pdf = await w.download(calls.pdf.path, { filename }, world.token);
    return {
      answer,
      exported: { invoice: row?.getCell(3).value, roundOff: row?.getCell(header).value },
      printed: (await pdfText(pdf.bytes)).replace(/[ \t]+/g, ' '),
    };
  }

  it('is positive on a bill rounded down: ₹5,430.07 payable as ₹5,430.00', async () => {
    const world = await w.billWorld();
    const { billno, filename } = await billed(world);
    const { answer, exported, printed } = await stated(world, billno, filename);
    expect(answer).toMatchObject({ taxable: 4601.75, roundoff: 0.07, payableamt: 5430 });
    expect(exported).toEqual({ invoice: billno, roundOff: 0.07 });
    expect(printed).toContain('Total 5,430.07');
    expect(printed).toContain('Less: Round off 0.07');
    expect(printed).toContain('Amount payable (₹) 5,430.00');
    // The e-invoice keeps its schema's RndOffAmt: what is added to reach the invoice value.
    await db()
      .update(companies)
      .set({ address: '12 Strand Road', city: 'Kolkata', pin: '700001' })
      .where(eq(companies.id, world.company.id));
    const eInvoice = await w.download(calls.eInvoice.path, { billno }, world.token);
    expect(JSON.parse(eInvoice.bytes.toString('utf8')).ValDtls).toMatchObject({
      AssVal: 4601.75,
      RndOffAmt: -0.07,
      TotInvVal: 5430,
    });
  });

  it('is negative on a bill rounded up: ₹1,179.99 payable as ₹1,180.00', async () => {
    const world = await w.billWorld();
    // ₹999.99 with CGST and SGST of ₹90.00 each (₹89.9991 rounded).
    await world.rate(world.movement.id, 20, 999_99);
    const report = await world.report([(await world.inspect(20)).reportid]);
    const reply = await generate(world.token, [report.id]);
    const filename = expectOk(reply);
    const { billno } = (reply.body as [1, string, string, { billno: string }])[3];
    const { answer, exported, printed } = await stated(world, billno, filename);
    expect(answer).toMatchObject({ taxable: 999.99, cgst: 90, roundoff: -0.01, payableamt: 1180 });
    expect(exported).toEqual({ invoice: billno, roundOff: -0.01 });
    expect(printed).toContain('Total 1,179.99');
    expect(printed).toContain('Add: Round off 0.01');
    expect(printed).toContain('Amount payable (₹) 1,180.00');
  });
});

/** A bill's summary at a place, as downloaded and read back: its file name and its rows. */
async function summaryOf(token: string, billno: string, mlocation: number) {
  const reply = await call(app(), calls.summary, { query: { billno, mlocation } }, token);
  const filename = expectOk(reply);
  expect(messageOf(reply)).toBe(BILL_MESSAGES.excelGenerated);
  const file = await w.download(calls.excel.path, { filename }, token);
  expect(file.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
  const values: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    values.push((row.values as unknown[]).slice(1));
  });
  const containers = values
    .filter((row) => typeof row[0] === 'number')
    .map((row) => [row[1], row[6]]);
  return { filename, values, containers };
}

/** A seeded yard of a dock, by its short name (NSD, KPD and GRY are Kolkata's, HCY Haldia's). */
const yard = (shortName: string) => {
  const found = LOCATIONS.find((place) => place.shortName === shortName);
  if (found?.kind !== 'yard') throw new Error(`no yard ${shortName}`);
  return found.id;
};

describe('GET /api/CreateBillExcel and /api/download_bill_excel', () => {
  it("sums up the bill's containers inspected at one dock", async () => {
    const world = await w.billWorld();
    await world.rate(world.movement.id, 20, 1_250_50);
    await world.rate(world.movement.id, 40, 2_100_75);
    const haldia = [
      await world.inspect(20, { locationId: DOCKS.haldia }),
      await world.inspect(40, { locationId: DOCKS.haldia }),
    ];
    const kolkata = await world.inspect(20);
    const report = await world.report([...haldia, kolkata].map((row) => row.reportid));
    const generated = await generate(world.token, [report.id]);
    const billno = (generated.body as [0, '', '', { billno: string }])[3].billno;

    const { filename, values, containers } = await summaryOf(world.token, billno, DOCKS.haldia);
    expect(values.slice(0, 4)).toEqual([
      ['Bill No', billno],
      ['Bill Date', '22/11/2026'],
      ['Party', `${world.applicant.name} / ${world.account.name}`],
      ['Dock', 'Haldia'],
    ]);
    expect(containers).toEqual([
      [haldia[0]?.contnumber, 1250.5],
      [haldia[1]?.contnumber, 2100.75],
    ]);
    expect(values.at(-1)).toEqual(['Total (2 containers)', '', '', '', '', '', 3351.25]);

    // Not a PDF kind, and not another company's.
    expect((await w.download(calls.pdf.path, { filename }, world.token)).statusCode).toBe(404);
    const other = await w.billWorld();
    expect((await w.download(calls.excel.path, { filename }, other.token)).statusCode).toBe(404);
    expect(
      (await w.download(calls.excel.path, { filename: `../${filename}` }, world.token)).statusCode,
    ).toBe(404);
    expect((await w.download(calls.excel.path, { filename }, undefined)).statusCode).toBe(401);
  });

  it("counts the containers inspected at every yard of a dock as the dock's (618, 210)", async () => {
    const world = await w.billWorld();
    await world.rate(world.movement.id, 20, 1_000_00);
    const kolkata = [
      await world.inspect(20, { locationId: yard('NSD') }),
      await world.inspect(20, { locationId: yard('KPD') }),
      await world.inspect(20, { locationId: yard('GRY') }),
    ];
    const haldia = await world.inspect(20, { locationId: yard('HCY') });
    const report = await world.report([...kolkata, haldia].map((row) => row.reportid));
    const generated = await generate(world.token, [report.id]);
    const billno = (generated.body as [0, '', '', { billno: string }])[3].billno;

    const atKolkata = await summaryOf(world.token, billno, DOCKS.kolkata);
    expect(atKolkata.values[3]).toEqual(['Dock', 'Kolkata']);
    expect(atKolkata.containers.map(([number]) => number).sort()).toEqual(
      kolkata.map((row) => row.contnumber).sort(),
    );
    expect(atKolkata.values.at(-1)).toEqual(['Total (3 containers)', '', '', '', '', '', 3000]);
    const atHaldia = await summaryOf(world.token, billno, DOCKS.haldia);
    expect(atHaldia.containers).toEqual([[haldia.contnumber, 1000]]);
    // A yard chosen is itself alone.
    const atYard = await summaryOf(world.token, billno, yard('KPD'));
    expect(atYard.containers).toEqual([[kolkata[1]?.contnumber, 1000]]);
  });

  it('says so when the bill has no container at the dock, and asks for a dock', async () => {
    const world = await w.billWorld();
    const { billno } = await billed(world);
    const before = await w.billWritten();
    const none = await call(
      app(),
      calls.summary,
      { query: { billno, mlocation: DOCKS.paradip } },
      world.token,
    );
    expect(expectFailure(none, 400).message).toBe(BILL_MESSAGES.nothingAtDock(billno, 'Paradip'));
    const noDock = await call(
      app(),
      calls.summary,
      { query: { billno, mlocation: '' } } as never,
      world.token,
    );
    expect(expectFailure(noDock, 400).message).toBe(BILL_MESSAGES.selectLocation);
    expectFailure(
      await call(
        app(),
        calls.summary,
        { query: { billno, mlocation: DOCKS.kolkata } },
        (await w.billWorld()).token,
      ),
      404,
    );
    expectFailure(
      await call(app(), calls.summary, { query: { billno, mlocation: DOCKS.kolkata } }),
      401,
    );
    expect(await w.billWritten()).toEqual(before);
  });
});

describe('A client written from the spec alone makes each bill call and reads what it expects', () => {
  /** The world's one bill, after checking whether it rounds to the rupee. */
  const billedWith = async (world: World, roundOff: boolean) => {
    const [bill] = await db().select().from(bills).where(eq(bills.companyId, world.user.companyId));
    expect(bill?.roundOff).toBe(roundOff);
    return bill as typeof bills.$inferSelect;
  };

  it('bills reports listed as brackets, repeated keys or commas, rounding by a true/false flag, dated as the browser sends it', async () => {
    const cases = [
      ['brackets', 'true', true],
      ['repeated', 'false', false],
      ['commas', '1', true],
    ] as const;
    for (const [lists, chkround, rounded] of cases) {
      const world = await w.billWorld();
      await world.rate(world.movement.id, 20, 1_250_50);
      const [first, second] = [await world.inspect(), await world.inspect()];
      const filed = [
        await world.report([first?.reportid as number]),
        await world.report([second?.reportid as number]),
      ];
      const reply = await specCall(app(), world.token, {
        method: 'GET',
        path: '/generate_bill',
        query: {
          reportid: filed.map((report) => report.id),
          billdate: midnightInIndia('2026-11-22'),
          discount: 0,
          chkround,
        },
        lists,
      });
      expect(item(reply, 0), JSON.stringify(reply.body)).toBe(1);
      expect(item(reply, 1)).toBe(BILL_MESSAGES.generated);
      const pdf = await specCall(app(), world.token, {
        method: 'GET',
        path: '/printbillpdf',
        query: { filename: item(reply, 2) as string },
      });
      expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
      const bill = await billedWith(world, rounded);
      expect(bill.billDate).toBe('2026-11-22');
      const billedReports = await db().select().from(reports).where(eq(reports.billId, bill.id));
      expect(billedReports.map((report) => report.id).sort()).toEqual(
        filed.map((report) => report.id).sort(),
      );
    }
  });

  it('sets the round-off by a true/false flag and the bill date as the browser sends it', async () => {
    const world = await w.billWorld();
    const { billno } = await billed(world);
    const roundOff = (chkround: string) =>
      specCall(app(), world.token, {
        method: 'GET',
        path: '/update_billroundoffstatus',
        query: { chkround, billno },
      });
    const off = await roundOff('false');
    expect([item(off, 0), item(off, 1)]).toEqual([1, BILL_MESSAGES.updated]);
    await billedWith(world, false);
    expect(item(await roundOff('true'), 0)).toBe(1);
    await billedWith(world, true);

    const moved = await specCall(app(), world.token, {
      method: 'GET',
      path: '/update_billdate',
      query: { billdate: midnightInIndia('2026-04-01'), billno },
    });
    expect([item(moved, 0), item(moved, 1)]).toEqual([1, BILL_MESSAGES.updated]);
    expect((await billedWith(world, true)).billDate).toBe('2026-04-01');
  });
});
