import { execFileSync } from 'node:child_process';
import {
  api,
  CHECK_DIGIT_MESSAGES,
  COPRAR_MESSAGES,
  type CoprarResult,
  coprarLayout,
  Status,
} from '@quaybook/contract';
import { readBack } from '@quaybook/domain/testing';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { coprarConversions, documents, linkParties, sentFiles, vessels } from '../src/db/schema';
import { bearer, expectFailure, expectOk, messageOf } from './support/call';
import { DOCKS } from './support/factories';
import { boxNumber, type Cells, csvOf, useUploadApp, xlsxOf } from './support/uploadWorld';

const u = useUploadApp();
const db = () => u.context.t.db;
const countOf = async (table: PgTable) =>
  Number((await db().select({ n: count() }).from(table))[0]?.n ?? 0);
const written = async () => ({
  conversions: await countOf(coprarConversions),
  sentFiles: await countOf(sentFiles),
  documents: await countOf(documents),
});

const HEADER = coprarLayout.map((column) => column.title);
const COLOMBO = 128;

/** A company's user with a party linked to a line with EDI ids, and a VCN whose vessel has a call sign. */
async function world() {
  const base = await u.world();
  const { made } = u.context;
  const owner = base.user;
  const call = await made.createVcn(owner);
  await db().update(vessels).set({ callSign: '9V1234' }).where(eq(vessels.id, call.vessel.id));
  const [link] = await db()
    .insert(linkParties)
    .values({
      companyId: owner.companyId,
      shortName: `LINE${owner.id}`,
      applicantId: base.applicant.id,
      accountId: base.account.id,
      ediSenderId: 'DEPOTKOL',
      ediRecipientId: 'MAEU',
      carrierCode: 'MAEU',
      createdBy: owner.id,
    })
    .returning();
  if (!link) throw new Error('no link party');
  const query = {
    applicant: base.applicant.id,
    accountid: base.account.id,
    vcn: call.vcn.id,
    vesselid: call.vessel.id,
    voyageid: call.exports.id,
    loc: DOCKS.kolkata,
    consign: '9V1234',
    vesselname: call.vessel.name,
    voyage: call.exports.name,
    transhipment: COLOMBO,
    pod: 0,
    israil: 0,
  };
  /** A good row for container `serial`. */
  const row = (serial: number, overrides: Partial<Record<string, string | number>> = {}): Cells => {
    const cells: Record<string, string | number> = {
      'Container No': boxNumber(serial),
      ISO: '22G1',
      'F/E': 'F',
      'Gross Wt': 18420,
      'VGM Date': '23/11/2026 15:30',
      'VGM Party': 'Odisha Granite Exports',
      Seal: `SH${serial}`,
      'Booking No': `BKG${serial}`,
      POD: 'SGSIN',
      FPD: '',
      Commodity: 'Granite slabs',
      ...overrides,
    };
    return HEADER.map((title) => cells[title] ?? '');
  };
  return { ...base, call, link, query, row };
}

type World = Awaited<ReturnType<typeof world>>;

/** An empty container's row: no weight, VGM, seal or booking. */
const EMPTY = {
  'F/E': 'E',
  'Gross Wt': '',
  'VGM Date': '',
  'VGM Party': '',
  Seal: '',
  'Booking No': '',
};

const convert = (token: string | undefined, query: Record<string, unknown>, bytes?: Buffer) =>
  u.uploadCall(
    api.coprarConversion.convert,
    token,
    query,
    bytes ? { name: 'loading-list.xlsx', bytes } : undefined,
  );

