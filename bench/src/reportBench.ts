// A large survey report: one party's call of `containers` inspections, a quarter of them damaged
// with two lines and a photo each, numbered once through GET /generate_report, then printed again
// through GET /CreateReportPDF next to the same printing without HTTP.
import { gzipSync } from 'node:zlib';
import type { Config } from '@quaybook/server/src/config';
import type { Database } from '@quaybook/server/src/db/client';
import { damageLines, inspectionPhotos, inspections } from '@quaybook/server/src/db/schema';
import { documentService } from '@quaybook/server/src/documents/documentService';
import { reportPrinter } from '@quaybook/server/src/features/report/reportDocument';
import { inTransaction } from '@quaybook/server/src/shared/transaction';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { cheapCall, elapsedMs, type Latencies, latencyLine, timedWhile } from './busyCall';
import { photo } from './inspectionBench';
import { callColumns, type MeasuredCall } from './inspectionSeed';
import { measureDirect, measureHttp } from './measure';
import type { Pair } from './report';

interface Context {
  base: string;
  token: string;
  db: Database;
  config: Config;
  companyId: number;
  userId: number;
  call: MeasuredCall;
  seconds: number;
  /** Containers on the report; every fourth is damaged. */
  containers: number;
}

const say = (text: string) => process.stdout.write(`${text}\n`);
const DAMAGED_EVERY = 4;

/** A thumbnail as the server keeps one: the bench's 1 MB photo made 320 px wide. */
const thumbnail = async () =>
  sharp(await photo())
    .resize({ width: 320 })
    .jpeg({ quality: 80 })
    .toBuffer();

/** The report's inspections, lines and photos, written straight to the database and store. */
async function seedReport(context: Context): Promise<number[]> {
  const { db, call, companyId, userId } = context;
  const user = { company_id: companyId, user_id: userId };
  const boxes = (await db.execute(
    sql`select id from containers where company_id = ${companyId} order by id limit ${context.containers}`,
  )) as unknown as { rows: { id: number }[] };
  if (boxes.rows.length < context.containers)
    throw new Error(`Only ${boxes.rows.length} containers to report; seed more inspections`);
  const photo = await thumbnail();
  const today = new Date().toISOString().slice(0, 10);
  const issuer = documentService(context);
  return inTransaction(db, async (tx) => {
    const saved = await tx
      .insert(inspections)
      .values(
        boxes.rows.map(({ id }, index) => ({
          companyId,
          containerId: Number(id),
          ...callColumns(call),
          condition: index % DAMAGED_EVERY === 0 ? 1 : 2,
          seal: `RPT${index}`,
          inspectionDate: today,
          inspectionTime: '0930',
          createdBy: userId,
        })),
      )
      .returning({ id: inspections.id, condition: inspections.condition });
    for (const { id } of saved.filter(({ condition }) => condition === 1)) {
      const lines = await tx
        .insert(damageLines)
        .values(
          [1, 3].map((position) => ({
            companyId,
            inspectionId: id,
            side: 'EXT' as const,
            position,
            fromSection: String(position),
            fromPart: 'Top',
            componentId: call.componentId,
            damageId: call.damageId,
            repairId: call.repairId,
            length: '30.00',
            breadth: '20.00',
            area: '600.00',
            createdBy: userId,
          })),
        )
        .returning({ id: damageLines.id });
      const [original, small] = [
        await issuer.issue(tx, {
          user,
          kind: 'inspection-photo',
          downloadName: 'door.jpg',
          contentType: 'image/jpeg',
          bytes: photo,
        }),
        await issuer.issue(tx, {
          user,
          kind: 'photo-thumbnail',
          downloadName: 'door-thumbnail.jpg',
          contentType: 'image/jpeg',
          bytes: photo,
        }),
      ];
      await tx.insert(inspectionPhotos).values({
        companyId,
        inspectionId: id,
        damageLineId: lines[0]?.id ?? null,
        documentId: original.id,
        thumbnailId: small.id,
        originalName: 'door.jpg',
        createdBy: userId,
      });
    }
    return saved.map(({ id }) => id);
  });
}

