import { isDeepStrictEqual } from 'node:util';
import { api, type Endpoint, envelopeReply, Role, requestOf } from '@quaybook/contract';
import { containerCheckDigit, SERIES } from '@quaybook/domain';
import { bearer, type CallResult, call, expectOk, send } from '@quaybook/server/test/support/call';
import { factories } from '@quaybook/server/test/support/factories';
import { useTestApp } from '@quaybook/server/test/support/testApp';
import { type SQL, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sqlRows } from '../sqlRows';
import { adminSession, parsed, scaleCalls } from './scaleCalls';
import {
  BIG_LINES,
  PARTIES_PER_CALL,
  PER_PAIR,
  REPORT_SIZE,
  scaleFactor,
  scalePlan,
} from './scalePlan';
import { textArray } from './scaleReference';
import { LINE_PASSWORD, type ScaleProbes, seedScale } from './seedScale';

// The scale seed at a small scale, on the test database (PGlite, and PostgreSQL when the
// PostgreSQL project runs): the rows it writes hang together as the server's own would, and
// each probe finds rows through the list calls the screens make.

const t = useTestApp();
const { signedInUser } = factories(t);
const SCALE = '2k';
const plan = scalePlan(SCALE);

describe('scalePlan', () => {
  it('plans the issue’s year of a busy depot at 1m', () => {
    expect(scalePlan('1m')).toMatchObject({
      vessels: 500,
      calls: 2_000,
      parties: 300,
      inspections: 1_000_000,
      reports: 50_000,
      shippingBills: 200_000,
    });
  });

  it('scales every count in proportion, keeping the floors a call needs', () => {
    expect(scalePlan('100k')).toMatchObject({ vessels: 50, calls: 200, inspections: 100_000 });
    expect(plan).toMatchObject({ calls: 4, inspections: 2_000, containers: 500, parties: 14 });
    expect(plan.containers).toBeGreaterThanOrEqual(PARTIES_PER_CALL * PER_PAIR);
  });

  it('refuses a scale that is not a count of inspections', () => {
    expect(() => scaleFactor('lots')).toThrow(/such as 1m, 100k/);
    expect(() => scaleFactor('0.5k')).toThrow(/at least 1k/);
  });
});

