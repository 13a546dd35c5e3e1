import {
  api,
  fillPath,
  type GeneralExcelInput,
  type GeneralExcelQuery,
  GENERAL_EXCEL_MESSAGES as MESSAGES,
  Status,
} from '@quaybook/contract';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { applicants, documents, linkParties, sentFiles, sentMails } from '../src/db/schema';
import { call, expectFailure, expectOk, messageOf } from './support/call';
import { useInspectionApp } from './support/inspectionWorld';
import { type SmtpSink, startSmtpSink } from './support/smtpSink';

const w = useInspectionApp();
const calls = api.generalExcel;
const app = () => w.context.app;
const FROM = 'Quaybook Reports <reports@quaybook.test>';

let sink: SmtpSink | undefined;
afterEach(async () => {
  w.context.config.mail = undefined;
  await sink?.close();
  sink = undefined;
});

/** Mail goes through a local server started here, optionally refusing or asking a password. */
async function mailThrough(options: Parameters<typeof startSmtpSink>[0] = {}, auth = '') {
  sink = await startSmtpSink(options);
  w.context.config.mail = { smtpUrl: `smtp://${auth}127.0.0.1:${sink.port}`, from: FROM };
  return sink;
}

/** A party with a report e-mail on its link, two of its inspections, and one of another movement. */
async function world() {
  const world = await w.world('admin');
  const db = w.context.t.db;
  await db
    .update(linkParties)
    .set({ reportEmail: 'ops@seahorse.test' })
    .where(eq(linkParties.id, world.party.id));
  await db
    .update(applicants)
    .set({ email: 'accounts@seahorse.test' })
    .where(eq(applicants.id, world.applicant.id));
  const second = await w.createContainer(world.user, { isoCode: '45G1' });
  const first = await world.record({ inspdate: '2026-11-20', insptime: '0900', seal: 'SL-1' });
  const later = await world.record({
    containerNumber: second.number,
    inspdate: '2026-11-21',
    insptime: '1000',
    seal: 'SL-2',
  });
  const otherMovement = await w.made.createMovement(world.user);
  const third = await w.createContainer(world.user);
  const elsewhere = await world.record({
    containerNumber: third.number,
    movementId: otherMovement.id,
  });
  const query: GeneralExcelQuery = {
    applicant: world.applicant.id,
    account: world.account.id,
    movement: world.movement.id,
  };
  const input = (overrides: Partial<GeneralExcelInput> = {}): GeneralExcelInput => ({
    checkedIds: [first.reportid, later.reportid],
    applicantid: world.applicant.id,
    accountid: world.account.id,
    filename: '',
    vesselstatus: 2,
    attime: '1430',
    mailsub: 'Seahorse: containers of MSC Ruby, vessel complete',
    msgbody: 'Dear team,\nPlease find the containers attached.',
    contcnt: 2,
    ...overrides,
  });
  return { ...world, first, later, elsewhere, second, query, input };
}

type World = Awaited<ReturnType<typeof world>>;

const generate = (world: Pick<World, 'token'>, transaction: unknown, token = world.token) =>
  w.formCall(calls.send, token, { transaction });

