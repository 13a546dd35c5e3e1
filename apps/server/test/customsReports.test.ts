import { execFileSync } from 'node:child_process';
import {
  api,
  CUSTOMS_REPORT_MESSAGES,
  type CustomsReportQuery,
  type OdexReportQuery,
  Status,
} from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, partyBlLines, vcns } from '../src/db/schema';
import { call, expectFailure, expectOk, messageOf } from './support/call';
import { customsCall, downloaded, reportRows } from './support/customsWorld';
import { useInspectionApp } from './support/inspectionWorld';
import { jobThroughApi, testJobRunner } from './support/jobRunners';

const w = useInspectionApp({ jobs: testJobRunner });
const app = () => w.context.app;
const db = () => w.context.t.db;
const calls = api.customsReports;

/**
 * The planted call: two clean containers (loaded a day later), and one container for each way
 * to disagree — no shipping bill, packages, weight, ODeX on another voyage, the terminal EGM's
 * SB, ODeX's SB — plus a container of the same party loaded on another voyage without any
 * records, which no report of this voyage may name.
 */
async function plantedCall() {
  const c = await customsCall(w);
  const { plant } = c;
  const cleanDay = '2026-11-21';
  const clean = [await c.loaded({ inspdate: cleanDay }), await c.loaded({ inspdate: cleanDay })];
  await c.cleanRecords(clean[0] as string, 'SB-C1');
  await c.cleanRecords(clean[1] as string, 'SB-C2');

  const noSb = await c.loaded();
  await plant.egm(noSb, 'SB-N');
  await plant.odex(noSb, 'SB-N');
  await plant.bl(noSb);

  const packages = await c.loaded();
  await c.cleanRecords(packages, 'SB-P');
  await db()
    .update(partyBlLines)
    .set({ packageCount: 90 })
    .where(eq(partyBlLines.containerNo, packages));

  const weight = await c.loaded();
  await plant.shippingBill(weight, 'SB-W');
  await plant.egm(weight, 'SB-W');
  await plant.odex(weight, 'SB-W');
  await plant.bl(weight, { cargoWeight: 25_000 });

  const otherVoyage = await c.loaded();
  await plant.shippingBill(otherVoyage, 'SB-V');
  await plant.egm(otherVoyage, 'SB-V');
  await plant.odex(otherVoyage, 'SB-V', { vesselVoyage: `${c.vessel.name} 999X` });
  await plant.bl(otherVoyage);

  const egmDiffers = await c.loaded();
  await plant.shippingBill(egmDiffers, 'SB-E');
  await plant.egm(egmDiffers, 'SB-E2');
  await plant.odex(egmDiffers, 'SB-E');
  await plant.bl(egmDiffers);

  // ODeX names an older bill of the container, on record but not the one of this load.
  const odexDiffers = await c.loaded();
  await plant.shippingBill(odexDiffers, 'SB-O');
  await plant.shippingBill(odexDiffers, 'SB-O0', 100, '2026-11-02');
  await plant.egm(odexDiffers, 'SB-O');
  await plant.odex(odexDiffers, 'SB-O0', { sbDate: '2026-11-02' });
  await plant.bl(odexDiffers);

  const voyage2 = await w.made.createVoyage(c.user);
  const elsewhere = await c.loaded({ voyage: voyage2.id });
  return {
    ...c,
    clean,
    noSb,
    packages,
    weight,
    otherVoyage,
    egmDiffers,
    odexDiffers,
    elsewhere,
    voyage2,
    cleanDay,
  };
}

// Bad queries are sent as they are, to be refused.
type Generate = (query: Record<string, unknown>, token?: string) => ReturnType<typeof call>;
const missingSb: Generate = (query, token) =>
  call(app(), calls.missingSb, { query: query as CustomsReportQuery }, token);
const mismatchedSb: Generate = (query, token) =>
  call(app(), calls.mismatchedSb, { query: query as CustomsReportQuery }, token);
const mismatched: Generate = (query, token) =>
  call(app(), calls.mismatched, { query: query as CustomsReportQuery }, token);
const odex =
  (rpttype: number | undefined): Generate =>
  (query, token) =>
    call(app(), calls.odex, { query: { ...query, rpttype } as OdexReportQuery }, token);
const EVERY_CALL = [missingSb, mismatchedSb, mismatched, odex(1), odex(4), odex(7)];

