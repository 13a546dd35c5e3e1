import { type OdexEgmPreviewRow, SAVED_STATUS, UPLOAD_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { odexEgmLines } from '../src/db/schema';
import { expectOk, messageOf } from './support/call';
import {
  CUSTOMS_KINDS,
  expectStagedRefusals,
  ODEX_EGM_HEADER,
  rowOf,
  savedOutcome,
  useCustomsUploadApp,
} from './support/customsUploadWorld';
import { item, specCall } from './support/specClient';
import { boxNumber, csvOf, xlsxOf } from './support/uploadWorld';

const u = useCustomsUploadApp();
const kind = CUSTOMS_KINDS.odexEgm;
const { upload, save } = u.calls(kind);

const { lines, count: lineCount } = u.linesOf(odexEgmLines);

describe('POST /api/upload_egm_report and /api/save_egm_report', () => {
  it('previews a good file, and the save answers each row Saved and writes it with its batch', async () => {
    const w = await u.world();
    const preview = expectOk(
      await upload(w.token, await xlsxOf([kind.header, kind.row(1), kind.row(2)])),
    );
    expect(preview).toMatchObject({ total: 2, ok: 2, skipped: 0 });
    const first = {
      'Sl No': 1,
      Container: boxNumber(1),
      'Vessel Voyage': 'MSC ANNA 447E',
      'SB No': '7011234',
      'SB Date': '18/11/2026',
      pcin: 'PC1X',
      'no of package': '41',
    };
    expect(preview.list[0]).toEqual({ ...first, Status: 'OK' });

    const saved = await save(w.token, { qry: preview.qry });
    expect(messageOf(saved)).toBe(UPLOAD_MESSAGES.saved(2));
    const result = savedOutcome(saved);
    expect(result).toMatchObject({ qry: preview.qry, saved: 2, skipped: 0 });
    expect(result.list[0]).toEqual({ ...first, Status: SAVED_STATUS });
    expect(result.list.map((row) => row.Status)).toEqual([SAVED_STATUS, SAVED_STATUS]);
    const written = await lines(w.user.companyId);
    expect(written[0]).toMatchObject({
      containerNo: boxNumber(1),
      vesselVoyage: 'MSC ANNA 447E',
      sbNo: '7011234',
      sbDate: '2026-11-18',
      pcin: 'PC1X',
      packageCount: 41,
      batchId: preview.qry,
      createdBy: w.user.id,
    });
    expect(written).toHaveLength(2);
  });

  it('reads the aliases, and leaves PCIN and packages blank when the file does', async () => {
    const w = await u.world();
    const bytes = csvOf([
      ['Container No', 'Vessel/Voyage', 'SBno', 'SBdate', 'pcin', 'Packages'],
      [boxNumber(3), 'KOTA 12W', '555', '2026-11-02', '', ''],
    ]);
    const preview = expectOk(await upload(w.token, bytes, 'odex.csv'));
    expect(preview.list[0]).toMatchObject({
      'Vessel Voyage': 'KOTA 12W',
      'SB Date': '02/11/2026',
      Status: 'OK',
    });
    expectOk(await save(w.token, { qry: preview.qry }));
    expect((await lines(w.user.companyId))[0]).toMatchObject({ pcin: null, packageCount: null });
  });

  it('answers each row of the save with Saved or why it was not, and writes only the good ones', async () => {
    const w = await u.world();
    const earlier = expectOk(await upload(w.token, await xlsxOf([kind.header, kind.row(9)])));
    expectOk(await save(w.token, { qry: earlier.qry }));
    const row = (cells: Record<string, string | number>) =>
      rowOf(ODEX_EGM_HEADER, {
        Container: boxNumber(4),
        'SB No': '9001',
        'SB Date': '10/11/2026',
        'Vessel Voyage': 'MSC ANNA 447E',
        PCIN: 'AB12',
        'No Of Package': 10,
        ...cells,
      });
    const preview = expectOk(
      await upload(
        w.token,
        await xlsxOf([
          kind.header,
          row({}),
          row({ Container: boxNumber(5), 'Vessel Voyage': '' }),
          row({ Container: boxNumber(6), 'Vessel Voyage': 'V'.repeat(101) }),
          row({ Container: boxNumber(7), PCIN: 'AB-12' }),
          row({ Container: boxNumber(8), 'No Of Package': '2.5' }),
          row({ Container: boxNumber(10), 'No Of Package': '-1' }),
          row({}),
          kind.row(9),
        ]),
      ),
    );
    expect(preview).toMatchObject({ total: 8, ok: 1, skipped: 7 });
    const reasons = [
      'OK',
      'Vessel Voyage is missing.',
      'Vessel Voyage is longer than 100 characters.',
      'PCIN AB-12 is not up to 30 letters and digits.',
      'No Of Package 2.5 is not a whole number of 0 or more.',
      'No Of Package -1 is not a whole number of 0 or more.',
      `Container ${boxNumber(4)} with SB 9001 of 10/11/2026 is in the file more than once.`,
      `Container ${boxNumber(9)} with SB 7091234 of 18/11/2026 is already on the ODeX EGM.`,
    ];
    expect(preview.list.map((line) => line.Status)).toEqual(reasons);
    const result = savedOutcome(await save(w.token, { qry: preview.qry }));
    expect(result).toMatchObject({ saved: 1, skipped: 7 });
    expect(result.list.map((line) => line.Status)).toEqual([SAVED_STATUS, ...reasons.slice(1)]);
    expect((await lines(w.user.companyId)).map((line) => line.containerNo)).toEqual([
      boxNumber(9),
      boxNumber(4),
    ]);
  });

  it('answers a row another upload saved since the preview as already on the EGM', async () => {
    const w = await u.world();
    const bytes = await xlsxOf([kind.header, kind.row(11)]);
    const first = expectOk(await upload(w.token, bytes));
    const second = expectOk(await upload(w.token, bytes));
    expectOk(await save(w.token, { qry: first.qry }));
    const result = savedOutcome(await save(w.token, { qry: second.qry }));
    expect(result).toMatchObject({ saved: 0, skipped: 1 });
    expect(result.list[0]?.Status).toBe(
      `Container ${boxNumber(11)} with SB 70111234 of 18/11/2026 is already on the ODeX EGM.`,
    );
    expect(await lineCount(w.user.companyId)).toBe(1);
  });

  it('refuses no token, bad files, a save without an upload, others’ batches and a second save', async () => {
    await expectStagedRefusals(u, kind, lineCount);
  });
});

describe('A client written from the spec alone makes each call and reads what it expects', () => {
  const app = () => u.context.app;
  type Row = OdexEgmPreviewRow;

  it('POST /upload_egm_report answers the preview rows in item 3', async () => {
    const w = await u.world();
    const reply = await specCall(app(), w.token, {
      method: 'POST',
      path: '/upload_egm_report',
      form: {
        file: { file: await xlsxOf([kind.header, kind.row(1), kind.row(2)]), name: 'odex.xlsx' },
      },
    });
    expect(item(reply, 0)).toBe(1);
    expect(item(reply, 1)).toBe(UPLOAD_MESSAGES.uploaded);
    expect((item(reply, 3) as Row[]).map((row) => [row.Container, row.pcin, row.Status])).toEqual([
      [boxNumber(1), 'PC1X', 'OK'],
      [boxNumber(2), 'PC2X', 'OK'],
    ]);
    expect(await lineCount(w.user.companyId)).toBe(0);
  });

  it('POST /save_egm_report takes the rows as previewed in a JSON file part and answers the new rows in item 2', async () => {
    const w = await u.world();
    const uploaded = await specCall(app(), w.token, {
      method: 'POST',
      path: '/upload_egm_report',
      form: {
        file: {
          file: await xlsxOf([kind.header, kind.row(3), ['MSKU4', ...kind.row(4).slice(1)]]),
          name: 'odex.xlsx',
        },
      },
    });
    const rows = item(uploaded, 3) as Row[];
    const reply = await specCall(app(), w.token, {
      method: 'POST',
      path: '/save_egm_report',
      form: { transaction: { jsonFile: { data: rows } } },
    });
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    expect(item(reply, 0)).toBe(1);
    expect(item(reply, 1)).toBe(UPLOAD_MESSAGES.saved(1));
    const saved = item(reply, 2) as Row[];
    expect(saved).toEqual([{ ...rows[0], Status: SAVED_STATUS }, rows[1]]);
    expect(item(reply, 3)).toMatchObject({ saved: 1, skipped: 1 });
    expect(await lines(w.user.companyId)).toEqual([
      expect.objectContaining({
        containerNo: boxNumber(3),
        vesselVoyage: 'MSC ANNA 447E',
        pcin: 'PC3X',
        packageCount: 43,
        sbDate: '2026-11-18',
      }),
    ]);
  });
});
