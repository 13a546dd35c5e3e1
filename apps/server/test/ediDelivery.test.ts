import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { api, type DeliverySettingsInput, EDI_DELIVERY_MESSAGES, Status } from '@quaybook/contract';
import { readBack } from '@quaybook/domain/testing';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deliveries,
  deliveryAttempts,
  deliverySettings,
  inspections,
  linkParties,
  locations,
  movements,
  sentFiles,
  users,
} from '../src/db/schema';
import { pdfText } from './support/billWorld';
import { call, expectFailure, expectOk, extraOf, messageOf } from './support/call';
import { useInspectionApp } from './support/inspectionWorld';
import { startSftpServer, type TestSftpServer } from './support/sftpServer';
import { type SmtpSink, startSmtpSink } from './support/smtpSink';

const w = useInspectionApp();
const calls = api.ediDelivery;
const app = () => w.context.app;
const db = () => w.context.t.db;
const MINUTE = 60_000;

const LINE_PASSWORD = 'open sesame 42';
let sftp: TestSftpServer;
let smtp: SmtpSink;

beforeAll(async () => {
  sftp = await startSftpServer({ users: [{ username: 'line', password: LINE_PASSWORD }] });
  mkdirSync(path.join(sftp.root, 'to-line'));
  mkdirSync(path.join(sftp.root, 'from-line'));
  smtp = await startSmtpSink();
});
// The line's folders start empty for each test, as its database does.
beforeEach(() => {
  for (const folder of ['to-line', 'from-line']) {
    const at = path.join(sftp.root, folder);
    for (const name of readdirSync(at)) rmSync(path.join(at, name));
  }
});
afterAll(async () => {
  await sftp?.close();
  await smtp?.close();
});

/** A line taking CODECO, its gate-in movement, and its delivery's settings as the screen sends them. */
async function lineWorld() {
  const world = await w.world('admin');
  await db()
    .update(linkParties)
    .set({ ediSenderId: 'QUAYBOOK', ediRecipientId: 'MSCU', carrierCode: 'MSC' })
    .where(eq(linkParties.id, world.party.id));
  await db()
    .update(movements)
    .set({ ediEvent: 'gate-in', moveFor: 'I', ediFull: false })
    .where(eq(movements.id, world.movement.id));
  const settings = (overrides: Partial<DeliverySettingsInput> = {}): DeliverySettingsInput => ({
    channel: 'sftp',
    host: '127.0.0.1',
    port: sftp.port,
    username: 'line',
    password: LINE_PASSWORD,
    folder: 'to-line',
    inbound_folder: 'from-line',
    messages: ['CODECO'],
    schedule: { kind: 'after', minutes: 15 },
    active: 1,
    ...overrides,
  });
  const save = async (body: DeliverySettingsInput) =>
    call(app(), calls.update, { params: { linkpartyid: world.party.id }, body }, world.token);
  const inspect = async () => {
    const container = await w.createContainer(world.user);
    await world.record({ containerNumber: container.number });
    return container.number;
  };
  const files = () => sftp.files('to-line');
  return { ...world, settings, save, inspect, files };
}

