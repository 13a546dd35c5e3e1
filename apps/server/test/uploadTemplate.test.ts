import { api, UPLOAD_LAYOUTS, type UploadLayoutName } from '@quaybook/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bearer } from './support/call';
import { useUploadApp } from './support/uploadWorld';

const u = useUploadApp();

const template = (token: string | undefined, kind: string) =>
  u.context.app.inject({
    method: 'GET',
    url: `/api${api.uploadTemplate.template.path.replace('{kind}', kind)}`,
    headers: bearer(token),
  });

describe('GET /api/upload_template/{kind}', () => {
  it('answers each kind’s empty workbook: its column titles, bold and frozen, and nothing else', async () => {
    const { token } = await u.context.made.signedInUser();
    for (const kind of Object.keys(UPLOAD_LAYOUTS) as UploadLayoutName[]) {
      const reply = await template(token, kind);
      expect(reply.statusCode, kind).toBe(200);
      expect(reply.headers['content-type']).toContain('spreadsheetml');
      expect(reply.headers['content-disposition']).toContain(`${kind}-template.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error(`${kind}: no sheet`);
      expect(sheet.name).toBe(UPLOAD_LAYOUTS[kind].title);
      expect(sheet.rowCount, kind).toBe(1);
      const header = sheet.getRow(1);
      expect((header.values as unknown[]).slice(1), kind).toEqual(
        UPLOAD_LAYOUTS[kind].columns.map((column) => column.title),
      );
      expect(header.getCell(1).font?.bold, kind).toBe(true);
      expect(sheet.views[0], kind).toMatchObject({ state: 'frozen', ySplit: 1 });
      for (const [index, column] of UPLOAD_LAYOUTS[kind].columns.entries())
        expect(sheet.getColumn(index + 1).width ?? 0, column.title).toBeGreaterThan(
          column.title.length,
        );
    }
  });

  it('refuses a kind there is no upload of, and a call without a token', async () => {
    const { token } = await u.context.made.signedInUser();
    const unknown = await template(token, 'igm');
    expect(unknown.statusCode).toBe(400);
    expect(JSON.parse(unknown.body)[1]).toBe('There is no upload of that kind.');
    expect((await template(undefined, 'advance')).statusCode).toBe(401);
  });
});
