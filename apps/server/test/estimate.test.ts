import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  api,
  EDI_REPORT_MESSAGES,
  type EstimateDetail,
  IDEMPOTENCY_HEADER,
  ESTIMATE_MESSAGES as MESSAGES,
} from '@quaybook/contract';
import { messagesOf, readBack } from '@quaybook/domain/testing';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  changeHistory,
  componentCodes,
  damageCodes,
  deliveries,
  documents,
  estimateApprovalLinks,
  estimateLines,
  estimates,
  linkParties,
  repairCodes,
  repairPhotos,
  repairTariffs,
  sentFiles,
  sentMails,
} from '../src/db/schema';
import { bearer, call, expectFailure, expectOk, messageOf } from './support/call';
import { photoFile, useInspectionApp } from './support/inspectionWorld';
import { signedInLineUser } from './support/lineUser';
import { type SmtpSink, startSmtpSink } from './support/smtpSink';

const w = useInspectionApp();
const calls = api.estimate;
const app = () => w.context.app;
const db = () => w.context.t.db;
const FROM = 'Depot <eor@quaybook.test>';

let sink: SmtpSink | undefined;
afterEach(async () => {
  w.context.config.mail = undefined;
  await sink?.close();
  sink = undefined;
});

async function mailThrough() {
  sink = await startSmtpSink();
  w.context.config.mail = { smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: FROM };
  return sink;
}

/** The first three codes of a shared list, by id. */
async function threeOf(table: typeof componentCodes) {
  const rows = await db().select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(3);
  return rows.map((row) => row.id) as [number, number, number];
}

/**
 * A damaged 20' inspection with 3 damage lines (the first with a photo), its Link Party at
 * ₹452.50 an hour with report e-mail and EDI ids, and a tariff pricing lines 1 and 2:
 * line 1 a piece price of 1.50 h and ₹850.50 (quantity 2), line 2 an area band up to 60 × 30 of
 * 2.25 h and ₹1,200 (its damage is 25 × 20); line 3 matches no row.
 */
async function damagedWorld(role: 'user' | 'admin' = 'user') {
  const world = await w.world(role);
  const [c1, c2, c3] = await threeOf(componentCodes);
  const [d1, d2, d3] = await threeOf(damageCodes);
  const [r1, r2, r3] = await threeOf(repairCodes);
  await db()
    .update(linkParties)
    .set({
      labourRatePaise: 45_250,
      reportEmail: 'eor@seahorse.test',
      ediSenderId: 'QUAYBOOK',
      ediRecipientId: 'SEAHORSE',
      carrierCode: 'SHL',
    })
    .where(eq(linkParties.id, world.party.id));
  const tariff = {
    companyId: world.user.companyId,
    linkPartyId: world.party.id,
    createdBy: world.user.id,
  };
  const [pieceRow, areaRow] = await db()
    .insert(repairTariffs)
    .values([
      {
        ...tariff,
        componentId: c1,
        repairId: r1,
        size: 20,
        measure: 'piece',
        hoursHundredths: 150,
        materialPaise: 85_050,
      },
      {
        ...tariff,
        componentId: c2,
        repairId: r2,
        size: 0,
        measure: 'area',
        uptoLengthCm: 60,
        uptoBreadthCm: 30,
        hoursHundredths: 225,
        materialPaise: 120_000,
      },
      // A 40-foot price of line 1's repair, which a 20-foot container never takes.
      {
        ...tariff,
        componentId: c1,
        repairId: r1,
        size: 40,
        measure: 'piece',
        hoursHundredths: 999,
        materialPaise: 999_999,
      },
    ])
    .returning();
  const line = (component: number, damage: number, repair: number) => ({
    damlocationid: 1,
    positionid: 3,
    damageFrom: '5',
    damageFromAnd: 'Bottom',
    component,
    damageType: damage,
    repairType: repair,
  });
  const recorded = await w.formCall(
    api.inspection.create,
    world.token,
    {
      transaction: world.transaction({ conditionid: 1 }),
      damageData: [
        { ...line(c1, d1, r1), quantity: 2, Image: 0 },
        { ...line(c2, d2, r2), length: 25, breadth: 20 },
        { ...line(c3, d3, r3), length: 10, breadth: 10 },
      ],
    },
    [await photoFile('dent.jpg')],
  );
  const inspection = expectOk(recorded) as { reportid: number };
  return { ...world, reportid: inspection.reportid, pieceRow, areaRow };
}

