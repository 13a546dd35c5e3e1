import {
  AUDIT_ENTITY_CODES,
  AUDIT_LOG_MESSAGES,
  type AuditLogQuery,
  api,
  auditLogExportLayout,
  NO_DATA_TO_EXPORT,
  pageInfo,
} from '@quaybook/contract';
import { parseCsv } from '@quaybook/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeHistory } from '../src/db/schema';
import { recordChange } from '../src/shared/history';
import { bearer, call, expectFailure, expectOk, messageOf } from './support/call';
import { useInspectionApp } from './support/inspectionWorld';

const w = useInspectionApp();
const app = () => w.context.app;
const db = () => w.context.t.db;
const calls = api.auditLog;

type Admin = Awaited<ReturnType<typeof w.made.signedInUser>>;

const list = (token: string, query: AuditLogQuery = {}) =>
  call(app(), calls.list, { query }, token);

const exported = (token: string, query: Record<string, string> = {}) =>
  app().inject({
    method: 'GET',
    url: `/api${calls.export.path}`,
    query,
    headers: bearer(token),
  });

/** A vessel made and renamed through the API by the admin. */
async function renamedVessel(admin: Admin, name: string) {
  const body = { Name: name, Description: 'Feeder', txtColsign: 'CS1' };
  const vessel = expectOk(await call(app(), api.vessel.create, { body }, admin.token));
  expectOk(
    await call(
      app(),
      api.vessel.update,
      { params: { Vesselid: vessel.Vesselid }, body: { ...body, Name: `${name} II` } },
      admin.token,
    ),
  );
  return vessel.Vesselid;
}

