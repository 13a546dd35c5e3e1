import {
  api,
  CHECK_DIGIT_MESSAGES,
  type CheckDigitFault,
  EDI_REPORT_MESSAGES,
  type EdiReportSummary,
  Status,
} from '@quaybook/contract';
import { containerCheckDigit, MAX_MESSAGES } from '@quaybook/domain';
import { messagesOf, type ParsedSegment, readBack } from '@quaybook/domain/testing';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  containers,
  documents,
  inspections,
  linkParties,
  movements,
  sentFiles,
  vessels,
  voyages,
} from '../src/db/schema';
import { bearer, call, expectFailure, expectOk, messageOf, type Reply, send } from './support/call';
import { DOCKS } from './support/factories';
import { useInspectionApp } from './support/inspectionWorld';

const w = useInspectionApp();
const calls = api.ediReport;
const app = () => w.context.app;
const db = () => w.context.t.db;

/** A party whose line takes EDI, with gate-in, discharge and unreported movements. */
async function ediWorld() {
  const world = await w.world('user');
  await db()
    .update(linkParties)
    .set({ ediSenderId: 'QUAYBOOK', ediRecipientId: 'MSCU', carrierCode: 'MSC' })
    .where(eq(linkParties.id, world.party.id));
  // A vessel name with every separator: it must travel released and come back whole.
  await db()
    .update(vessels)
    .set({ name: "O'BRIEN+SONS: STAR?", callSign: '9V1234' })
    .where(eq(vessels.id, world.vessel.id));
  await db()
    .update(movements)
    .set({ ediEvent: 'gate-in', moveFor: 'I', ediFull: false })
    .where(eq(movements.id, world.movement.id));
  const discharge = await w.made.createMovement(world.user, {
    ediEvent: 'discharge',
    moveFor: 'I',
    ediFull: true,
  });
  const unreported = await w.made.createMovement(world.user, { ediEvent: null });
  /** An inspection of a new container in the given movement. */
  const inspect = async (
    movementId: number,
    overrides: Parameters<typeof world.record>[0] = {},
    damages?: Parameters<typeof world.record>[1],
  ) => {
    const container = await w.createContainer(world.user);
    const recorded = await world.record(
      { containerNumber: container.number, movementId, ...overrides },
      damages,
    );
    return { id: recorded.reportid, container: container.number };
  };
  /** An inspection of a container whose number fails its check digit (recorded all the same). */
  const inspectWrongDigit = async (movementId: number) => {
    const box = await w.createContainer(world.user);
    const right = containerCheckDigit(box.number.slice(0, 10));
    const number = `${box.number.slice(0, 10)}${(right + 1) % 10}`;
    await db().update(containers).set({ number }).where(eq(containers.id, box.id));
    const recorded = await world.record({ containerNumber: number, movementId });
    return { id: recorded.reportid, container: number, expected: right };
  };
  const query = (overrides: Record<string, unknown> = {}) => ({
    applicant: world.applicant.id,
    account: world.account.id,
    rpttype: 2,
    ...overrides,
  });
  return { ...world, discharge, unreported, inspect, inspectWrongDigit, query };
}

/** A generated document's bytes, fetched as the browser does. */
async function downloaded(token: string, filename: string) {
  const response = await app().inject({
    method: 'GET',
    url: `/api/document/${filename}`,
    headers: bearer(token),
  });
  return response;
}

async function interchangeOf(token: string, filename: string) {
  const response = await downloaded(token, filename);
  expect(response.statusCode).toBe(200);
  return readBack(response.body);
}

const summaryOf = (reply: Reply) => (reply.body as unknown[])[3] as EdiReportSummary;
const dataOf = (reply: Reply) => (reply.body as unknown[])[2];
const statusOf = (reply: Reply) => (reply.body as unknown[])[0];
const tagsOf = (message: readonly ParsedSegment[]) => message.map((s) => s.name).join(' ');
const marksOf = async (id: number) =>
  (await db().select().from(inspections).where(eq(inspections.id, id)))[0];