const create = (token: string, reportid: number) =>
  call(app(), calls.create, { body: { reportid } }, token);
const get = (token: string, estimateid: number) =>
  call(app(), calls.get, { query: { estimateid } }, token);
/** A call on a sent estimate (send, send the link again), at the version the caller saw. */
const onEstimate =
  (endpoint: typeof calls.send | typeof calls.resendLink) =>
  (token: string, estimateid: number, version?: number) =>
    call(
      app(),
      endpoint,
      { query: { estimateid }, body: version ? { version } : undefined },
      token,
    );
const sendEstimate = onEstimate(calls.send);
const resendLink = onEstimate(calls.resendLink);

/** The token of the approval link a mail carries. */
const linkIn = (mail: { text?: string | undefined } | undefined) =>
  /\/approve\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

/** The editor's lines as they stand: each priced as it is (by hand when it was). */
const keptLines = (detail: EstimateDetail) =>
  detail.lines.map((line) => ({
    lineno: line.lineno,
    hours: line.pricedby === 'hand' ? line.hours : null,
    material: line.pricedby === 'hand' ? line.material : null,
    responsibility: line.responsibility,
    note: line.note,
  }));

/** Line 3 priced by hand at 1.25 h and ₹300, line 2 paid by the owner. */
async function priced(token: string, detail: EstimateDetail) {
  const lines = keptLines(detail).map((line) =>
    line.lineno === 3
      ? { ...line, hours: 1.25, material: 300 }
      : line.lineno === 2
        ? { ...line, responsibility: 'O' as const }
        : line,
  );
  return call(
    app(),
    calls.update,
    {
      body: {
        estimateid: detail.estimateid,
        version: detail.version,
        note: 'Door to be straightened',
        lines,
      },
    },
    token,
  );
}

