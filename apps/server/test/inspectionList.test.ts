import {
  api,
  INSPECTION_MESSAGES,
  type InspectionListInfo,
  NO_DATA_TO_EXPORT,
} from '@quaybook/contract';
import { parseCsv } from '@quaybook/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeHistory, inspections } from '../src/db/schema';
import { bearer, call, expectFailure, expectOk, messageOf } from './support/call';
import { DOCKS } from './support/factories';
import { useInspectionApp } from './support/inspectionWorld';
import { item, midnightInIndia, specCall } from './support/specClient';

const w = useInspectionApp();
const calls = api.inspection;
const app = () => w.context.app;

/** A company with inspections of three containers (two 20 ft, one 40 ft) on three days. */
async function recordedDays() {
  const world = await w.world('admin');
  const forty = await w.createContainer(world.user, { size: 40, isoCode: '45G1', typeCode: 'HC' });
  const third = await w.createContainer(world.user);
  const rows = [
    await world.record({ inspdate: '2026-11-18', insptime: '0800', seal: 'AAA1' }),
    await world.record({
      inspdate: '2026-11-19',
      insptime: '1200',
      containerNumber: forty.number,
      locationId: DOCKS.haldia,
    }),
    await world.record({
      inspdate: '2026-11-20',
      insptime: '0900',
      containerNumber: third.number,
      tolocation: DOCKS.paradip,
    }),
    await world.record({ inspdate: '2026-11-20', insptime: '1700', seal: 'ZZZ9' }),
  ];
  return { world, forty, third, rows };
}

const list = async (token: string, query: Record<string, unknown>) => {
  const reply = await call(app(), calls.list, { query }, token);
  const rows = expectOk(reply);
  return { rows, info: (reply.body as unknown[])[3] as InspectionListInfo };
};