const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('delivery settings', () => {
  it('keeps the password sealed and answers only which secret is saved', async () => {
    const line = await lineWorld();
    const none = await call(
      app(),
      calls.settings,
      { params: { linkpartyid: line.party.id } },
      line.token,
    );
    expect(expectOk(none)).toBeNull();

    const saved = expectOk(await line.save(line.settings()));
    expect(saved).toMatchObject({ channel: 'sftp', secret: 'password', secretunreadable: 0 });
    expect(JSON.stringify(saved)).not.toContain(LINE_PASSWORD);
    const [row] = await db().select().from(deliverySettings);
    expect(row?.sealedSecret).toBeTruthy();
    expect(row?.sealedSecret).not.toContain(LINE_PASSWORD);

    // Saved again without the password: the one saved before stays.
    const again = expectOk(
      await line.save({ ...line.settings({ password: '' }), version: saved.version }),
    );
    expect(again.secret).toBe('password');
    const test = await call(
      app(),
      calls.test,
      { params: { linkpartyid: line.party.id }, body: undefined },
      line.token,
    );
    expect(expectOk(test)).toEqual({ passed: 1, failure: null });
    expect(sftp.files('to-line')).toEqual([]);
  });

  it('refuses SFTP without a host or a secret, e-mail without addresses, and a stale edit', async () => {
    const line = await lineWorld();
    const noHost = await line.save(line.settings({ host: '' }));
    expect(expectFailure(noHost, 400).message).toContain(EDI_DELIVERY_MESSAGES.hostNeeded);
    const noSecret = await line.save(line.settings({ password: null }));
    expect(expectFailure(noSecret, 400).message).toBe(EDI_DELIVERY_MESSAGES.secretNeeded);
    const noMail = await line.save({
      channel: 'email',
      messages: ['REPORT'],
      schedule: { kind: 'daily', at: '09:30' },
    });
    expect(expectFailure(noMail, 400).message).toContain(EDI_DELIVERY_MESSAGES.emailsNeeded);
    expect(await db().select().from(deliverySettings)).toEqual([]);

    const first = expectOk(await line.save(line.settings()));
    expectOk(
      await line.save({ ...line.settings({ folder: 'elsewhere' }), version: first.version }),
    );
    const stale = await line.save({ ...line.settings({ folder: 'mine' }), version: first.version });
    expectFailure(stale, 409);
    const [row] = await db().select().from(deliverySettings);
    expect(row?.folder).toBe('elsewhere');
  });

  it('never sends the saved password to another host or user than it was given for', async () => {
    const line = await lineWorld();
    const saved = expectOk(await line.save(line.settings()));
    const moved = await line.save({
      ...line.settings({ host: 'localhost', password: '' }),
      version: saved.version,
    });
    expect(expectFailure(moved, 400).message).toBe(EDI_DELIVERY_MESSAGES.secretAgain);
    const test = await call(
      app(),
      calls.test,
      {
        params: { linkpartyid: line.party.id },
        body: line.settings({ host: 'depot.invalid', username: 'someone', password: '' }),
      },
      line.token,
    );
    // Refused before any connection: a lookup of the host would have failed as 'dns'.
    expect(expectOk(test)).toEqual({ passed: 0, failure: 'secret' });
    expect(messageOf(test)).toBe(EDI_DELIVERY_MESSAGES.secretAgain);
    const [row] = await db().select().from(deliverySettings);
    expect(row?.host).toBe('127.0.0.1');
  });

  it('says what failed when testing the connection', async () => {
    const line = await lineWorld();
    const test = async (overrides: Partial<DeliverySettingsInput>) => {
      const result = await call(
        app(),
        calls.test,
        { params: { linkpartyid: line.party.id }, body: line.settings(overrides) },
        line.token,
      );
      return { ...expectOk(result), message: messageOf(result) };
    };
    expect(await test({ password: 'wrong' })).toEqual({
      passed: 0,
      failure: 'authentication',
      message: EDI_DELIVERY_MESSAGES.failures.authentication('line'),
    });
    expect(await test({ folder: 'nowhere' })).toMatchObject({ passed: 0, failure: 'folder' });
    expect(await test({ host: 'depot.invalid' })).toMatchObject({ passed: 0, failure: 'dns' });
    await sftp.stopListening();
    try {
      expect(await test({})).toEqual({
        passed: 0,
        failure: 'refused',
        message: EDI_DELIVERY_MESSAGES.failures.refused('127.0.0.1', sftp.port),
      });
    } finally {
      await sftp.listenAgain();
    }
    expect(await test({})).toMatchObject({ passed: 1, failure: null });
  });
});