describe('GET /api/audit_log', () => {
  it('lists the company’s changes newest first with who made them and what changed', async () => {
    const admin = await w.made.signedInUser('admin');
    const id = await renamedVessel(admin, 'MSC RUBY');
    const reply = await list(admin.token, { page: 1, pageSize: 10 });
    const rows = expectOk(reply);
    expect(rows.map((row) => row.action)).toEqual(['updated', 'created']);
    expect(rows[0]).toMatchObject({
      username: admin.user.name,
      userid: admin.user.id,
      entity: 'vessel',
      entitylabel: 'Vessel',
      entityid: id,
      actionlabel: 'Updated',
      changes: [{ field: 'Name', before: 'MSC RUBY', after: 'MSC RUBY II' }],
    });
    expect(pageInfo.parse((reply.body as unknown[])[3])).toEqual({
      total: 2,
      page: 1,
      pageSize: 10,
    });
  });

  it('shows a party rate’s change in rupees, as every answer does, though history keeps paise', async () => {
    const admin = await w.made.signedInUser('admin');
    const { applicant, account } = await w.made.createParty(admin.user);
    const movement = await w.made.createMovement(admin.user);
    const body = {
      applicantid: applicant.id,
      accountid: account.id,
      movementid: movement.id,
      size: 20,
      rate: 1500,
    };
    const rate = expectOk(await call(app(), api.partyRate.create, { body }, admin.token));
    expectOk(
      await call(
        app(),
        api.partyRate.update,
        { params: { id: rate.id }, body: { ...body, rate: '1750.50' } },
        admin.token,
      ),
    );
    const [update] = expectOk(await list(admin.token, { entity: 'partyRate' }));
    expect(update?.changes).toEqual([{ field: 'rate', before: 1500, after: 1750.5 }]);
    const [header, ...lines] = parseCsv(
      (await exported(admin.token, { entity: 'partyRate' })).rawPayload.toString('utf8'),
    );
    const field = header?.indexOf('Field') ?? -1;
    expect(lines[0]?.slice(field, field + 3)).toEqual(['rate', '1500', '1750.5']);
  });

  it('pages newest first without a row on two pages, ties broken by id', async () => {
    const admin = await w.made.signedInUser('admin');
    for (let n = 1; n <= 5; n += 1)
      await recordChange(
        db(),
        { company_id: admin.user.companyId, user_id: admin.user.id },
        { entity: 'vessel', entityId: n, action: 'created', after: { Name: `V${n}` } },
      );
    // Every change at one moment: only the id can order them.
    await db()
      .update(changeHistory)
      .set({ changedAt: new Date('2026-11-20T06:00:00Z') })
      .where(eq(changeHistory.companyId, admin.user.companyId));
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(expectOk(await list(admin.token, { page, pageSize: 2 })).map((r) => r.entityid));
    expect(pages).toEqual([[5, 4], [3, 2], [1]]);
  });

  it('filters by user, entity, record and whole IST days', async () => {
    const admin = await w.made.signedInUser('admin');
    const clerk = await w.made.createUser({ companyId: admin.user.companyId });
    const scope = { company_id: admin.user.companyId };
    const made = [
      // 19 Nov 23:59 IST
      ['2026-11-19T18:29:00Z', 'vessel', 1, admin.user.id],
      // 20 Nov 00:00 IST
      ['2026-11-19T18:30:00Z', 'voyage', 2, clerk.id],
      // 20 Nov 23:59 IST
      ['2026-11-20T18:29:00Z', 'vessel', 3, clerk.id],
      // 21 Nov 00:00 IST
      ['2026-11-20T18:30:00Z', 'inspection', 4, admin.user.id],
    ] as const;
    for (const [iso, entity, entityId, by] of made) {
      await recordChange(
        db(),
        { ...scope, user_id: by },
        {
          entity,
          entityId,
          action: 'created',
          after: { n: entityId },
        },
      );
      await db()
        .update(changeHistory)
        .set({ changedAt: new Date(iso) })
        .where(eq(changeHistory.entityId, entityId));
    }
    const ids = async (query: AuditLogQuery) =>
      expectOk(await list(admin.token, query)).map((row) => row.entityid);
    expect(await ids({ user: clerk.id })).toEqual([3, 2]);
    expect(await ids({ entity: 'vessel' })).toEqual([3, 1]);
    expect(await ids({ entity: 'vessel', entityId: 1 })).toEqual([1]);
    expect(await ids({ fromdate: '2026-11-20', todate: '2026-11-20' })).toEqual([3, 2]);
    // A browser in India sends the picked day as the moment of its midnight.
    const twentieth = '2026-11-19T18:30:00.000Z';
    expect(await ids({ fromdate: twentieth, todate: twentieth })).toEqual([3, 2]);
    expect(await ids({ fromdate: '2026-11-21' })).toEqual([4]);
    expect(await ids({ todate: '2026-11-19' })).toEqual([1]);
    // The screen's select sends an entity by its code.
    const inspectionCode = AUDIT_ENTITY_CODES.find((code) => code.name === 'inspection')?.value;
    expect(await ids({ entity: String(inspectionCode) })).toEqual([4]);
    const none = await list(admin.token, { entity: 'bill' });
    expect(expectOk(none)).toEqual([]);
    expect(messageOf(none)).toBe(AUDIT_LOG_MESSAGES.nothingFound);
  });

  it('refuses unreadable dates, reversed dates and unknown entities with their messages', async () => {
    const admin = await w.made.signedInUser('admin');
    const refused = async (query: Record<string, string>, message: string) => {
      const reply = await list(admin.token, query as AuditLogQuery);
      expectFailure(reply, 400);
      expect(messageOf(reply)).toBe(message);
    };
    await refused({ fromdate: '2026-02-30' }, AUDIT_LOG_MESSAGES.invalidFromDate);
    await refused({ todate: '20/11/2026' }, AUDIT_LOG_MESSAGES.invalidToDate);
    await refused(
      { fromdate: '2026-11-21', todate: '2026-11-20' },
      AUDIT_LOG_MESSAGES.datesReversed,
    );
    await refused({ entity: 'password' }, AUDIT_LOG_MESSAGES.unknownEntity);
  });

  it('shows only the caller’s company’s changes', async () => {
    const admin = await w.made.signedInUser('admin');
    const other = await w.made.signedInUser('admin');
    await renamedVessel(other, 'MAERSK');
    await renamedVessel(admin, 'MSC RUBY');
    const names = expectOk(await list(admin.token)).flatMap((row) =>
      row.changes.filter((c) => c.field === 'Name').map((c) => c.after),
    );
    expect(names).toEqual(['MSC RUBY II', 'MSC RUBY']);
  });

  it('is for administrators only', async () => {
    const { token } = await w.made.signedInUser('user');
    expectFailure(await list(token), 403);
    expect((await exported(token)).statusCode).toBe(403);
  });
});

describe('GET /api/audit_log_export', () => {
  it('writes every matching change as audit_log.csv, one line per changed field', async () => {
    const admin = await w.made.signedInUser('admin');
    const id = await renamedVessel(admin, '=MSC RUBY');
    const response = await exported(admin.token, { entity: 'vessel' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('audit_log.csv');
    const [header, ...lines] = parseCsv(response.rawPayload.toString('utf8'));
    expect(header).toEqual(auditLogExportLayout.columns.map((column) => column.title));
    const [update, ...creation] = lines;
    expect(update?.slice(1)).toEqual([
      admin.user.name,
      'Vessel',
      String(id),
      'Updated',
      'Name',
      // A value a spreadsheet would run as a formula is kept as text.
      "'=MSC RUBY",
      "'=MSC RUBY II",
    ]);
    expect(update?.[0]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    // jsonb keeps fields in its own order.
    expect(creation.map((line) => line[5]).sort()).toEqual(
      ['Vesselid', 'Name', 'Description', 'txtColsign', 'userid', 'companyid', 'isDeleted'].sort(),
    );
  });

  it('refuses an export with nothing to export', async () => {
    const admin = await w.made.signedInUser('admin');
    const response = await exported(admin.token, { entity: 'bill' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([0, NO_DATA_TO_EXPORT, {}]);
  });
});
