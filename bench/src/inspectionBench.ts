// The inspection calls: creating inspections through POST /create_transaction (sound, and
// damaged with two lines and a 1 MB photo), and View Inspection's GET /transactions for one
// party's call, each next to the same inserts or query straight on the database.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { InspectionFields } from '@quaybook/contract';
import type { Database } from '@quaybook/server/src/db/client';
import {
  damageLines,
  documents,
  inspectionPhotos,
  inspections,
} from '@quaybook/server/src/db/schema';
import { listInspections } from '@quaybook/server/src/features/inspection/inspectionListRepository';
import { recordChange } from '@quaybook/server/src/shared/history';
import sharp from 'sharp';
import { callColumns, type MeasuredCall } from './inspectionSeed';
import { measureDirect, measureHttp } from './measure';
import type { Pair } from './report';

interface Context {
  base: string;
  token: string;
  db: Database;
  kind: 'pglite' | 'postgres';
  companyId: number;
  userId: number;
  filesDir: string;
  call: MeasuredCall;
  seconds: number;
  connections: number;
}

const say = (text: string) => process.stdout.write(`${text}\n`);

/**
 * A photo of about 1 MB: noise does not compress, so a 1400 × 1000 JPEG stays large. Smaller
 * sizes and qualities give a phone's photo (1280 × 960 at 80: some 300 KB).
 */
export function photo(size = { width: 1400, height: 1000, quality: 92 }): Promise<Buffer> {
  return sharp({
    create: {
      width: size.width,
      height: size.height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: size.quality })
    .toBuffer();
}

function transaction(call: MeasuredCall, conditionid: 1 | 2): InspectionFields {
  return {
    containerNumber: call.containerNumber,
    applicant: call.applicantId,
    account: call.accountId,
    vesselld: call.vesselId,
    voyage: call.voyageId,
    movementId: call.movementId,
    locationId: call.locationId,
    seal: 'BENCH',
    inspdate: new Date().toISOString().slice(0, 10),
    insptime: '1030',
    conditionid,
    hazstat: 'N',
  };
}

const twoLines = (call: MeasuredCall) =>
  [1, 3].map((positionid, index) => ({
    damlocationid: 1 as const,
    positionid,
    damageFrom: String(index + 1),
    damageTo: String(index + 2),
    component: call.componentId,
    damageType: call.damageId,
    repairType: call.repairId,
    length: 30,
    breadth: 20,
    quantity: 1,
    ...(index === 0 ? { Image: 0 } : {}),
  }));

/** The multipart body of one create call, as the browser's FormData sends it. */
async function createBody(call: MeasuredCall, damaged: Buffer | undefined) {
  const form = new FormData();
  form.append('transaction', JSON.stringify(transaction(call, damaged ? 1 : 2)));
  form.append('containerno', JSON.stringify({ containerNumber: call.containerNumber }));
  if (damaged) {
    form.append('damageData', JSON.stringify(twoLines(call)));
    form.append('files', new Blob([new Uint8Array(damaged)], { type: 'image/jpeg' }), 'door.jpg');
  }
  const request = new Request('http://bench.invalid', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** Sends one create call and checks it was recorded. */
async function createOnce(
  base: string,
  token: string,
  post: { body: Buffer; contentType: string },
) {
  const response = await fetch(`${base}/create_transaction`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': post.contentType },
    body: new Uint8Array(post.body),
  });
  const answer = (await response.json()) as unknown[];
  if (!response.ok || answer[0] !== 1)
    throw new Error(
      `POST /create_transaction answered ${response.status}: ${JSON.stringify(answer)}`,
    );
}

/** The rows a create writes, straight into the database in one transaction: no HTTP, no checks. */
function insertDirect(context: Context, damaged: Buffer | undefined) {
  const { db, call, companyId, userId } = context;
  const user = { company_id: companyId, user_id: userId } as Parameters<typeof recordChange>[1];
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(inspections)
      .values({
        companyId,
        containerId: call.containerId,
        ...callColumns(call),
        condition: damaged ? 1 : 2,
        seal: 'BENCH',
        inspectionDate: new Date().toISOString().slice(0, 10),
        inspectionTime: '1030',
        createdBy: userId,
      })
      .returning({ id: inspections.id });
    if (!saved) throw new Error('not inserted');
    const changes: Parameters<typeof recordChange>[2][] = [
      {
        entity: 'inspection',
        entityId: saved.id,
        parent: { entity: 'container', id: call.containerId },
        action: 'created',
        after: { reportid: saved.id, contnumber: call.containerNumber },
      },
    ];
    if (damaged) {
      const lines = await tx
        .insert(damageLines)
        .values(
          twoLines(call).map((line) => ({
            companyId,
            inspectionId: saved.id,
            side: 'EXT' as const,
            position: line.positionid,
            fromSection: line.damageFrom,
            toSection: line.damageTo,
            componentId: line.component,
            damageId: line.damageType,
            repairId: line.repairType,
            length: '30',
            breadth: '20',
            area: '600',
            createdBy: userId,
          })),
        )
        .returning({ id: damageLines.id });
      // The photo's bytes kept as a file, and its two document rows and its photo row.
      const name = `${randomUUID()}.jpg`;
      await writeFile(path.join(context.filesDir, name), damaged);
      const [original, thumbnail] = await tx
        .insert(documents)
        .values(
          [name, `${randomUUID()}.jpg`].map((key, index) => ({
            companyId,
            kind: index === 0 ? ('inspection-photo' as const) : ('photo-thumbnail' as const),
            name: key,
            downloadName: 'door.jpg',
            contentType: 'image/jpeg',
            size: damaged.length,
            createdBy: userId,
          })),
        )
        .returning({ id: documents.id });
      if (!original || !thumbnail) throw new Error('not inserted');
      await tx.insert(inspectionPhotos).values({
        companyId,
        inspectionId: saved.id,
        damageLineId: lines[0]?.id ?? null,
        documentId: original.id,
        thumbnailId: thumbnail.id,
        originalName: 'door.jpg',
        createdBy: userId,
      });
      for (const line of lines)
        changes.push({
          entity: 'damage',
          entityId: line.id,
          parent: { entity: 'inspection', id: saved.id },
          action: 'damage-added',
          after: { autoid: line.id },
        });
    }
    await recordChange(tx as unknown as Database, user, ...changes);
  });
}