describe('GET /api/generate_edi (EDI)', () => {
  it('sends the party’s unsent moves as one interchange, marked sent with it', async () => {
    const world = await ediWorld();
    const { damageLine } = w;
    const first = await world.inspect(world.movement.id, { insptime: '0900', conditionid: 1 }, [
      await damageLine({
        positionid: 3,
        damageFrom: '5',
        damageFromAnd: 'Bottom',
        note: "O'NEIL+CO: 30?",
      }),
    ]);
    const second = await world.inspect(world.movement.id, { insptime: '1000' });
    const discharged = await world.inspect(world.discharge.id, { cargowt: 24850 });
    const leftOut = await world.inspect(world.unreported.id);

    const reply = await call(app(), calls.generate, { query: world.query() }, world.token);
    const filename = expectOk(reply);
    expect(messageOf(reply)).toBe(EDI_REPORT_MESSAGES.ediGenerated(3, 1));
    expect(summaryOf(reply)).toEqual({ containers: 3, messages: 2 });

    const segments = await interchangeOf(world.token, filename);
    expect(segments[0]?.elements.slice(0, 3)).toEqual([['UNOA', '2'], ['QUAYBOOK'], ['MSCU']]);
    const messages = messagesOf(segments);
    expect(messages.map((m) => m[0]?.elements[1]?.[0])).toEqual(['CODECO', 'COARRI']);
    // The D.95B order: header, parties, then each container's group; tare for the empty boxes.
    expect(tagsOf(messages[0] ?? [])).toBe(
      'UNH BGM TDT NAD NAD NAD EQD DTM LOC MEA SEL FTX DAM EQD DTM LOC MEA SEL CNT UNT',
    );
    // COARRI is addressed to the line (NAD MR) as CODECO is.
    expect(tagsOf(messages[1] ?? [])).toBe(
      'UNH BGM TDT LOC NAD NAD NAD EQD DTM MEA SEL NAD CNT UNT',
    );
    for (const message of messages) {
      expect(message.at(-1)?.elements[0]).toEqual([String(message.length)]);
      const eqds = message.filter((s) => s.name === 'EQD').length;
      expect(message.find((s) => s.name === 'CNT')?.elements).toEqual([['16', String(eqds)]]);
    }
    expect(segments.at(-1)?.elements[0]).toEqual(['2']);
    expect(segments.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0])).toEqual([
      first.container,
      second.container,
      discharged.container,
    ]);
    const codeco = messages[0] ?? [];
    expect(codeco.find((s) => s.name === 'BGM')?.elements[0]).toEqual(['34']);
    expect(codeco.find((s) => s.name === 'TDT')?.elements[7]).toEqual([
      '9V1234',
      '103',
      '',
      "O'BRIEN+SONS: STAR?",
    ]);
    expect(codeco.find((s) => s.name === 'LOC')?.elements.slice(0, 2)).toEqual([
      ['165'],
      ['INCCU', '139', '6'],
    ]);
    expect(codeco.find((s) => s.name === 'DTM')?.elements[0]).toEqual(['7', '202611200900', '203']);
    expect(codeco.find((s) => s.name === 'DAM')?.elements.slice(1, 3)).toEqual([
      [expect.any(String)],
      ['RB5N'],
    ]);
    expect(codeco.find((s) => s.name === 'FTX')?.elements[3]?.[0]).toContain("O'NEIL+CO: 30?");
    const coarri = messages[1] ?? [];
    expect(coarri.find((s) => s.name === 'BGM')?.elements[0]).toEqual(['44']);
    expect(coarri.filter((s) => s.name === 'NAD').map((s) => s.elements.slice(0, 2))).toEqual([
      [['MS'], ['QUAYBOOK', '160', 'ZZZ']],
      [['MR'], ['MSCU', '160', 'ZZZ']],
      [['CA'], ['MSC', '160', '20']],
      [['CF'], ['MSC', '160', '20']],
    ]);
    expect(coarri.find((s) => s.name === 'MEA')?.elements).toEqual([
      ['AAE'],
      ['G'],
      ['KGM', '24850'],
    ]);

    for (const sent of [first, second, discharged]) {
      expect(await marksOf(sent.id)).toMatchObject({
        ediSent: true,
        ediFileName: filename,
        ediFileAt: expect.any(Date),
      });
    }
    expect(await marksOf(leftOut.id)).toMatchObject({ ediSent: false, ediFileName: null });
    expect(await db().select().from(sentFiles)).toEqual([
      expect.objectContaining({
        kind: 'edi',
        applicantId: world.applicant.id,
        accountId: world.account.id,
        containerCount: 3,
        createdBy: world.user.id,
      }),
    ]);

    // The sent ones are not sent again; what is left has no EDI event.
    const again = await call(app(), calls.generate, { query: world.query() }, world.token);
    expect(statusOf(again)).toBe(Status.information);
    expect(messageOf(again)).toBe(EDI_REPORT_MESSAGES.noneReported(1));
    const onlyGateIn = await call(
      app(),
      calls.generate,
      { query: world.query({ movement: world.movement.id }) },
      world.token,
    );
    expect(statusOf(onlyGateIn)).toBe(Status.information);
    expect(messageOf(onlyGateIn)).toBe(EDI_REPORT_MESSAGES.nothingToSend);
    expect(await w.countOf(sentFiles)).toBe(1);
  });

  it('sends a container ticked to resend again, as the replacement of its message, and only it', async () => {
    const world = await ediWorld();
    const resent = await world.inspect(world.movement.id);
    const kept = await world.inspect(world.movement.id);
    const first = expectOk(
      await call(app(), calls.generate, { query: world.query() }, world.token),
    );
    const original = messagesOf(await interchangeOf(world.token, first))[0] ?? [];
    const originalNo = original.find((s) => s.name === 'BGM')?.elements[1]?.[0];
    expect(originalNo).toMatch(/^\d{12}$/);
    expectOk(
      await w.formCall(api.inspection.bulkUpdate, world.token, {
        transaction: { checkedIds: [resent.id], chkedi: 1 },
      }),
    );
    expect(await marksOf(resent.id)).toMatchObject({ ediSent: false });

    const reply = await call(app(), calls.generate, { query: world.query() }, world.token);
    const filename = expectOk(reply);
    expect(summaryOf(reply)).toEqual({ containers: 1, messages: 1 });
    const segments = await interchangeOf(world.token, filename);
    expect(segments.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0])).toEqual([
      resent.container,
    ]);
    expect(segments.find((s) => s.name === 'BGM')?.elements[2]).toEqual(['5']);
    // Right after BGM, the message it replaces, so the line can match the two.
    const [message] = messagesOf(segments);
    expect(message?.[2]).toEqual({ name: 'RFF', elements: [['ACW', originalNo]] });
    expect(await marksOf(resent.id)).toMatchObject({ ediSent: true, ediFileName: filename });
    expect((await marksOf(kept.id))?.ediFileName).not.toBe(filename);
  });

  it('takes a new interchange reference each time, never one given before', async () => {
    const world = await ediWorld();
    await world.inspect(world.movement.id);
    const one = expectOk(await call(app(), calls.generate, { query: world.query() }, world.token));
    await world.inspect(world.movement.id);
    const two = expectOk(await call(app(), calls.generate, { query: world.query() }, world.token));
    const references = await Promise.all(
      [one, two].map(async (name) => (await interchangeOf(world.token, name))[0]?.elements[4]),
    );
    expect(references[0]).not.toEqual(references[1]);
  });
});

