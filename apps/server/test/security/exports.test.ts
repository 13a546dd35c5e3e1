import { api, type Endpoint, fillPath } from '@quaybook/contract';
import { parseCsv } from '@quaybook/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { masterCase as applicantCase } from '../cases/applicant.case';
import { masterCase as containerCase, containerNumber } from '../cases/container.case';
import { masterCase as vesselCase } from '../cases/vessel.case';
import { call, expectOk } from '../support/call';
import { useInspectionApp } from '../support/inspectionWorld';

// Text a user stored that a spreadsheet would run as a formula (a hyperlink to anywhere, a DDE
// command) stays text in every file the server writes: a CSV cell gets a leading quote, a
// workbook cell is a string, never a formula.

const w = useInspectionApp();
const app = () => w.context.app;

/** Names that a spreadsheet would take for formulas, each as a user can store it. */
const FORMULAS = {
  hyperlink: '=HYPERLINK("http://x.example","open me")',
  dde: "-2+3+cmd|' /C calc'!A0",
  at: '@SUM(1+1)',
};

/** Workbook cells whose text is one of the formulas, with what ExcelJS reads them as. */
async function formulaCells(bytes: Buffer) {
  const workbook = await new ExcelJS.Workbook().xlsx.load(bytes as unknown as ArrayBuffer);
  const found: { text: string; type: ExcelJS.ValueType; formula: unknown }[] = [];
  for (const sheet of workbook.worksheets)
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const text = typeof cell.value === 'string' ? cell.value : cell.text;
        if (Object.values(FORMULAS).some((formula) => text.includes(formula.slice(1))))
          found.push({ text, type: cell.type, formula: cell.formula });
      }),
    );
  return found;
}

describe('exported text that looks like a formula', () => {
  it('is quoted in the container list’s CSV export', async () => {
    const world = await w.world('admin');
    // The type is the container's free text; its year of manufacture can only be a year.
    for (const [n, formula] of [
      [901, FORMULAS.hyperlink],
      [904, FORMULAS.dde],
    ] as const) {
      const number = containerNumber(n);
      const body = { ...containerCase.valid(n, {}), contnumber: number, TypeText: formula };
      expectOk(await w.formCall(api.container.create, world.token, { container: body }));
      const reply = await app().inject({
        method: 'GET',
        url: `/api${api.container.export.path}?format=csv&search=${number}`,
        headers: { authorization: `Bearer ${world.token}` },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const [header, row] = parseCsv(reply.body);
      expect(row?.[header?.indexOf('Type') ?? -1]).toBe(`'${formula}`);
    }
  });

  it('is a string, never a formula, in the General Excel workbook of a party and vessel so named', async () => {
    const world = await w.world('admin');
    // The party and the vessel renamed through the API, one after the other.
    const renames = [
      [
        api.applicant.update,
        { applicantid: world.applicant.id },
        { ...applicantCase.valid(902, {}), applicantname: FORMULAS.hyperlink },
      ],
      [
        api.vessel.update,
        { Vesselid: world.vessel.id },
        { ...vesselCase.valid(903, {}), Name: FORMULAS.at },
      ],
    ] as const;
    for (const [endpoint, params, body] of renames)
      expectOk(await call(app(), endpoint as Endpoint, { params, body }, world.token));
    const inspection = await world.record();
    const filename = expectOk(
      await w.formCall(api.generalExcel.send, world.token, {
        transaction: {
          checkedIds: [inspection.reportid],
          applicantid: world.applicant.id,
          accountid: world.account.id,
          filename: '',
          vesselstatus: 2,
          attime: '1430',
          mailsub: 'Containers',
          msgbody: 'Please find them attached.',
          contcnt: 1,
        },
      }),
    );
    const download = await app().inject({
      method: 'GET',
      url: `/api${fillPath(api.documents.download.path, { filename })}`,
      headers: { authorization: `Bearer ${world.token}` },
    });
    expect(download.statusCode).toBe(200);
    const cells = await formulaCells(download.rawPayload);
    expect(cells.map((cell) => cell.text)).toEqual(
      expect.arrayContaining([FORMULAS.hyperlink, FORMULAS.at]),
    );
    for (const cell of cells) {
      expect(cell.type, cell.text).toBe(ExcelJS.ValueType.String);
      expect(cell.formula, cell.text).toBeUndefined();
    }
  });
});
