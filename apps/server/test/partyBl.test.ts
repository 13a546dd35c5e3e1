import {
  CUSTOMS_SAVE_MESSAGES,
  type PartyBlPreviewRow,
  SAVED_STATUS,
  UPLOAD_MESSAGES,
} from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { partyBlLines } from '../src/db/schema';
import { expectOk, messageOf } from './support/call';
import {
  CUSTOMS_KINDS,
  expectStagedRefusals,
  PARTY_BL_HEADER,
  rowOf,
  savedOutcome,
  useCustomsUploadApp,
} from './support/customsUploadWorld';
import { jobThroughApi } from './support/jobRunners';
import { item, specCall } from './support/specClient';
import { boxNumber, csvOf, xlsxOf } from './support/uploadWorld';

const u = useCustomsUploadApp();
const kind = CUSTOMS_KINDS.partyBl;
const { upload, save } = u.calls(kind);

const { lines, count: lineCount } = u.linesOf(partyBlLines);

describe('POST /api/upload_party_bl and /api/save_party_bl', () => {
  it('previews a good file, and the save answers each row Saved and writes it in kilograms', async () => {
    const w = await u.world();
    const preview = expectOk(
      await upload(w.token, await xlsxOf([kind.header, kind.row(1), kind.row(2)])),
    );
    expect(messageOf(await upload(w.token, await xlsxOf([kind.header, kind.row(1)])))).toBe(
      UPLOAD_MESSAGES.uploaded,
    );
    const first = {
      'Sl No': 1,
      'Booking No': 'BKG100',
      'Bl No': 'BL200',
      'Container No': boxNumber(1),
      Package: '41',
      'Cargo Wt': '20001',
      'Tare Wt': '2200',
    };
    expect(preview.list[0]).toEqual({ ...first, Status: 'OK' });
    const saved = await save(w.token, { qry: preview.qry });
    expect(messageOf(saved)).toBe(UPLOAD_MESSAGES.saved(2));
    const result = savedOutcome(saved);
    expect(result.list[0]).toEqual({ ...first, Status: SAVED_STATUS });
    expect((await lines(w.user.companyId))[0]).toMatchObject({
      bookingNo: 'BKG100',
      blNo: 'BL200',
      containerNo: boxNumber(1),
      packageCount: 41,
      cargoWeight: 20001,
      tareWeight: 2200,
      batchId: preview.qry,
      createdBy: w.user.id,
    });
  });

  it('reads the aliases and rounds a decimal weight to the kilogram', async () => {
    const w = await u.world();
    const bytes = csvOf([
      ['Booking Number', 'Bl No', 'Container', 'No Of Packages', 'Cargo Weight', 'Tare Weight'],
      ['BK9', 'BL9', boxNumber(3).toLowerCase(), '', '18,250.6', '2200.4'],
    ]);
    const preview = expectOk(await upload(w.token, bytes, 'bl.csv'));
    expect(preview.list[0]).toMatchObject({
      'Container No': boxNumber(3),
      Package: '',
      'Cargo Wt': '18251',
      'Tare Wt': '2200',
      Status: 'OK',
    });
    expectOk(await save(w.token, { qry: preview.qry }));
    expect((await lines(w.user.companyId))[0]).toMatchObject({
      packageCount: null,
      cargoWeight: 18251,
      tareWeight: 2200,
    });
  });

  it('answers each row of the save with Saved or why it was not, and writes only the good ones', async () => {
    const w = await u.world();
    const earlier = expectOk(await upload(w.token, await xlsxOf([kind.header, kind.row(9)])));
    expectOk(await save(w.token, { qry: earlier.qry }));
    const row = (cells: Record<string, string | number>) =>
      rowOf(PARTY_BL_HEADER, {
        'Booking No': 'BK1',
        'BL No': 'BL1',
        'Container No': boxNumber(4),
        Package: 5,
        'Cargo Wt': 100,
        'Tare Wt': 2200,
        ...cells,
      });
    const preview = expectOk(
      await upload(
        w.token,
        await xlsxOf([
          kind.header,
          row({}),
          row({ 'Booking No': '' }),
          row({ 'BL No': 'B'.repeat(51) }),
          row({ 'Container No': 'ABC123' }),
          row({ Package: '1.5' }),
          row({ 'Cargo Wt': '-3' }),
          row({ 'Tare Wt': 'heavy' }),
          row({ 'Booking No': 'BK2' }),
          row({ 'BL No': 'BL2' }),
          kind.row(9),
        ]),
      ),
    );
    const reasons = [
      'OK',
      'Booking No is missing.',
      'BL No is longer than 50 characters.',
      'Container number must be 4 letters followed by 7 digits.',
      'Package 1.5 is not a whole number of 0 or more.',
      'Cargo Wt -3 is not a weight in kilograms of 0 or more.',
      'Tare Wt heavy is not a weight in kilograms of 0 or more.',
      `Container ${boxNumber(4)} of BL BL1 is in the file more than once.`,
      'OK',
      `Container ${boxNumber(9)} of BL BL200 is already on record.`,
    ];
    expect(preview.list.map((line) => line.Status)).toEqual(reasons);
    const result = savedOutcome(await save(w.token, { qry: preview.qry }));
    expect(result).toMatchObject({ saved: 2, skipped: 8 });
    expect(result.list.map((line) => line.Status)).toEqual(
      reasons.map((reason) => (reason === 'OK' ? SAVED_STATUS : reason)),
    );
    expect((await lines(w.user.companyId)).map((line) => [line.blNo, line.containerNo])).toEqual([
      ['BL200', boxNumber(9)],
      ['BL1', boxNumber(4)],
      ['BL2', boxNumber(4)],
    ]);
  });

  it('refuses no token, bad files, a save without an upload, others’ batches and a second save', async () => {
    await expectStagedRefusals(u, kind, lineCount);
  });
});