describe('GET /api/transactions', () => {
  it('needs a party’s call, container numbers or both dates, and an ordered range', async () => {
    const { world } = await recordedDays();
    for (const query of [
      {},
      { applicant: world.applicant.id, vessel: world.vessel.id },
      { fromdate: '2026-11-01' },
    ]) {
      const refused = expectFailure(await call(app(), calls.list, { query }, world.token), 400);
      expect(refused.message).toBe(INSPECTION_MESSAGES.filterNeeded);
    }
    const backwards = expectFailure(
      await call(
        app(),
        calls.list,
        { query: { fromdate: '2026-11-21', todate: '2026-11-01' } },
        world.token,
      ),
      400,
    );
    expect(backwards.message).toBe('From Date must not be after To Date.');
  });

  it('finds the inspections of a booking, in any case, without dates or numbers', async () => {
    const { world } = await recordedDays();
    const booked = await world.record({
      inspdate: '2026-11-21',
      insptime: '1000',
      bookingrelno: 'KOLB2611007',
    });
    const { rows, info } = await list(world.token, { bookingrelno: 'kolb2611007' });
    expect(rows.map((row) => row.reportid)).toEqual([booked.reportid]);
    expect(info.total).toBe(1);
    expect((await list(world.token, { bookingrelno: 'KOLB0000000' })).rows).toEqual([]);
  });

  it('finds a party’s call newest first, with the 20/40 counts of every match', async () => {
    const { world, rows } = await recordedDays();
    const call_ = {
      applicant: world.applicant.id,
      account: world.account.id,
      vessel: world.vessel.id,
      voyage: world.voyage.id,
    };
    const all = await list(world.token, call_);
    expect(all.rows.map((row) => row.reportid)).toEqual(
      [rows[3], rows[2], rows[1], rows[0]].map((row) => row?.reportid),
    );
    expect(all.info).toEqual({ total: 4, page: 1, pageSize: 4, twenty: 3, forty: 1 });
    const page = await list(world.token, { ...call_, page: 2, pageSize: 3 });
    expect(page.rows.map((row) => row.reportid)).toEqual([rows[0]?.reportid]);
    expect(page.info).toEqual({ total: 4, page: 2, pageSize: 3, twenty: 3, forty: 1 });
    // Another company sees none of them with the same ids.
    const other = await w.world();
    expect((await list(other.token, call_)).rows).toEqual([]);
  });

  it('counts a container by its size as corrected, whichever way its rows are found', async () => {
    const { world, forty } = await recordedDays();
    const days = { fromdate: '2026-11-18', todate: '2026-11-20' };
    expect((await list(world.token, days)).info).toMatchObject({ total: 4, twenty: 3, forty: 1 });
    // The ISO code was wrong: the container is a 20-foot box.
    const corrected = await w.formCall(api.container.update, world.token, {
      container: {
        contid: forty.id,
        contnumber: forty.number,
        contsize: 20,
        iso_code: '22G1',
        conttype: 'GP',
        TypeText: "20' General Purpose",
      },
    });
    expectOk(corrected);
    expect((await list(world.token, days)).info).toMatchObject({ total: 4, twenty: 4, forty: 0 });
    const numbers = { contnumber: forty.number };
    expect((await list(world.token, numbers)).info).toMatchObject({ twenty: 1, forty: 0 });
    const sizes = await w.context.t.db
      .select({ size: inspections.containerSize })
      .from(inspections)
      .where(eq(inspections.companyId, world.user.companyId));
    expect(sizes.map((row) => row.size)).toEqual([20, 20, 20, 20]);
  });

  it('filters by dates, numbers, location, to-location and the OVA mark; searches and sorts', async () => {
    const { world, forty, third, rows } = await recordedDays();
    const days = { fromdate: '2026-11-19', todate: '2026-11-20' };
    expect((await list(world.token, days)).info.total).toBe(3);
    const numbers = await list(world.token, {
      contnumber: `${forty.number.toLowerCase()},\n${third.number}`,
    });
    expect(numbers.rows.map((row) => row.contnumber).sort()).toEqual(
      [forty.number, third.number].sort(),
    );
    expect(numbers.info).toMatchObject({ twenty: 1, forty: 1 });
    const bad = expectFailure(
      await call(app(), calls.list, { query: { contnumber: 'MSCU1, X' } }, world.token),
      400,
    );
    expect(bad.fields.contnumber).toBeDefined();
    expect(
      (await list(world.token, { ...days, location: DOCKS.haldia })).rows.map(
        (row) => row.reportid,
      ),
    ).toEqual([rows[1]?.reportid]);
    const to = await list(world.token, { ...days, tolocation: DOCKS.paradip });
    expect(to.rows.map((row) => row.TLName)).toEqual(['Paradip']);
    // The OVA of every row but one was sent.
    await w.context.t.db
      .update(inspections)
      .set({ ovaSent: true })
      .where(eq(inspections.companyId, world.user.companyId));
    await w.plant(rows[2]?.reportid as number, { ovaSent: false });
    const notSent = await list(world.token, { ...days, isovanotsent: 1 });
    expect(notSent.rows.map((row) => row.reportid)).toEqual([rows[2]?.reportid]);
    const searched = await list(world.token, {
      fromdate: '2026-11-01',
      todate: '2026-11-30',
      search: 'zzz',
    });
    expect(searched.rows.map((row) => row.seal)).toEqual(['ZZZ9']);
    expect(
      (await list(world.token, { fromdate: '2026-11-01', todate: '2026-11-30', search: 'haldia' }))
        .info.total,
    ).toBe(1);
    const sorted = await list(world.token, {
      fromdate: '2026-11-01',
      todate: '2026-11-30',
      sort: 'seal.asc,inspdate.asc',
    });
    expect(sorted.rows.map((row) => row.seal)).toEqual(['AAA1', 'SEAL01', 'SEAL01', 'ZZZ9']);
    // An unknown sort column is ignored, never read as SQL.
    expect((await list(world.token, { ...days, sort: 'password.asc' })).rows).toHaveLength(3);
    expect(
      (await call(app(), calls.list, { query: { ...days, sort: 'x y' } }, world.token)).statusCode,
    ).toBe(400);
  });

  it('shows the names of the users who created and changed a row, and its photo count and files', async () => {
    const { world, rows } = await recordedDays();
    await w.plant(rows[0]?.reportid as number, {
      ediFileName: 'MSC_EDI_1.edi',
      ovaFileName: 'OVA_1.txt',
    });
    const [row] = (
      await list(world.token, {
        contnumber: rows[0]?.contnumber,
        fromdate: '2026-11-18',
        todate: '2026-11-18',
      })
    ).rows;
    expect(row).toMatchObject({
      filename: 'MSC_EDI_1.edi',
      ovafilename: 'OVA_1.txt',
      hasFiles: 0,
      cre_user: world.user.name,
      modi_user: null,
    });
  });
});