const fileCall = (path: string, token: string | undefined, query: Record<string, unknown>) =>
  u.context.app.inject({
    method: 'POST',
    url: `/api${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: bearer(token),
  });

const download = (token: string | undefined, filenm: string) =>
  fileCall(api.coprarConversion.download.path, token, { filenm });

/** A refused Convert's envelope: status, message, the rows listed, the file name. */
const refusalOf = (reply: { body: unknown }) =>
  reply.body as [number, string, CoprarResult[], string];

const print = (token: string | undefined, query: Record<string, unknown>) =>
  fileCall(api.coprarConversion.print.path, token, query);

/** Generate PDF's query for a conversion of the world's party, under its own number. */
const printQueryOf = (w: World, coprarno: string, filetype: 1 | 2) => ({
  coprarno,
  applicant: w.applicant.id,
  accountid: w.account.id,
  filetype,
});

/** A good conversion of the world's list: its COPRAR number and document name. */
async function converted(w: World, rows: Cells[]) {
  const reply = await convert(w.token, w.query, await xlsxOf([HEADER, ...rows]));
  const results = expectOk(reply);
  const filename = (reply.body as unknown[])[3] as string;
  const [kept] = await db()
    .select()
    .from(coprarConversions)
    .where(eq(coprarConversions.companyId, w.user.companyId));
  if (!kept) throw new Error('no conversion kept');
  return { results, filename, coprarNo: kept.coprarNo, reply };
}

describe('POST /api/convert_cartin and /api/download_coprar_txt', () => {
  it('converts a loading list into one COPRAR, kept with its sent file, and downloads it', async () => {
    const w = await world();
    const { results, filename, coprarNo, reply } = await converted(w, [
      w.row(1),
      w.row(2, { POD: 'Colombo' }),
      w.row(3, { POD: 'Singapore', FPD: 'AEJEA' }),
      w.row(4, EMPTY),
    ]);
    expect(messageOf(reply)).toBe(COPRAR_MESSAGES.converted);
    expect(coprarNo).toMatch(/^CPR\d{7}$/);
    expect(filename).not.toBe('');
    // Box 3 goes beyond Singapore, so this vessel takes it to Colombo.
    expect(results).toEqual<CoprarResult[]>([
      {
        filename: `${coprarNo}.txt`,
        containers: 2,
        status: `Converted: loading order ${coprarNo}-1 to SGSIN Singapore`,
        row: null,
        container: null,
        ok: true,
      },
      {
        filename: `${coprarNo}.txt`,
        containers: 2,
        status: `Converted: loading order ${coprarNo}-2 to LKCMB Colombo`,
        row: null,
        container: null,
        ok: true,
      },
    ]);
    expect(await written()).toMatchObject({ conversions: 1 });
    const [sent] = await db()
      .select()
      .from(sentFiles)
      .where(eq(sentFiles.companyId, w.user.companyId));
    expect(sent).toMatchObject({
      kind: 'coprar',
      applicantId: w.applicant.id,
      accountId: w.account.id,
      containerCount: 4,
      createdBy: w.user.id,
    });

    const file = await download(w.token, filename);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`${coprarNo}.txt`);
    // The name the result list shows downloads the same file.
    const byListName = await download(w.token, results[0]?.filename ?? '');
    expect(byListName.statusCode).toBe(200);
    expect(byListName.body).toBe(file.body);
    const segments = readBack(file.body);
    // A loading order goes from the line (its EDI id) to the terminal (the dock's code).
    expect(segments[0]?.elements.slice(1, 3)).toEqual([['MAEU'], ['KDS']]);
    expect(
      segments
        .filter((s) => s.name === 'NAD')
        .slice(0, 3)
        .map((s) => s.elements.slice(0, 2)),
    ).toEqual([
      [['MS'], ['MAEU', '160', 'ZZZ']],
      [['MR'], ['KDS', '160', 'ZZZ']],
      [['CA'], ['MAEU', '160', '20']],
    ]);
    expect(segments.filter((s) => s.name === 'UNH')).toHaveLength(2);
    expect(segments.at(-1)?.elements[0]).toEqual(['2']);
    expect(segments.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0])).toEqual([
      boxNumber(1),
      boxNumber(4),
      boxNumber(2),
      boxNumber(3),
    ]);
    expect(
      segments.find((s) => s.name === 'TDT')?.elements.map((element) => element.join(':')),
    ).toEqual([
      '20',
      w.call.exports.name.toUpperCase(),
      '1',
      '',
      'MAEU:172:20',
      '',
      '',
      `9V1234:103::${w.call.vessel.name.toUpperCase()}`,
    ]);
    /** Each container's segments, EQD to the next. */
    const groupOf = (box: string) => {
      const start = segments.findIndex((s) => s.name === 'EQD' && s.elements[1]?.[0] === box);
      const end = segments.findIndex((s, at) => at > start && ['EQD', 'CNT'].includes(s.name));
      return segments
        .slice(start, end)
        .map((s) => [s.name, ...s.elements.map((e) => e.join(':'))].join('+'));
    };
    // A full box: its VGM, when it was obtained (DTM 798) and who answers for it (NAD SPC).
    expect(groupOf(boxNumber(1))).toEqual([
      `EQD+CN+${boxNumber(1)}+22G1:102:5++2+5`,
      'RFF+BN:BKG1',
      'DTM+798:202611231530:203',
      'LOC+11+SGSIN:139:6',
      'LOC+7+SGSIN:139:6',
      'MEA+AAE+VGM+KGM:18420',
      'SEL+SH1+SH',
      'FTX+AAA+++GRANITE SLABS',
      'NAD+SPC+++ODISHA GRANITE EXPORTS',
    ]);
    // Transhipped via Colombo: its POD Singapore is kept as where it goes on to (LOC 83).
    expect(groupOf(boxNumber(3)).filter((text) => text.startsWith('LOC'))).toEqual([
      'LOC+11+LKCMB:139:6',
      'LOC+83+SGSIN:139:6',
      'LOC+7+AEJEA:139:6',
    ]);
    // An empty box has no VGM: the group's NAD names the container operator.
    expect(groupOf(boxNumber(4)).at(-1)).toBe('NAD+CF+MAEU:160:20');
  });

  it('marks a rail list’s containers, and takes the form’s POD for a blank one', async () => {
    const w = await world();
    const { filename } = await converted({ ...w, query: { ...w.query, israil: 1, pod: 134 } }, [
      w.row(1, { POD: '' }),
    ]);
    const segments = readBack((await download(w.token, filename)).body);
    expect(segments.find((s) => s.name === 'TDT' && s.elements[0]?.[0] === '30')?.elements).toEqual(
      [['30'], [''], ['2']],
    );
    expect(
      segments.filter((s) => s.name === 'LOC').map((s) => `${s.elements[0]}:${s.elements[1]?.[0]}`),
    ).toEqual(['9:INCCU', '11:AEJEA', '7:AEJEA']);
  });

  it('reads a short type as its ISO code, which EQD carries, and still refuses an unknown one', async () => {
    const w = await world();
    const { filename } = await converted(w, [
      w.row(1, { ISO: '40HC' }),
      w.row(2, { ISO: "20' GP" }),
    ]);
    const segments = readBack((await download(w.token, filename)).body);
    expect(
      segments.filter((s) => s.name === 'EQD').map((s) => [s.elements[1]?.[0], s.elements[2]]),
    ).toEqual([
      [boxNumber(1), ['45G1', '102', '5']],
      [boxNumber(2), ['22G1', '102', '5']],
    ]);
    const refused = await convert(
      w.token,
      w.query,
      await xlsxOf([HEADER, w.row(3, { ISO: '40ZZ' })]),
    );
    expect(refusalOf(refused)[2].map((r) => r.status)).toEqual([
      `Row 1 ${boxNumber(3)}: ISO code 40ZZ is not a known ISO code.`,
    ]);
  });

  it('numbers each conversion of the company anew, and a refused file takes no number', async () => {
    const w = await world();
    const numbers: string[] = [];
    for (const serial of [1, 2]) {
      const reply = await convert(w.token, w.query, await xlsxOf([HEADER, w.row(serial)]));
      numbers.push(expectOk(reply)[0]?.filename.replace('.txt', '') ?? '');
      if (serial === 1)
        expectFailure(
          await convert(w.token, w.query, await xlsxOf([HEADER, w.row(3, { ISO: '' })])),
          400,
        );
    }
    const [first, second] = numbers.map((n) => Number(n.slice(3)));
    expect(second).toBe((first ?? 0) + 1);
    const kept = await db()
      .select({ no: coprarConversions.coprarNo })
      .from(coprarConversions)
      .where(eq(coprarConversions.companyId, w.user.companyId));
    expect(kept.map((k) => k.no).sort()).toEqual(numbers);
  });

  it('refuses a file with errors (status 0, HTTP 400), listing every bad row with its reasons, and writes nothing', async () => {
    const w = await world();
    const before = await written();
    const wrong = `${boxNumber(2).slice(0, 10)}${(Number(boxNumber(2)[10]) + 1) % 10}`;
    const reply = await convert(
      w.token,
      w.query,
      csvOf([
        HEADER,
        w.row(1),
        w.row(2, { 'Container No': wrong }),
        w.row(1),
        w.row(4, { ISO: '99ZZ', POD: 'Atlantis', 'Gross Wt': '18.5' }),
      ]),
    );
    expect(reply.statusCode).toBe(400);
    const [status, message, results, name] = refusalOf(reply);
    expect([status, message, name]).toEqual([Status.failure, COPRAR_MESSAGES.fileHasErrors, '']);
    expect(results.map((r) => [r.row, r.container, r.ok])).toEqual([
      [2, wrong, false],
      [3, boxNumber(1), false],
      [4, boxNumber(4), false],
    ]);
    // A wrong check digit is named with the rest, though alone it would not refuse the file.
    expect(results[0]?.status).toContain(`Row 2 ${wrong}: Check digit`);
    expect(results[1]?.status).toBe(
      `Row 3 ${boxNumber(1)}: Container ${boxNumber(1)} is also in row 1.`,
    );
    expect(results[2]?.status).toBe(
      `Row 4 ${boxNumber(4)}: ISO code 99ZZ is not a known ISO code. Gross Wt 18.5 is not a whole number of kg. POD Atlantis is not a known port.`,
    );
    expect(await written()).toEqual(before);
  });

  it('names containers with a wrong check digit and converts them only once accepted', async () => {
    const w = await world();
    const before = await written();
    const wrong = `${boxNumber(2).slice(0, 10)}${(Number(boxNumber(2)[10]) + 1) % 10}`;
    const bytes = await xlsxOf([HEADER, w.row(1), w.row(2, { 'Container No': wrong })]);
    const refused = await convert(w.token, w.query, bytes);
    expect(refused.statusCode).toBe(409);
    const [status, message, results, name] = refusalOf(refused);
    const faults = [{ container: wrong, expected: Number(boxNumber(2)[10]) }];
    expect([status, message, name]).toEqual([
      Status.failure,
      CHECK_DIGIT_MESSAGES.refused(faults),
      '',
    ]);
    expect(results.map((r) => [r.row, r.container, r.ok])).toEqual([[2, wrong, false]]);
    expect(results[0]?.status).toContain(`Row 2 ${wrong}: Check digit of ${wrong} should be`);
    expect(await written()).toEqual(before);

    const accepted = await convert(w.token, { ...w.query, acceptcheckdigits: 1 }, bytes);
    const done = expectOk(accepted);
    expect(messageOf(accepted)).toBe(
      `${COPRAR_MESSAGES.converted}${CHECK_DIGIT_MESSAGES.sentAnyway([wrong])}`,
    );
    expect(done[0]?.status).toContain(`sent with a wrong check digit: ${wrong}`);
    const segments = readBack(
      (await download(w.token, (accepted.body as unknown[])[3] as string)).body,
    );
    expect(segments.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0])).toEqual([
      boxNumber(1),
      wrong,
    ]);
  });

  it('needs a full container’s VGM date and party, the file refused without them', async () => {
    const w = await world();
    const reply = await convert(
      w.token,
      w.query,
      await xlsxOf([HEADER, w.row(1, { 'VGM Date': '', 'VGM Party': '' })]),
    );
    expect(reply.statusCode).toBe(400);
    expect(refusalOf(reply)[2].map((r) => r.status)).toEqual([
      `Row 1 ${boxNumber(1)}: VGM Date is missing. VGM Party is missing.`,
    ]);
  });

  it('says which choice is missing, the spec’s messages, and changes nothing', async () => {
    const w = await world();
    const before = await written();
    const bytes = await xlsxOf([HEADER, w.row(1)]);
    for (const [field, value, message] of [
      ['applicant', 0, COPRAR_MESSAGES.selectParty],
      ['vesselid', 0, COPRAR_MESSAGES.selectVessel],
      ['loc', 0, COPRAR_MESSAGES.selectLocation],
      ['transhipment', 0, COPRAR_MESSAGES.selectTranshipmentPort],
      ['consign', '', COPRAR_MESSAGES.noCallSign],
      ['consign', undefined, COPRAR_MESSAGES.noCallSign],
    ] as const) {
      const query: Record<string, unknown> = { ...w.query, [field]: value };
      if (value === undefined) delete query[field];
      const reply = await convert(w.token, query, bytes);
      expect(expectFailure(reply, 400).message, field).toContain(message);
    }
    const noFile = await convert(w.token, w.query);
    expect(expectFailure(noFile, 400).message).toBe(COPRAR_MESSAGES.selectFile);
    expect(await written()).toEqual(before);
  });

  it('refuses a party without a complete Link Party, naming what it lacks', async () => {
    const w = await world();
    const bytes = await xlsxOf([HEADER, w.row(1)]);
    const before = await written();
    await db().update(linkParties).set({ carrierCode: null }).where(eq(linkParties.id, w.link.id));
    const lacking = await convert(w.token, w.query, bytes);
    expect(expectFailure(lacking, 400).message).toBe(
      COPRAR_MESSAGES.linkPartyLacksEdi(w.link.shortName, ['carrier code']),
    );
    await db().delete(linkParties).where(eq(linkParties.id, w.link.id));
    const none = await convert(w.token, w.query, bytes);
    expect(expectFailure(none, 400).message).toBe(COPRAR_MESSAGES.noLinkParty);
    expect(await written()).toEqual(before);
  });

  it('refuses no token, another company’s choices and another company’s COPRAR', async () => {
    const w = await world();
    const stranger = await world();
    const bytes = await xlsxOf([HEADER, w.row(1)]);
    expectFailure(await convert(undefined, w.query, bytes), 401);
    for (const field of ['applicant', 'accountid', 'vcn', 'vesselid', 'voyageid'] as const) {
      const reply = await convert(w.token, { ...w.query, [field]: stranger.query[field] }, bytes);
      expect(expectFailure(reply, 400).message, field).toMatch(/not one of your company’s/);
    }
    const { filename, coprarNo } = await converted(stranger, [stranger.row(1)]);
    expect((await download(undefined, filename)).statusCode).toBe(401);
    // Neither name of another company's COPRAR is found: not its document, not its number.
    for (const name of [filename, `${coprarNo}.txt`]) {
      const foreign = await download(w.token, name);
      expect(foreign.statusCode, name).toBe(404);
      expect(JSON.parse(foreign.body)[1]).toBe(COPRAR_MESSAGES.noCoprarFile);
      expect((await download(stranger.token, name)).statusCode, name).toBe(200);
    }
  });
});

describe('POST /api/convert_cartin_pdf', () => {
  it('prints a one-port conversion under the new number as a PDF, or as a workbook', async () => {
    const w = await world();
    const { coprarNo } = await converted(w, [w.row(1), w.row(2), w.row(3, EMPTY)]);
    const printQuery = {
      coprarno: coprarNo.toLowerCase(),
      newcoprarno: 'CPR-NEW/7',
      applicant: w.applicant.id,
      accountid: w.account.id,
      filetype: 1,
    };
    const pdf = await print(w.token, printQuery);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('CPR-NEW_7.pdf');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: pdf.rawPayload,
    }).toString();
    expect(text).toContain('COPRAR Loading Order CPR-NEW/7');
    expect(text).toContain(boxNumber(1));
    expect(text).toContain(boxNumber(2));
    // A full container's VGM date and party; an empty one's are blank, its POD next.
    expect(text).toMatch(
      new RegExp(
        `${boxNumber(1)}\\s+22G1\\s+F\\s+18420\\s+23/11/2026 15:30\\s+Odisha Granite Exports\\s+SH1`,
      ),
    );
    expect(text).toMatch(new RegExp(`${boxNumber(3)}\\s+22G1\\s+E\\s+SGSIN`));

    const xlsx = await print(w.token, { ...printQuery, newcoprarno: '', filetype: 2 });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(`${coprarNo}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getCell('B1').value).toBe(coprarNo);
    expect(sheet?.getCell('A11').value).toBe(boxNumber(2));
    expect(sheet?.getRow(9).values).toEqual(expect.arrayContaining(['VGM Date', 'VGM Party']));
    expect([sheet?.getCell('E10').value, sheet?.getCell('F10').value]).toEqual([
      '23/11/2026 15:30',
      'Odisha Granite Exports',
    ]);
    expect([
      sheet?.getCell('A12').value,
      sheet?.getCell('E12').value,
      sheet?.getCell('F12').value,
    ]).toEqual([boxNumber(3), '', '']);
    const prints = await db().select().from(documents).where(eq(documents.kind, 'coprar-print'));
    expect(prints.filter((d) => d.companyId === w.user.companyId)).toHaveLength(2);
  });

  it('prints blank VGM date and party for a conversion kept before they were read', async () => {
    const w = await world();
    const { coprarNo } = await converted(w, [w.row(1)]);
    const [kept] = await db()
      .select()
      .from(coprarConversions)
      .where(eq(coprarConversions.coprarNo, coprarNo));
    const before = (kept?.containers as Record<string, unknown>[]).map(
      ({ vgmAt: _at, vgmParty: _party, ...container }) => container,
    );
    await db()
      .update(coprarConversions)
      .set({ containers: before })
      .where(eq(coprarConversions.coprarNo, coprarNo));
    const reply = await print(w.token, printQueryOf(w, coprarNo, 2));
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const line = workbook.worksheets[0]?.getRow(10);
    expect([4, 5, 6, 7].map((column) => line?.getCell(column).value)).toEqual([
      18420,
      '',
      '',
      'SH1',
    ]);
  });

  it('zips a file per port of discharge', async () => {
    const w = await world();
    const { coprarNo } = await converted(w, [w.row(1), w.row(2, { POD: 'LKCMB' })]);
    const reply = await print(w.token, printQueryOf(w, coprarNo, 1));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(reply.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([`${coprarNo}-1.pdf`, `${coprarNo}-2.pdf`]);
  });

  it('refuses no token, a blank number and file type, an unknown or another party’s number', async () => {
    const w = await world();
    const stranger = await world();
    const { coprarNo } = await converted(stranger, [stranger.row(1)]);
    const query = {
      coprarno: coprarNo,
      applicant: w.applicant.id,
      accountid: w.account.id,
      filetype: 1,
    };
    expect((await print(undefined, query)).statusCode).toBe(401);
    const blank = await print(w.token, { ...query, coprarno: '', filetype: 3 });
    expect(blank.statusCode).toBe(400);
    expect(JSON.parse(blank.body)[1]).toContain(COPRAR_MESSAGES.enterCoprarNo);
    expect(JSON.parse(blank.body)[1]).toContain(COPRAR_MESSAGES.selectFileType);
    // Another company's number, even under that company's party, is unknown here.
    for (const asked of [
      query,
      { ...query, applicant: stranger.applicant.id, accountid: stranger.account.id },
      { ...query, coprarno: 'CPR9999999' },
    ]) {
      const reply = await print(w.token, asked);
      expect(reply.statusCode).toBe(404);
      expect(JSON.parse(reply.body)[1]).toBe(COPRAR_MESSAGES.unknownCoprar(asked.coprarno));
    }
  });
});