/** The report's document, read back: its container rows by column title, and its record. */
async function generated(reply: Awaited<ReturnType<Generate>>, token: string) {
  const name = expectOk(reply) as string;
  const [document] = await db().select().from(documents).where(eq(documents.name, name));
  const report = await reportRows(await downloaded(w, token, name));
  return { ...report, document, containers: report.rows.map((row) => row.Container) };
}

const sorted = (numbers: readonly string[]) => [...numbers].sort();

describe('GET /api/generate_missing_sb', () => {
  it('lists exactly the loaded container without a shipping bill, and why', async () => {
    const c = await plantedCall();
    const filesBefore = (await w.storedFiles()).length;
    const reply = await missingSb(c.query, c.token);
    expect(messageOf(reply)).toBe('Report generated: 1 container.');
    const report = await generated(reply, c.token);
    expect(report.document).toMatchObject({ kind: 'customs-report', companyId: c.user.companyId });
    // One document, its one file.
    expect(await w.countOf(documents)).toBe(1);
    expect(await w.storedFiles()).toHaveLength(filesBefore + 1);
    expect(report.document?.downloadName).toMatch(
      new RegExp(
        `^missing-sb-.+-${c.voyage.name.replace(/[^A-Za-z0-9]+/g, '-')}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`,
      ),
    );
    expect(report.heading).toEqual(
      expect.arrayContaining([
        ['Missing SB Report'],
        ['Party', `${c.applicant.name} / ${c.account.name}`],
        ['Vessel', c.vessel.name],
        ['Voyage', c.voyage.name],
      ]),
    );
    expect(report.rows).toEqual([
      {
        Container: c.noSb,
        Size: 20,
        ISO: '22G1',
        'Load Date': '20/11/2026',
        'Booking No': `BK-${c.noSb}`,
        'Seal No': 'SEAL01',
        Reason: 'No shipping bill dated within 30 days of the load on 20/11/2026',
      },
    ]);
  });
});

describe('GET /api/generate_missmatched_sb_excel', () => {
  it('lists exactly the container whose terminal EGM names another SB', async () => {
    const c = await plantedCall();
    const report = await generated(await mismatchedSb(c.query, c.token), c.token);
    expect(report.rows).toEqual([
      expect.objectContaining({
        Container: c.egmDiffers,
        'SB No': 'SB-E',
        'EGM SB No': 'SB-E2',
        Reason: 'Terminal EGM has SB SB-E2 of 10/11/2026, shipping bill SB-E of 10/11/2026',
      }),
    ]);
  });
});

describe('GET /api/generate_mismatched_excel', () => {
  it('lists every container whose records disagree, one row each with all its reasons', async () => {
    const c = await plantedCall();
    const report = await generated(await mismatched(c.query, c.token), c.token);
    expect(sorted(report.containers as string[])).toEqual(
      sorted([c.noSb, c.packages, c.weight, c.otherVoyage, c.egmDiffers, c.odexDiffers]),
    );
    const reason = (box: string) => report.rows.find((row) => row.Container === box)?.Reason;
    expect(reason(c.noSb)).toBe(
      'No shipping bill dated within 30 days of the load on 20/11/2026; ODeX SB SB-N of 10/11/2026 is not a shipping bill on record',
    );
    expect(reason(c.packages)).toBe('Packages differ: SB 100, ODeX 100, BL 90');
    expect(reason(c.weight)).toBe(
      'BL cargo weight 25,000 kg differs from 20,000 kg at the load inspection by more than 5 %',
    );
    expect(reason(c.otherVoyage)).toBe(
      `ODeX vessel voyage '${c.vessel.name} 999X', loaded on '${c.vessel.name} ${c.voyage.name}'`,
    );
    expect(reason(c.odexDiffers)).toBe(
      'ODeX has SB SB-O0 of 02/11/2026, shipping bill SB-O of 10/11/2026',
    );
    expect(report.rows.find((row) => row.Container === c.weight)).toMatchObject({
      'Cargo Wt Insp (kg)': 20_000,
      'Cargo Wt BL (kg)': 25_000,
    });
  });
});

