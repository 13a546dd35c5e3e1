import { readFile } from 'node:fs/promises';
import { api, REPAIR_TARIFF_MESSAGES, UPLOAD_MESSAGES } from '@quaybook/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { changeHistory } from '../src/db/schema';
import { bearer, call, expectOk, messageOf, send } from './support/call';
import { type Cells, useUploadApp, xlsxOf } from './support/uploadWorld';

const u = useUploadApp();

const HEADER = [
  'Component',
  'Repair',
  'Damage',
  'Size',
  'Measure',
  'Upto Length (cm)',
  'Upto Breadth (cm)',
  'Hours',
  'Material (₹)',
];

/** A line's tariff as it sends it: side panel and weld rows, hours and rupees typed as numbers. */
const TARIFF: Cells[] = [
  HEADER,
  ['PAA', 'ST', '', 0, 'piece', '', '', 1, 0],
  ['PAA', 'IT', '', 20, 'area', 30, 30, 2, 850],
  ['PAA', 'IT', '', 20, 'area', 60, 60, 3.5, 1600.5],
  ['PAA', 'WW', 'CK', 0, 'Length', 30, '', 0.5, 120],
];

/** The link party's tariff through the list call, as the screen reads it. */
async function listed(token: string, linkpartyid: number) {
  return expectOk(
    await call(u.context.app, api.repairTariff.list, { query: { linkpartyid } }, token),
  );
}

async function upload(token: string, linkpartyid: number, rows: Cells[]) {
  return u.uploadCall(
    repairTariffCalls.tariffImport,
    token,
    { linkpartyid },
    {
      name: 'tariff.xlsx',
      bytes: await xlsxOf(rows),
    },
  );
}

const repairTariffCalls = api.repairTariffUpload;