describe('sending', () => {
  it('sends the inspections saved as one CODECO in the line’s folder once they are due', async () => {
    const line = await lineWorld();
    const before = await line.inspect();
    expectOk(await line.save(line.settings()));
    const saved = [await line.inspect(), await line.inspect()];

    // Not yet: the schedule says 15 minutes after the event.
    await w.context.deliveries.tick(later(5));
    expect(line.files()).toEqual([]);

    await w.context.deliveries.tick(later(16));
    const [file, ...others] = line.files();
    expect(others).toEqual([]);
    const segments = readBack(
      readFileSync(path.join(sftp.root, 'to-line', file as string)).toString('latin1'),
    );
    const sent = segments.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0]);
    expect(sent.sort()).toEqual([...saved].sort());
    expect(sent).not.toContain(before);
    const unb = segments.find((s) => s.name === 'UNB');
    const [delivery] = await db().select().from(deliveries);
    expect(delivery).toMatchObject({ state: 'sent', attempts: 1, message: 'CODECO' });
    expect(unb?.elements[4]?.[0]).toBe(delivery?.controlReference);
    // Sent once: they are marked, and a later tick sends nothing more.
    await w.context.deliveries.tick(later(40));
    expect(line.files()).toEqual([file]);
    const marked = await db().select({ sent: inspections.ediSent }).from(inspections);
    expect(marked.filter((row) => row.sent)).toHaveLength(2);

    const log = await call(app(), calls.log, { query: { page: 1 } }, line.token);
    expect(expectOk(log)).toEqual([
      expect.objectContaining({
        message: 'CODECO',
        reference: delivery?.controlReference,
        containers: 2,
        containernos: [...saved].sort(),
        state: 'sent',
        attempts: 1,
        destination: '127.0.0.1:to-line',
      }),
    ]);
    expect(extraOf(log)).toEqual({ total: 1, page: 1, pageSize: 50 });
  });

  it('sends gate moves as a CODECO and vessel moves as a COARRI, each in its own interchange', async () => {
    const line = await lineWorld();
    const discharge = await w.made.createMovement(line.user, {
      ediEvent: 'discharge',
      moveFor: 'I',
      ediFull: true,
    });
    expectOk(
      await line.save(
        line.settings({ messages: ['CODECO', 'COARRI'], schedule: { kind: 'after', minutes: 0 } }),
      ),
    );
    const gated = await line.inspect();
    const landed = (await w.createContainer(line.user)).number;
    await line.record({ containerNumber: landed, movementId: discharge.id });
    await w.context.deliveries.tick(later(1));

    const sent = line.files().map((name) => {
      const segments = readBack(
        readFileSync(path.join(sftp.root, 'to-line', name)).toString('latin1'),
      );
      return {
        message: segments.find((s) => s.name === 'UNH')?.elements[1]?.[0],
        containers: segments.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0]),
      };
    });
    expect(sent.sort((a, b) => String(a.message).localeCompare(String(b.message)))).toEqual([
      { message: 'COARRI', containers: [landed] },
      { message: 'CODECO', containers: [gated] },
    ]);
  });

  it('retries a refused connection and then sends the same interchange, once', async () => {
    const line = await lineWorld();
    expectOk(await line.save(line.settings({ schedule: { kind: 'after', minutes: 0 } })));
    await line.inspect();
    await sftp.stopListening();
    try {
      await w.context.deliveries.tick(later(1));
      await w.context.deliveries.tick(later(1.5)); // not yet: the retry waits a minute
      await w.context.deliveries.tick(later(2.1));
    } finally {
      await sftp.listenAgain();
    }
    const [failing] = await db().select().from(deliveries);
    expect(failing).toMatchObject({ state: 'failing', attempts: 2 });
    expect(failing?.lastError).toBe(EDI_DELIVERY_MESSAGES.failures.refused('127.0.0.1', sftp.port));

    await w.context.deliveries.tick(later(4)); // the second retry waits five minutes
    expect(line.files()).toEqual([]);
    await w.context.deliveries.tick(later(7.2));
    const files = line.files();
    expect(files).toHaveLength(1);
    const [sent, ...more] = await db().select().from(deliveries);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      state: 'sent',
      attempts: 3,
      controlReference: failing?.controlReference,
    });
    expect(await db().select().from(sentFiles)).toHaveLength(1);
    const attempts = await db().select().from(deliveryAttempts);
    expect(attempts.map((a) => [a.sent, a.failure])).toEqual([
      [false, 'refused'],
      [false, 'refused'],
      [true, null],
    ]);
    const unb = readBack(
      readFileSync(path.join(sftp.root, 'to-line', files[0] as string)).toString('latin1'),
    ).find((s) => s.name === 'UNB');
    expect(unb?.elements[4]?.[0]).toBe(failing?.controlReference);
  });

  it('sends now by hand, and again by hand the same file', async () => {
    const line = await lineWorld();
    expectOk(await line.save(line.settings({ schedule: { kind: 'daily', at: '0300' } })));
    await line.inspect();
    const run = await call(
      app(),
      calls.run,
      { params: { linkpartyid: line.party.id } },
      line.token,
    );
    expect(expectOk(run)).toMatchObject({ sent: 1, failing: 0 });
    expect(messageOf(run)).toBe(EDI_DELIVERY_MESSAGES.ran(1, 0));
    const nothing = await call(
      app(),
      calls.run,
      { params: { linkpartyid: line.party.id } },
      line.token,
    );
    expect((nothing.body as unknown[])[0]).toBe(Status.information);

    const [delivery] = await db().select().from(deliveries);
    rmSync(path.join(sftp.root, 'to-line', line.files()[0] as string));
    const again = await call(
      app(),
      calls.resend,
      { params: { deliveryid: delivery?.id as number } },
      line.token,
    );
    expect(expectOk(again)).toMatchObject({
      state: 'sent',
      attempts: 2,
      reference: delivery?.controlReference,
    });
    expect(line.files()).toHaveLength(1);
  });

  it('mails the interchange to the line’s addresses', async () => {
    const line = await lineWorld();
    w.context.config.mail = {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'edi@depot.example.in',
    };
    try {
      expectOk(
        await line.save({
          channel: 'email',
          emails: 'edi@line.example.com; desk@line.example.com',
          messages: ['CODECO'],
          schedule: { kind: 'after', minutes: 0 },
        }),
      );
      await line.inspect();
      const received = smtp.mails.length;
      await w.context.deliveries.tick(later(1));
      const mail = smtp.mails[received];
      expect(mail?.attachments).toHaveLength(1);
      const [delivery] = await db().select().from(deliveries);
      expect(mail?.subject).toContain(delivery?.controlReference);
      expect(mail?.attachments[0]?.content.toString('latin1')).toContain(
        'UNB+UNOA:2+QUAYBOOK+MSCU',
      );
    } finally {
      delete w.context.config.mail;
    }
  });

  it('reads the line’s CONTRL from its inbound folder and marks the interchange', async () => {
    const line = await lineWorld();
    expectOk(await line.save(line.settings({ schedule: { kind: 'after', minutes: 0 } })));
    await line.inspect();
    await w.context.deliveries.tick(later(1));
    const [delivery] = await db().select().from(deliveries);
    const reference = delivery?.controlReference as string;
    writeFileSync(
      path.join(sftp.root, 'from-line', 'contrl-1.edi'),
      `UNA:+.? 'UNB+UNOA:2+MSCU+QUAYBOOK+261128:1200+77'UNH+1+CONTRL:D:3:UN'UCI+${reference}+QUAYBOOK+MSCU+7'UNT+3+1'UNZ+1+77'`,
    );
    await w.context.deliveries.tick(later(10));
    const [acknowledged] = await db().select().from(deliveries);
    expect(acknowledged?.acknowledgement).toBe('acknowledged');
    expect(sftp.files('from-line')).toEqual([]);
  });

  it('sends the survey report PDF when a report is generated, and the OVA workbook of the gate moves', async () => {
    const line = await lineWorld();
    await db().update(locations).set({ ovaCode: 'KOLGATE' });
    await db().update(movements).set({ ovaCode: 'GIN' }).where(eq(movements.id, line.movement.id));
    expectOk(
      await line.save(
        line.settings({ messages: ['OVA', 'REPORT'], schedule: { kind: 'after', minutes: 0 } }),
      ),
    );
    const container = await w.createContainer(line.user);
    const inspection = await line.record({ containerNumber: container.number });
    expectOk(
      await call(
        app(),
        api.report.generate,
        { query: { reportid: [inspection.reportid], rptdate: '2026-11-28', rpttype: 1 } },
        line.token,
      ),
    );
    await w.context.deliveries.tick(later(1));
    const made = await db().select().from(deliveries);
    expect(made.map((d) => [d.message, d.state, d.containerCount]).sort()).toEqual([
      ['OVA', 'sent', 1],
      ['REPORT', 'sent', 1],
    ]);
    const files = line.files();
    expect(files).toHaveLength(2);
    const pdf = files.find((name) => name.endsWith('.pdf'));
    // The report as issued: its text names the container.
    expect(await pdfText(readFileSync(path.join(sftp.root, 'to-line', pdf as string)))).toContain(
      container.number,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      readFileSync(
        path.join(sftp.root, 'to-line', files.find((name) => name.endsWith('.xlsx')) as string),
      ) as unknown as ArrayBuffer,
    );
    const cells = workbook.worksheets[0]?.getRow(2).values as unknown[];
    expect(cells).toContain(container.number);
    expect(cells).toContain('GIN');
    // The log names the container of each, through the inspection and through the report.
    const log = expectOk(await call(app(), calls.log, { query: { page: 1 } }, line.token));
    expect(log.map((row) => [row.message, row.containernos]).sort()).toEqual([
      ['OVA', [container.number]],
      ['REPORT', [container.number]],
    ]);
  });

  it('tells the company’s administrators once of a delivery failing for a day', async () => {
    const line = await lineWorld();
    await db()
      .update(users)
      .set({ email: 'admin@depot.example.in' })
      .where(eq(users.id, line.user.id));
    w.context.config.mail = {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'edi@depot.example.in',
    };
    try {
      expectOk(
        await line.save(
          line.settings({ password: 'changed since', schedule: { kind: 'after', minutes: 0 } }),
        ),
      );
      await line.inspect();
      const received = smtp.mails.length;
      await w.context.deliveries.tick(later(1));
      await w.context.deliveries.tick(later(23 * 60));
      expect(smtp.mails.length).toBe(received);
      await w.context.deliveries.tick(later(25 * 60));
      await w.context.deliveries.tick(later(26 * 60));
      const told = smtp.mails.slice(received);
      expect(told).toHaveLength(1);
      expect(told[0]?.to).toMatchObject({ text: 'admin@depot.example.in' });
      expect(told[0]?.text).toContain(EDI_DELIVERY_MESSAGES.failures.authentication('line'));
    } finally {
      delete w.context.config.mail;
    }
  });
});
