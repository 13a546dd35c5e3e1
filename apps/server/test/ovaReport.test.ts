import { api, fillPath, OVA_REPORT_MESSAGES, Status } from '@quaybook/contract';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  containers,
  documents,
  inspections,
  locations,
  movements,
  sentFiles,
} from '../src/db/schema';
import { bearer, call, expectFailure, expectOk, messageOf } from './support/call';
import { OVA_HEADER, useOpUploadApp } from './support/opUploadWorld';
import { boxNumber, csvOf } from './support/uploadWorld';

const u = useOpUploadApp();
const db = () => u.context.t.db;
const app = () => u.context.app;
const calls = api.ovaReport;

/**
 * A company whose containers 1–3 were recorded through Upload OVA Entry with their OVA not yet
 * sent, and container 4 recorded as already sent.
 */
async function recordedWorld() {
  const w = await u.ovaWorld();
  const unsent = expectOk(
    await w.upload(w.token, 0, csvOf([OVA_HEADER, w.row(1), w.row(2), w.row(3)])),
  );
  expectOk(await w.execute(w.token, { qry: unsent.qry }));
  const sent = expectOk(await w.upload(w.token, 1, csvOf([OVA_HEADER, w.row(4)])));
  expectOk(await w.execute(w.token, { qry: sent.qry }));
  const party = { applicant: w.applicant.id, account: w.account.id };
  const generate = (query: Record<string, unknown>, token: string | undefined = w.token) =>
    call(app(), calls.generate, { query }, token);
  return { ...w, party, generate };
}

/** Each container's OVA mark and file name, by number. */
async function marks(companyId: number) {
  const rows = await db()
    .select({ number: containers.number, sent: inspections.ovaSent, file: inspections.ovaFileName })
    .from(inspections)
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .where(eq(inspections.companyId, companyId))
    .orderBy(containers.number);
  return Object.fromEntries(rows.map((row) => [row.number, { sent: row.sent, file: row.file }]));
}

const countOf = async (table: typeof documents | typeof sentFiles) =>
  Number((await db().select({ n: count() }).from(table))[0]?.n ?? 0);