/** The save with its `transaction` form field, as the screen sends it. */
async function save(token: string, qry: string) {
  const form = new FormData();
  form.append('transaction', JSON.stringify({ qry }));
  const encoded = new Response(form);
  const reply = await send(u.context.app, {
    method: 'POST',
    url: `/api${repairTariffCalls.tariffExecute.path}`,
    headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { ...reply, endpoint: repairTariffCalls.tariffExecute };
}

/** The link party's tariff downloaded, read back with ExcelJS as rows of cell values. */
async function downloaded(token: string, linkpartyid: number): Promise<Cells[]> {
  const response = await u.context.app.inject({
    method: 'GET',
    url: `/api${repairTariffCalls.tariffDownload.path}?linkpartyid=${linkpartyid}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: Cells[] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row) => {
    rows.push(HEADER.map((_, index) => (row.getCell(index + 1).value ?? '') as string | number));
  });
  return rows;
}

const keyOf = (row: Record<string, unknown>) => [
  row.componentcode,
  row.repaircode,
  row.damagecode,
  row.size,
  row.measure,
  row.upto_length_cm,
  row.upto_breadth_cm,
  row.hours,
  row.material,
];

describe('the repair tariff upload', () => {
  it('previews a line’s file, saves its rows for the link party, and lists them', async () => {
    const w = await u.world();
    const reply = await upload(w.token, w.linkParty.id, TARIFF);
    expect(messageOf(reply)).toBe(UPLOAD_MESSAGES.uploaded);
    const preview = expectOk(reply);
    expect(preview).toMatchObject({ total: 4, ok: 4, skipped: 0 });
    expect(preview.list[2]).toEqual({
      'Sl. No': 3,
      Component: 'PAA',
      Repair: 'IT',
      Damage: '',
      Size: '20',
      Measure: 'area',
      'Upto Length (cm)': '60',
      'Upto Breadth (cm)': '60',
      Hours: '3.5',
      'Material (₹)': '1600.5',
      Status: 'OK',
    });
    expect(await listed(w.token, w.linkParty.id)).toEqual([]);

    const saved = await save(w.token, preview.qry);
    expect(expectOk(saved)).toMatchObject({ saved: 4, skipped: 0 });
    expect((await listed(w.token, w.linkParty.id)).map(keyOf)).toEqual([
      ['PAA', 'IT', null, 20, 'area', 30, 30, 2, 85_000],
      ['PAA', 'IT', null, 20, 'area', 60, 60, 3.5, 160_050],
      ['PAA', 'ST', null, 0, 'piece', null, null, 1, 0],
      ['PAA', 'WW', 'CK', 0, 'length', 30, null, 0.5, 12_000],
    ]);
    const history = await u.context.t.db
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.entity, 'repairTariff'), eq(changeHistory.action, 'created')));
    expect(history).toHaveLength(4);
  });

  it('names each bad row with its problem, and saves only the good ones', async () => {
    const w = await u.world();
    const preview = expectOk(
      await upload(w.token, w.linkParty.id, [
        HEADER,
        ['PAA', 'IT', '', 20, 'area', 30, 30, 2, 850],
        ['XYZ', 'IT', '', 20, 'area', 30, 30, 2, 850],
        ['PAA', 'IT', 'QQ', 20, 'area', 30, 30, 2, 850],
        ['PAA', 'IT', '', 30, 'area', 30, 30, 2, 850],
        ['PAA', 'IT', '', 20, 'area', 45, '', 2, 850],
        ['PAA', 'IT', '', 40, 'area', 30, 30, -1, 850],
        ['PAA', 'IT', '', 40, 'area', 60, 30, 2, 12.505],
        ['PAA', 'IT', '', 20, 'area', 30, 30, 4, 900],
        ['PAA', 'ST', '', 20, 'volume', '', '', 1, 0],
      ]),
    );
    expect(preview).toMatchObject({ total: 9, ok: 1, skipped: 8 });
    expect(preview.list.map((row) => [row['Sl. No'], row.Status])).toEqual([
      [1, 'OK'],
      [2, 'Component XYZ is not a known component code.'],
      [3, 'Damage QQ is not a known damage code.'],
      [4, REPAIR_TARIFF_MESSAGES.size],
      [5, 'An area price needs its Upto breadth (cm).'],
      [6, REPAIR_TARIFF_MESSAGES.hours],
      [7, 'Material must be an amount in rupees with at most 2 decimals.'],
      [8, 'The file prices this component, repair, damage, size and band more than once.'],
      [9, REPAIR_TARIFF_MESSAGES.measure],
    ]);
    expect(expectOk(await save(w.token, preview.qry))).toMatchObject({ saved: 1, skipped: 8 });
    expect(await listed(w.token, w.linkParty.id)).toHaveLength(1);
  });

  it('updates the rows of the same key, and an exported tariff uploads back unchanged', async () => {
    const w = await u.world();
    const first = expectOk(await upload(w.token, w.linkParty.id, TARIFF));
    expectOk(await save(w.token, first.qry));
    const before = await listed(w.token, w.linkParty.id);

    // The export is in the upload's layout, codes by short name, numbers as typed.
    const exported = await downloaded(w.token, w.linkParty.id);
    expect(exported).toEqual([
      HEADER,
      ['PAA', 'IT', '', 20, 'area', 30, 30, 2, 850],
      ['PAA', 'IT', '', 20, 'area', 60, 60, 3.5, 1600.5],
      ['PAA', 'ST', '', 0, 'piece', '', '', 1, 0],
      ['PAA', 'WW', 'CK', 0, 'length', 30, '', 0.5, 120],
    ]);
    const again = expectOk(await upload(w.token, w.linkParty.id, exported));
    expect(again.list.map((row) => row.Status)).toEqual(
      Array(4).fill('OK: Updates the row on record.'),
    );
    expectOk(await save(w.token, again.qry));
    // Nothing changed: the same rows, at the same versions.
    expect(await listed(w.token, w.linkParty.id)).toEqual(before);

    // A changed price updates its row; a new band is added beside it.
    const changed = expectOk(
      await upload(w.token, w.linkParty.id, [
        HEADER,
        ['PAA', 'IT', '', 20, 'area', 30, 30, 2.25, 900],
        ['PAA', 'IT', '', 20, 'area', 90, 90, 5, 2400],
      ]),
    );
    expect(changed.list.map((row) => row.Status)).toEqual(['OK: Updates the row on record.', 'OK']);
    expectOk(await save(w.token, changed.qry));
    const after = await listed(w.token, w.linkParty.id);
    expect(after).toHaveLength(5);
    const updated = after.find((row) => row.upto_length_cm === 30 && row.repaircode === 'IT');
    expect(updated).toMatchObject({ hours: 2.25, material: 90_000, version: 2 });
    expect(updated?.id).toBe(before[0]?.id);
  });

  it('writes the rows for the chosen link party alone', async () => {
    const w = await u.world();
    const other = await u.context.made.createLinkParty(w.user);
    const preview = expectOk(await upload(w.token, w.linkParty.id, TARIFF));
    expectOk(await save(w.token, preview.qry));
    expect(await listed(w.token, w.linkParty.id)).toHaveLength(4);
    expect(await listed(w.token, other.id)).toEqual([]);
    // The other party's file of the same rows adds its own rows, not updates of these.
    const theirs = expectOk(await upload(w.token, other.id, TARIFF));
    expect(theirs.list.map((row) => row.Status)).toEqual(Array(4).fill('OK'));
  });

  it('takes the example tariff of docs/examples whole', async () => {
    const w = await u.world();
    const bytes = await readFile(
      new URL('../../../docs/examples/repair-tariff-dry-steel.csv', import.meta.url),
    );
    const reply = await u.uploadCall(
      repairTariffCalls.tariffImport,
      w.token,
      { linkpartyid: w.linkParty.id },
      {
        name: 'repair-tariff-dry-steel.csv',
        bytes,
      },
    );
    const preview = expectOk(reply);
    expect(preview.list.filter((row) => row.Status !== 'OK')).toEqual([]);
    expect(expectOk(await save(w.token, preview.qry)).saved).toBe(preview.total);
    expect(await listed(w.token, w.linkParty.id)).toHaveLength(preview.total);
  });
});