/** What a refused call must leave as it was. */
async function written() {
  const n = async (table: typeof estimates | typeof estimateLines | typeof changeHistory) =>
    Number((await db().select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    estimates: await n(estimates),
    lines: await n(estimateLines),
    history: await n(changeHistory),
    documents: Number((await db().select({ n: count() }).from(documents))[0]?.n ?? 0),
    links: Number((await db().select({ n: count() }).from(estimateApprovalLinks))[0]?.n ?? 0),
    estimate: await db().select().from(estimates),
    estimateLines: await db().select().from(estimateLines).orderBy(asc(estimateLines.id)),
  };
}

async function downloaded(token: string, filename: string) {
  const response = await app().inject({
    method: 'GET',
    url: `/api/document/${filename}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** A sent estimate and the token of its approval link, read from the mail. */
async function sentWorld() {
  const world = await damagedWorld();
  const server = await mailThrough();
  const created = expectOk(await create(world.token, world.reportid));
  const edited = expectOk(await priced(world.token, created));
  const sent = expectOk(await sendEstimate(world.token, edited.estimateid, edited.version));
  const link = linkIn(server.mails[0]);
  expect(link).toHaveLength(43);
  return { ...world, server, sent, link };
}

const approve = (body: Parameters<typeof call<typeof calls.approve>>[2]['body']) =>
  call(app(), calls.approve, { body });

describe('POST /create_estimate', () => {
  it('makes one estimate of a create sent twice at once with one Idempotency-Key, answering both alike', async () => {
    const world = await damagedWorld();
    const keyed = { [IDEMPOTENCY_HEADER]: randomUUID() };
    const asked = () =>
      call(app(), calls.create, { body: { reportid: world.reportid } }, world.token, keyed);
    const [one, two] = await Promise.all([asked(), asked()]);
    expectOk(one);
    expect(two.body).toEqual(one.body);
    expect(await db().select().from(estimates)).toHaveLength(1);
  });

  it('prices each damage line from the tariff for the container’s size, to the paisa', async () => {
    const world = await damagedWorld();
    const answer = await create(world.token, world.reportid);
    const detail = expectOk(answer);
    expect(messageOf(answer)).toBe(MESSAGES.created);
    expect(detail.estimateno).toBe(`EOR/26-27/00001`);
    expect(detail.status).toBe('draft');
    expect(detail.labourrate).toBe(45_250);
    expect([detail.sac, detail.gstrate, detail.taxslab]).toEqual(['998719', 18, 2]);
    // Line 1: 2 × (1.50 h, ₹850.50) = 3.00 h → ₹1,357.50 labour, ₹1,701.00 material.
    // Line 2: 2.25 h → ₹1,018.125, half up ₹1,018.13; ₹1,200 material. Line 3: no price.
    expect(
      detail.lines.map((line) => [
        line.lineno,
        line.location,
        line.quantity,
        line.pricedby,
        line.hours,
        line.labour,
        line.material,
        line.amount,
      ]),
    ).toEqual([
      [1, 'RB5N', 2, 'tariff', 3, 135_750, 170_100, 305_850],
      [2, 'RB5N', 1, 'tariff', 2.25, 101_813, 120_000, 221_813],
      [3, 'RB5N', 1, null, null, null, null, 0],
    ]);
    expect(detail.lines.map((line) => line.tariffid)).toEqual([
      world.pieceRow?.id,
      world.areaRow?.id,
      null,
    ]);
    expect(detail.unpriced).toEqual([3]);
    // Taxable ₹5,276.63; CGST and SGST 9% a line: 275.265 → 275.27, 199.6317 → 199.63.
    expect({
      labour: detail.labour,
      material: detail.material,
      taxable: detail.taxable,
      cgst: detail.cgst,
      sgst: detail.sgst,
      igst: detail.igst,
      total: detail.total,
      user: detail.user,
    }).toEqual({
      labour: 237_563,
      material: 290_100,
      taxable: 527_663,
      cgst: 47_490,
      sgst: 47_490,
      igst: 0,
      total: 622_643,
      user: 527_663,
    });
    expect(detail.lines[0]?.photos).toHaveLength(1);
    expect(detail.lines[1]?.photos).toEqual([]);
    // Rupees on the wire.
    const wire = (answer.body as [number, string, { material: number; lines: unknown[] }])[2];
    expect(wire.material).toBe(2901);
    expect((wire.lines[0] as { material: number }).material).toBe(1701);
  });

  it('refuses an inspection that is not damaged, a party without a rate, and a second open estimate, writing nothing', async () => {
    const world = await damagedWorld();
    const sound = await world.record({ conditionid: 2, inspdate: '2026-11-21' });
    expect(expectFailure(await create(world.token, sound.reportid), 400).message).toBe(
      MESSAGES.notDamaged,
    );
    await db()
      .update(linkParties)
      .set({ labourRatePaise: null })
      .where(eq(linkParties.id, world.party.id));
    expect(expectFailure(await create(world.token, world.reportid), 400).message).toBe(
      MESSAGES.noLabourRate(world.party.shortName),
    );
    await db()
      .update(linkParties)
      .set({ labourRatePaise: 45_250 })
      .where(eq(linkParties.id, world.party.id));
    const first = expectOk(await create(world.token, world.reportid));
    const before = await written();
    expect(expectFailure(await create(world.token, world.reportid), 400).message).toBe(
      MESSAGES.openEstimate(first.estimateno),
    );
    expect(await written()).toEqual(before);
    const stranger = await w.world();
    expect(expectFailure(await create(stranger.token, world.reportid), 404).message).toBe(
      MESSAGES.inspectionNotFound,
    );
  });

  it('refuses an inspection whose party is no Link Party', async () => {
    const world = await damagedWorld();
    await db().delete(repairTariffs).where(eq(repairTariffs.linkPartyId, world.party.id));
    await db().delete(linkParties).where(eq(linkParties.id, world.party.id));
    expect(expectFailure(await create(world.token, world.reportid), 400).message).toBe(
      MESSAGES.noLinkParty,
    );
  });
});

describe('POST /update_estimate', () => {
  it('prices a line by hand, changes who pays, and works every amount out again', async () => {
    const world = await damagedWorld();
    const created = expectOk(await create(world.token, world.reportid));
    const answer = await priced(world.token, created);
    const detail = expectOk(answer);
    expect(messageOf(answer)).toBe(MESSAGES.saved);
    // Line 3: 1.25 h × ₹452.50 = ₹565.625 → ₹565.63, and ₹300: ₹865.63; 9% = 77.9067 → 77.91.
    expect(detail.lines[2]).toMatchObject({
      pricedby: 'hand',
      tariffid: null,
      hours: 1.25,
      labour: 56_563,
      material: 30_000,
      amount: 86_563,
    });
    expect(detail.unpriced).toEqual([]);
    expect({
      labour: detail.labour,
      material: detail.material,
      taxable: detail.taxable,
      cgst: detail.cgst,
      sgst: detail.sgst,
      total: detail.total,
      owner: detail.owner,
      user: detail.user,
      note: detail.note,
    }).toEqual({
      labour: 294_126,
      material: 320_100,
      taxable: 614_226,
      cgst: 55_281,
      sgst: 55_281,
      total: 724_788,
      owner: 221_813,
      user: 392_413,
      note: 'Door to be straightened',
    });

    // Line 2 left out is removed; the others keep their numbers. Line 3 priced from the tariff
    // again (none matches) is unpriced once more.
    const again = expectOk(
      await call(
        app(),
        calls.update,
        {
          body: {
            estimateid: detail.estimateid,
            version: detail.version,
            lines: [
              { lineno: 1, hours: null, material: null, responsibility: 'U' },
              { lineno: 3, hours: null, material: null, responsibility: 'T' },
            ],
          },
        },
        world.token,
      ),
    );
    expect(again.lines.map((line) => [line.lineno, line.amount])).toEqual([
      [1, 305_850],
      [3, 0],
    ]);
    expect(again.unpriced).toEqual([3]);
    expect(again.total).toBe(305_850 + 27_527 * 2);
    const stale = expectFailure(await priced(world.token, detail), 409);
    expect((stale.fields as unknown as { current: { version: number } }).current.version).toBe(
      again.version,
    );
    expect(
      expectFailure(
        await call(
          app(),
          calls.update,
          {
            body: {
              estimateid: detail.estimateid,
              lines: [{ lineno: 7, hours: 1, material: 1, responsibility: 'U' }],
            },
          },
          world.token,
        ),
        400,
      ).message,
    ).toBe(MESSAGES.unknownLine(7));
  });
});

describe('POST /send_estimate', () => {
  it('tells the party’s line users who chose it that the estimate waits in the portal', async () => {
    const world = await damagedWorld('admin');
    await signedInLineUser(
      app(),
      { token: world.token, companyId: world.company.id },
      {
        username: `line.${world.user.id}`,
        linkPartyIds: [world.party.id],
        notices: { email: 'ops@line.test', notifyestimates: 1, notifyreports: 0 },
      },
    );
    const server = await mailThrough();
    const created = expectOk(await create(world.token, world.reportid));
    const edited = expectOk(await priced(world.token, created));
    expectOk(await sendEstimate(world.token, edited.estimateid, edited.version));

    const notice = server.mails.find((mail) => JSON.stringify(mail.to).includes('ops@line.test'));
    expect(notice?.subject).toBe(
      `Estimate of repair ${edited.estimateno}, container ${edited.contnumber}: for your approval`,
    );
    expect(notice?.text).toContain('/portal');
    // The approval link goes to the party's report e-mail alone, never in the notice.
    expect(notice?.text).not.toContain('/approve/');
    expect(server.mails).toHaveLength(2);
  });

  it('has the sent DESTIM delivered to the line by its EDI delivery, with its own reference', async () => {
    const world = await damagedWorld('admin');
    const server = await mailThrough();
    expectOk(
      await call(
        app(),
        api.ediDelivery.update,
        {
          params: { linkpartyid: world.party.id },
          body: {
            channel: 'email',
            emails: 'edi@line.test',
            messages: ['DESTIM'],
            schedule: { kind: 'after', minutes: 0 },
          },
        },
        world.token,
      ),
    );
    const created = expectOk(await create(world.token, world.reportid));
    const edited = expectOk(await priced(world.token, created));
    expectOk(await sendEstimate(world.token, edited.estimateid, edited.version));
    await w.context.deliveries.tick(new Date(Date.now() + 60_000));

    const delivered = server.mails.find((mail) =>
      JSON.stringify(mail.to).includes('edi@line.test'),
    );
    const destim = delivered?.attachments[0]?.content.toString('latin1') ?? '';
    const segments = readBack(destim);
    const unb = segments.find((segment) => segment.name === 'UNB');
    const [delivery] = await db().select().from(deliveries);
    expect(delivery).toMatchObject({ message: 'DESTIM', state: 'sent' });
    expect(unb?.elements[4]?.[0]).toBe(delivery?.controlReference);
    const [message] = messagesOf(segments);
    expect(message?.[0]?.elements[1]?.[0]).toBe('DESTIM');
    // The log names the estimate's container.
    const log = expectOk(await call(app(), api.ediDelivery.log, { query: {} }, world.token));
    expect(log.map((row) => row.containernos)).toEqual([[world.container.number]]);
  });

  it('refuses an estimate with an unpriced line, naming it', async () => {
    const world = await damagedWorld();
    const created = expectOk(await create(world.token, world.reportid));
    const before = await written();
    expect(expectFailure(await sendEstimate(world.token, created.estimateid), 400).message).toBe(
      MESSAGES.unpriced([3]),
    );
    expect(await written()).toEqual(before);
  });

  it('refuses a Link Party without a report e-mail or EDI ids', async () => {
    const world = await damagedWorld();
    const created = expectOk(await create(world.token, world.reportid));
    const edited = expectOk(await priced(world.token, created));
    await db()
      .update(linkParties)
      .set({ reportEmail: null })
      .where(eq(linkParties.id, world.party.id));
    expect(expectFailure(await sendEstimate(world.token, edited.estimateid), 400).message).toBe(
      MESSAGES.noReportEmail(world.party.shortName),
    );
    await db()
      .update(linkParties)
      .set({ reportEmail: 'eor@seahorse.test', ediSenderId: null })
      .where(eq(linkParties.id, world.party.id));
    expect(expectFailure(await sendEstimate(world.token, edited.estimateid), 400).message).toBe(
      EDI_REPORT_MESSAGES.missingEdiIds(world.party.shortName),
    );
  });

  it('sends without a mail server, and the Mail Log says mail is not configured', async () => {
    const world = await damagedWorld();
    const created = expectOk(await create(world.token, world.reportid));
    const edited = expectOk(await priced(world.token, created));
    const stale = expectFailure(
      await sendEstimate(world.token, edited.estimateid, created.version),
      409,
    );
    expect(stale.fields).toHaveProperty('current');
    expect(
      expectOk(await sendEstimate(world.token, edited.estimateid, edited.version)).status,
    ).toBe('sent');
    const logged = await db().select().from(sentMails);
    expect(logged.map((row) => [row.recipient, row.outcome])).toEqual([
      ['eor@seahorse.test', 'not-configured'],
    ]);
  });

  it('issues the PDF, the DESTIM as a sent file and the approval link, and mails the link once', async () => {
    const { sent, server, link: token, ...world } = await sentWorld();
    expect(sent.status).toBe('sent');
    expect(sent.sentdate).not.toBeNull();
    expect(sent.pdf).not.toBeNull();
    expect(sent.destim).not.toBeNull();

    const pdf = await downloaded(world.token, sent.pdf as string);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    expect(text).toContain(sent.estimateno);
    expect(text).toContain(sent.contnumber);
    expect(text).toContain('7,247.88');

    const segments = readBack((await downloaded(world.token, sent.destim as string)).toString());
    const [unb] = segments;
    expect(unb?.elements.slice(1, 3)).toEqual([['QUAYBOOK'], ['SEAHORSE']]);
    const [message] = messagesOf(segments);
    expect(message?.[0]?.elements[1]?.[0]).toBe('DESTIM');
    expect(message?.find((s) => s.name === 'BGM')?.elements[1]).toEqual([sent.estimateno]);
    expect(message?.find((s) => s.name === 'EQD')?.elements[1]).toEqual([sent.contnumber]);
    expect(message?.filter((s) => s.name === 'DAM')).toHaveLength(3);
    const [stored] = await db().select().from(estimates);
    expect(stored?.interchangeRef).toBe(unb?.elements[4]?.[0]);

    const [file] = await db().select().from(sentFiles).where(eq(sentFiles.kind, 'destim'));
    expect(file?.applicantId).toBe(world.applicant.id);

    expect(server.mails).toHaveLength(1);
    const mail = server.mails[0];
    expect((mail?.to as { text: string }).text).toBe('eor@seahorse.test');
    expect(mail?.text).toContain(`http://localhost:80/approve/${token}`);
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['EOR-26-27-00001.pdf']);
    const logged = await db().select().from(sentMails);
    expect(logged.map((row) => [row.recipient, row.outcome, row.sentFileId])).toEqual([
      ['eor@seahorse.test', 'sent', file?.id],
    ]);
    // The token is only in the mail: the log and the link keep no trace of it.
    expect(logged[0]?.body).not.toContain(token);
    const [link] = await db().select().from(estimateApprovalLinks);
    expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link?.tokenHash).not.toContain(token);
    expect(link?.recipient).toBe('eor@seahorse.test');

    // Sent, it changes no more and is not sent again.
    const before = await written();
    expect(expectFailure(await priced(world.token, sent), 400).message).toBe(MESSAGES.notDraft);
    expect(expectFailure(await sendEstimate(world.token, sent.estimateid), 400).message).toBe(
      MESSAGES.notDraft,
    );
    expect(await written()).toEqual(before);
    expect(server.mails).toHaveLength(1);
  });
});