describe('GET /api/transactions_export', () => {
  it('writes every filtered row in the list’s sort as transactions.csv', async () => {
    const { world, rows } = await recordedDays();
    await w.fileOn(rows[0]?.reportid as number, {
      reportNo: 'SR-1',
      reportDate: '2026-11-20',
      billNo: 'B-1',
      billDate: '2026-11-21',
    });
    const response = await app().inject({
      method: 'GET',
      url: `/api${calls.export.path}`,
      query: { fromdate: '2026-11-01', todate: '2026-11-30', sort: 'inspdate.asc' },
      headers: bearer(world.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('transactions.csv');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Container',
      'Size',
      'Type',
      'Date Time',
      'Seal',
      'Applicant',
      'Account',
      'Vessel',
      'Voyage',
      'Movement',
      'Location',
      'To Location',
      'Filename',
      'Condition',
      'Report No',
      'Report Date',
      'Bill No',
      'Bill Date',
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[0]?.slice(0, 5)).toEqual([
      rows[0]?.contnumber,
      '20',
      "20' General Purpose",
      '18/11/2026 0800',
      'AAA1',
    ]);
    expect(lines[0]?.slice(13)).toEqual(['Sound', 'SR-1', '20/11/2026', 'B-1', '21/11/2026']);
    expect(await w.storedFiles()).toHaveLength(1);
  });

  it('refuses an export with no rows', async () => {
    const world = await w.world();
    const response = await app().inject({
      method: 'GET',
      url: `/api${calls.export.path}`,
      query: { fromdate: '2026-11-01', todate: '2026-11-30' },
      headers: bearer(world.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([0, NO_DATA_TO_EXPORT, {}]);
  });
});

describe('POST /api/update_multi_transaction', () => {
  const bulk = (token: string, transaction: Record<string, unknown>) =>
    w.formCall(calls.bulkUpdate, token, { transaction });

  it('changes only the chosen fields on only the checked rows, with history per row', async () => {
    const { world, rows } = await recordedDays();
    const vessel = await w.made.createVessel(world.user);
    const { applicant, account } = await w.made.createParty(world.user);
    const checked = [rows[0]?.reportid, rows[1]?.reportid] as number[];
    await w.plant(checked[0] as number, { codecoSent: true, ediSent: true, ovaSent: true });
    const reply = await bulk(world.token, {
      checkedIds: checked.map(String),
      applicantid: applicant.id,
      accountid: account.id,
      vesselid: vessel.id,
      updatedate: '2026-11-22',
      chkcodeco: 1,
    });
    expect(expectOk(reply)).toEqual({ updated: 2 });
    expect(messageOf(reply)).toBe(INSPECTION_MESSAGES.updated);
    const stored = await w.context.t.db.select().from(inspections);
    for (const row of stored) {
      const changed = checked.includes(row.id);
      const original = rows.find((r) => r.reportid === row.id);
      expect(row.vesselId).toBe(changed ? vessel.id : world.vessel.id);
      expect(row.applicantId).toBe(changed ? applicant.id : world.applicant.id);
      expect(row.inspectionDate).toBe(changed ? '2026-11-22' : original?.inspdate);
      expect(row.voyageId).toBe(world.voyage.id);
      expect(row.locationId).toBe(original?.inspectionplace);
      expect(row.seal).toBe(original?.seal);
    }
    const first = stored.find((row) => row.id === checked[0]);
    expect(first).toMatchObject({ codecoSent: false, ediSent: true, ovaSent: true });
    const history = await w.context.t.db
      .select()
      .from(changeHistory)
      .where(eq(changeHistory.action, 'updated'));
    expect(history.map((h) => h.entityId).sort()).toEqual([...checked].sort());
    expect(history.find((h) => h.entityId === checked[0])?.changes).toEqual({
      applicant: [world.applicant.id, applicant.id],
      account: [world.account.id, account.id],
      vesselld: [world.vessel.id, vessel.id],
      inspdate: ['2026-11-18', '2026-11-22'],
      isCodecoDownloaded: [1, 0],
    });
  });

  it('skips and names a row changed since it was seen, writing the others', async () => {
    const { world, rows } = await recordedDays();
    const vessel = await w.made.createVessel(world.user);
    const [first, second] = rows as [(typeof rows)[0], (typeof rows)[0]];
    // Someone changes the second row after the list showed it at version 1.
    await w.plant(second.reportid, { seal: 'SEAL-TAB-A' });
    const reply = await bulk(world.token, {
      checkedIds: [first.reportid, second.reportid],
      vesselid: vessel.id,
      versions: { [first.reportid]: first.version, [second.reportid]: second.version },
    });
    const answered = expectOk(reply);
    expect(answered.updated).toBe(1);
    expect(answered.skipped).toEqual([
      {
        reportid: second.reportid,
        contnumber: second.contnumber,
        message: expect.stringMatching(
          new RegExp(`^Container ${second.contnumber} was changed by .+ it was left as it is\\.$`),
        ),
      },
    ]);
    const stored = await w.context.t.db.select().from(inspections);
    expect(stored.find((row) => row.id === first.reportid)?.vesselId).toBe(vessel.id);
    expect(stored.find((row) => row.id === second.reportid)).toMatchObject({
      vesselId: world.vessel.id,
      seal: 'SEAL-TAB-A',
    });
  });

  it('reads a link party as its applicant and account', async () => {
    const { world, rows } = await recordedDays();
    const { applicant, account } = await w.made.createParty(world.user);
    const [party] = await w.context.t.db
      .execute<{ id: number }>(
        // The link party of the new pair, made as the Link Party screen would.
        (await import('drizzle-orm'))
          .sql`insert into link_parties (company_id, short_name, applicant_id, account_id) values (${world.user.companyId}, 'NEWP', ${applicant.id}, ${account.id}) returning id`,
      )
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    expectOk(await bulk(world.token, { checkedIds: [rows[2]?.reportid], partyid: party?.id }));
    const [stored] = await w.context.t.db
      .select()
      .from(inspections)
      .where(eq(inspections.id, rows[2]?.reportid as number));
    expect(stored).toMatchObject({ applicantId: applicant.id, accountId: account.id });
  });

  it('refuses no change, no rows, and another company’s rows or ids, writing nothing', async () => {
    const { world, rows } = await recordedDays();
    const other = await w.world();
    const before = await w.written();
    expect(
      expectFailure(await bulk(world.token, { checkedIds: [rows[0]?.reportid] }), 400).message,
    ).toBe(INSPECTION_MESSAGES.selectChange);
    expect(
      expectFailure(await bulk(world.token, { checkedIds: [], vesselid: world.vessel.id }), 400)
        .message,
    ).toBe(INSPECTION_MESSAGES.selectInspection);
    const theirRows = await bulk(other.token, {
      checkedIds: [rows[0]?.reportid],
      vesselid: other.vessel.id,
    });
    expect(expectFailure(theirRows, 404).message).toBe(INSPECTION_MESSAGES.inspectionNotFound);
    const mixed = await bulk(world.token, {
      checkedIds: [rows[0]?.reportid, 9_999_999],
      chkova: 1,
    });
    expect(expectFailure(mixed, 404).message).toBe(INSPECTION_MESSAGES.inspectionNotFound);
    const theirVessel = await bulk(world.token, {
      checkedIds: [rows[0]?.reportid],
      vesselid: other.vessel.id,
      partyid: other.party.id,
    });
    expect(expectFailure(theirVessel, 400).fields).toEqual({
      vesselid: 'The chosen vessel is not one of your company’s vessels.',
      partyid: 'The chosen party is not one of your company’s parties.',
    });
    expect(await w.written()).toEqual(before);
  });

  it('refuses a data change of a locked row, but lets its messages be sent again', async () => {
    const { world, rows } = await recordedDays();
    const locked = rows[0]?.reportid as number;
    await w.fileOn(locked, { reportNo: 'SR-9', billNo: 'B-9' });
    await w.plant(locked, { codecoSent: true, ediSent: true, ovaSent: true });
    const before = await w.written();
    const refused = await bulk(world.token, {
      checkedIds: [rows[1]?.reportid, locked],
      voyageid: world.voyage.id,
      chkedi: 1,
    });
    expect(expectFailure(refused, 409).message).toBe(
      `Container ${rows[0]?.contnumber} is billed on bill B-9; it cannot be changed.`,
    );
    expect(await w.written()).toEqual(before);
    expectOk(
      await bulk(world.token, { checkedIds: [locked], chkcodeco: true, chkedi: 1, chkova: 1 }),
    );
    const [stored] = await w.context.t.db
      .select()
      .from(inspections)
      .where(eq(inspections.id, locked));
    expect(stored).toMatchObject({
      codecoSent: false,
      ediSent: false,
      ovaSent: false,
    });
    expect(stored?.reportId).not.toBeNull();
  });
});

describe('A client written from the spec alone lists and bulk-updates inspections', () => {
  it('lists by dates sent as ISO moments of midnight in India, the OVA flag as true, rows in item 2', async () => {
    const { world, rows } = await recordedDays();
    await w.context.t.db
      .update(inspections)
      .set({ ovaSent: true })
      .where(eq(inspections.companyId, world.user.companyId));
    await w.plant(rows[1]?.reportid as number, { ovaSent: false });
    await w.plant(rows[0]?.reportid as number, { ovaSent: false });
    const listed = (query: Record<string, string | number>) =>
      specCall(app(), world.token, { method: 'GET', path: '/transactions', query });
    const days = {
      fromdate: midnightInIndia('2026-11-19'),
      todate: midnightInIndia('2026-11-20'),
    };
    const reply = await listed({ ...days, isovanotsent: 0 });
    expect(item(reply, 0), JSON.stringify(reply.body)).toBe(1);
    // The 19th and the 20th in India, not the 18th and 19th the moments fall on in UTC.
    const found = item(reply, 2) as { reportid: number; inspdate: string }[];
    expect(found.map((row) => row.inspdate).sort()).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-20',
    ]);
    const notSent = item(await listed({ ...days, isovanotsent: 'true' }), 2) as typeof found;
    expect(notSent.map((row) => row.reportid)).toEqual([rows[1]?.reportid]);
    const all = item(await listed({ ...days, isovanotsent: 'false' }), 2) as typeof found;
    expect(all).toHaveLength(3);
  });

  it('updates the checked rows from the multipart transaction field, the date as an ISO moment', async () => {
    const { world, rows } = await recordedDays();
    const checked = [rows[0]?.reportid, rows[1]?.reportid] as number[];
    await w.plant(checked[0] as number, { codecoSent: true });
    const reply = await specCall(app(), world.token, {
      method: 'POST',
      path: '/update_multi_transaction',
      form: {
        transaction: {
          json: {
            partyid: 0,
            applicantid: 0,
            accountid: 0,
            vesselid: 0,
            voyageid: 0,
            movementid: 0,
            locationid: 0,
            tolocation: 0,
            chkcodeco: true,
            chkedi: false,
            chkova: false,
            checkedIds: checked,
            updatedate: midnightInIndia('2026-11-23'),
            validdate: 1,
          },
        },
      },
    });
    expect(item(reply, 0), JSON.stringify(reply.body)).toBe(1);
    expect(item(reply, 1)).toBe(INSPECTION_MESSAGES.updated);
    expect(item(reply, 2)).toEqual({ updated: 2 });
    const stored = await w.context.t.db.select().from(inspections);
    for (const row of stored)
      expect(row.inspectionDate === '2026-11-23').toBe(checked.includes(row.id));
    expect(stored.find((row) => row.id === checked[0])?.codecoSent).toBe(false);
  });
});