describe('A client written from the spec alone makes each call and reads what it expects', () => {
  const app = () => u.context.app;
  type Row = PartyBlPreviewRow;

  /** Upload Party BL Excel as the spec's client sends it: the file in `file`; rows in item 3. */
  async function specUpload(token: string, rows: readonly (string | number)[][]) {
    const reply = await specCall(app(), token, {
      method: 'POST',
      path: '/upload_party_bl',
      form: { file: { file: await xlsxOf([kind.header, ...rows]), name: 'bl.xlsx' } },
    });
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    expect(item(reply, 0)).toBe(1);
    return item(reply, 3) as Row[];
  }

  /** Save as the spec's client sends it: `transaction` a JSON file holding `data`. */
  const specSave = (token: string, transaction: unknown) =>
    specCall(app(), token, {
      method: 'POST',
      path: '/save_party_bl',
      form: { transaction: { jsonFile: transaction } },
    });

  it('POST /upload_party_bl answers the preview rows in item 3', async () => {
    const w = await u.world();
    const rows = await specUpload(w.token, [kind.row(1), kind.row(1), kind.row(2)]);
    expect(rows.map((row) => [row['Sl No'], row['Container No'], row.Status])).toEqual([
      [1, boxNumber(1), 'OK'],
      [2, boxNumber(1), `Container ${boxNumber(1)} of BL BL200 is in the file more than once.`],
      [3, boxNumber(2), 'OK'],
    ]);
    expect(await lineCount(w.user.companyId)).toBe(0);
  });

  it('POST /save_party_bl takes the rows as previewed in a JSON file part: message in item 2, rows in item 3', async () => {
    const w = await u.world();
    const rows = await specUpload(w.token, [kind.row(1), kind.row(1), kind.row(2)]);
    const reply = await specSave(w.token, { data: rows });
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    expect(item(reply, 0)).toBe(1);
    expect(item(reply, 2)).toBe(UPLOAD_MESSAGES.saved(2));
    const saved = item(reply, 3) as Row[];
    expect(saved.map((row) => [row['Sl No'], row.Status])).toEqual([
      [1, SAVED_STATUS],
      [2, rows[1]?.Status],
      [3, SAVED_STATUS],
    ]);
    expect(saved[0]).toEqual({ ...rows[0], Status: SAVED_STATUS });
    expect((await lines(w.user.companyId)).map((line) => line.containerNo)).toEqual([
      boxNumber(1),
      boxNumber(2),
    ]);
    // The same rows again are on record now: nothing is written twice.
    const again = await specSave(w.token, { data: rows });
    expect(item(again, 2)).toBe(UPLOAD_MESSAGES.saved(0));
    expect((item(again, 3) as Row[])[0]?.Status).toBe(
      `Container ${boxNumber(1)} of BL BL200 is already on record.`,
    );
    expect(await lineCount(w.user.companyId)).toBe(2);
  });

  it('checks every row sent again as an uploaded row, whatever Status it carries', async () => {
    const w = await u.world();
    const rows = await specUpload(w.token, [kind.row(1), kind.row(2), kind.row(3)]);
    const [first, second, third] = rows as [Row, Row, Row];
    const changed = [
      // A container made malformed, still called OK.
      { ...first, 'Container No': 'MSKU12', Status: 'OK' },
      // A weight changed to one that is no weight.
      { ...second, 'Cargo Wt': '-5' },
      // A row changed to another container, and given a key no column has.
      { ...third, 'Container No': boxNumber(4).toLowerCase(), Remark: 'retyped' },
    ];
    const reply = await specSave(w.token, { data: changed });
    expect(item(reply, 2)).toBe(UPLOAD_MESSAGES.saved(1));
    expect((item(reply, 3) as Row[]).map((row) => row.Status)).toEqual([
      'Container number must be 4 letters followed by 7 digits.',
      'Cargo Wt -5 is not a weight in kilograms of 0 or more.',
      SAVED_STATUS,
    ]);
    expect(await lines(w.user.companyId)).toEqual([
      expect.objectContaining({
        containerNo: boxNumber(4),
        cargoWeight: 20_003,
        createdBy: w.user.id,
      }),
    ]);
    // Rows sent by another company are saved for it alone, beside this company's own line.
    const other = await u.world();
    expect(item(await specSave(other.token, { data: changed }), 2)).toBe(UPLOAD_MESSAGES.saved(1));
    expect(await lineCount(other.user.companyId)).toBe(1);
    expect(await lineCount(w.user.companyId)).toBe(1);
  });

  it('refuses rows it cannot read, writing nothing, with the message in items 1 and 2', async () => {
    const w = await u.world();
    for (const [transaction, message] of [
      [{ data: [] }, UPLOAD_MESSAGES.noFile],
      [{}, UPLOAD_MESSAGES.noFile],
      [{ data: 'rows' }, CUSTOMS_SAVE_MESSAGES.rowsNotList],
      [{ data: [7] }, CUSTOMS_SAVE_MESSAGES.rowNotObject],
      [
        { data: [{ 'Sl No': 1, Container: boxNumber(1) }] },
        // 'Container' is a header the container column is known by.
        CUSTOMS_SAVE_MESSAGES.rowsLackColumns([
          'Booking No',
          'BL No',
          'Package',
          'Cargo Wt',
          'Tare Wt',
        ]),
      ],
    ] as const) {
      const reply = await specSave(w.token, transaction);
      expect(reply.statusCode, JSON.stringify(reply.body)).toBe(400);
      expect(item(reply, 0)).toBe(0);
      expect(item(reply, 1)).toBe(message);
      expect(item(reply, 2)).toBe(message);
    }
    expect(await lineCount(w.user.companyId)).toBe(0);
  });

  it('applies the staged batch named by qry with the rows sent in place of its rows of the same Sl No', async () => {
    const w = await u.world();
    const preview = expectOk(
      await upload(w.token, await xlsxOf([kind.header, kind.row(1), kind.row(2), kind.row(3)])),
    );
    const second = preview.list[1] as Row;
    const unknown = await specSave(w.token, {
      qry: preview.qry,
      data: [{ ...second, 'Sl No': 9 }],
    });
    expect(item(unknown, 2)).toBe(CUSTOMS_SAVE_MESSAGES.serialUnknown(9));
    expect(await lineCount(w.user.companyId)).toBe(0);
    expect(await u.batchStatuses(w.user.companyId)).toEqual(['staged']);

    const reply = await specSave(w.token, {
      qry: preview.qry,
      data: [{ ...second, 'Container No': boxNumber(5) }],
    });
    expect(item(reply, 2)).toBe(UPLOAD_MESSAGES.saved(3));
    expect((await lines(w.user.companyId)).map((line) => line.containerNo)).toEqual([
      boxNumber(1),
      boxNumber(5),
      boxNumber(3),
    ]);
    const again = await specSave(w.token, { qry: preview.qry, data: [second] });
    expect(again.statusCode).toBe(409);
    expect(item(again, 2)).toBe(UPLOAD_MESSAGES.alreadySaved);
    expect(await lineCount(w.user.companyId)).toBe(3);
  });

  it('saves the rows as previewed as a job too, ending with the rows the call answers', async () => {
    const w = await u.world();
    const rows = await specUpload(w.token, [kind.row(6), kind.row(7)]);
    const job = await jobThroughApi(app(), w.token, 'partyBlSave', { data: rows });
    expect(job.ended).toMatchObject({ state: 'done', step: UPLOAD_MESSAGES.saved(2) });
    expect((job.ended.result as Row[]).map((row) => row.Status)).toEqual([
      SAVED_STATUS,
      SAVED_STATUS,
    ]);
    expect(await lineCount(w.user.companyId)).toBe(2);
  });
});