describe('GET /api/generate_mismatch_pkg', () => {
  it('makes each ODeX report type of exactly its planted containers', async () => {
    const c = await plantedCall();
    const expected: [number | undefined, string[], string][] = [
      [undefined, [c.packages], 'Packages differ: SB 100, ODeX 100, BL 90'],
      [2, [c.weight], 'BL cargo weight 25,000 kg'],
      [3, [c.noSb], 'is not a shipping bill on record'],
      [5, [c.otherVoyage], 'ODeX vessel voyage'],
    ];
    for (const [rpttype, containers, reason] of expected) {
      const report = await generated(await odex(rpttype)(c.query, c.token), c.token);
      expect(report.containers, `type ${rpttype}`).toEqual(containers);
      expect(String(report.rows[0]?.Reason)).toContain(reason);
    }
  });

  it('writes the SB mismatches with ODeX (type 4) as a PDF', async () => {
    const c = await plantedCall();
    const name = expectOk(await odex(4)(c.query, c.token)) as string;
    const [document] = await db().select().from(documents).where(eq(documents.name, name));
    expect(document?.downloadName).toMatch(/^odex-sb-mismatch-.*\.pdf$/);
    const pdf = await downloaded(w, c.token, name);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    expect(text).toContain('Mismatch SB with ODeX');
    expect(text).toContain(c.odexDiffers);
    expect(text).toMatch(/ODeX has SB SB-O0 of 02\/11\/2026, shipping bill SB-O of\s+10\/11\/2026/);
    for (const other of [c.noSb, c.packages, c.weight, c.otherVoyage, c.egmDiffers, ...c.clean])
      expect(text).not.toContain(other);
  });

  it('lists every loaded container of the call in the Vessel Report, the clean ones OK', async () => {
    const c = await plantedCall();
    const report = await generated(await odex(6)(c.query, c.token), c.token);
    expect(report.headers.at(-1)).toBe('Status');
    expect(sorted(report.containers as string[])).toEqual(
      sorted([
        ...c.clean,
        c.noSb,
        c.packages,
        c.weight,
        c.otherVoyage,
        c.egmDiffers,
        c.odexDiffers,
      ]),
    );
    for (const box of c.clean)
      expect(report.rows.find((row) => row.Container === box)).toMatchObject({
        'SB No': box === c.clean[0] ? 'SB-C1' : 'SB-C2',
        'EGM SB No': box === c.clean[0] ? 'SB-C1' : 'SB-C2',
        'Pkgs BL': 100,
        Status: 'OK',
      });
  });

  it('makes the SCMTR Report After Sailing only once the call has sailed: the containers still open', async () => {
    const c = await plantedCall();
    const refused = await odex(7)(c.query, c.token);
    expect(expectFailure(refused, 400).message).toBe(CUSTOMS_REPORT_MESSAGES.notSailed);
    await db()
      .insert(vcns)
      .values({
        companyId: c.user.companyId,
        name: `VCN${c.user.id}`,
        vesselId: c.vessel.id,
        exportVoyageId: c.voyage.id,
        isSail: true,
        sailDate: '2026-11-22',
      });
    const report = await generated(await odex(7)(c.query, c.token), c.token);
    expect(sorted(report.containers as string[])).toEqual(sorted([c.noSb, c.egmDiffers]));
  });
});