describe(`seedScale at ${SCALE}`, () => {
  const seeded = {} as { probes: ScaleProbes; companyId: number; userId: number; token: string };
  const rows = (query: SQL) => sqlRows(t.db, query);
  const one = async (query: SQL) => (await rows(query))[0] ?? {};
  const count = async (query: SQL) => Number((await one(query)).n);

  beforeEach(async () => {
    const { company, user, token } = await signedInUser('admin');
    const probes = await seedScale(t.db, {
      companyId: company.id,
      userId: user.id,
      scale: SCALE,
      log: () => undefined,
      // Several statements per table, as at full scale.
      chunk: 700,
    });
    Object.assign(seeded, { probes, companyId: company.id, userId: user.id, token });
  });

  it('writes each kind of row in the planned number, as its counts say', async () => {
    const { counts } = seeded.probes;
    expect(counts).toMatchObject({
      vessels: plan.vessels,
      vcns: plan.calls,
      voyages: plan.calls * 2,
      applicants: plan.parties,
      accounts: plan.parties,
      containers: plan.containers,
      inspections: plan.inspections,
      reports: plan.reports,
      shipping_bills: plan.shippingBills,
      mis_bills: plan.misBills,
      mis_bill_lines: plan.misBills,
      clearing_agents: plan.clearingAgents,
      users: BIG_LINES,
    });
    const companyId = seeded.companyId;
    for (const [table, n] of Object.entries(counts)) {
      if (table === 'reports billed') continue;
      // The company's admin is a user too; the seed adds the lines' users.
      const query =
        table === 'users'
          ? sql`select count(*) as n from users where company_id = ${companyId} and role_id = ${Role.line}`
          : table.endsWith('_lines')
            ? table === 'bill_lines'
              ? sql`select count(*) as n from bill_lines l join bills b on b.id = l.bill_id where b.company_id = ${companyId}`
              : table === 'mis_bill_lines'
                ? sql`select count(*) as n from mis_bill_lines l join mis_bills b on b.id = l.mis_bill_id where b.company_id = ${companyId}`
                : sql`select count(*) as n from ${sql.raw(table)} where company_id = ${companyId}`
            : sql`select count(*) as n from ${sql.raw(table)} where company_id = ${companyId}`;
      expect(await count(query), table).toBe(n);
    }
    for (const table of ['bills', 'damage_lines', 'advance_containers', 'booking_numbers'])
      expect(counts[table], table).toBeGreaterThan(0);
  });

  it('puts every inspection on a call of its party, a container and a report of its party', async () => {
    const companyId = seeded.companyId;
    const astray = await count(sql`
      select count(*) as n from inspections ins
      left join vcns v on v.company_id = ins.company_id and v.vessel_id = ins.vessel_id
        and ins.voyage_id in (v.import_voyage_id, v.export_voyage_id)
      left join vcn_party_links l on l.vcn_id = v.id and l.applicant_id = ins.applicant_id
        and l.account_id = ins.account_id
      left join containers ct on ct.id = ins.container_id and ct.company_id = ins.company_id
      left join movements m on m.id = ins.movement_id and m.company_id = ins.company_id
      left join reports r on r.id = ins.report_id
      where ins.company_id = ${companyId}
        and (l.id is null or ct.id is null or m.id is null
             or ins.inspection_date > current_date + 1 or ins.inspection_date < current_date - 366
             or (ins.report_id is not null and (r.company_id <> ins.company_id
                 or r.applicant_id <> ins.applicant_id or r.account_id <> ins.account_id
                 or r.report_date < ins.inspection_date)))`);
    expect(astray).toBe(0);
    const reportSizes = await rows(sql`
      select r.id, count(ins.id) as n from reports r left join inspections ins on ins.report_id = r.id
      where r.company_id = ${companyId} group by r.id having count(ins.id) <> ${REPORT_SIZE}`);
    expect(reportSizes).toEqual([]);
    // A call's containers are distinct, and each number carries its ISO 6346 check digit.
    const twice = await count(sql`
      select count(*) as n from (select v.id from inspections ins
        join vcns v on v.company_id = ins.company_id and ins.voyage_id in (v.import_voyage_id, v.export_voyage_id)
        where ins.company_id = ${companyId} group by v.id, ins.container_id having count(*) > 1) x`);
    expect(twice).toBe(0);
    const numbers = await rows(
      sql`select number from containers where company_id = ${companyId} order by id`,
    );
    const wrong = numbers
      .map((row) => String(row.number))
      .filter((number) => containerCheckDigit(number.slice(0, 10)) !== Number(number[10]));
    expect(wrong).toEqual([]);
  });

  it('bills each billed report once, at its inspections’ rates, with totals that add up', async () => {
    const companyId = seeded.companyId;
    // A rate is on an inspection exactly when its report is on a bill of the same party.
    const unpriced = await count(sql`
      select count(*) as n from inspections ins
      left join reports r on r.id = ins.report_id left join bills b on b.id = r.bill_id
      where ins.company_id = ${companyId}
        and ((ins.rate_paise is not null) <> (b.id is not null)
             or (b.id is not null and (b.applicant_id <> r.applicant_id or b.account_id <> r.account_id
                 or b.company_id <> r.company_id or b.bill_date < r.report_date)))`);
    expect(unpriced).toBe(0);
    const wrongBills = await rows(sql`
      select b.bill_no from bills b
      left join (select bill_id, sum(amount_paise) as amount, sum(quantity) as quantity,
                        sum(cgst_paise + sgst_paise + igst_paise) as tax, sum(total_paise) as total
                 from bill_lines group by bill_id) l on l.bill_id = b.id
      left join (select r.bill_id, sum(ins.rate_paise) as amount, count(*) as quantity
                 from reports r join inspections ins on ins.report_id = r.id group by r.bill_id) c
        on c.bill_id = b.id
      where b.company_id = ${companyId}
        and (l.amount is distinct from b.taxable_paise or c.amount is distinct from b.taxable_paise
             or l.quantity is distinct from c.quantity or l.total is distinct from b.total_paise
             or b.total_paise <> b.taxable_paise + b.cgst_paise + b.sgst_paise + b.igst_paise
             or l.tax <> b.cgst_paise + b.sgst_paise + b.igst_paise
             or b.payable_paise <> b.total_paise + b.round_off_paise
             or (b.tax_mode = 'intra') <> (b.igst_paise = 0))`);
    expect(wrongBills).toEqual([]);
    const billed = await count(
      sql`select count(*) as n from reports where company_id = ${companyId} and bill_id is not null`,
    );
    expect(billed).toBe(seeded.probes.counts['reports billed']);
    expect(billed).toBeGreaterThan(0);
    expect(billed).toBeLessThan(plan.reports);
  });

  it('damages about 15% of the inspections, each with one to three damage lines', async () => {
    const companyId = seeded.companyId;
    const damaged = await count(
      sql`select count(*) as n from inspections where company_id = ${companyId} and condition = 1`,
    );
    expect(damaged / plan.inspections).toBeGreaterThanOrEqual(0.13);
    expect(damaged / plan.inspections).toBeLessThanOrEqual(0.17);
    const wrongLines = await count(sql`
      select count(*) as n from inspections ins
      left join (select inspection_id, count(*) as lines from damage_lines group by inspection_id) d
        on d.inspection_id = ins.id
      where ins.company_id = ${companyId}
        and (case when ins.condition = 1 then coalesce(d.lines, 0) not between 1 and 3
                  else d.lines is not null end)`);
    expect(wrongLines).toBe(0);
  });

  it('continues each numbering series after the last number seeded', async () => {
    const companyId = seeded.companyId;
    for (const [series, table, column] of [
      [SERIES.report, 'reports', 'report_no'],
      [SERIES.bill, 'bills', 'bill_no'],
      [SERIES.misBill, 'mis_bills', 'bill_no'],
    ] as const) {
      const behind = await rows(sql`
        select s.year_start, s.last_value, x.top, x.n, x.distinct_numbers
        from document_sequences s
        join (select substring(${sql.raw(column)} from '/([0-9]{2})-') as yy,
                     max(substring(${sql.raw(column)} from '[0-9]+$')::int) as top,
                     count(*) as n, count(distinct ${sql.raw(column)}) as distinct_numbers
              from ${sql.raw(table)} where company_id = ${companyId} group by 1) x
          on lpad((s.year_start % 100)::text, 2, '0') = x.yy
        where s.company_id = ${companyId} and s.series = ${series}
          and (s.last_value <> x.top or x.n <> x.top or x.distinct_numbers <> x.n)`);
      expect(behind, series).toEqual([]);
      expect(
        await count(sql`select count(*) as n from document_sequences
          where company_id = ${companyId} and series = ${series}`),
        series,
      ).toBeGreaterThan(0);
    }
  });

  /** A multipart form as the browser posts it: each field JSON. */
  async function postForm<E extends Endpoint>(endpoint: E, fields: Record<string, unknown>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, JSON.stringify(value));
    const encoded = new Response(form);
    const reply = await send(t.app, {
      method: 'POST',
      url: `/api${endpoint.path}`,
      headers: {
        ...bearer(seeded.token),
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    return { ...reply, endpoint } as CallResult<E>;
  }

  it('gives probes that find rows through the list calls the screens make', async () => {
    const p = seeded.probes;
    const { token } = seeded;
    const party = { applicant: p.applicantId, account: p.accountId };
    const ask = async <E extends Endpoint>(endpoint: E, request: Parameters<typeof call<E>>[2]) =>
      expectOk(await call(t.app, endpoint, request, token)) as unknown as Record<string, unknown>[];

    for (const voyage of [p.voyageId, p.exportVoyageId]) {
      const listed = await ask(api.inspection.list, {
        query: { ...party, vessel: p.vesselId, voyage },
      });
      expect(listed.length, `voyage ${voyage}`).toBeGreaterThan(0);
      expect(new Set(listed.map((row) => row.applicant))).toEqual(new Set([p.applicantId]));
    }
    const month = await ask(api.inspection.list, {
      query: { fromdate: p.fromDate, todate: p.toDate, page: 1, pageSize: 20 },
    });
    expect(month.length).toBe(20);
    const container = await ask(api.inspection.list, { query: { contnumber: p.containerNumber } });
    expect(new Set(container.map((row) => row.voyage)).size).toBeGreaterThan(1);

    const unreported = await ask(api.report.inspections, { query: party });
    expect(unreported.length).toBeGreaterThan(0);
    const reports = await ask(api.report.list, { query: party });
    expect(reports.find((row) => row.rptno === p.reportNo)).toMatchObject({ billno: p.billNo });
    const unbilled = await ask(api.bill.unbilledReports, {
      query: { applicant: p.unbilled.applicantId, account: p.unbilled.accountId },
    });
    expect(unbilled.map((row) => row.rptno)).toContain(p.unbilled.reportNo);
    const bills = await ask(api.bill.list, { query: party });
    expect(bills.map((row) => row.billno)).toContain(p.billNo);
    const misBills = await ask(api.misBill.list, { query: {} });
    expect(misBills.map((row) => row.billno)).toContain(p.misBillNo);

    const advance = await ask(api.advanceContainerList.list, {
      params: { vcnID: p.advanceVcnId },
      query: {},
    });
    expect(advance.length).toBeGreaterThan(0);
    const found = await ask(api.container.search, { params: { contnumber: p.containerNumber } });
    expect(found.map((row) => row.contnumber)).toContain(p.containerNumber);
    const containers = await ask(api.container.list, { query: {} });
    expect(containers.length).toBe(plan.containers);

    const sbLines = expectOk(
      await postForm(api.shippingBill.list, {
        transaction: {
          applicantID: p.applicantId,
          accountID: p.accountId,
          vesselID: p.vesselId,
          VoyId: p.exportVoyageId,
        },
      }),
    );
    expect(sbLines.map((row) => [row.sbno, row.contnumber])).toContainEqual([
      p.shippingBillNo,
      p.shippingBillContainer,
    ]);
  });

  it('gives each big line a user of its own link party alone, who signs in with the line password', async () => {
    const { probes, companyId } = seeded;
    const lineUsers = await rows(sql`
      select u.username, u.company_id, array_agg(lp.applicant_id) as applicants,
             array_agg(lp.account_id) as accounts
      from users u join user_link_parties ulp on ulp.user_id = u.id
      join link_parties lp on lp.id = ulp.link_party_id
      where u.company_id = ${companyId} and u.role_id = ${Role.line}
      group by u.id order by u.id`);
    expect(lineUsers).toHaveLength(BIG_LINES);
    expect(new Set(lineUsers.map((row) => String(row.applicants))).size).toBe(BIG_LINES);
    expect(lineUsers[0]).toMatchObject({
      username: probes.line.username,
      applicants: [probes.applicantId],
      accounts: [probes.accountId],
    });
    const signedIn = await send(t.app, {
      url: '/api/token',
      method: 'POST',
      payload: { username: probes.line.username, password: LINE_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    // Ten of the line's containers, each inspected for the line.
    expect(new Set(probes.line.containerNumbers).size).toBe(10);
    expect(probes.line.containerNumbers[0]).toBe(probes.containerNumber);
    const theirs = await count(sql`
      select count(distinct ct.number) as n from inspections ins
      join containers ct on ct.id = ins.container_id
      where ins.company_id = ${companyId} and ins.applicant_id = ${probes.applicantId}
        and ins.account_id = ${probes.accountId}
        and ct.number = any(${textArray(probes.line.containerNumbers)})`);
    expect(theirs).toBe(10);
  });

  it('answers every call the bench sends: lists with as many rows as their query, the dashboard with its figures', async () => {
    const problems: string[] = [];
    const user = adminSession(seeded);
    const signedIn = await send(t.app, {
      url: '/api/token',
      method: 'POST',
      payload: { username: seeded.probes.line.username, password: LINE_PASSWORD },
    });
    const lineToken = (signedIn.body as { access_token: string }).access_token;
    for (const listCall of scaleCalls(seeded.probes)) {
      const token = listCall.asLine ? lineToken : seeded.token;
      const request = requestOf(
        { baseUrl: '/api', token: () => token },
        listCall.endpoint,
        listCall.request,
      );
      // The multipart form as bytes, as a client sends it.
      const encoded = request.body instanceof FormData ? new Response(request.body) : undefined;
      const headers = encoded
        ? { ...request.headers, 'content-type': encoded.headers.get('content-type') ?? '' }
        : request.headers;
      const payload = encoded ? Buffer.from(await encoded.arrayBuffer()) : request.body;
      const reply = await send(t.app, {
        url: request.url,
        method: request.method,
        headers,
        ...(payload ? { payload } : {}),
      });
      const rows: unknown =
        Array.isArray(reply.body) && reply.body[0] === 1 ? reply.body[2] : undefined;
      const empty = rows === undefined || (Array.isArray(rows) && rows.length === 0);
      if (reply.statusCode !== 200 || empty) {
        problems.push(
          `${listCall.name}: ${reply.statusCode} ${JSON.stringify(reply.body).slice(0, 200)}`,
        );
        continue;
      }
      const direct = (await listCall.direct(t.db, user, parsed(listCall))) as
        | { rows: unknown[] }
        | unknown[];
      if (!Array.isArray(rows)) {
        // Figures as the client reads them: money from the wire's rupees into paise, as stored.
        const { data: figures } = envelopeReply(reply.body, reply.statusCode, listCall.endpoint);
        if (!isDeepStrictEqual(figures, direct))
          problems.push(`${listCall.name}: the API answered other figures than its query`);
        continue;
      }
      const found = Array.isArray(direct) ? direct.length : direct.rows.length;
      if (found !== rows.length)
        problems.push(`${listCall.name}: the API answered ${rows.length} rows, its query ${found}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses to seed a company that already has vessel calls, writing nothing', async () => {
    const before = await count(
      sql`select count(*) as n from inspections where company_id = ${seeded.companyId}`,
    );
    await expect(
      seedScale(t.db, {
        companyId: seeded.companyId,
        userId: seeded.userId,
        scale: SCALE,
        log: () => undefined,
      }),
    ).rejects.toThrow(/already has vessel calls/);
    expect(
      await count(
        sql`select count(*) as n from inspections where company_id = ${seeded.companyId}`,
      ),
    ).toBe(before);
  });
});
