import { api, REPORT_MESSAGES, type ReportRow } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { call, expectFailure, expectOk } from './support/call';
import { useReportApp } from './support/reportWorld';

const w = useReportApp();
const calls = api.report;
const app = () => w.app();

describe('GET /api/get_inspection', () => {
  it('lists the party’s inspections not yet on a report, with the 20/40-foot counts', async () => {
    const world = await w.reportWorld(3, { forty: 1 });
    const [first, second, third] = world.ids as [number, number, number];
    await w.fileOn(first, { reportNo: 'SR/26-27/00099' });
    const reply = await call(
      app(),
      calls.inspections,
      { query: { applicant: world.applicant.id, account: world.account.id } },
      world.token,
    );
    const rows = expectOk(reply);
    // Newest first: the later inspection time heads the list.
    expect(rows.map((row) => row.reportid)).toEqual([third, second]);
    expect((reply.body as unknown[])[3]).toEqual({ twenty: 1, forty: 1 });
  });

  it('filters by container numbers and vessel as View Inspection does', async () => {
    const world = await w.reportWorld(2);
    const [, second] = world.rows as [unknown, { reportid: number; contnumber: string }];
    const rows = expectOk(
      await call(
        app(),
        calls.inspections,
        { query: { applicant: world.applicant.id, contnumber: second.contnumber.toLowerCase() } },
        world.token,
      ),
    );
    expect(rows.map((row) => row.reportid)).toEqual([second.reportid]);
    const otherVessel = await w.made.createVessel(world.user);
    const none = expectOk(
      await call(
        app(),
        calls.inspections,
        { query: { applicant: world.applicant.id, vessel: otherVessel.id } },
        world.token,
      ),
    );
    expect(none).toEqual([]);
  });

  it('needs a party, real container numbers and a sign-in', async () => {
    const world = await w.reportWorld(1);
    const noParty = expectFailure(
      await call(app(), calls.inspections, { query: {} }, world.token),
      400,
    );
    expect(noParty.message).toBe(REPORT_MESSAGES.selectParty);
    expectFailure(
      await call(
        app(),
        calls.inspections,
        { query: { applicant: world.applicant.id, contnumber: 'ABC1' } },
        world.token,
      ),
      400,
    );
    expectFailure(
      await call(app(), calls.inspections, { query: { applicant: world.applicant.id } }),
      401,
    );
  });

  it('shows nothing of another company', async () => {
    const world = await w.reportWorld(1);
    const other = await w.world('admin');
    const rows = expectOk(
      await call(
        app(),
        calls.inspections,
        { query: { applicant: world.applicant.id } },
        other.token,
      ),
    );
    expect(rows).toEqual([]);
  });
});

describe('GET /api/all_reports', () => {
  it('lists each report once with its counts, names, bill and party, newest first', async () => {
    const world = await w.reportWorld(3, { forty: 1 });
    const [first, second, third] = world.ids as [number, number, number];
    await w.fileOn(first, { reportNo: 'SR/26-27/00001', reportDate: '2026-11-20' });
    await w.fileOn(second, {
      reportNo: 'SR/26-27/00002',
      reportDate: '2026-11-21',
      billNo: 'SB/26-27/00001',
    });
    const rows = expectOk(await call(app(), calls.list, { query: {} }, world.token));
    expect(rows.map((row) => row.rptno)).toEqual(['SR/26-27/00002', 'SR/26-27/00001']);
    const [billed, plain] = rows as [ReportRow, ReportRow];
    expect(billed).toMatchObject({
      billno: 'SB/26-27/00001',
      billdate: '2026-11-22',
      applicant: world.applicant.id,
      applicantname: world.applicant.name,
      accountname: world.account.name,
      VesselName: world.vessel.name,
      VoyageName: world.voyage.name,
      RptTypeText: 'Survey',
      twenty: 0,
      forty: 1,
      containers: 1,
      filename: null,
    });
    expect(plain).toMatchObject({ twenty: 1, forty: 0, containers: 1, billno: null });
    // A third inspection on the first report: still one row, counted twice.
    await w.plant(third, { reportId: plain.reportid });
    const again = expectOk(await call(app(), calls.list, { query: {} }, world.token));
    expect(again.find((row) => row.reportid === plain.reportid)?.containers).toBe(2);
    expect(again).toHaveLength(2);
  });

  it('filters on the report’s dates and party, and on its inspections’ containers', async () => {
    const world = await w.reportWorld(2);
    const [first, second] = world.rows as [
      { reportid: number; contnumber: string },
      { reportid: number; contnumber: string },
    ];
    await w.fileOn(first.reportid, { reportNo: 'SR/26-27/00001', reportDate: '2026-11-20' });
    await w.fileOn(second.reportid, { reportNo: 'SR/26-27/00002', reportDate: '2026-11-21' });
    const listed = async (query: Record<string, unknown>) =>
      expectOk(await call(app(), calls.list, { query }, world.token)).map((row) => row.rptno);
    expect(await listed({ fromdate: '2026-11-21' })).toEqual(['SR/26-27/00002']);
    expect(await listed({ todate: '2026-11-20' })).toEqual(['SR/26-27/00001']);
    expect(await listed({ contnumber: first.contnumber })).toEqual(['SR/26-27/00001']);
    expect(await listed({ vessel: world.vessel.id, reporttype: 1 })).toHaveLength(2);
    expect(await listed({ reporttype: 2 })).toEqual([]);
    const other = await w.made.createApplicant(world.user);
    expect(await listed({ applicant: other.id })).toEqual([]);
    expectFailure(
      await call(
        app(),
        calls.list,
        { query: { fromdate: '2026-11-22', todate: '2026-11-01' } },
        world.token,
      ),
      400,
    );
    expectFailure(await call(app(), calls.list, { query: { reporttype: 7 } }, world.token), 400);
    expectFailure(await call(app(), calls.list, { query: {} }), 401);
    const stranger = await w.world('admin');
    expect(expectOk(await call(app(), calls.list, { query: {} }, stranger.token))).toEqual([]);
  });
});

describe('GET /api/get_inspections_by_reportno', () => {
  it('lists the report’s inspections; another company’s or an unknown report is not found', async () => {
    const world = await w.reportWorld(2);
    const [first] = world.ids as [number];
    await w.fileOn(first, { reportNo: 'SR/26-27/00001' });
    const rows = expectOk(
      await call(
        app(),
        calls.inspectionsOf,
        { query: { reportno: 'SR/26-27/00001' } },
        world.token,
      ),
    );
    expect(rows.map((row) => [row.reportid, row.rptno])).toEqual([[first, 'SR/26-27/00001']]);
    const missing = expectFailure(
      await call(
        app(),
        calls.inspectionsOf,
        { query: { reportno: 'SR/26-27/00404' } },
        world.token,
      ),
      404,
    );
    expect(missing.message).toBe(REPORT_MESSAGES.reportNotFound);
    const stranger = await w.world('admin');
    expectFailure(
      await call(
        app(),
        calls.inspectionsOf,
        { query: { reportno: 'SR/26-27/00001' } },
        stranger.token,
      ),
      404,
    );
    expectFailure(
      await call(app(), calls.inspectionsOf, { query: { reportno: '' } }, world.token),
      400,
    );
    expectFailure(
      await call(app(), calls.inspectionsOf, { query: { reportno: 'SR/26-27/00001' } }),
      401,
    );
  });
});