describe('the approval link', () => {
  it('shows the estimate as sent, records the decisions once, and then shows them read only', async () => {
    const { sent, link: token, ...world } = await sentWorld();
    const shown = expectOk(await call(app(), calls.forApproval, { query: { token } }));
    expect(shown).toMatchObject({
      estimateno: sent.estimateno,
      contnumber: sent.contnumber,
      recipient: 'eor@seahorse.test',
      decided: 0,
      total: 724_788,
    });
    expect(shown.lines).toHaveLength(3);

    const [photo] = shown.lines[0]?.photos ?? [];
    const image = await app().inject({
      method: 'GET',
      url: `/api${calls.approvalPhoto.path}`,
      query: { token, name: photo?.name ?? '' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/jpeg/);

    const before = await written();
    // Line 1 approved at ₹3,000 where it is ₹3,058.50, 2 approved whole, 3 rejected.
    const decisions = {
      token,
      lines: [
        { lineno: 1, approved: 1 as const, amount: 3000 },
        { lineno: 2, approved: 1 as const },
        { lineno: 3, approved: 0 as const, note: 'Not our damage' },
      ],
    };
    expect(
      expectFailure(await approve({ ...decisions, lines: decisions.lines.slice(0, 2) }), 400)
        .message,
    ).toBe(MESSAGES.decideEvery);
    expect(
      expectFailure(
        await approve({
          ...decisions,
          lines: [{ lineno: 1, approved: 1, amount: 3058.51 }, ...decisions.lines.slice(1)],
        }),
        400,
      ).message,
    ).toBe(MESSAGES.amountAbove(1));
    expect(
      expectFailure(
        await approve({
          ...decisions,
          lines: [...decisions.lines.slice(0, 2), { lineno: 3, approved: 0, amount: 10 }],
        }),
        400,
      ).message,
    ).toBe(MESSAGES.amountOnRejected(3));
    expect(await written()).toEqual(before);

    const answer = await approve(decisions);
    const decided = expectOk(answer);
    expect(messageOf(answer)).toBe(MESSAGES.decided);
    expect(decided.decided).toBe(1);
    expect(decided.status).toBe('partly_approved');
    expect(decided.lines.map((line) => [line.approved, line.approvedamount])).toEqual([
      [1, 300_000],
      [1, 221_813],
      [0, null],
    ]);
    const detail = expectOk(await get(world.token, sent.estimateid));
    expect(detail.approvedamount).toBe(521_813);
    expect(detail.decidedby).toBe('eor@seahorse.test');
    expect(detail.lines[2]?.approvalnote).toBe('Not our damage');

    // A second use, even rejecting again, records nothing.
    const after = await written();
    expect(
      expectFailure(
        await approve({
          token,
          lines: decisions.lines.map((line) => ({ ...line, approved: 0, amount: null })),
        }),
        400,
      ).message,
    ).toBe(MESSAGES.linkUsed);
    expect(await written()).toEqual(after);
    expect(expectOk(await call(app(), calls.forApproval, { query: { token } })).decided).toBe(1);
  });

  it('records the decisions once when two uses of the link arrive together', async () => {
    const { sent, link: token } = await sentWorld();
    const decide = (approved: 0 | 1) =>
      approve({ token, lines: [1, 2, 3].map((lineno) => ({ lineno, approved })) });
    const answers = await Promise.all([decide(1), decide(0)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused && expectFailure(refused, 400).message).toBe(MESSAGES.linkUsed);
    const decided = await db()
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.entityId, sent.estimateid), eq(changeHistory.action, 'decided')));
    expect(decided).toHaveLength(1);
  });

  it('refuses an unknown link, an expired one, and another estimate’s photo', async () => {
    const { link: token, ...world } = await sentWorld();
    const unknown = 'A'.repeat(43);
    expect(
      expectFailure(await call(app(), calls.forApproval, { query: { token: unknown } }), 404)
        .message,
    ).toBe(MESSAGES.linkInvalid);
    const image = await app().inject({
      method: 'GET',
      url: `/api${calls.approvalPhoto.path}`,
      query: { token, name: 'not-a-photo.jpg' },
    });
    expect(image.statusCode).toBe(404);
    await db()
      .update(estimateApprovalLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      expectFailure(await call(app(), calls.forApproval, { query: { token } }), 400).message,
    ).toBe(MESSAGES.linkExpired);
    const before = await written();
    expect(
      expectFailure(
        await approve({
          token,
          lines: [1, 2, 3].map((lineno) => ({ lineno, approved: 1 as const })),
        }),
        400,
      ).message,
    ).toBe(MESSAGES.linkExpired);
    expect(await written()).toEqual(before);
    expect(world.sent.status).toBe('sent');
  });
});