async function getJson(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const answer = (await response.json()) as [number, string, { rptno: string; filename: string }];
  if (!response.ok || answer[0] !== 1)
    throw new Error(
      `GET ${url.slice(0, 120)} answered ${response.status}: ${JSON.stringify(answer)}`,
    );
  return answer[2];
}

/** Measures printing a large survey report; answers its pair for the report. */
export async function benchReport(
  context: Context,
): Promise<{ pairs: Pair[]; whileReported: Latencies & { reportMs: number; containers: number } }> {
  const { base, token, companyId, userId, seconds } = context;
  const ids = await seedReport(context);
  const damaged = Math.ceil(ids.length / DAMAGED_EVERY);
  const today = new Date().toISOString().slice(0, 10);
  const started = process.hrtime.bigint();
  const made = await getJson(
    `${base}/generate_report?${new URLSearchParams({ reportid: ids.join(','), rptdate: today, rpttype: '1' })}`,
    token,
  );
  const generateMs = Number(process.hrtime.bigint() - started) / 1e6;
  const pdf = await fetch(
    `${base}/printreportpdf?${new URLSearchParams({ filename: made.filename })}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const bytes = Buffer.from(await pdf.arrayBuffer());
  say(
    `Report ${made.rptno}: ${ids.length} containers, ${damaged} damaged with a photo; ` +
      `generated in ${generateMs.toFixed(0)} ms, ${(bytes.length / 1024).toFixed(0)} KiB.`,
  );
  const printReport = reportPrinter(context);
  const user = { company_id: companyId, user_id: userId };
  // One at a time: a desk reprints one report, and each print holds the report's row.
  const pairs: Pair[] = [
    {
      name: 'survey-report-pdf',
      api: await measureHttp(`GET /api/CreateReportPDF (${ids.length} containers)`, {
        url: `${base}/CreateReportPDF?${new URLSearchParams({ rptno: made.rptno })}`,
        token,
        connections: 1,
        seconds,
      }),
      direct: await measureDirect(
        '  same print and issue, no HTTP',
        { seconds, concurrency: 1 },
        () =>
          inTransaction(context.db, (tx) =>
            printReport(tx, user, {
              title: 'SURVEY REPORT',
              reportNo: made.rptno,
              reportDate: today,
              reportType: 1,
              applicantId: context.call.applicantId,
              accountId: context.call.accountId,
              inspectionIds: ids,
              downloadName: 'bench.pdf',
            }),
          ),
      ),
      responseBytes: bytes.length,
      gzipBytes: gzipSync(bytes).length,
    },
  ];
  // A second report of the same size, generated while two clients ask for a cheap call.
  const again = await seedReport(context);
  const busyStart = process.hrtime.bigint();
  const busy = await timedWhile(
    cheapCall(base),
    token,
    getJson(
      `${base}/generate_report?${new URLSearchParams({ reportid: again.join(','), rptdate: today, rpttype: '1' })}`,
      token,
    ),
  );
  const whileReported = {
    ...busy.latencies,
    reportMs: Math.round(elapsedMs(busyStart)),
    containers: again.length,
  };
  say(`${latencyLine('while reported', whileReported)}; report ${whileReported.reportMs} ms`);
  return { pairs, whileReported };
}

/** Removes the reports a run made, so a PostgreSQL run can repeat. */
export async function deleteReports(db: Database, companyId: number): Promise<void> {
  await db.execute(sql`update inspections set report_id = null where company_id = ${companyId}`);
  await db.execute(sql`delete from reports where company_id = ${companyId}`);
  await db.execute(sql`delete from document_sequences where company_id = ${companyId}`);
  await db.execute(
    sql`delete from documents where company_id = ${companyId} and kind = 'survey-report'`,
  );
}
