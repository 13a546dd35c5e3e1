import { api, type DashboardData, type InspectionListInfo } from '@quaybook/contract';
import { todayInPorts } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { advanceContainers, vcns } from '../src/db/schema';
import { useBillApp } from './support/billWorld';
import { call, expectOk } from './support/call';
import { DOCKS } from './support/factories';

const b = useBillApp();
const app = () => b.context.app;
const db = () => b.context.t.db;

const figures = async (token: string) =>
  expectOk(await call(app(), api.dashboard.figures, {}, token)) as DashboardData;

/**
 * A day of a party's work: three containers inspected today on the destuff movement (two 20 ft
 * and a 40 ft), the two 20-foot ones on a survey report, a rate for 20 ft only; and a call not
 * yet sailed whose import list names the three and two more never inspected.
 */
async function dayOfWork() {
  const world = await b.billWorld();
  const today = todayInPorts();
  await world.rate(world.destuff.id, 20, 1_500_00);
  const at = { inspdate: today, movementId: world.destuff.id };
  const inspected = [
    await world.inspect(20, { ...at, insptime: '0800' }),
    await world.inspect(20, { ...at, insptime: '0900' }),
    await world.inspect(40, { ...at, insptime: '1000' }),
  ];
  const report = await world.report(
    inspected.slice(0, 2).map((row) => row.reportid),
    today,
  );
  const [vcn] = await db()
    .insert(vcns)
    .values({
      companyId: world.user.companyId,
      name: `KOL-${world.user.id}`,
      vesselId: world.vessel.id,
      importVoyageId: world.voyage.id,
      areaId: DOCKS.kolkata,
      createdBy: world.user.id,
    })
    .returning();
  if (!vcn) throw new Error('no VCN');
  const listed = [
    ...inspected.map((row) => row.contnumber),
    ...(await Promise.all([b.createContainer(world.user), b.createContainer(world.user)])).map(
      (box) => box.number,
    ),
  ];
  for (const number of listed) {
    const [box] = await b.context.t.db.query.containers.findMany({
      where: (c, { and, eq }) => and(eq(c.companyId, world.user.companyId), eq(c.number, number)),
    });
    if (!box) throw new Error('no container');
    await db()
      .insert(advanceContainers)
      .values({
        companyId: world.user.companyId,
        applicantId: world.applicant.id,
        accountId: world.account.id,
        vesselId: world.vessel.id,
        voyageId: world.voyage.id,
        locationId: DOCKS.kolkata,
        uploadType: 1,
        containerId: box.id,
        containerNumber: number,
        size: box.size,
        isoCode: box.isoCode ?? '22G1',
        tareWeight: 2200,
        grossWeight: 24000,
        movementId: world.destuff.id,
        createdBy: world.user.id,
      });
  }
  return { world, today, report, vcn };
}

describe('GET /api/dashboard', () => {
  it('counts what each linked list lists, for the company only', async () => {
    const { world, today, report, vcn } = await dayOfWork();
    const shown = await figures(world.token);
    const party = { applicant: world.applicant.id, account: world.account.id };

    // Inspected today by movement: View Inspection of today and that movement.
    const destuff = shown.inspected.find((row) => row.movementId === world.destuff.id);
    const todays = await call(
      app(),
      api.inspection.list,
      { query: { fromdate: today, todate: today, movement: world.destuff.id } },
      world.token,
    );
    const rows = expectOk(todays);
    const info = (todays.body as unknown[])[3] as InspectionListInfo;
    expect(destuff).toMatchObject({
      todaySound: rows.filter((row) => row.conditionid === 2).length,
      todayDamaged: rows.filter((row) => row.conditionid === 1).length,
      monthSound: 3,
    });
    expect(info.total).toBe(3);
    expect(shown.days.at(-1)).toEqual({ date: today, sound: 3, damaged: 0 });
    expect(shown.days).toHaveLength(30);

    // Not on a report: Inspection Report's list of the party.
    const waiting = expectOk(
      await call(app(), api.report.inspections, { query: party }, world.token),
    );
    expect(shown.unreported).toMatchObject({ total: waiting.length, oldest: today });
    expect(shown.unreported.parties[0]).toMatchObject({
      partyId: world.party.id,
      inspections: waiting.length,
    });

    // Reports to bill: Bill Generate's list of the party, valued at today's rate (the 40-foot
    // box has none, so it is unpriced, not free).
    const toBill = expectOk(
      await call(app(), api.bill.unbilledReports, { query: party }, world.token),
    );
    expect(shown.unbilled).toMatchObject({
      reports: toBill.length,
      containers: 2,
      value: 2 * 1_500_00,
      unpriced: 0,
    });
    expect(toBill).toHaveLength(1);

    // EDI and OVA not sent: every inspection of the day.
    expect(shown.unsent).toMatchObject({ edi: 3, ova: 3 });
    const ovaWaiting = await call(
      app(),
      api.inspection.list,
      { query: { fromdate: today, todate: today, isovanotsent: 1 } },
      world.token,
    );
    expect(((ovaWaiting.body as unknown[])[3] as InspectionListInfo).total).toBe(3);

    // The open call's import list: the advance list's rows with no inspection.
    const advance = expectOk(
      await call(
        app(),
        api.advanceContainerList.list,
        { params: { vcnID: vcn.id }, query: { movetype: 'I' } },
        world.token,
      ),
    );
    const notInspected = advance.filter((row) => !row.reportid);
    expect(shown.advance).toEqual([
      expect.objectContaining({ vcnId: vcn.id, movetype: 'I', listed: 5, waiting: 2 }),
    ]);
    expect(notInspected).toHaveLength(2);

    // Billed, the report leaves the unbilled figure and enters the month's Bill Register.
    expectOk(
      await call(
        app(),
        api.bill.generate,
        { query: { reportid: String(report.id), billdate: today, chkround: 1 } } as never,
        world.token,
      ),
    );
    const after = await figures(world.token);
    expect(after.unbilled).toMatchObject({ reports: 0, value: 0 });
    const register = await call(
      app(),
      api.billRegister.display,
      { query: { fromdate: after.monthStart, todate: after.today } },
      world.token,
    );
    const totals = expectOk(register);
    expect(after.bills).toEqual({
      count: totals.bills,
      taxable: totals.taxable,
      gst: totals.cgst + totals.sgst + totals.igst,
    });
    expect(after.bills?.taxable).toBe(2 * 1_500_00);
    // On the wire, as the screen's client reads it before decoding: rupees.
    const wire = (await call(app(), api.dashboard.figures, {}, world.token)).body as [
      number,
      string,
      { bills: { taxable: number; gst: number } },
    ];
    expect(wire[2].bills).toMatchObject({ taxable: 3000, gst: 540 });

    // Another company sees none of it.
    const other = await b.billWorld();
    const theirs = await figures(other.token);
    expect(theirs.inspected).toEqual([]);
    expect(theirs.unreported.total).toBe(0);
    expect(theirs.advance).toEqual([]);
    expect(theirs.bills).toMatchObject({ count: 0 });
  });

  it('leaves the money figures to administrators', async () => {
    const world = await b.billWorld({ role: 'user' });
    const shown = await figures(world.token);
    expect(shown.unbilled).toBeNull();
    expect(shown.bills).toBeNull();
    expect(shown.unreported.total).toBe(0);
  });

  it('answers 401 without a sign-in', async () => {
    const reply = await call(app(), api.dashboard.figures, {}, undefined);
    expect(reply.statusCode).toBe(401);
  });
});