describe('POST /resend_estimate_link', () => {
  const view = (token: string) => call(app(), calls.forApproval, { query: { token } });

  it('mails a new link with the PDF after a send whose mail failed; the earlier link expires', async () => {
    const world = await damagedWorld();
    const created = expectOk(await create(world.token, world.reportid));
    const edited = expectOk(await priced(world.token, created));
    // No mail server: the send's link reaches nobody.
    const sent = expectOk(await sendEstimate(world.token, edited.estimateid, edited.version));
    const server = await mailThrough();

    const answer = await resendLink(world.token, sent.estimateid, sent.version);
    expect(messageOf(answer)).toBe(MESSAGES.linkResent);
    expect(expectOk(answer)).toMatchObject({ status: 'sent', version: sent.version });
    expect(server.mails).toHaveLength(1);
    const [mail] = server.mails;
    expect((mail?.to as { text: string }).text).toBe('eor@seahorse.test');
    const first = linkIn(mail);
    expect(first).toHaveLength(43);
    const [attached] = mail?.attachments ?? [];
    expect(attached?.filename).toBe('EOR-26-27-00001.pdf');
    const pdf = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: attached?.content,
    }).toString();
    expect(pdf).toContain(sent.estimateno);
    expect(pdf).toContain('7,247.88');
    expect(expectOk(await view(first)).decided).toBe(0);

    // Sent again, the link of the first resend answers that it has expired.
    expectOk(await resendLink(world.token, sent.estimateid));
    const second = linkIn(server.mails[1]);
    expect(second).not.toBe(first);
    expect(expectFailure(await view(first), 400).message).toBe(MESSAGES.linkExpired);
    const links = await db()
      .select()
      .from(estimateApprovalLinks)
      .orderBy(asc(estimateApprovalLinks.id));
    expect(links).toHaveLength(3);
    expect(links.map((link) => link.expiresAt.getTime() <= Date.now())).toEqual([
      true,
      true,
      false,
    ]);

    // The newest link decides the estimate.
    const decided = expectOk(
      await approve({
        token: second,
        lines: [1, 2, 3].map((lineno) => ({ lineno, approved: 1 as const })),
      }),
    );
    expect(decided.status).toBe('approved');
    const [destim] = await db().select().from(sentFiles).where(eq(sentFiles.kind, 'destim'));
    const logged = await db().select().from(sentMails).orderBy(asc(sentMails.id));
    expect(logged.map((row) => [row.outcome, row.sentFileId])).toEqual([
      ['not-configured', destim?.id],
      ['sent', destim?.id],
      ['sent', destim?.id],
    ]);
    expect(logged.some((row) => row.body.includes(first) || row.body.includes(second))).toBe(false);
    const resent = await db()
      .select()
      .from(changeHistory)
      .where(eq(changeHistory.action, 'link-resent'));
    expect(resent.map((row) => [row.entityId, row.parentEntity, row.parentId])).toEqual([
      [sent.estimateid, 'inspection', world.reportid],
      [sent.estimateid, 'inspection', world.reportid],
    ]);
  });

  it('refuses a draft, a stale version and a decided estimate, writing and mailing nothing', async () => {
    const world = await damagedWorld();
    const created = expectOk(await create(world.token, world.reportid));
    const draft = await written();
    expect(expectFailure(await resendLink(world.token, created.estimateid), 400).message).toBe(
      MESSAGES.notSent,
    );
    expect(await written()).toEqual(draft);

    const edited = expectOk(await priced(world.token, created));
    const server = await mailThrough();
    const sent = expectOk(await sendEstimate(world.token, edited.estimateid, edited.version));
    const beforeStale = await written();
    const stale = expectFailure(
      await resendLink(world.token, sent.estimateid, created.version),
      409,
    );
    expect(stale.fields).toHaveProperty('current');
    expect(await written()).toEqual(beforeStale);

    expectOk(
      await approve({
        token: linkIn(server.mails[0]),
        lines: [1, 2, 3].map((lineno) => ({ lineno, approved: 0 as const })),
      }),
    );
    const before = await written();
    const mails = await db().select().from(sentMails);
    expect(expectFailure(await resendLink(world.token, sent.estimateid), 400).message).toBe(
      MESSAGES.alreadyDecided,
    );
    expect(await written()).toEqual(before);
    expect(await db().select().from(sentMails)).toEqual(mails);
    expect(server.mails).toHaveLength(1);
  });

  it('refuses a Link Party without a report e-mail, and does not find another company’s estimate', async () => {
    const { sent, server, ...world } = await sentWorld();
    const other = await w.context.made.signedInUser();
    const before = await written();
    expect(expectFailure(await resendLink(other.token, sent.estimateid), 404).message).toBe(
      MESSAGES.notFound,
    );
    await db()
      .update(linkParties)
      .set({ reportEmail: ' ' })
      .where(eq(linkParties.id, world.party.id));
    expect(expectFailure(await resendLink(world.token, sent.estimateid), 400).message).toBe(
      MESSAGES.noReportEmail(world.party.shortName),
    );
    expect(await written()).toEqual(before);
    expect(server.mails).toHaveLength(1);
  });
});

