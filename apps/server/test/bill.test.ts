import { api, BILL_MESSAGES } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills, reports } from '../src/db/schema';
import { useBillApp } from './support/billWorld';
import { call, expectFailure, expectOk } from './support/call';
import { DOCKS } from './support/factories';

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

  it('keeps, with a dock, only reports with an inspection there', async () => {
    const world = await w.billWorld();
    const kolkata = await world.report([(await world.inspect()).reportid]);
    const haldia = await world.report([
      (await world.inspect(20, { locationId: DOCKS.haldia })).reportid,
    ]);
    const at = async (masterloc: number) =>
      expectOk(
        await call(
          app(),
          calls.unbilledReports,
          { query: { applicant: world.applicant.id, masterloc } },
          world.token,
        ),
      ).map((row) => row.reportid);
    expect(await at(DOCKS.haldia)).toEqual([haldia.id]);
    expect(await at(DOCKS.kolkata)).toEqual([kolkata.id]);
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
