import { type TerminalEgmPreviewRow, UPLOAD_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { terminalEgmLines } from '../src/db/schema';
import { expectOk, messageOf } from './support/call';
import {
  CUSTOMS_KINDS,
  expectStagedRefusals,
  rowOf,
  TERMINAL_EGM_HEADER,
  useCustomsUploadApp,
} from './support/customsUploadWorld';
import { item, specCall } from './support/specClient';
import { boxNumber, csvOf, xlsxOf } from './support/uploadWorld';

const u = useCustomsUploadApp();
const kind = CUSTOMS_KINDS.terminalEgm;
const { upload, save } = u.calls(kind);

const { lines, count: lineCount } = u.linesOf(terminalEgmLines);

describe('POST /api/tprc_final_loading and /api/save_tprc_final_loading', () => {
  it('previews a good file, and the save writes each line once with its batch', async () => {
    const w = await u.world();
    const reply = await upload(w.token, await xlsxOf([kind.header, kind.row(1), kind.row(2)]));
    const preview = expectOk(reply);
    expect(messageOf(reply)).toBe(UPLOAD_MESSAGES.uploaded);
    expect(preview).toMatchObject({ total: 2, ok: 2, skipped: 0 });
    expect(preview.list[0]).toEqual({
      'Sl No': 1,
      Container: boxNumber(1),
      'SB No': '7011234',
      'SB Date': '18/11/2026',
      Status: 'OK',
    });
    expect(await lineCount(w.user.companyId)).toBe(0);

    const saved = await save(w.token, { qry: preview.qry });
    expect(expectOk(saved)).toEqual({ qry: preview.qry, saved: 2, skipped: 0, containersAdded: 0 });
    expect(messageOf(saved)).toBe(UPLOAD_MESSAGES.saved(2));
    const written = await lines(w.user.companyId);
    expect(written.map((line) => [line.containerNo, line.sbNo, line.sbDate])).toEqual([
      [boxNumber(1), '7011234', '2026-11-18'],
      [boxNumber(2), '7021234', '2026-11-18'],
    ]);
    expect(written.every((line) => line.batchId === preview.qry)).toBe(true);
    expect(written[0]?.createdBy).toBe(w.user.id);
  });

  it('reads a csv by the header aliases, upper-cases containers and reads dd-mm-yyyy', async () => {
    const w = await u.world();
    const bytes = csvOf([
      ['Cntr No', 'Shipping Bill No', 'Shipping Bill Date'],
      [boxNumber(3).toLowerCase(), '123', '01-11-2026'],
    ]);
    const preview = expectOk(await upload(w.token, bytes, 'egm.csv'));
    expect(preview.list).toEqual([
      {
        'Sl No': 1,
        Container: boxNumber(3),
        'SB No': '123',
        'SB Date': '01/11/2026',
        Status: 'OK',
      },
    ]);
  });

  it('marks each bad row with its reason, and the save writes only the good ones', async () => {
    const w = await u.world();
    const earlier = expectOk(await upload(w.token, await xlsxOf([kind.header, kind.row(5)])));
    expectOk(await save(w.token, { qry: earlier.qry }));
    const row = (cells: Record<string, string>) =>
      rowOf(TERMINAL_EGM_HEADER, {
        Container: boxNumber(4),
        'SB No': '9001',
        'SB Date': '10/11/2026',
        ...cells,
      });
    const preview = expectOk(
      await upload(
        w.token,
        await xlsxOf([
          kind.header,
          row({}),
          row({ Container: 'MSKU12' }),
          row({ Container: '' }),
          row({ 'SB No': 'SB-77' }),
          row({ 'SB No': '123456789012345678901' }),
          row({ 'SB Date': '31/02/2026' }),
          row({ 'SB Date': '01/01/2099' }),
          row({ 'SB Date': '' }),
          row({}),
          kind.row(5),
        ]),
      ),
    );
    expect(preview).toMatchObject({ total: 10, ok: 1, skipped: 9 });
    expect(preview.list.map((line) => line.Status)).toEqual([
      'OK',
      'Container number must be 4 letters followed by 7 digits.',
      'Container number is missing.',
      'SB No SB-77 is not 1 to 20 digits.',
      'SB No 123456789012345678901 is not 1 to 20 digits.',
      'SB Date 31/02/2026 is not a date (dd/mm/yyyy).',
      'SB Date 01/01/2099 is in the future.',
      'SB Date is missing.',
      `Container ${boxNumber(4)} with SB 9001 of 10/11/2026 is in the file more than once.`,
      `Container ${boxNumber(5)} with SB 7051234 of 18/11/2026 is already on the EGM.`,
    ]);
    expect(expectOk(await save(w.token, { qry: preview.qry }))).toMatchObject({
      saved: 1,
      skipped: 9,
    });
    expect((await lines(w.user.companyId)).map((line) => line.containerNo)).toEqual([
      boxNumber(5),
      boxNumber(4),
    ]);
  });

  it('keeps each company’s lines apart: another company may save the same line', async () => {
    const w = await u.world();
    const other = await u.world();
    const bytes = await xlsxOf([kind.header, kind.row(6)]);
    for (const who of [w, other]) {
      const preview = expectOk(await upload(who.token, bytes));
      expect(preview.list[0]?.Status).toBe('OK');
      expectOk(await save(who.token, { qry: preview.qry }));
    }
    expect(await lineCount(w.user.companyId)).toBe(1);
    expect(await lineCount(other.user.companyId)).toBe(1);
  });

  it('does not write a line twice when another upload saved it since the preview', async () => {
    const w = await u.world();
    const bytes = await xlsxOf([kind.header, kind.row(7), kind.row(8)]);
    const first = expectOk(await upload(w.token, bytes));
    const second = expectOk(await upload(w.token, bytes));
    expectOk(await save(w.token, { qry: first.qry }));
    expect(expectOk(await save(w.token, { qry: second.qry }))).toMatchObject({
      saved: 0,
      skipped: 2,
    });
    expect(await lineCount(w.user.companyId)).toBe(2);
  });

  it('refuses no token, bad files, a save without an upload, others’ batches and a second save', async () => {
    await expectStagedRefusals(u, kind, lineCount);
  });
});

describe('A client written from the spec alone makes each call and reads what it expects', () => {
  const app = () => u.context.app;
  type Row = TerminalEgmPreviewRow;

  /** Upload EGM as the spec's client sends it; the preview's rows in item 3, its qry in item 2. */
  async function specUpload(token: string, rows: readonly (string | number)[][]) {
    const reply = await specCall(app(), token, {
      method: 'POST',
      path: '/tprc_final_loading',
      form: { file: { file: await xlsxOf([kind.header, ...rows]), name: 'egm.xlsx' } },
    });
    expect(item(reply, 0)).toBe(1);
    return { rows: item(reply, 3) as Row[], qry: (item(reply, 2) as { qry: string }).qry };
  }

  /** Save as the spec's client sends it: `transaction` JSON text of an object with list `qry`. */
  const specSave = (token: string, qry: unknown[]) =>
    specCall(app(), token, {
      method: 'POST',
      path: '/save_tprc_final_loading',
      form: { transaction: { json: { qry } } },
    });

  it('POST /tprc_final_loading answers the preview rows in item 3', async () => {
    const w = await u.world();
    const { rows } = await specUpload(w.token, [kind.row(1), kind.row(1)]);
    expect(rows).toEqual([
      {
        'Sl No': 1,
        Container: boxNumber(1),
        'SB No': '7011234',
        'SB Date': '18/11/2026',
        Status: 'OK',
      },
      {
        'Sl No': 2,
        Container: boxNumber(1),
        'SB No': '7011234',
        'SB Date': '18/11/2026',
        Status: `Container ${boxNumber(1)} with SB 7011234 of 18/11/2026 is in the file more than once.`,
      },
    ]);
  });

  it('POST /save_tprc_final_loading takes a list qry and answers the message in item 2', async () => {
    const w = await u.world();
    const upload = await specUpload(w.token, [kind.row(2), kind.row(3)]);
    const reply = await specSave(w.token, [upload.qry]);
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    expect(item(reply, 0)).toBe(1);
    expect(item(reply, 2)).toBe(UPLOAD_MESSAGES.saved(2));
    expect(item(reply, 3)).toEqual({ qry: upload.qry, saved: 2, skipped: 0, containersAdded: 0 });
    expect(await lineCount(w.user.companyId)).toBe(2);
    // A second save is refused, its message in item 2 too.
    const again = await specSave(w.token, [upload.qry]);
    expect(again.statusCode).toBe(409);
    expect(item(again, 0)).toBe(0);
    expect(item(again, 2)).toBe(UPLOAD_MESSAGES.alreadySaved);

    // A list qry of the rows as previewed saves those rows, each checked again.
    const rows = await specUpload(w.token, [kind.row(4), kind.row(2)]);
    const fromRows = await specSave(w.token, rows.rows);
    expect(item(fromRows, 2)).toBe(UPLOAD_MESSAGES.saved(1));
    expect((await lines(w.user.companyId)).map((line) => line.containerNo)).toEqual([
      boxNumber(2),
      boxNumber(3),
      boxNumber(4),
    ]);
    const refused = await specSave(w.token, []);
    expect(refused.statusCode).toBe(400);
    expect(item(refused, 2)).toBe(UPLOAD_MESSAGES.noFile);
  });
});
