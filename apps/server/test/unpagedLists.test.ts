import { api, Status, TOO_MANY_ROWS, UNPAGED_ROWS } from '@quaybook/contract';
import { todayInPorts } from '@quaybook/domain';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema';
import { call, expectFailure, expectOk } from './support/call';
import { pageOf } from './support/paging';
import { useReportApp } from './support/reportWorld';
import { item, specCall } from './support/specClient';

const w = useReportApp();
const app = () => w.app();
/** View Inspection of a party's every inspection so far. */
const everyDay = (applicant: number) => ({
  applicant,
  fromdate: '2000-01-01',
  todate: todayInPorts(),
});

describe(`A list asked for without a page answers at most ${UNPAGED_ROWS.toLocaleString('en-IN')} rows`, () => {
  it('refuses View Inspection’s whole list past the ceiling, and answers it a page at a time', async () => {
    const world = await w.reportWorld(1);
    await w.copyInspection(world.ids[0] as number, UNPAGED_ROWS);
    // As a client written from the spec asks for it: no page.
    const whole = await specCall(app(), world.token, {
      method: 'GET',
      path: '/transactions',
      query: everyDay(world.applicant.id),
    });
    expect(whole.statusCode).toBe(400);
    expect(item(whole, 0)).toBe(Status.failure);
    expect(item(whole, 1)).toBe(TOO_MANY_ROWS);
    const paged = pageOf(
      await call(
        app(),
        api.inspection.list,
        { query: { ...everyDay(world.applicant.id), page: 1001, pageSize: 10 } },
        world.token,
      ),
    );
    expect(paged.info?.total).toBe(UNPAGED_ROWS + 1);
    expect(paged.rows).toHaveLength(1);
  }, 60_000);

  it('answers a whole list at the ceiling', async () => {
    const world = await w.reportWorld(1);
    await w.copyInspection(world.ids[0] as number, UNPAGED_ROWS - 1);
    const whole = await specCall(app(), world.token, {
      method: 'GET',
      path: '/transactions',
      query: everyDay(world.applicant.id),
    });
    expect(item(whole, 0)).toBe(Status.success);
    expect(item(whole, 2)).toHaveLength(UNPAGED_ROWS);
  }, 60_000);

  it('refuses General Excel’s SHOW past the ceiling, and answers it at the ceiling', async () => {
    const world = await w.reportWorld(1);
    const show = {
      applicant: world.applicant.id,
      account: world.account.id,
      movement: world.movement.id,
    };
    await w.copyInspection(world.ids[0] as number, UNPAGED_ROWS - 1);
    const atCeiling = await call(app(), api.generalExcel.populate, { query: show }, world.token);
    expect(expectOk(atCeiling)).toHaveLength(UNPAGED_ROWS);
    await w.copyInspection(world.ids[0] as number, 1);
    // As a client written from the spec asks for it.
    const past = await specCall(app(), world.token, {
      method: 'GET',
      path: '/populate_general_excel',
      query: show,
    });
    expect(past.statusCode).toBe(400);
    expect(item(past, 0)).toBe(Status.failure);
    expect(item(past, 1)).toBe(TOO_MANY_ROWS);
  }, 60_000);

  it('refuses the whole report list past the ceiling, and answers it a page at a time', async () => {
    const world = await w.reportWorld(1);
    const made = await w.generate(world.token, world.ids as number[]);
    const columns = Object.values(getTableConfig(reports).columns)
      .map((column) => column.name)
      .filter((name) => name !== 'id' && name !== 'report_no');
    const list = sql.raw(columns.map((name) => `"${name}"`).join(', '));
    await w.context.t.db.execute(
      sql`insert into reports (${list}, report_no) select ${list}, report_no || '-' || n from reports, generate_series(1, ${UNPAGED_ROWS}) n where report_no = ${made.rptno}`,
    );
    const whole = expectFailure(await call(app(), api.report.list, {}, world.token), 400);
    expect(whole.message).toBe(TOO_MANY_ROWS);
    const paged = pageOf(
      await call(app(), api.report.list, { query: { page: 2, pageSize: 50 } }, world.token),
    );
    expect(paged.info?.total).toBe(UNPAGED_ROWS + 1);
    expect(paged.rows).toHaveLength(50);
  }, 60_000);
});
