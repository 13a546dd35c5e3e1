import type { AddressInfo } from 'node:net';
import {
  api,
  apiClient,
  MOST_IDS,
  queryInBody,
  REPORT_MESSAGES,
  type ReportPdf,
  requestOf,
  Status,
  tooManyIds,
} from '@quaybook/contract';
import { todayInPorts } from '@quaybook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections } from '../src/db/schema';
import { REQUEST_TOO_LONG } from '../src/http/errorHandler';
import { call, expectOk } from './support/call';
import { useReportApp } from './support/reportWorld';
import { item, specCall } from './support/specClient';

const w = useReportApp();
const app = () => w.app();

/** A party's `count` inspections not yet on a report: one recorded, the rest copies of it. */
async function unreported(count: number) {
  const world = await w.reportWorld(1);
  await w.copyInspection(world.ids[0] as number, count - 1);
  const rows = await w.context.t.db
    .select({ id: inspections.id })
    .from(inspections)
    .where(eq(inspections.companyId, world.user.companyId))
    .orderBy(inspections.id);
  return { token: world.token, ids: rows.map((row) => row.id) };
}

/** How many inspections the report holds, as the Edit modal lists them. */
const heldBy = async (reportno: string, token: string) =>
  expectOk(await call(app(), api.report.inspectionsOf, { query: { reportno } }, token)).length;

/** The app listening on a port, so requests pass through Node's HTTP parser and its limits. */
let origin = '';
beforeAll(async () => {
  await app().listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  app().server.close();
});

/** `reportid[0]=…&reportid[1]=…` as axios writes a list with indexes: the longest common form. */
const indexedIds = (ids: readonly number[]) =>
  ids.map((id, index) => `reportid%5B${index}%5D=${id}`).join('&');

async function getOverHttp(token: string, query: string) {
  const reply = await fetch(`${origin}/api/generate_report?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: reply.status, body: (await reply.json()) as unknown[] };
}

describe('A selection as long as the contract allows', () => {
  it(`generates a report of 2,500 and of ${MOST_IDS.toLocaleString('en-IN')} inspections sent in the URL`, async () => {
    const world = await unreported(2_500 + MOST_IDS);
    const today = todayInPorts();
    for (const ids of [world.ids.slice(0, 2_500), world.ids.slice(2_500)]) {
      const reply = await getOverHttp(world.token, `${indexedIds(ids)}&rptdate=${today}&rpttype=1`);
      expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
      expect(reply.body[0]).toBe(Status.success);
      expect(reply.body[1]).toBe(REPORT_MESSAGES.generated);
      expect(await heldBy((reply.body[2] as ReportPdf).rptno, world.token)).toBe(ids.length);
    }
  }, 120_000);

  it(`generates a report of 2,500 and of ${MOST_IDS.toLocaleString('en-IN')} inspections sent as the body of a POST to the same path`, async () => {
    const world = await unreported(2_500 + MOST_IDS);
    const today = todayInPorts();
    for (const ids of [world.ids.slice(0, 2_500), world.ids.slice(2_500)]) {
      const reply = await specCall(app(), world.token, {
        method: 'POST',
        path: '/generate_report',
        json: { reportid: ids, rptdate: today, rpttype: 1 },
      });
      expect(item(reply, 0), JSON.stringify(reply.body).slice(0, 300)).toBe(Status.success);
      expect(item(reply, 1)).toBe(REPORT_MESSAGES.generated);
      expect(await heldBy((item(reply, 2) as ReportPdf).rptno, world.token)).toBe(ids.length);
    }
  }, 120_000);

  it('sends a long selection through the contract client as the POST twin, and a short one in the URL', async () => {
    const world = await unreported(3_000);
    const options = { baseUrl: `${origin}/api`, token: () => world.token };
    const today = todayInPorts();
    const query = (ids: number[]) => ({ query: { reportid: ids, rptdate: today, rpttype: 1 } });
    const short = requestOf(options, api.report.generate, query(world.ids.slice(0, 10)));
    expect(short.method).toBe('GET');
    expect(short.url).toContain('reportid');
    const long = requestOf(options, api.report.generate, query(world.ids.slice(10)));
    expect([long.method, long.url]).toEqual(['POST', `${origin}/api/generate_report`]);
    const client = apiClient(options);
    for (const ids of [world.ids.slice(0, 10), world.ids.slice(10)]) {
      const made = await client.call(api.report.generate, query(ids));
      expect(made.message).toBe(REPORT_MESSAGES.generated);
      expect(await heldBy(made.data.rptno, world.token)).toBe(ids.length);
    }
    expect(queryInBody(api.report.list)).toBeUndefined();
  }, 120_000);
});

describe('A selection longer than the contract allows', () => {
  it(`refuses ${(MOST_IDS + 1).toLocaleString('en-IN')} ids in the URL or the body with the envelope, and writes nothing`, async () => {
    const world = await w.reportWorld(1);
    const ids = Array.from({ length: MOST_IDS + 1 }, (_, index) => index + 1);
    const before = await w.written();
    const byGet = await getOverHttp(
      world.token,
      `${indexedIds(ids)}&rptdate=${todayInPorts()}&rpttype=1`,
    );
    expect(byGet.status).toBe(400);
    expect(byGet.body[0]).toBe(Status.failure);
    expect(byGet.body[1]).toBe(tooManyIds('Inspection id', MOST_IDS + 1));
    const byPost = await specCall(app(), world.token, {
      method: 'POST',
      path: '/generate_report',
      json: { reportid: ids, rptdate: todayInPorts(), rpttype: 1 },
    });
    expect(byPost.statusCode).toBe(400);
    expect(item(byPost, 0)).toBe(Status.failure);
    expect(item(byPost, 1)).toBe(tooManyIds('Inspection id', MOST_IDS + 1));
    expect(await w.written()).toEqual(before);
  });

  it('answers a URL too long to read with the envelope naming the POST, not a bare 431', async () => {
    const world = await w.reportWorld(1);
    const reply = await getOverHttp(world.token, `reportid=${'1,'.repeat(200_000)}1`);
    expect(reply.status).toBe(431);
    expect(reply.body).toEqual([Status.failure, REQUEST_TOO_LONG, {}]);
  });
});