/** Measures the inspection calls; answers the pairs for the report and the list's row count. */
export async function benchInspections(
  context: Context,
): Promise<{ pairs: Pair[]; listed: number }> {
  const { base, token, call, seconds } = context;
  await mkdir(context.filesDir, { recursive: true });
  const direct = (connections: number) => ({
    seconds,
    concurrency: context.kind === 'pglite' ? 1 : connections,
  });
  const pairs: Pair[] = [];

  // View Inspection for one party's call: page 1 of 20 rows, with its total and 20/40 counts.
  const query = {
    applicant: call.applicantId,
    account: call.accountId,
    vessel: call.vesselId,
    voyage: call.voyageId,
    movement: null,
    location: null,
    tolocation: null,
    fromdate: null,
    todate: null,
    contnumber: null,
    isovanotsent: 0 as const,
    bookingrelno: null,
    page: 1,
    pageSize: 20,
  };
  const listUrl = `${base}/transactions?${new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === null ? [] : [[key, String(value)]])),
  )}`;
  const check = await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } });
  const text = await check.text();
  const answer = JSON.parse(text) as [number, string, unknown[], { total: number }];
  if (!check.ok || answer[0] !== 1 || answer[2].length !== 20)
    throw new Error(`GET /transactions answered ${check.status}: ${text.slice(0, 300)}`);
  say(`The party's call has ${answer[3].total} inspections; measuring ${seconds} s each.`);
  pairs.push({
    name: 'inspections-list',
    api: await measureHttp('GET /api/transactions party/vessel/voyage', {
      url: listUrl,
      token,
      connections: context.connections,
      seconds,
    }),
    direct: await measureDirect(
      '  same query + counts on the database',
      direct(context.connections),
      () => listInspections(context.db, context.companyId, query),
    ),
    responseBytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
  });

  // Creating: as many as fit in the time, from a few clients, as a busy desk would.
  const creators = Math.min(4, context.connections);
  const sound = await createBody(call, undefined);
  await createOnce(base, token, sound);
  pairs.push({
    name: 'create-sound',
    api: await measureHttp('POST /api/create_transaction (sound)', {
      url: `${base}/create_transaction`,
      token,
      connections: creators,
      seconds,
      post: sound,
    }),
    direct: await measureDirect('  same inserts on the database', direct(creators), () =>
      insertDirect(context, undefined),
    ),
    responseBytes: sound.body.length,
    gzipBytes: gzipSync(sound.body).length,
    sizeOf: 'request',
  });
  const bytes = await photo();
  const damaged = await createBody(call, bytes);
  await createOnce(base, token, damaged);
  pairs.push({
    name: 'create-damaged-photo',
    api: await measureHttp('POST /api/create_transaction (2 lines, 1 MB photo)', {
      url: `${base}/create_transaction`,
      token,
      connections: creators,
      seconds,
      post: damaged,
    }),
    direct: await measureDirect('  same inserts + file on the database', direct(creators), () =>
      insertDirect(context, bytes),
    ),
    responseBytes: damaged.body.length,
    gzipBytes: gzipSync(damaged.body).length,
    sizeOf: 'request',
  });
  return { pairs, listed: answer[3].total };
}
