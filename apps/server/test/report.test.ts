import {
  api,
  type InspectionRow,
  REPORT_MESSAGES,
  type ReportPdf,
  type ReportRow,
  Status,
} from '@quaybook/contract';
import { todayInPorts } from '@quaybook/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeHistory } from '../src/db/schema';
import { tooManyInspections, UNREPORTED_LIMIT } from '../src/features/report/reportListService';
import { call, expectFailure, expectOk, messageOf } from './support/call';
import { expectBadPagesRefused, pageOf } from './support/paging';
import { useReportApp } from './support/reportWorld';
import { item, midnightInIndia, specCall } from './support/specClient';

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
    const [, second] = world.rows as [InspectionRow, InspectionRow];
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

  it('asks to narrow a search of more than 5000 inspections', async () => {
    const world = await w.reportWorld(1);
    await w.copyInspection(world.ids[0] as number, UNREPORTED_LIMIT);
    const refused = expectFailure(
      await call(
        app(),
        calls.inspections,
        { query: { applicant: world.applicant.id } },
        world.token,
      ),
      400,
    );
    expect(refused.message).toBe(tooManyInspections(UNREPORTED_LIMIT + 1));
    // A page of them is answered: the screen pages through every one.
    const paged = pageOf(
      await call(
        app(),
        calls.inspections,
        { query: { applicant: world.applicant.id, page: 3, pageSize: 100 } },
        world.token,
      ),
    );
    expect(paged.rows).toHaveLength(100);
    expect(paged.info).toEqual({
      total: UNREPORTED_LIMIT + 1,
      page: 3,
      pageSize: 100,
      twenty: UNREPORTED_LIMIT + 1,
      forty: 0,
    });
  });

  it('answers a page, newest first, with the total and the 20/40-foot counts of every match', async () => {
    const world = await w.reportWorld(3, { forty: 1 });
    const [first, second, third] = world.ids as [number, number, number];
    const ask = (page: Record<string, unknown>) =>
      call(
        app(),
        calls.inspections,
        { query: { applicant: world.applicant.id, ...page } },
        world.token,
      );
    const whole = pageOf(await ask({}));
    expect(whole.rows.map((row) => row.reportid)).toEqual([third, second, first]);
    expect(whole.info).toEqual({ twenty: 2, forty: 1 });
    const firstPage = pageOf(await ask({ page: 1, pageSize: 2 }));
    const secondPage = pageOf(await ask({ page: 2, pageSize: 2 }));
    expect(firstPage.rows.map((row) => row.reportid)).toEqual([third, second]);
    expect(secondPage.rows.map((row) => row.reportid)).toEqual([first]);
    expect(secondPage.info).toEqual({ total: 3, page: 2, pageSize: 2, twenty: 2, forty: 1 });
    // Past the end: no rows, the same total.
    expect(pageOf(await ask({ page: 9, pageSize: 2 }))).toMatchObject({
      rows: [],
      info: { total: 3, page: 9 },
    });
    await expectBadPagesRefused(ask);
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
    // Without a page the answer is the spec's: the rows, and no fourth element.
    expect((await call(app(), calls.list, { query: {} }, world.token)).body).toHaveLength(3);
    // A third inspection on the first report: still one row, counted twice.
    await w.plant(third, { reportId: plain.reportid });
    const again = expectOk(await call(app(), calls.list, { query: {} }, world.token));
    expect(again.find((row) => row.reportid === plain.reportid)?.containers).toBe(2);
    expect(again).toHaveLength(2);
  });

  it('filters on the report’s dates and party, and on its inspections’ containers', async () => {
    const world = await w.reportWorld(2);
    const [first, second] = world.rows as [InspectionRow, InspectionRow];
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

describe('GET /api/all_reports, paged', () => {
  it('answers a page of reports, newest first, each counted whole, with the total', async () => {
    const world = await w.reportWorld(4, { forty: 1 });
    const [first, second, third, fourth] = world.ids as [number, number, number, number];
    await w.fileOn(first, { reportNo: 'SR/26-27/00001', reportDate: '2026-11-20' });
    await w.fileOn(second, { reportNo: 'SR/26-27/00002', reportDate: '2026-11-21' });
    await w.fileOn(third, { reportNo: 'SR/26-27/00003', reportDate: '2026-11-21' });
    const [oldest] = expectOk(await call(app(), calls.list, { query: {} }, world.token)).slice(-1);
    // Two inspections on the oldest report: still one row, counting both.
    await w.plant(fourth, { reportId: oldest?.reportid as number });
    const ask = (query: Record<string, unknown>) => call(app(), calls.list, { query }, world.token);
    const firstPage = pageOf(await ask({ page: 1, pageSize: 2 }));
    expect(firstPage.rows.map((row) => row.rptno)).toEqual(['SR/26-27/00003', 'SR/26-27/00002']);
    const secondPage = pageOf(await ask({ page: 2, pageSize: 2 }));
    expect(secondPage.rows.map((row) => [row.rptno, row.containers])).toEqual([
      ['SR/26-27/00001', 2],
    ]);
    expect(secondPage.info).toEqual({ total: 3, page: 2, pageSize: 2 });
    // The filters keep their meaning on a page: a container of the oldest report finds it.
    const [, , , fourthRow] = world.rows as InspectionRow[];
    const byContainer = pageOf(await ask({ contnumber: fourthRow?.contnumber, page: 1 }));
    expect(byContainer.rows.map((row) => row.rptno)).toEqual(['SR/26-27/00001']);
    expect(byContainer.info).toEqual({ total: 1, page: 1, pageSize: 10 });
    await expectBadPagesRefused(ask);
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

const tomorrow = () => {
  const day = new Date(`${todayInPorts()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

describe('GET /api/generate_report', () => {
  it('gives each call the next number, files the inspections and prints the report', async () => {
    const world = await w.reportWorld(2);
    const bad = await w.damaged(world);
    const [first, second] = world.ids as [number, number];
    const reply = await call(
      app(),
      calls.generate,
      { query: { reportid: `${first},${bad.reportid}`, rptdate: '2026-11-21', rpttype: 1 } },
      world.token,
    );
    const made = expectOk(reply);
    expect(messageOf(reply)).toBe(REPORT_MESSAGES.generated);
    expect(made.rptno).toBe('SR/26-27/00001');
    const next = await w.generate(world.token, [second], '2026-11-22', 2);
    expect(next.rptno).toBe('SR/26-27/00002');

    const pdf = await w.download(made.filename, world.token);
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toContain('SR-26-27-00001.pdf');
    for (const text of [
      'SURVEY REPORT',
      'SR/26-27/00001',
      world.applicant.name,
      world.vessel.name,
      world.rows[0]?.contnumber as string,
      bad.contnumber,
      'Damages of',
      'Page 1 of 1',
    ])
      expect(pdf.text).toContain(text);
    expect(pdf.text).not.toContain(world.rows[1]?.contnumber as string);
    expect((await w.download(next.filename, world.token)).text).toContain('COMPARATOR REPORT');

    const [listed] = expectOk(
      await call(app(), calls.list, { query: { reporttype: 1 } }, world.token),
    );
    expect(listed).toMatchObject({ rptno: made.rptno, containers: 2, filename: made.filename });
    const history = await w.context.t.db
      .select()
      .from(changeHistory)
      .where(eq(changeHistory.entity, 'report'));
    expect(history.map((row) => row.action)).toEqual(['created', 'created']);
    expect(await w.countOf(changeHistory, eq(changeHistory.action, 'reported'))).toBe(3);

    // An inspection on a report is locked against changes.
    const locked = await w.formCall(api.inspection.remove, world.token, {
      transaction: { reportid: first },
    });
    expect(expectFailure(locked, 409).message).toContain('SR/26-27/00001');
  });

  it('refuses bad input, strangers, plain users and reported inspections, writing nothing', async () => {
    const world = await w.reportWorld(2);
    const [first, second] = world.ids as [number, number];
    const plain = await w.made.createUser({ companyId: world.user.companyId });
    const plainToken = await w.made.tokenFor(plain);
    const stranger = await w.reportWorld(1);
    const otherParty = await w.made.createParty(world.user);
    const odd = await world.record({
      containerNumber: (await w.createContainer(world.user)).number,
      applicant: otherParty.applicant.id,
      account: otherParty.account.id,
    });
    await w.fileOn(second, { reportNo: 'SR/26-27/00077' });
    const before = await w.written();
    const generate = (
      query: { reportid: unknown; rptdate?: string; rpttype?: unknown },
      token: string | null = world.token,
    ) =>
      call(
        app(),
        calls.generate,
        { query: { rptdate: '2026-11-21', rpttype: 1, ...query } },
        token ?? undefined,
      );

    const later = expectFailure(await generate({ reportid: first, rptdate: tomorrow() }), 400);
    expect(later.message).toBe(REPORT_MESSAGES.reportDateAfterToday);
    expect(expectFailure(await generate({ reportid: '' }), 400).message).toBe(
      REPORT_MESSAGES.selectInspection,
    );
    expect(expectFailure(await generate({ reportid: first, rpttype: 9 }), 400).message).toBe(
      REPORT_MESSAGES.selectReportType,
    );
    expectFailure(await generate({ reportid: `${first},999999` }), 404);
    expectFailure(await generate({ reportid: stranger.ids[0] }), 404);
    expect(
      expectFailure(await generate({ reportid: `${first},${odd.reportid}` }), 400).message,
    ).toBe(REPORT_MESSAGES.oneParty);
    const reported = await generate({ reportid: `${first},${second}` });
    expect(reported.statusCode).toBe(200);
    expect(reported.body).toEqual([
      Status.information,
      REPORT_MESSAGES.alreadyReported('SR/26-27/00077'),
      {},
    ]);
    expectFailure(await generate({ reportid: first }, plainToken), 403);
    expectFailure(await generate({ reportid: first }, null), 401);
    expect(await w.written()).toEqual(before);
  });
});

describe('GET /api/CreateReportPDF and /api/printreportpdf', () => {
  it('prints the report again as a new document, with history', async () => {
    const world = await w.reportWorld(1);
    const made = await w.generate(world.token, world.ids);
    const reply = await call(app(), calls.reprint, { query: { rptno: made.rptno } }, world.token);
    const again = expectOk(reply);
    expect(messageOf(reply)).toBe(REPORT_MESSAGES.reprinted);
    expect(again.rptno).toBe(made.rptno);
    expect(again.filename).not.toBe(made.filename);
    expect((await w.download(again.filename, world.token)).text).toContain(made.rptno);
    const [listed] = expectOk(await call(app(), calls.list, { query: {} }, world.token));
    expect(listed?.filename).toBe(again.filename);
    expect(await w.countOf(changeHistory, eq(changeHistory.action, 'regenerated'))).toBe(1);
  });

  it('refuses an unknown or another company’s report, and a plain user', async () => {
    const world = await w.reportWorld(1);
    const made = await w.generate(world.token, world.ids);
    const stranger = await w.world('admin');
    const plain = await w.made.tokenFor(
      await w.made.createUser({ companyId: world.user.companyId }),
    );
    const before = await w.written();
    const reprint = (rptno: string, token?: string) =>
      call(app(), calls.reprint, { query: { rptno } }, token);
    expect(expectFailure(await reprint('SR/26-27/09999', world.token), 404).message).toBe(
      REPORT_MESSAGES.reportNotFound,
    );
    expectFailure(await reprint(made.rptno, stranger.token), 404);
    expect(expectFailure(await reprint('', world.token), 400).message).toBe(
      REPORT_MESSAGES.insertReportNo,
    );
    expectFailure(await reprint(made.rptno, plain), 403);
    expectFailure(await reprint(made.rptno), 401);
    expect(await w.written()).toEqual(before);
  });

  it('opens only the company’s report PDFs', async () => {
    const world = await w.reportWorld(1);
    const bad = await w.damaged(world);
    const made = await w.generate(world.token, [bad.reportid]);
    const stranger = await w.world('admin');
    const theirs = await w.download(made.filename, stranger.token);
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.body)).toEqual([0, REPORT_MESSAGES.reportNotFound, {}]);
    for (const name of [`../${made.filename}`, '../../etc/passwd', ''])
      expect((await w.download(name, world.token)).status, name).toBe(404);
    // A photo is a document of the company too, but not a report.
    const [photo] = expectOk(
      await call(app(), api.inspection.photos, { query: { reportid: bad.reportid } }, world.token),
    );
    expect((await w.download(photo?.imagepath as string, world.token)).status).toBe(404);
    expect((await w.download(made.filename)).status).toBe(401);
  });
});

describe('GET /api/add_inspection_to_report', () => {
  it('adds the party’s inspections and prints the report again with them', async () => {
    const world = await w.reportWorld(3);
    const [first, second, third] = world.rows as [InspectionRow, InspectionRow, InspectionRow];
    const made = await w.generate(world.token, [first.reportid]);
    const reply = await call(
      app(),
      calls.addInspections,
      { query: { reportid: `${second.reportid},${third.reportid}`, reportno: made.rptno } },
      world.token,
    );
    const added = expectOk(reply);
    expect(messageOf(reply)).toBe(REPORT_MESSAGES.added(2, made.rptno));
    expect(added.rptno).toBe(made.rptno);
    expect(added.filename).not.toBe(made.filename);
    const text = (await w.download(added.filename, world.token)).text;
    for (const row of [first, second, third]) expect(text).toContain(row.contnumber);
    const held = expectOk(
      await call(app(), calls.inspectionsOf, { query: { reportno: made.rptno } }, world.token),
    );
    expect(held.map((row) => row.reportid).sort()).toEqual(
      [first.reportid, second.reportid, third.reportid].sort(),
    );
    // A plain user may add, as the Reports screen's Add modal does.
    const plain = await w.made.tokenFor(
      await w.made.createUser({ companyId: world.user.companyId }),
    );
    const fourth = await world.record({
      containerNumber: (await w.createContainer(world.user)).number,
    });
    expectOk(
      await call(
        app(),
        calls.addInspections,
        { query: { reportid: fourth.reportid, reportno: made.rptno } },
        plain,
      ),
    );
  });

  it('refuses a billed, unknown or stranger’s report, another party and reported inspections', async () => {
    const world = await w.reportWorld(4);
    const [first, second, third, fourth] = world.ids as [number, number, number, number];
    const made = await w.generate(world.token, [first]);
    await w.fileOn(second, { reportNo: 'SR/26-27/00050', billNo: 'SB/26-27/00009' });
    await w.fileOn(third, { reportNo: 'SR/26-27/00051' });
    const otherParty = await w.made.createParty(world.user);
    const odd = await world.record({
      containerNumber: (await w.createContainer(world.user)).number,
      applicant: otherParty.applicant.id,
      account: otherParty.account.id,
    });
    const stranger = await w.reportWorld(1);
    const before = await w.written();
    const add = (reportid: unknown, reportno: string, token: string | null = world.token) =>
      call(app(), calls.addInspections, { query: { reportid, reportno } }, token ?? undefined);

    expect(expectFailure(await add(fourth, 'SR/26-27/00050'), 409).message).toBe(
      REPORT_MESSAGES.billed('SR/26-27/00050', 'SB/26-27/00009'),
    );
    expect(expectFailure(await add(fourth, 'SR/26-27/09999'), 404).message).toBe(
      REPORT_MESSAGES.reportNotFound,
    );
    expectFailure(await add(fourth, made.rptno, stranger.token), 404);
    expectFailure(await add(stranger.ids[0], made.rptno), 404);
    expect(expectFailure(await add(odd.reportid, made.rptno), 400).message).toBe(
      REPORT_MESSAGES.oneParty,
    );
    const reported = await add(`${fourth},${third}`, made.rptno);
    expect(reported.body).toEqual([
      Status.information,
      REPORT_MESSAGES.alreadyReported('SR/26-27/00051'),
      {},
    ]);
    expect(expectFailure(await add('', made.rptno), 400).message).toBe(
      REPORT_MESSAGES.selectInspection,
    );
    expectFailure(await add(fourth, made.rptno, null), 401);
    expect(await w.written()).toEqual(before);
  });
});

describe('GET /api/clear_inspection_from_report', () => {
  it('takes the inspection off and prints the report again without it', async () => {
    const world = await w.reportWorld(2);
    const [first, second] = world.rows as [InspectionRow, InspectionRow];
    const made = await w.generate(world.token, [first.reportid, second.reportid]);
    const reply = await call(
      app(),
      calls.clearInspection,
      { query: { reportid: second.reportid, reportno: made.rptno } },
      world.token,
    );
    const cleared = expectOk(reply);
    expect(messageOf(reply)).toBe(REPORT_MESSAGES.cleared(second.contnumber, made.rptno));
    expect(cleared.filename).not.toBe(made.filename);
    const text = (await w.download(cleared.filename, world.token)).text;
    expect(text).toContain(first.contnumber);
    expect(text).not.toContain(second.contnumber);
    const free = expectOk(
      await call(
        app(),
        calls.inspections,
        { query: { applicant: world.applicant.id } },
        world.token,
      ),
    );
    expect(free.map((row) => row.reportid)).toEqual([second.reportid]);
    expect(await w.countOf(changeHistory, eq(changeHistory.action, 'unreported'))).toBe(1);
    // Off the report, the inspection can be changed again.
    expectOk(
      await w.formCall(api.inspection.remove, world.token, {
        transaction: { reportid: second.reportid },
      }),
    );
  });

  it('refuses the last inspection, one not on the report, a billed or stranger’s report', async () => {
    const world = await w.reportWorld(3);
    const [first, second, third] = world.ids as [number, number, number];
    const made = await w.generate(world.token, [first]);
    await w.fileOn(second, { reportNo: 'SR/26-27/00060', billNo: 'SB/26-27/00010' });
    const stranger = await w.world('admin');
    const before = await w.written();
    const clear = (reportid: unknown, reportno: string, token: string | null = world.token) =>
      call(app(), calls.clearInspection, { query: { reportid, reportno } }, token ?? undefined);

    expect(expectFailure(await clear(first, made.rptno), 409).message).toBe(
      REPORT_MESSAGES.lastInspection(made.rptno),
    );
    expectFailure(await clear(third, made.rptno), 404);
    expect(expectFailure(await clear(second, 'SR/26-27/00060'), 409).message).toBe(
      REPORT_MESSAGES.billed('SR/26-27/00060', 'SB/26-27/00010'),
    );
    expectFailure(await clear(first, made.rptno, stranger.token), 404);
    expectFailure(await clear(999_999, made.rptno), 404);
    expectFailure(await clear('x', made.rptno), 400);
    expectFailure(await clear(first, made.rptno, null), 401);
    expect(await w.written()).toEqual(before);
  });
});

describe('GET /api/CreateONBoardSurveyReportPDF', () => {
  it('prints the survey report of the container’s latest inspection', async () => {
    const world = await w.reportWorld(1);
    const later = await world.record({ inspdate: '2026-11-22', seal: 'LATEST9' });
    const reply = await call(
      app(),
      calls.surveyReport,
      { query: { contno: later.contnumber } },
      world.token,
    );
    const filename = expectOk(reply);
    expect(messageOf(reply)).toBe(REPORT_MESSAGES.generated);
    const pdf = await w.download(filename, world.token);
    expect(pdf.text).toContain('ON-BOARD SURVEY REPORT');
    expect(pdf.text).toContain(later.contnumber);
    expect(pdf.text).toContain('LATEST9');
    expect(pdf.text).not.toContain('SEAL01');
    expect((await w.download(filename, (await w.world()).token)).status).toBe(404);
  });

  it('answers status 2 for a container without inspections, and refuses a bad number', async () => {
    const world = await w.reportWorld(1);
    const stranger = await w.world('admin');
    const before = await w.written();
    const survey = (contno: string, token: string | null = world.token) =>
      call(app(), calls.surveyReport, { query: { contno } }, token ?? undefined);
    const bare = await w.createContainer(world.user);
    for (const [number, token] of [
      [bare.number, world.token],
      ['MSKU1234565', world.token],
      [world.container.number, stranger.token],
    ] as const)
      expect((await survey(number, token)).body).toEqual([
        Status.information,
        Status.information,
        REPORT_MESSAGES.noInspection(number),
        {},
      ]);
    expect((await survey('ABC1')).statusCode).toBe(400);
    expect(expectFailure(await survey(''), 400).message).toBe(REPORT_MESSAGES.enterContainer);
    expectFailure(await survey(world.container.number, null), 401);
    expect(await w.written()).toEqual(before);
  });
});

describe('A client written from the spec alone makes each report call and reads what it expects', () => {
  const heldBy = async (reportno: string, token: string) =>
    expectOk(await call(app(), calls.inspectionsOf, { query: { reportno } }, token))
      .map((row) => row.reportid)
      .sort();

  it('generates a report from a reportid list written as brackets, repeated keys or commas, dated as the browser sends it', async () => {
    const world = await w.reportWorld(6);
    const ids = world.ids as number[];
    const today = todayInPorts();
    for (const [index, lists] of (['brackets', 'repeated', 'commas'] as const).entries()) {
      const pair = ids.slice(index * 2, index * 2 + 2);
      const reply = await specCall(app(), world.token, {
        method: 'GET',
        path: '/generate_report',
        query: {
          reportid: pair,
          // The date picker's day as a browser in India sends it, and as typed text.
          rptdate: index === 0 ? midnightInIndia(today) : today,
          rpttype: 1,
        },
        lists,
      });
      expect(item(reply, 0), JSON.stringify(reply.body)).toBe(Status.success);
      expect(item(reply, 1)).toBe(REPORT_MESSAGES.generated);
      const made = item(reply, 2) as ReportPdf;
      expect(await heldBy(made.rptno, world.token)).toEqual([...pair].sort());
      const pdf = await w.download(made.filename, world.token);
      expect(pdf.status).toBe(200);
      for (const id of pair)
        expect(pdf.text).toContain(world.rows.find((row) => row.reportid === id)?.contnumber);
    }
    // The ISO moment of midnight in India is that day, not the day before in UTC.
    const listed = expectOk(await call(app(), calls.list, {}, world.token));
    expect(listed.map((row) => row.rptdate)).toEqual([today, today, today]);
  });

  it('adds inspections to a report from a reportid list written as brackets, repeated keys or commas', async () => {
    const world = await w.reportWorld(7);
    const [first, ...rest] = world.ids as number[];
    const made = await w.generate(world.token, [first as number]);
    for (const [index, lists] of (['brackets', 'repeated', 'commas'] as const).entries()) {
      const pair = rest.slice(index * 2, index * 2 + 2);
      const reply = await specCall(app(), world.token, {
        method: 'GET',
        path: '/add_inspection_to_report',
        query: { reportid: pair, reportno: made.rptno },
        lists,
      });
      expect(item(reply, 0), JSON.stringify(reply.body)).toBe(Status.success);
      expect(item(reply, 1)).toBe(REPORT_MESSAGES.added(2, made.rptno));
    }
    expect(await heldBy(made.rptno, world.token)).toEqual([...(world.ids as number[])].sort());
  });

  it('prints a container’s on-board survey report with the status in item 1 and the file name in item 2', async () => {
    const world = await w.reportWorld(1);
    const survey = (contno: string) =>
      specCall(app(), world.token, {
        method: 'GET',
        path: '/CreateONBoardSurveyReportPDF',
        query: { contno },
      });

    const made = await survey(world.container.number);
    expect([item(made, 0), item(made, 1), item(made, 3)]).toEqual([
      Status.success,
      Status.success,
      REPORT_MESSAGES.generated,
    ]);
    const filename = item(made, 2) as string;
    const pdf = await specCall(app(), world.token, {
      method: 'GET',
      path: '/printreportpdf',
      query: { filename },
    });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await w.download(filename, world.token)).text).toContain(world.container.number);

    const never = (await w.createContainer(world.user)).number;
    const information = await survey(never);
    expect(information.body).toEqual([
      Status.information,
      Status.information,
      REPORT_MESSAGES.noInspection(never),
      {},
    ]);

    const blank = await survey('');
    expect(blank.statusCode).toBe(400);
    expect([item(blank, 0), item(blank, 1), item(blank, 2)]).toEqual([
      Status.failure,
      Status.failure,
      REPORT_MESSAGES.enterContainer,
    ]);
  });
});