/** The document the answer names, fetched as the browser does, and its rows. */
async function downloaded(name: string, token: string) {
  const response = await app().inject({
    method: 'GET',
    url: `/api${fillPath(api.documents.download.path, { filename: name })}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return {
    bytes: response.rawPayload,
    rows,
    disposition: String(response.headers['content-disposition']),
  };
}

describe('GET /api/ova_report', () => {
  it('sends the movements not yet sent in the OVA layout, marks them with the file, and the file uploads again', async () => {
    const w = await recordedWorld();
    const reply = await w.generate(w.party);
    const name = expectOk(reply);
    expect(messageOf(reply)).toBe(OVA_REPORT_MESSAGES.generated(3));

    const [document] = await db().select().from(documents).where(eq(documents.name, name));
    expect(document).toMatchObject({ kind: 'ova-report', companyId: w.user.companyId });
    const [sentFile] = await db().select().from(sentFiles);
    expect(sentFile).toMatchObject({
      kind: 'ova',
      documentId: document?.id,
      applicantId: w.applicant.id,
      accountId: w.account.id,
      containerCount: 3,
      createdBy: w.user.id,
    });

    const file = await downloaded(name, w.token);
    expect(file.disposition).toContain(document?.downloadName);
    expect(file.rows).toEqual([
      OVA_HEADER,
      ...[1, 2, 3].map((serial) => [
        boxNumber(serial),
        w.codes.location,
        w.codes.movement,
        'F',
        '20/11/2026',
        '0930',
        `BK${serial}`,
        `SL${serial}`,
      ]),
    ]);

    expect(await marks(w.user.companyId)).toEqual({
      [boxNumber(1)]: { sent: true, file: document?.downloadName },
      [boxNumber(2)]: { sent: true, file: document?.downloadName },
      [boxNumber(3)]: { sent: true, file: document?.downloadName },
      [boxNumber(4)]: { sent: true, file: null },
    });

    // Upload OVA Entry reads the file as it came: every cell in place, each row known as the
    // movement already recorded.
    const staged = await u.uploadCall(
      api.ovaUpload.ovaImport,
      w.token,
      { ovaflag: 0 },
      {
        name: document?.downloadName ?? 'OVA.xlsx',
        bytes: file.bytes,
      },
    );
    const preview = expectOk(staged);
    expect(preview.total).toBe(3);
    expect(preview.list.map(({ Status: _, ...row }) => row)).toEqual(
      [1, 2, 3].map((serial) => ({
        'Sl. No': serial,
        Container: boxNumber(serial),
        loc: w.codes.location,
        movement: w.codes.movement,
        fl_mt_stat: 'F',
        ddt: '20/11/2026',
        tm: '0930',
        booking: `BK${serial}`,
        seal: `SL${serial}`,
      })),
    );
    expect(preview.list.map((row) => row.Status)).toEqual(
      [1, 2, 3].map(
        (serial) =>
          `Container ${boxNumber(serial)} already has an inspection of this movement on 20/11/2026.`,
      ),
    );
  });

  it('has nothing to send the second time, and writes no file', async () => {
    const w = await recordedWorld();
    expectOk(await w.generate(w.party));
    const again = await w.generate(w.party);
    expect(again.statusCode).toBe(200);
    expect((again.body as unknown[])[0]).toBe(Status.information);
    expect(messageOf(again)).toBe(OVA_REPORT_MESSAGES.nothingToSend);
    expect(await countOf(documents)).toBe(1);
    expect(await countOf(sentFiles)).toBe(1);
  });

  it('sends each movement once when two reports are asked for at the same moment', async () => {
    const w = await recordedWorld();
    const answers = await Promise.all([w.generate(w.party), w.generate(w.party)]);
    const messages = answers.map(messageOf).sort();
    expect(messages).toEqual(
      [OVA_REPORT_MESSAGES.generated(3), OVA_REPORT_MESSAGES.nothingToSend].sort(),
    );
    expect(await countOf(sentFiles)).toBe(1);
  });

  it('sends a movement again once the bulk update’s OVA resend clears its mark', async () => {
    const w = await recordedWorld();
    expectOk(await w.generate(w.party));
    const [second] = await db()
      .select({ id: inspections.id })
      .from(inspections)
      .innerJoin(containers, eq(containers.id, inspections.containerId))
      .where(eq(containers.number, boxNumber(2)));
    expectOk(
      await u.executeCall(api.inspection.bulkUpdate, w.token, {
        checkedIds: [second?.id],
        chkova: 1,
      }),
    );
    expect((await marks(w.user.companyId))[boxNumber(2)]?.sent).toBe(false);
    const reply = await w.generate(w.party);
    expect(messageOf(reply)).toBe(OVA_REPORT_MESSAGES.generated(1));
    const file = await downloaded(expectOk(reply), w.token);
    expect(file.rows.slice(1).map((row) => row[0])).toEqual([boxNumber(2)]);
    expect((await marks(w.user.companyId))[boxNumber(2)]?.sent).toBe(true);
  });

  it('sends exactly the containers named, sent before or not, and filters by date, movement and place', async () => {
    const w = await recordedWorld();
    const named = await w.generate({ contnumber: `${boxNumber(4)}, ${boxNumber(1)}` });
    expect(messageOf(named)).toBe(OVA_REPORT_MESSAGES.generated(2));
    const file = await downloaded(expectOk(named), w.token);
    expect(file.rows.slice(1).map((row) => row[0])).toEqual([boxNumber(1), boxNumber(4)]);
    const after = await marks(w.user.companyId);
    expect(after[boxNumber(2)]?.sent).toBe(false);
    expect(after[boxNumber(4)]?.file).not.toBeNull();

    const elsewhere = await w.generate({ ...w.party, movement: w.exportGateIn.id });
    expect(messageOf(elsewhere)).toBe(OVA_REPORT_MESSAGES.nothingToSend);
    const later = await w.generate({ ...w.party, fromdate: '2026-11-21' });
    expect(messageOf(later)).toBe(OVA_REPORT_MESSAGES.nothingToSend);
    const inRange = await w.generate({
      ...w.party,
      location: w.terminal.id,
      movement: w.movement.id,
      fromdate: '2026-11-20',
      todate: '2026-11-20',
    });
    expect(messageOf(inRange)).toBe(OVA_REPORT_MESSAGES.generated(2));
  });

  it('refuses while a place or movement has no OVA code, naming them, and marks nothing', async () => {
    const w = await recordedWorld();
    await db().update(locations).set({ ovaCode: null }).where(eq(locations.id, w.terminal.id));
    await db().update(movements).set({ ovaCode: ' ' }).where(eq(movements.id, w.movement.id));
    const refused = expectFailure(await w.generate(w.party), 400);
    expect(refused.message).toBe(
      OVA_REPORT_MESSAGES.missingCodes([w.terminal.name], [w.movement.name]),
    );
    expect(refused.message).toContain(w.terminal.name);
    expect(await countOf(documents)).toBe(0);
    expect(await countOf(sentFiles)).toBe(0);
    expect(Object.values(await marks(w.user.companyId)).filter((mark) => mark.sent)).toHaveLength(
      1,
    );
  });

  it('refuses bad dates and container numbers, and a call without a token', async () => {
    const w = await recordedWorld();
    for (const query of [
      { fromdate: '20/11/2026' },
      { todate: '2026-02-31' },
      { fromdate: '2026-11-21', todate: '2026-11-20' },
      { contnumber: 'NOTABOX' },
      { applicant: 'x' },
    ]) {
      const refused = expectFailure(await w.generate(query), 400);
      expect(refused.message).not.toBe('');
    }
    expect(
      expectFailure(await w.generate({ fromdate: '2026-11-21', todate: '2026-11-20' }), 400)
        .message,
    ).toBe('From Date must not be after To Date.');
    expectFailure(await call(app(), calls.generate, { query: w.party }), 401);
    expect(await countOf(documents)).toBe(0);
    expect(Object.values(await marks(w.user.companyId)).filter((mark) => mark.sent)).toHaveLength(
      1,
    );
  });

  it('knows nothing of another company’s party, vessel or movements, and sends none of them', async () => {
    const w = await recordedWorld();
    const stranger = await u.ovaWorld();
    for (const query of [
      { applicant: w.applicant.id },
      { account: w.account.id },
      { vessel: w.vessel.id },
      { voyage: w.voyage.id },
      { movement: w.movement.id },
    ]) {
      expectFailure(await w.generate(query, stranger.token), 404);
    }
    const own = await w.generate({}, stranger.token);
    expect(messageOf(own)).toBe(OVA_REPORT_MESSAGES.nothingToSend);
    const ours = await db()
      .select({ n: count() })
      .from(inspections)
      .where(and(eq(inspections.companyId, w.user.companyId), eq(inspections.ovaSent, true)));
    expect(ours[0]?.n).toBe(1);
    expect(await countOf(documents)).toBe(0);
  });
});