describe('POST /complete_repair', () => {
  it('marks approved lines repaired with their photos, refuses a rejected one, and the container’s history shows every step', async () => {
    const { sent, link: token, ...world } = await sentWorld();
    expectOk(
      await approve({
        token,
        lines: [
          { lineno: 1, approved: 1 },
          { lineno: 2, approved: 1 },
          { lineno: 3, approved: 0 },
        ],
      }),
    );
    const before = await written();
    const rejected = await w.formCall(calls.completeRepair, world.token, {
      repair: { estimateid: sent.estimateid, lines: [1, 3], repairdate: '2026-11-25' },
    });
    expect(expectFailure(rejected, 400).message).toBe(MESSAGES.notApprovedLine(3));
    expect(await written()).toEqual(before);

    const answer = await w.formCall(
      calls.completeRepair,
      world.token,
      {
        repair: {
          estimateid: sent.estimateid,
          lines: [1, 2],
          repairdate: '2026-11-25',
          photolines: [2],
        },
      },
      [await photoFile('straightened.jpg')],
    );
    const repaired = expectOk(answer);
    expect(messageOf(answer)).toBe(MESSAGES.repaired);
    expect(repaired.status).toBe('repaired');
    expect(repaired.repairdate).toBe('2026-11-25');
    expect(repaired.lines.map((line) => line.repairdate)).toEqual([
      '2026-11-25',
      '2026-11-25',
      null,
    ]);
    expect(repaired.lines[1]?.repairphotos).toHaveLength(1);
    expect(await db().select().from(repairPhotos)).toHaveLength(1);
    expect(
      expectFailure(
        await w.formCall(calls.completeRepair, world.token, {
          repair: { estimateid: sent.estimateid, lines: [1] },
        }),
        400,
      ).message,
    ).toBe(MESSAGES.notDecided);

    const timeline = expectOk(
      await call(
        app(),
        api.inspection.timeline,
        { params: { contnumber: world.container.number } },
        world.token,
      ),
    );
    const steps = timeline.history
      .filter((event) => event.entity === 'estimate')
      .map((event) => event.action)
      .reverse();
    expect(steps).toEqual(['created', 'updated', 'sent', 'decided', 'repaired']);
    const history = await db()
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.entity, 'estimate'), eq(changeHistory.action, 'decided')));
    expect(history[0]?.changedBy).toBeNull();
  });
});

describe('GET /estimate_list', () => {
  it('lists the company’s estimates newest first, filtered and paged', async () => {
    const world = await damagedWorld();
    const first = expectOk(await create(world.token, world.reportid));
    const list = (query: Record<string, unknown>, token = world.token) =>
      call(app(), calls.list, { query }, token);
    const paged = await list({ page: 1, pageSize: 10 });
    expect(expectOk(paged).map((row) => row.estimateno)).toEqual([first.estimateno]);
    expect((paged.body as unknown[])[3]).toEqual({ total: 1, page: 1, pageSize: 10 });
    expect(expectOk(await list({ status: 'sent' }))).toEqual([]);
    expect(expectOk(await list({ contnumber: world.container.number }))).toHaveLength(1);
    expect(
      expectOk(await list({ linkpartyid: world.party.id, vessel: world.vessel.id })),
    ).toHaveLength(1);
    expect(expectFailure(await list({ contnumber: 'ABC1' }), 400).fields).toHaveProperty(
      'contnumber',
    );
    const stranger = await w.world();
    expect(expectOk(await list({}, stranger.token))).toEqual([]);
    expectFailure(await get(stranger.token, first.estimateid), 404);
  });
});
