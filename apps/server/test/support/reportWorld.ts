import { execFileSync } from 'node:child_process';
import { api } from '@quaybook/contract';
import { count, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { documentSequences, inspections, reports } from '../../src/db/schema';
import { bearer, call, expectOk } from './call';
import { photoFile, useInspectionApp } from './inspectionWorld';

/**
 * The inspection app with what the report calls need: a company whose admin records inspections
 * of one party, and counts of every row a refused report call must not write.
 */
export function useReportApp() {
  const w = useInspectionApp();
  const app = () => w.context.app;

  /** An admin's company with `containers` inspections of one party's call (20 ft unless told). */
  async function reportWorld(containers = 2, options: { forty?: number } = {}) {
    const world = await w.world('admin');
    const rows = [];
    for (let index = 0; index < containers; index += 1) {
      const box =
        index === 0
          ? world.container
          : await w.createContainer(
              world.user,
              index < (options.forty ?? 0) + 1 && index > 0
                ? { size: 40, isoCode: '45G1', typeCode: 'HC' }
                : {},
            );
      rows.push(
        await world.record({
          containerNumber: box.number,
          insptime: String(1000 + index).padStart(4, '0'),
        }),
      );
    }
    return { ...world, rows, ids: rows.map((row) => row.reportid) };
  }

  type World = Awaited<ReturnType<typeof reportWorld>>;

  /** A damaged inspection of a new container of the world's party, with one line and a photo. */
  async function damaged(world: World) {
    const box = await w.createContainer(world.user, { size: 40, isoCode: '45G1', typeCode: 'HC' });
    return expectOk(
      await w.formCall(
        api.inspection.create,
        world.token,
        {
          transaction: world.transaction({ conditionid: 1, containerNumber: box.number }),
          containerno: { containerNumber: box.number },
          damageData: [await w.damageLine({ Image: 0 })],
        },
        [await photoFile('dent.jpg')],
      ),
    );
  }

  /** `times` copies of an inspection, not on any report: a party with thousands of them. */
  async function copyInspection(id: number, times: number) {
    const columns = Object.values(getTableConfig(inspections).columns)
      .map((column) => column.name)
      .filter((name) => name !== 'id');
    const list = sql.raw(columns.map((name) => `"${name}"`).join(', '));
    await w.context.t.db.execute(
      sql`insert into inspections (${list}) select ${list} from inspections, generate_series(1, ${times}) where id = ${id}`,
    );
  }

  /** A report PDF as GET /printreportpdf answers it: the status, and its text if it is one. */
  async function download(filename: string, token?: string) {
    const response = await app().inject({
      method: 'GET',
      url: `/api${api.report.pdf.path}`,
      query: { filename },
      headers: bearer(token),
    });
    const isPdf = response.headers['content-type'] === 'application/pdf';
    return {
      status: response.statusCode,
      body: response.body,
      disposition: String(response.headers['content-disposition'] ?? ''),
      text: isPdf
        ? execFileSync('pdftotext', ['-layout', '-', '-'], {
            input: response.rawPayload,
          }).toString()
        : '',
    };
  }

  /** A report of these inspections made through GET /generate_report. */
  const generate = async (token: string, ids: number[], rptdate = '2026-11-21', rpttype = 1) =>
    expectOk(
      await call(
        app(),
        api.report.generate,
        { query: { reportid: ids.join(','), rptdate, rpttype } },
        token,
      ),
    );

  const rowsIn = async (table: typeof reports | typeof documentSequences) =>
    Number((await w.context.t.db.select({ n: count() }).from(table))[0]?.n ?? 0);

  /** Everything a refused report call must leave as it was. */
  async function written() {
    return {
      ...(await w.written()),
      reports: await rowsIn(reports),
      sequences: await rowsIn(documentSequences),
    };
  }

  return { ...w, app, reportWorld, damaged, download, generate, written, copyInspection };
}