describe('GET /api/generate_edi in UNOA', () => {
  it('sends every value in the UNOA set: upper case, accents taken off, the rest a space', async () => {
    const world = await ediWorld();
    await db().update(voyages).set({ name: 'v42e@kol|één' }).where(eq(voyages.id, world.voyage.id));
    await db()
      .update(linkParties)
      .set({ ediSenderId: 'quaybook@kol', carrierCode: 'msc' })
      .where(eq(linkParties.id, world.party.id));
    await world.inspect(world.movement.id, { seal: 'sl#4_5’' });
    const reply = await call(app(), calls.generate, { query: world.query() }, world.token);
    const filename = expectOk(reply);
    const raw = (await downloaded(world.token, filename)).body;
    for (const line of raw.split('\n')) expect(line).toMatch(/^[A-Z0-9 .,\-()/='+:?!"%&*;<>]*$/);
    const segments = readBack(raw);
    expect(segments[0]?.elements.slice(0, 2)).toEqual([['UNOA', '2'], ['QUAYBOOK KOL']]);
    const tdt = segments.find((s) => s.name === 'TDT');
    expect(tdt?.elements[1]).toEqual(['V42E KOL EEN']);
    expect(tdt?.elements[4]).toEqual(['MSC', '172', '20']);
    // Released after the mapping: the apostrophe the quote became travels as ?'.
    expect(raw).toContain("SEL+SL 4-5?'+SH'");
    expect(segments.find((s) => s.name === 'SEL')?.elements[0]).toEqual(["SL 4-5'"]);
  });
});

describe('two EDI reports at once', () => {
  it('send each container once: the other finds nothing new, or is refused', async () => {
    const world = await ediWorld();
    for (let n = 0; n < 20; n += 1) await world.inspect(world.movement.id);
    const replies = await Promise.all(
      [1, 2].map(() => call(app(), calls.generate, { query: world.query() }, world.token)),
    );
    const sent = replies.filter((reply) => reply.statusCode === 200 && statusOf(reply) === 1);
    expect(sent).toHaveLength(1);
    const other = replies.find((reply) => !sent.includes(reply)) as Reply;
    expect([`${other.statusCode} ${messageOf(other)}`]).toEqual([
      expect.stringMatching(
        new RegExp(
          `^(200 ${EDI_REPORT_MESSAGES.nothingToSend}|409 ${EDI_REPORT_MESSAGES.sentMeanwhile.replace(/[.;]/g, '.')})$`,
        ),
      ),
    ]);
    expect(await w.countOf(sentFiles)).toBe(1);
    expect(summaryOf(sent[0] as Reply)).toEqual({ containers: 20, messages: 1 });
  });
});

describe('GET /api/generate_edi (EXCEL)', () => {
  it('writes every unsent inspection of the filter into one workbook, marked sent', async () => {
    const world = await ediWorld();
    const gateIn = await world.inspect(world.movement.id, { seal: 'SL445566' });
    const unreported = await world.inspect(world.unreported.id);
    const reply = await call(
      app(),
      calls.generate,
      { query: world.query({ rpttype: '1' }) },
      world.token,
    );
    const filename = expectOk(reply);
    expect(messageOf(reply)).toBe(EDI_REPORT_MESSAGES.excelGenerated(2));
    expect(summaryOf(reply)).toEqual({ containers: 2, messages: 0 });
    const response = await downloaded(world.token, filename);
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('EDI Report');
    const values = (at: number) => (sheet?.getRow(at).values as unknown[]).slice(1);
    expect(values(1).slice(0, 7)).toEqual([
      'Sl',
      'Container No',
      'Size',
      'ISO Code',
      'Movement',
      'EDI Message',
      'F/E',
    ]);
    expect([values(2), values(3)].map((row) => [row[1], row[5], row[10], row[14]]).sort()).toEqual(
      [
        [gateIn.container, 'CODECO 34', 'INCCU', 'SL445566'],
        [unreported.container, undefined, 'INCCU', 'SEAL01'],
      ].sort(),
    );
    expect(sheet?.rowCount).toBe(3);
    for (const id of [gateIn.id, unreported.id])
      expect(await marksOf(id)).toMatchObject({ ediSent: true, ediFileName: filename });
    expect(await db().select({ kind: sentFiles.kind }).from(sentFiles)).toEqual([
      { kind: 'edi-excel' },
    ]);
    const [document] = await db().select().from(documents).where(eq(documents.name, filename));
    expect(document?.kind).toBe('edi-workbook');
  });
});

describe('GET /api/codeco_corri_report', () => {
  it('sends exactly the chosen containers again, the sent ones as replacements of their messages', async () => {
    const world = await ediWorld();
    const sent = await world.inspect(world.movement.id);
    const unsent = await world.inspect(world.movement.id, { insptime: '1100' });
    const other = await world.inspect(world.movement.id);
    const byEdi = await call(
      app(),
      calls.codecoCoarri,
      { query: { ...world.query(), contnumber: sent.container } },
      world.token,
    );
    const originalNo = (await interchangeOf(world.token, expectOk(byEdi))).find(
      (s) => s.name === 'BGM',
    )?.elements[1]?.[0];
    const reply = await call(
      app(),
      calls.codecoCoarri,
      { query: { ...world.query(), contnumber: `${sent.container}, ${unsent.container}` } },
      world.token,
    );
    const filename = expectOk(reply);
    expect(summaryOf(reply)).toEqual({ containers: 2, messages: 2 });
    const messages = messagesOf(await interchangeOf(world.token, filename));
    expect(
      messages.map((m) => [
        m.find((s) => s.name === 'BGM')?.elements[2]?.[0],
        m.find((s) => s.name === 'RFF')?.elements[0] ?? null,
        m.find((s) => s.name === 'EQD')?.elements[1]?.[0],
      ]),
    ).toEqual([
      ['5', ['ACW', originalNo], sent.container],
      ['9', null, unsent.container],
    ]);
    for (const id of [sent.id, unsent.id])
      expect(await marksOf(id)).toMatchObject({ codecoSent: true, ediFileName: filename });
    expect(await marksOf(other.id)).toMatchObject({ codecoSent: false, ediFileName: null });
    expect(
      (await db().select({ kind: sentFiles.kind }).from(sentFiles)).map((f) => f.kind),
    ).toEqual(['codeco-coarri', 'codeco-coarri']);
    // Asked again, the container goes again, now replacing the message just sent.
    const unsentNo = messages[1]?.find((s) => s.name === 'BGM')?.elements[1]?.[0];
    const again = await call(
      app(),
      calls.codecoCoarri,
      { query: { ...world.query(), contnumber: unsent.container } },
      world.token,
    );
    const [message] = messagesOf(await interchangeOf(world.token, expectOk(again)));
    expect(message?.find((s) => s.name === 'BGM')?.elements[2]).toEqual(['5']);
    expect(message?.[2]).toEqual({ name: 'RFF', elements: [['ACW', unsentNo]] });
  });

  it('sends a container marked sent with no message kept as an original, never a blind replacement', async () => {
    const world = await ediWorld();
    const planted = await world.inspect(world.movement.id);
    await w.plant(planted.id, { ediSent: true, codecoSent: true });
    const reply = await call(
      app(),
      calls.codecoCoarri,
      { query: { ...world.query(), contnumber: planted.container } },
      world.token,
    );
    const segments = await interchangeOf(world.token, expectOk(reply));
    expect(segments.find((s) => s.name === 'BGM')?.elements[2]).toEqual(['9']);
    expect(segments.some((s) => s.name === 'RFF' && s.elements[0]?.[0] === 'ACW')).toBe(false);
  });

  it('takes exactly the spec’s query, without a container list: the filters choose', async () => {
    const world = await ediWorld();
    const inDay = await world.inspect(world.movement.id, { inspdate: '2026-11-20' });
    const discharged = await world.inspect(world.discharge.id, { inspdate: '2026-11-20' });
    await world.inspect(world.movement.id, { inspdate: '2026-11-19' });
    // The spec's client sends these eight names, a choice not made as 0 or blank.
    const url = `/api/codeco_corri_report?${new URLSearchParams({
      applicant: String(world.applicant.id),
      account: String(world.account.id),
      vessel: '0',
      voyage: '',
      location: String(DOCKS.kolkata),
      movement: '0',
      fromdate: '2026-11-20',
      todate: '2026-11-20',
    })}`;
    const reply = await send(app(), { method: 'GET', url, headers: bearer(world.token) });
    const body = reply.body as unknown[];
    expect(reply.statusCode, JSON.stringify(body)).toBe(200);
    expect(body[0]).toBe(Status.success);
    expect(body[1]).toBe(EDI_REPORT_MESSAGES.ediGenerated(2, 0));
    const segments = await interchangeOf(world.token, body[2] as string);
    // The day's two inspections, each in its own message kind (CODECO, COARRI), in either order.
    expect(
      segments
        .filter((s) => s.name === 'EQD')
        .map((s) => s.elements[1]?.[0])
        .sort(),
    ).toEqual([inDay.container, discharged.container].sort());
  });

  it('refuses the party alone or an invalid container list, and writes nothing', async () => {
    const world = await ediWorld();
    await world.inspect(world.movement.id);
    for (const contnumber of [undefined, '', ' , ,']) {
      const refused = expectFailure(
        await call(
          app(),
          calls.codecoCoarri,
          { query: { ...world.query(), contnumber } },
          world.token,
        ),
        400,
      );
      expect(refused.message).toBe(EDI_REPORT_MESSAGES.narrowResend);
    }
    const invalid = expectFailure(
      await call(
        app(),
        calls.codecoCoarri,
        { query: { ...world.query(), contnumber: 'ABCD1234567,NOTABOX' } },
        world.token,
      ),
      400,
    );
    expect(invalid.message).toContain('Not container numbers');
    expect(await w.countOf(sentFiles)).toBe(0);
  });
});

describe('a container with a wrong check digit', () => {
  it('is named before any EDI carries it, and sent only once accepted', async () => {
    const world = await ediWorld();
    const good = await world.inspect(world.movement.id);
    const wrong = await world.inspectWrongDigit(world.movement.id);
    const refused = await call(app(), calls.generate, { query: world.query() }, world.token);
    expect(refused.statusCode).toBe(409);
    expect(statusOf(refused)).toBe(Status.failure);
    const faults: CheckDigitFault[] = [{ container: wrong.container, expected: wrong.expected }];
    expect(messageOf(refused)).toBe(CHECK_DIGIT_MESSAGES.refused(faults));
    expect(dataOf(refused)).toEqual(faults);
    expect(await w.countOf(sentFiles)).toBe(0);
    expect(await marksOf(wrong.id)).toMatchObject({ ediSent: false });

    const accepted = await call(
      app(),
      calls.generate,
      { query: world.query({ acceptcheckdigits: 1 }) },
      world.token,
    );
    const filename = expectOk(accepted);
    expect(messageOf(accepted)).toBe(EDI_REPORT_MESSAGES.ediGenerated(2, 0, [wrong.container]));
    const segments = await interchangeOf(world.token, filename);
    expect(
      segments
        .filter((s) => s.name === 'EQD')
        .map((s) => s.elements[1]?.[0])
        .sort(),
    ).toEqual([good.container, wrong.container].sort());
  });

  it('is named by the Excel report and the Codeco Coarri report alike', async () => {
    const world = await ediWorld();
    const wrong = await world.inspectWrongDigit(world.movement.id);
    const excel = await call(
      app(),
      calls.generate,
      { query: world.query({ rpttype: 1 }) },
      world.token,
    );
    expect([excel.statusCode, dataOf(excel)]).toEqual([
      409,
      [{ container: wrong.container, expected: wrong.expected }],
    ]);
    const resend = await call(
      app(),
      calls.codecoCoarri,
      { query: { ...world.query(), contnumber: wrong.container } },
      world.token,
    );
    expect(resend.statusCode).toBe(409);
    const sent = await call(
      app(),
      calls.codecoCoarri,
      { query: { ...world.query(), contnumber: wrong.container, acceptcheckdigits: '1' } },
      world.token,
    );
    expect(messageOf(sent)).toBe(EDI_REPORT_MESSAGES.ediGenerated(1, 0, [wrong.container]));
    expect(await w.countOf(sentFiles)).toBe(1);
  });
});

describe('EDI report refusals', () => {
  it('refuses a missing party, report type or bad dates, and writes nothing', async () => {
    const world = await ediWorld();
    await world.inspect(world.movement.id);
    const refusal = async (query: Record<string, unknown>) =>
      expectFailure(await call(app(), calls.generate, { query } as never, world.token), 400)
        .message;
    expect(await refusal({ ...world.query(), applicant: undefined })).toBe(
      EDI_REPORT_MESSAGES.selectParty,
    );
    expect(await refusal({ ...world.query(), account: 0 })).toBe(EDI_REPORT_MESSAGES.selectParty);
    expect(await refusal({ ...world.query(), rpttype: undefined })).toBe(
      EDI_REPORT_MESSAGES.selectReportType,
    );
    expect(await refusal({ ...world.query(), rpttype: 3 })).toBe(
      EDI_REPORT_MESSAGES.selectReportType,
    );
    expect(await refusal({ ...world.query(), fromdate: '2026-13-01' })).toContain('real date');
    expect(await refusal({ ...world.query(), fromdate: '2026-11-30', todate: '2026-11-01' })).toBe(
      'From Date must not be after To Date.',
    );
    expect(await w.countOf(sentFiles)).toBe(0);
    expect(await w.countOf(documents)).toBe(0);
  });

  it('refuses EDI to a line without ids, naming the Link Party, and writes nothing', async () => {
    const world = await ediWorld();
    const sent = await world.inspect(world.movement.id);
    await db()
      .update(linkParties)
      .set({ ediRecipientId: null })
      .where(eq(linkParties.id, world.party.id));
    const refused = expectFailure(
      await call(app(), calls.generate, { query: world.query() }, world.token),
      400,
    );
    expect(refused.message).toBe(EDI_REPORT_MESSAGES.missingEdiIds(world.party.shortName));
    await db().delete(linkParties).where(eq(linkParties.id, world.party.id));
    expect(
      expectFailure(await call(app(), calls.generate, { query: world.query() }, world.token), 400)
        .message,
    ).toBe(EDI_REPORT_MESSAGES.noLinkParty);
    expect(await marksOf(sent.id)).toMatchObject({ ediSent: false });
    expect(await w.countOf(documents)).toBe(0);
  });

  it('refuses more vessel calls than one interchange holds messages, and writes nothing', async () => {
    const world = await ediWorld();
    const voyageCount = MAX_MESSAGES + 1;
    const { companyId, id: userId } = world.user;
    // One container a voyage: every container's move is a message of its own.
    await db().execute(sql`
      with voyage as (
        insert into voyages (company_id, name)
        select ${companyId}, 'MANY' || i from generate_series(1, ${voyageCount}::int) i returning id),
      box as (
        insert into containers (company_id, number, size, iso_code, created_by)
        select ${companyId}, 'MANU' || lpad(i::text, 7, '0'), 20, '22G1', ${userId}
        from generate_series(1, ${voyageCount}::int) i returning id)
      insert into inspections (company_id, container_id, applicant_id, account_id, vessel_id,
        voyage_id, movement_id, location_id, condition, inspection_date, created_by)
      select ${companyId}, box.id, ${world.applicant.id}, ${world.account.id}, ${world.vessel.id},
        voyage.id, ${world.movement.id}, ${DOCKS.kolkata}, 2, '2026-11-20', ${userId}
      from (select id, row_number() over (order by id) n from box) box
      join (select id, row_number() over (order by id) n from voyage) voyage using (n)`);
    // Numbers made in bulk, their check digits not computed: accepted as they are.
    const refused = expectFailure(
      await call(
        app(),
        calls.generate,
        { query: world.query({ acceptcheckdigits: 1 }) },
        world.token,
      ),
      400,
    );
    expect(refused.message).toBe(EDI_REPORT_MESSAGES.tooManyMessages(MAX_MESSAGES));
    expect(await w.countOf(sentFiles)).toBe(0);
    expect(await w.countOf(documents)).toBe(0);
  });

  it('needs a token, and knows no other company’s party or inspections', async () => {
    const world = await ediWorld();
    const stranger = await ediWorld();
    const theirs = await stranger.inspect(stranger.movement.id);
    expectFailure(await call(app(), calls.generate, { query: world.query() }), 401);
    expectFailure(await call(app(), calls.codecoCoarri, { query: world.query() } as never), 401);
    const unknown = expectFailure(
      await call(app(), calls.generate, { query: stranger.query() }, world.token),
      404,
    );
    expect(unknown.message).toBe(EDI_REPORT_MESSAGES.partyNotFound);
    expectFailure(
      await call(
        app(),
        calls.codecoCoarri,
        { query: { ...stranger.query(), contnumber: theirs.container } },
        world.token,
      ),
      404,
    );
    // Their container named under the caller's own party: nothing of theirs is found.
    const mine = await call(
      app(),
      calls.codecoCoarri,
      { query: { ...world.query(), contnumber: theirs.container } },
      world.token,
    );
    expect(statusOf(mine)).toBe(Status.information);
    expect(messageOf(mine)).toBe(EDI_REPORT_MESSAGES.nothingToSend);
    expect(await marksOf(theirs.id)).toMatchObject({ ediSent: false, codecoSent: false });
    const [theirDocument] = await db()
      .select()
      .from(sentFiles)
      .where(and(eq(sentFiles.companyId, stranger.user.companyId)));
    expect(theirDocument).toBeUndefined();
  });
});