describe('the mismatch reports’ filters', () => {
  it('say so, as information and without a file, when nothing differs or nothing was loaded', async () => {
    const c = await plantedCall();
    const filesBefore = (await w.storedFiles()).length;
    const cleanOnly = { ...c.query, fromdate: c.cleanDay, todate: c.cleanDay };
    for (const generate of [missingSb, mismatchedSb, mismatched, odex(1), odex(3), odex(4)]) {
      const reply = await generate(cleanOnly, c.token);
      expect((reply.body as unknown[])[0]).toBe(Status.information);
      expect(messageOf(reply)).toBe(CUSTOMS_REPORT_MESSAGES.noMismatches);
    }
    const nothing = await missingSb({ ...c.query, todate: '2026-11-01' }, c.token);
    expect((nothing.body as unknown[])[0]).toBe(Status.information);
    expect(messageOf(nothing)).toBe(CUSTOMS_REPORT_MESSAGES.noLoadedContainers);
    // The other voyage's container is found on its own voyage only.
    const elsewhere = await generated(
      await missingSb({ ...c.query, voyage: c.voyage2.id }, c.token),
      c.token,
    );
    expect(elsewhere.containers).toEqual([c.elsewhere]);
    expect(await w.countOf(documents)).toBe(1);
    expect(await w.storedFiles()).toHaveLength(filesBefore + 1);
  });

  it('require the party, vessel and voyage with their messages, and refuse bad values', async () => {
    const c = await customsCall(w);
    const required = [
      ['applicant', CUSTOMS_REPORT_MESSAGES.selectParty],
      ['account', CUSTOMS_REPORT_MESSAGES.selectParty],
      ['vessel', CUSTOMS_REPORT_MESSAGES.selectVessel],
      ['voyage', CUSTOMS_REPORT_MESSAGES.selectVoyage],
    ] as const;
    for (const generate of EVERY_CALL) {
      for (const [field, message] of required) {
        const { [field]: _, ...without } = c.query;
        expect(expectFailure(await generate(without, c.token), 400).message).toBe(message);
        expect(
          expectFailure(await generate({ ...c.query, [field]: 0 }, c.token), 400).message,
        ).toBe(message);
      }
      expectFailure(await generate({ ...c.query, vessel: 'x' }, c.token), 400);
      expectFailure(await generate({ ...c.query, fromdate: '2026-02-30' }, c.token), 400);
      expectFailure(
        await generate({ ...c.query, fromdate: '2026-11-22', todate: '2026-11-01' }, c.token),
        400,
      );
    }
    for (const rpttype of [0, 8, 'PKGs'])
      expect(
        expectFailure(
          await call(
            app(),
            calls.odex,
            { query: { ...c.query, rpttype } as OdexReportQuery },
            c.token,
          ),
          400,
        ).message,
      ).toBe(CUSTOMS_REPORT_MESSAGES.selectReportType);
    expect(await w.countOf(documents)).toBe(0);
  });

  it('need a token, and know nothing of another company’s party, vessel, voyage or location', async () => {
    const c = await plantedCall();
    const stranger = await customsCall(w);
    for (const generate of EVERY_CALL) {
      expectFailure(await generate(c.query), 401);
      expectFailure(await generate(c.query, stranger.token), 404);
      for (const field of ['applicant', 'account', 'vessel', 'voyage'] as const)
        expectFailure(
          await generate({ ...stranger.query, [field]: c.query[field] }, stranger.token),
          404,
        );
      expectFailure(await generate({ ...c.query, location: 999_999 }, c.token), 404);
    }
    expect(await w.countOf(documents)).toBe(0);
  });
});

describe('a vessel’s customs reports as jobs (POST /api/jobs/{kind})', () => {
  it('makes the report its call makes, telling how many loaded containers it compared', async () => {
    const c = await plantedCall();
    const job = await jobThroughApi(app(), c.token, 'missingSb', c.query);
    // The eight containers loaded on the call's voyage, the other voyage's one not among them.
    expect(job.ended).toMatchObject({
      state: 'done',
      done: 8,
      total: 8,
      step: 'Report generated: 1 container.',
      error: null,
    });
    const report = await reportRows(await downloaded(w, c.token, String(job.ended.result)));
    expect(report.rows.map((row) => row.Container)).toEqual([c.noSb]);
    const odexJob = await jobThroughApi(app(), c.token, 'odexReport', { ...c.query, rpttype: 2 });
    const odexReport = await reportRows(await downloaded(w, c.token, String(odexJob.ended.result)));
    expect(odexReport.rows.map((row) => row.Container)).toEqual([c.weight]);
  });

  it('fails a report its call would refuse with that message, and informs as the call does', async () => {
    const c = await plantedCall();
    const sailed = await jobThroughApi(app(), c.token, 'odexReport', { ...c.query, rpttype: 7 });
    expect(sailed.ended).toMatchObject({
      state: 'failed',
      error: CUSTOMS_REPORT_MESSAGES.notSailed,
      result: null,
    });
    const nothing = await jobThroughApi(app(), c.token, 'mismatched', {
      ...c.query,
      todate: '2026-11-01',
    });
    expect(nothing.ended).toMatchObject({
      state: 'done',
      step: CUSTOMS_REPORT_MESSAGES.noLoadedContainers,
      result: null,
    });
    const noVessel = expectFailure(
      await call(
        app(),
        api.jobs.start,
        { params: { kind: 'missingSb' }, body: { ...c.query, vessel: '' } },
        c.token,
      ),
      400,
    );
    expect(noVessel.message).toBe(CUSTOMS_REPORT_MESSAGES.selectVessel);
  });
});