async function downloaded(filename: string, token: string) {
  const response = await app().inject({
    method: 'GET',
    url: `/api${fillPath(api.documents.download.path, { filename })}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return response;
}

async function workbookRows(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

const countOf = async (table: typeof sentMails | typeof sentFiles | typeof documents) =>
  Number((await w.context.t.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe('GET /populate_general_excel', () => {
  it('lists the party’s inspections of the movement, in the general-excel row, with the count in item 3', async () => {
    const world = await world_();
    const answer = await call(app(), calls.populate, { query: world.query }, world.token);
    const rows = expectOk(answer);
    expect(rows.map((row) => row.reportid)).toEqual([world.first.reportid, world.later.reportid]);
    expect(rows[1]).toMatchObject({
      contnumber: world.second.number,
      isocode: '45G1',
      InspDate: '2026-11-21',
      Seal: 'SL-2',
      movementname: world.movement.name,
      applicantname: world.applicant.name,
      accountname: world.account.name,
      vessname: world.vessel.name,
      voyagename: world.voyage.name,
    });
    expect((answer.body as unknown[])[3]).toBe(2);
    expect(messageOf(answer)).toBe(MESSAGES.fetched);
  });

  it('says so, as information, when nothing matches', async () => {
    const world = await world_();
    const answer = await call(
      app(),
      calls.populate,
      { query: { ...world.query, fromdate: '2027-01-01' } },
      world.token,
    );
    expect(answer.statusCode).toBe(200);
    expect((answer.body as unknown[])[0]).toBe(Status.information);
    expect(messageOf(answer)).toBe(MESSAGES.nothingFound);
  });

  it('needs a party and a movement', async () => {
    const world = await world_();
    const { applicant: _a, account: _b, ...noParty } = world.query;
    expect(
      expectFailure(await call(app(), calls.populate, { query: noParty }, world.token), 400)
        .message,
    ).toContain(MESSAGES.selectParty);
    const { movement: _m, ...noMovement } = world.query;
    expect(
      expectFailure(await call(app(), calls.populate, { query: noMovement }, world.token), 400)
        .message,
    ).toBe(MESSAGES.selectMovement);
  });

  it('needs vessel and voyage for a movement that asks for them, unless From Date is given', async () => {
    const world = await world_();
    const db = w.context.t.db;
    const { movements } = await import('../src/db/schema');
    await db
      .update(movements)
      .set({ needsVesselVoyage: true })
      .where(eq(movements.id, world.movement.id));
    const ask = (query: GeneralExcelQuery) =>
      call(app(), calls.populate, { query: { ...world.query, ...query } }, world.token);
    const noVessel = expectFailure(await ask({}), 400);
    expect(noVessel.message).toBe(MESSAGES.selectVessel);
    expect(noVessel.fields).toEqual({ vessel: MESSAGES.selectVessel });
    expect(expectFailure(await ask({ vessel: world.vessel.id }), 400).message).toBe(
      MESSAGES.selectVoyage,
    );
    expect(expectOk(await ask({ vessel: world.vessel.id, voyage: world.voyage.id }))).toHaveLength(
      2,
    );
    expect(expectOk(await ask({ fromdate: '2026-11-01' }))).toHaveLength(2);
  });

  it('needs the time when the vessel is Complete, written HHMM', async () => {
    const world = await world_();
    const ask = (query: GeneralExcelQuery) =>
      call(app(), calls.populate, { query: { ...world.query, ...query } }, world.token);
    const missing = expectFailure(await ask({ vesselstatus: 2 }), 400);
    expect(missing.message).toBe(MESSAGES.enterCompleteTime);
    expect(missing.fields).toEqual({ attime: MESSAGES.enterCompleteTime });
    expect(expectFailure(await ask({ vesselstatus: 2, attime: '2460' }), 400).message).toBe(
      MESSAGES.invalidTime,
    );
    expect(expectOk(await ask({ vesselstatus: 2, attime: '0930' }))).toHaveLength(2);
    expect(expectOk(await ask({ vesselstatus: 1 }))).toHaveLength(2);
  });

  it('knows neither another company’s party nor its movement, and nothing without a token', async () => {
    const world = await world_();
    const stranger = await w.world('admin');
    expect(
      expectFailure(await call(app(), calls.populate, { query: world.query }, stranger.token), 404)
        .message,
    ).toBe(MESSAGES.partyNotFound);
    expect(
      expectFailure(
        await call(
          app(),
          calls.populate,
          { query: { ...world.query, movement: stranger.movement.id } },
          world.token,
        ),
        404,
      ).message,
    ).toBe(MESSAGES.movementNotFound);
    expectFailure(await call(app(), calls.populate, { query: world.query }), 401);
  });
});

describe('GET /general_excel_recipient', () => {
  it('names the link’s report address, else the applicant’s, and whether mail is configured', async () => {
    const world = await world_();
    const party = { applicant: world.applicant.id, account: world.account.id };
    const ask = (token = world.token) => call(app(), calls.recipient, { query: party }, token);
    expect(expectOk(await ask())).toEqual({
      recipient: 'ops@seahorse.test',
      mailConfigured: false,
    });
    await w.context.t.db
      .update(linkParties)
      .set({ reportEmail: null })
      .where(eq(linkParties.id, world.party.id));
    await mailThrough();
    expect(expectOk(await ask())).toEqual({
      recipient: 'accounts@seahorse.test',
      mailConfigured: true,
    });
    const stranger = await w.world('admin');
    expectFailure(await ask(stranger.token), 404);
    expectFailure(await ask(''), 401);
  });
});

describe('POST /general_excel', () => {
  it('mails the checked inspections as a workbook to the party’s report address, and logs it sent', async () => {
    const world = await world_();
    const server = await mailThrough(
      { credentials: { username: 'reports', password: 's3cret:pw' } },
      'reports:s3cret%3Apw@',
    );
    const answer = await generate(world, world.input());
    const filename = expectOk(answer);
    expect(messageOf(answer)).toBe(MESSAGES.mailSent('ops@seahorse.test'));
    expect((answer.body as unknown[])[3]).toEqual({
      outcome: 'sent',
      recipient: 'ops@seahorse.test',
      containers: 2,
    });

    expect(server.logins).toEqual([{ username: 'reports', password: 's3cret:pw' }]);
    expect(server.mails).toHaveLength(1);
    const mail = server.mails[0];
    expect(mail?.subject).toBe('Seahorse: containers of MSC Ruby, vessel complete');
    expect(mail?.text?.trim()).toBe('Dear team,\nPlease find the containers attached.');
    expect(mail?.from?.text).toBe('"Quaybook Reports" <reports@quaybook.test>');
    expect((mail?.to as { text: string }).text).toBe('ops@seahorse.test');
    expect(mail?.attachments).toHaveLength(1);
    const attached = mail?.attachments[0];
    expect(attached?.filename).toMatch(/^General Excel .+\.xlsx$/);
    const rows = await workbookRows(attached?.content as Buffer);
    expect(rows[2]).toEqual(['Vessel Status', 'Vessel Status: Complete at 14:30']);
    expect(rows[6]?.[0]).toBe('Container');
    expect(rows.slice(7).map((row) => row[0])).toEqual([
      world.container.number,
      world.second.number,
    ]);

    // The same bytes are the document the screen offers.
    const file = await downloaded(filename, world.token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(attached?.content as Buffer)).toBe(true);

    const log = await call(app(), api.sentFiles.mails, { query: {} }, world.token);
    expect(expectOk(log)).toEqual([
      expect.objectContaining({
        recipient: 'ops@seahorse.test',
        subject: 'Seahorse: containers of MSC Ruby, vessel complete',
        outcome: 'sent',
        detail: null,
        filename,
        containers: 2,
        applicantname: world.applicant.name,
      }),
    ]);
    const files = expectOk(
      await call(app(), api.sentFiles.list, { query: { kind: 'general-excel' } }, world.token),
    );
    expect(files).toEqual([expect.objectContaining({ filename, kind: 'general-excel' })]);
    const [document] = await w.context.t.db
      .select()
      .from(documents)
      .where(eq(documents.name, filename));
    expect(document?.kind).toBe('general-excel');
  });

  it('mails the applicant’s address when the link names none, under the file name asked for', async () => {
    const world = await world_();
    await w.context.t.db
      .update(linkParties)
      .set({ reportEmail: null })
      .where(eq(linkParties.id, world.party.id));
    const server = await mailThrough();
    const answer = await generate(world, world.input({ filename: 'Ruby 0462 / final' }));
    expectOk(answer);
    expect((server.mails[0]?.to as { text: string }).text).toBe('accounts@seahorse.test');
    expect(server.mails[0]?.attachments[0]?.filename).toBe('Ruby 0462 final.xlsx');
  });

  it('keeps the file downloadable and logs not-configured when SMTP_URL is unset', async () => {
    const world = await world_();
    const answer = await generate(world, world.input());
    const filename = expectOk(answer);
    expect(messageOf(answer)).toBe(MESSAGES.notConfigured);
    const file = await downloaded(filename, world.token);
    expect(file.statusCode).toBe(200);
    expect((await workbookRows(file.rawPayload)).slice(7)).toHaveLength(2);
    const [mail] = expectOk(await call(app(), api.sentFiles.mails, { query: {} }, world.token));
    expect(mail).toMatchObject({ outcome: 'not-configured', recipient: 'ops@seahorse.test' });
  });

  it('logs a refusing mail server’s answer as failed, and the file is kept', async () => {
    const world = await world_();
    await mailThrough({ refuse: '550 Mailbox unavailable' });
    const answer = await generate(world, world.input());
    const filename = expectOk(answer);
    expect(messageOf(answer)).toContain('550 Mailbox unavailable');
    const [mail] = expectOk(await call(app(), api.sentFiles.mails, { query: {} }, world.token));
    expect(mail?.outcome).toBe('failed');
    expect(mail?.detail).toContain('550 Mailbox unavailable');
    expect((await downloaded(filename, world.token)).statusCode).toBe(200);
  });

  it('logs an unreachable mail server or wrong password as failed, never showing the password', async () => {
    const world = await world_();
    const closed = await startSmtpSink();
    const port = closed.port;
    await closed.close();
    w.context.config.mail = { smtpUrl: `smtp://u:hunter22@127.0.0.1:${port}`, from: FROM };
    expectOk(await generate(world, world.input()));
    await mailThrough({ credentials: { username: 'u', password: 'right' } }, 'u:hunter22@');
    expectOk(await generate(world, world.input()));
    const mails = expectOk(await call(app(), api.sentFiles.mails, { query: {} }, world.token));
    expect(mails.map((mail) => mail.outcome)).toEqual(['failed', 'failed']);
    expect(mails[1]?.detail).toMatch(/ECONNREFUSED/);
    expect(mails[0]?.detail).toMatch(/EAUTH|Invalid/);
    for (const mail of mails) expect(mail.detail).not.toContain('hunter22');
  });

  it('logs failed with no mail when the party has no address', async () => {
    const world = await world_();
    const db = w.context.t.db;
    await db.update(linkParties).set({ reportEmail: '' }).where(eq(linkParties.id, world.party.id));
    await db.update(applicants).set({ email: null }).where(eq(applicants.id, world.applicant.id));
    const server = await mailThrough();
    const answer = await generate(world, world.input());
    expectOk(answer);
    expect(messageOf(answer)).toBe(MESSAGES.mailFailed(MESSAGES.noAddress));
    expect(server.mails).toHaveLength(0);
    const [mail] = expectOk(await call(app(), api.sentFiles.mails, { query: {} }, world.token));
    expect(mail).toMatchObject({ outcome: 'failed', detail: MESSAGES.noAddress, recipient: '' });
  });

  it('refuses each missing field with the spec’s message, and writes nothing', async () => {
    const world = await world_();
    const refused = async (transaction: unknown, message: string) => {
      const answer = await generate(world, transaction);
      expect(expectFailure(answer, 400).message).toBe(message);
    };
    await refused(world.input({ checkedIds: [] }), MESSAGES.selectInspection);
    await refused(world.input({ applicantid: 0 }), MESSAGES.selectParty);
    await refused(world.input({ attime: '' }), MESSAGES.enterCompleteTime);
    await refused(world.input({ mailsub: '  ' }), MESSAGES.enterSubject);
    const other = await w.made.createParty(world.user);
    const fourth = await w.createContainer(world.user);
    const othersInspection = await world.record({
      containerNumber: fourth.number,
      applicant: other.applicant.id,
      account: other.account.id,
    });
    await refused(
      world.input({ checkedIds: [world.first.reportid, othersInspection.reportid] }),
      MESSAGES.otherParty,
    );
    expect([await countOf(documents), await countOf(sentFiles), await countOf(sentMails)]).toEqual([
      0, 0, 0,
    ]);
  });

  it('knows no other company’s inspections or party, and nothing without a token', async () => {
    const world = await world_();
    const stranger = await w.world('admin');
    const theirs = await stranger.record();
    const notFound = async (transaction: unknown) =>
      expectFailure(await generate(world, transaction), 404).message;
    expect(
      await notFound(world.input({ checkedIds: [world.first.reportid, theirs.reportid] })),
    ).toBe(MESSAGES.inspectionNotFound);
    expect(
      await notFound(
        world.input({ applicantid: stranger.applicant.id, accountid: stranger.account.id }),
      ),
    ).toBe(MESSAGES.partyNotFound);
    expectFailure(await generate(world, world.input(), ''), 401);
    expect(await countOf(sentFiles)).toBe(0);
  });
});

// The world of this file, named apart from the helper `w.world` it builds on.
const world_ = world;
