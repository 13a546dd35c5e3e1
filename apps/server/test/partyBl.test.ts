import { SAVED_STATUS, UPLOAD_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { partyBlLines } from '../src/db/schema';
import { expectOk, messageOf } from './support/call';
import {
  CUSTOMS_KINDS,
  expectStagedRefusals,
  PARTY_BL_HEADER,
  rowOf,
  useCustomsUploadApp,
} from './support/customsUploadWorld';
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
    const result = expectOk(saved);
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
    const result = expectOk(await save(w.token, { qry: preview.qry }));
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
