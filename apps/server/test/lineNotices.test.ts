import { api, BILL_MESSAGES } from '@quaybook/contract';
import { todayInPorts } from '@quaybook/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { changeHistory, companies, linkParties } from '../src/db/schema';
import { useBillApp } from './support/billWorld';
import { call, expectOk } from './support/call';
import { signedInLineUser } from './support/lineUser';
import { type SmtpSink, startSmtpSink } from './support/smtpSink';

// What a shipping line's users are told of news issued for their party, and what history keeps
// of the bills they download in the portal.

const w = useBillApp();
const app = () => w.context.app;
const db = () => w.context.t.db;

let sink: SmtpSink | undefined;
afterEach(async () => {
  w.context.config.mail = undefined;
  await sink?.close();
  sink = undefined;
});

type World = Awaited<ReturnType<typeof w.billWorld>>;

/** A line user of the world's link party (or another), with their choice of report news. */
const lineUser = async (
  world: World,
  name: string,
  notice: { email: string; reports: 0 | 1 },
  linkPartyId = world.party.id,
) =>
  (
    await signedInLineUser(
      app(),
      { token: world.token, companyId: world.company.id },
      {
        username: `${name}.${world.user.id}`,
        linkPartyIds: [linkPartyId],
        notices: { email: notice.email, notifyestimates: 0, notifyreports: notice.reports },
      },
    )
  ).token;

describe('news for a line', () => {
  it('mails the line users who chose it when a survey report of their party is issued, and no one else', async () => {
    const world = await w.billWorld();
    await lineUser(world, 'Told', { email: 'told@line.test', reports: 1 });
    await lineUser(world, 'Untold', { email: 'untold@line.test', reports: 0 });
    // A line user of another party of the same company, who chose reports too.
    const other = await w.billWorld();
    await db()
      .update(linkParties)
      .set({ companyId: world.company.id })
      .where(eq(linkParties.id, other.party.id));
    await lineUser(
      world,
      'Elsewhere',
      { email: 'elsewhere@line.test', reports: 1 },
      other.party.id,
    );
    sink = await startSmtpSink();
    w.context.config.mail = { smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: 'Depot <s@q.test>' };
    const inspected = await world.inspect(20);

    const reply = await call(
      app(),
      api.report.generate,
      { query: { reportid: String(inspected.reportid), rptdate: todayInPorts(), rpttype: 1 } },
      world.token,
    );
    const { rptno } = expectOk(reply);

    const { mails } = sink;
    expect(mails.map((mail) => JSON.stringify(mail.to))).toEqual([
      expect.stringContaining('told@line.test'),
    ]);
    expect(mails[0]?.subject).toBe(`Survey report ${rptno} issued`);
    expect(mails[0]?.text).toContain('/portal');
  });
});

describe('bills downloaded in the portal', () => {
  it('records in history a line user’s download of a bill’s PDF and e-invoice, under their name', async () => {
    const world = await w.billWorld();
    // The e-invoice needs the seller's address with its PIN.
    await db()
      .update(companies)
      .set({ address: '12 Strand Road', city: 'Kolkata', pin: '700001' })
      .where(eq(companies.id, world.company.id));
    await world.rate(world.movement.id, 20, 1_250_50);
    const report = await world.report([(await world.inspect(20)).reportid]);
    const generated = await call(
      app(),
      api.bill.generate,
      {
        query: { reportid: String(report.id), billdate: '2026-11-22', chkround: 1 },
      } as never,
      world.token,
    );
    const filename = expectOk(generated) as string;
    expect(generated.body).toEqual(expect.arrayContaining([BILL_MESSAGES.generated]));
    const { billno } = (generated.body as unknown[])[3] as { billno: string };
    const token = await lineUser(world, 'Reader', { email: 'reader@line.test', reports: 0 });

    const pdf = await w.download(api.bill.pdf.path, { filename }, token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const invoice = await w.download(api.bill.eInvoice.path, { billno }, token);
    expect(invoice.statusCode).toBe(200);

    const rows = await db()
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.entity, 'bill'), eq(changeHistory.action, 'downloaded')))
      .orderBy(changeHistory.id);
    expect(rows.map((row) => row.changes)).toEqual([
      { filename: [null, filename] },
      { billno: [null, billno] },
    ]);
    expect(new Set(rows.map((row) => row.changedBy)).size).toBe(1);
    expect(rows[0]?.changedBy).not.toBe(world.user.id);
  });
});
