import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { keysetPages, layoutWorkbook } from './layoutWorkbook';

const COLUMNS = [
  { key: 'container', title: 'Container No' },
  { key: 'isoCode', title: 'ISO' },
];

async function read(body: Readable | Buffer) {
  const chunks: Buffer[] = [];
  for await (const chunk of body as Readable) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

describe('layoutWorkbook', () => {
  it('writes the header and every page of rows by column key, in order', async () => {
    const list = Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      container: `C${i + 1}`,
      isoCode: '22G1',
    }));
    const asked: number[] = [];
    const answer = await layoutWorkbook({
      filename: 'list.xlsx',
      sheetName: 'List',
      columns: COLUMNS,
      pages: keysetPages(
        0,
        3,
        async (after) => {
          asked.push(after);
          return list.filter((row) => row.id > after).slice(0, 3);
        },
        (row) => row.id,
      ),
    });
    expect(answer.filename).toBe('list.xlsx');
    const { sheet, rows } = await read(answer.body);
    expect(sheet?.name).toBe('List');
    expect(rows).toEqual([['Container No', 'ISO'], ...list.map((row) => [row.container, '22G1'])]);
    expect(asked).toEqual([0, 3, 6]);
  });

  it('is the bold, frozen header row alone when there are no rows', async () => {
    const { sheet, rows } = await read(
      (await layoutWorkbook({ filename: 't.xlsx', sheetName: 'T', columns: COLUMNS })).body,
    );
    expect(rows).toEqual([['Container No', 'ISO']]);
    expect(sheet?.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getColumn(1).width).toBe(16);
  });
});
