import { api, type DamageLineRow, INSPECTION_MESSAGES, type PhotoRow } from '@quaybook/contract';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { changeHistory, damageLines, documents, inspectionPhotos } from '../src/db/schema';
import { bearer, call, expectFailure, expectOk, messageOf } from './support/call';
import { HEIC_DOOR } from './support/heicSample';
import { photoFile, useInspectionApp } from './support/inspectionWorld';
import { heicBomb, jpegBomb, pngBomb, webpBomb } from './support/pixelBombs';
import { item, specCall } from './support/specClient';

const w = useInspectionApp();
const calls = api.inspection;
const app = () => w.context.app;

/** The bytes and type the browser gets for a photo's URL. */
async function fetchPhoto(url: string, token: string) {
  const response = await app().inject({ method: 'GET', url, headers: bearer(token) });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    bytes: response.rawPayload,
    body: response.body,
  };
}

/** A damaged inspection recorded with two photos, the second one the first line's. */
async function damagedWithPhotos() {
  const world = await w.world();
  const reply = await w.formCall(
    calls.create,
    world.token,
    {
      transaction: world.transaction({ conditionid: 1 }),
      containerno: { containerNumber: world.container.number },
      damageData: [await w.damageLine({ Image: 1 }), await w.damageLine({ positionid: 5 })],
    },
    [
      await photoFile('IMG_0001.jpg', { orientation: 6 }),
      await photoFile('dent.png', { format: 'png', width: 800, height: 200 }),
    ],
  );
  const row = expectOk(reply);
  expect(messageOf(reply)).toBe(INSPECTION_MESSAGES.created);
  return { world, row };
}

describe('photos of an inspection', () => {
  it('keeps each photo with an upright JPEG thumbnail, tied to the line whose Image names it', async () => {
    const { world, row } = await damagedWithPhotos();
    expect(row.hasFiles).toBe(2);
    const photos = expectOk(
      await call(app(), calls.photos, { query: { reportid: row.reportid } }, world.token),
    );
    expect(photos.map((p) => [p.originalName, p.width, p.height])).toEqual([
      // EXIF orientation 6 turns the 640 × 480 picture upright to 480 × 640.
      ['IMG_0001.jpg', 480, 640],
      ['dent.png', 800, 200],
    ]);
    const [line] = await w.context.t.db.select().from(damageLines).orderBy(asc(damageLines.id));
    expect(photos.map((p) => p.damageId)).toEqual([null, line?.id]);
    const damages = expectOk(
      await call(app(), calls.damages, { query: { reportid: row.reportid } }, world.token),
    );
    expect(damages[0]).toMatchObject({
      Image: photos[1]?.imagepath,
      damlocation: 'EXT',
      position: 'Front',
      area: 50,
      quantity: 1,
    });
    expect(damages[1]).toMatchObject({ Image: null, position: 'Rear' });

    const first = photos[0] as PhotoRow;
    expect(first.url).toBe(`/api/ConvertImageToBlob?filename=${first.imagepath}`);
    const original = await fetchPhoto(first.url, world.token);
    expect(original).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(original.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const thumbnail = await fetchPhoto(first.thumbnailUrl, world.token);
    const meta = await sharp(thumbnail.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 427]);
    expect(await w.storedFiles()).toHaveLength(4);
  });

  it('opens only the company’s photo documents, never a path or another kind', async () => {
    const { world, row } = await damagedWithPhotos();
    const [photo] = expectOk(
      await call(app(), calls.photos, { query: { reportid: row.reportid } }, world.token),
    );
    const other = await w.world();
    const theirs = await fetchPhoto(photo?.url as string, other.token);
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.body)).toEqual([0, INSPECTION_MESSAGES.photoNotFound, {}]);
    for (const name of ['../../etc/passwd', 'files/x.jpg', '']) {
      const refused = await fetchPhoto(
        `/api/ConvertImageToBlob?filename=${encodeURIComponent(name)}`,
        world.token,
      );
      expect(refused.status, name).toBe(404);
    }
    // A list export is a document of the company too, but not a photo.
    const exported = await app().inject({
      method: 'GET',
      url: `/api${calls.export.path}`,
      query: { fromdate: '2026-11-01', todate: '2026-11-30' },
      headers: bearer(world.token),
    });
    expect(exported.statusCode).toBe(200);
    const [csv] = await w.context.t.db
      .select()
      .from(documents)
      .where(eq(documents.kind, 'list-export'));
    expect(
      (await fetchPhoto(`/api/ConvertImageToBlob?filename=${csv?.name}`, world.token)).status,
    ).toBe(404);
    expect(
      expectFailure(
        await call(app(), calls.photos, { query: { reportid: row.reportid } }, other.token),
        404,
      ).message,
    ).toBe(INSPECTION_MESSAGES.inspectionNotFound);
  });

  it('reads a HEIC photo by its bytes, whatever its name, and refuses a truncated one', async () => {
    const world = await w.world();
    const row = await world.record();
    const heic = new File([new Uint8Array(HEIC_DOOR)], 'IMG_4032.HEIC', {
      type: 'application/octet-stream',
    });
    const added = await w.formCall(
      calls.addPhotos,
      world.token,
      { transaction: { reportid: row.reportid } },
      [heic],
    );
    const [photo] = expectOk(added);
    expect(messageOf(added)).toBe(INSPECTION_MESSAGES.photosAdded);
    expect(photo).toMatchObject({ originalName: 'IMG_4032.HEIC', width: 96, height: 64 });
    const original = await fetchPhoto(photo?.url as string, world.token);
    expect(original.type).toBe('image/heic');
    expect(Buffer.compare(original.bytes, HEIC_DOOR)).toBe(0);
    const thumbnail = await sharp(
      (await fetchPhoto(photo?.thumbnailUrl as string, world.token)).bytes,
    ).stats();
    // Still the blue it was drawn in.
    expect(thumbnail.dominant.b).toBeGreaterThan(thumbnail.dominant.r);

    const before = await w.written();
    const truncated = new File([new Uint8Array(HEIC_DOOR.subarray(0, 200))], 'cut.heic');
    const refused = expectFailure(
      await w.formCall(calls.addPhotos, world.token, { transaction: { reportid: row.reportid } }, [
        await photoFile('ok.jpg'),
        truncated,
      ]),
      400,
    );
    expect(refused.message).toBe('cut.heic could not be read as a photo.');
    expect(await w.written()).toEqual(before);
    const none = expectFailure(
      await w.formCall(calls.addPhotos, world.token, { transaction: { reportid: row.reportid } }),
      400,
    );
    expect(none.message).toBe('Choose at least one photo to add.');
  });

  it('refuses a photo whose header states more than 50 megapixels, naming the file and the limit, before decoding it', async () => {
    const world = await w.world();
    const row = await world.record();
    const before = await w.written();
    const bombs = [
      new File([new Uint8Array(pngBomb(16_384, 16_384))], 'huge.png'),
      new File([new Uint8Array(jpegBomb(10_000, 5_001))], 'wide.jpg'),
      new File([new Uint8Array(webpBomb(20_000, 20_000))], 'huge.webp'),
      new File([new Uint8Array(heicBomb(8_000, 8_000))], 'IMG_9999.HEIC'),
    ];
    const refused = expectFailure(
      await w.formCall(calls.addPhotos, world.token, { transaction: { reportid: row.reportid } }, [
        await photoFile('ok.jpg'),
        ...bombs,
      ]),
      400,
    );
    const expected = [
      INSPECTION_MESSAGES.tooManyPixels('huge.png', 16_384, 16_384),
      INSPECTION_MESSAGES.tooManyPixels('wide.jpg', 10_000, 5_001),
      INSPECTION_MESSAGES.tooManyPixels('huge.webp', 20_000, 20_000),
      INSPECTION_MESSAGES.tooManyPixels('IMG_9999.HEIC', 8_000, 8_000),
    ].join(' ');
    expect(refused.message).toBe(expected);
    expect(refused.fields).toEqual({ files: expected });
    expect(expected).toContain('huge.png is 16384 × 16384 pixels, more than the 50 megapixels');
    expect(await w.written()).toEqual(before);

    // At the limit the header passes, and these bytes are then found to hold no picture.
    const atLimit = expectFailure(
      await w.formCall(calls.addPhotos, world.token, { transaction: { reportid: row.reportid } }, [
        new File([new Uint8Array(pngBomb(10_000, 5_000))], 'edge.png'),
      ]),
      400,
    );
    expect(atLimit.message).toBe('edge.png could not be read as a photo.');
  });

  it('refuses a damage line naming a photo that was not sent, writing nothing', async () => {
    const world = await w.world();
    const before = await w.written();
    const refused = expectFailure(
      await w.formCall(
        calls.create,
        world.token,
        {
          transaction: world.transaction({ conditionid: 1 }),
          damageData: [await w.damageLine({ Image: 3 })],
        },
        [await photoFile('a.jpg')],
      ),
      400,
    );
    expect(refused.fields).toEqual({
      'damageData.0.Image': 'Damage line 1 names a photo that was not sent.',
    });
    expect(await w.written()).toEqual(before);
  });
});

describe('the Damage List', () => {
  it('refuses a line changed since the overlay read it, writing no line', async () => {
    const world = await w.world();
    const row = await world.record({ conditionid: 1 }, [await w.damageLine({ note: 'dent' })]);
    const [line] = await w.context.t.db.select().from(damageLines);
    const first = await w.formCall(calls.saveDamage, world.token, {
      transaction: { reportid: row.reportid },
      damageData: [await w.damageLine({ autoid: line?.id, note: 'dent, 3 cm', version: 1 })],
    });
    expect(expectOk(first)[0]).toMatchObject({ note: 'dent, 3 cm', version: 2 });
    const before = await w.written();
    const stale = await w.formCall(calls.saveDamage, world.token, {
      transaction: { reportid: row.reportid },
      damageData: [
        await w.damageLine({ autoid: line?.id, note: 'scratch', version: 1 }),
        await w.damageLine({ autoid: 0, damlocationid: 2, positionid: 6 }),
      ],
    });
    const refused = expectFailure(stale, 409);
    expect(refused.fields).toMatchObject({ current: [{ note: 'dent, 3 cm', version: 2 }] });
    expect(await w.written()).toEqual(before);
  });

  it('adds and changes lines of that inspection only, with a photo per line and history', async () => {
    const { world, row } = await damagedWithPhotos();
    const [first] = await w.context.t.db.select().from(damageLines).orderBy(asc(damageLines.id));
    const reply = await w.formCall(
      calls.saveDamage,
      world.token,
      {
        transaction: { reportid: row.reportid },
        damageData: [
          await w.damageLine({ autoid: first?.id, length: 20, breadth: 3, note: 'longer' }),
          await w.damageLine({ autoid: 0, damlocationid: 2, positionid: 6, Image: 0 }),
        ],
      },
      [await photoFile('inside.jpg')],
    );
    const lines = expectOk(reply);
    expect(messageOf(reply)).toBe(INSPECTION_MESSAGES.damageAdded);
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.autoid === first?.id)).toMatchObject({
      length: 20,
      area: 60,
      note: 'longer',
    });
    const added = lines.at(-1);
    expect(added).toMatchObject({ damlocation: 'INT', position: 'Interior' });
    const photos = expectOk(
      await call(app(), calls.photos, { query: { reportid: row.reportid } }, world.token),
    );
    expect(photos.find((p) => p.originalName === 'inside.jpg')?.damageId).toBe(added?.autoid);
    const actions = (
      await w.context.t.db.select().from(changeHistory).where(eq(changeHistory.entity, 'damage'))
    ).map((h) => h.action);
    expect(actions.sort()).toEqual([
      'damage-added',
      'damage-added',
      'damage-added',
      'damage-changed',
    ]);

    // Changing only recorded lines is an update, and says so.
    const changed = await w.formCall(calls.saveDamage, world.token, {
      transaction: { reportid: row.reportid },
      damageData: [await w.damageLine({ autoid: first?.id, note: 'changed again' })],
    });
    expectOk(changed);
    expect(messageOf(changed)).toBe(INSPECTION_MESSAGES.damageUpdated);

    // A line of another inspection is not this one's to change.
    const other = await damagedWithPhotos();
    const [theirLine] = await w.context.t.db
      .select()
      .from(damageLines)
      .where(eq(damageLines.inspectionId, other.row.reportid));
    const before = await w.written();
    const refused = await w.formCall(calls.saveDamage, world.token, {
      transaction: { reportid: row.reportid },
      damageData: [await w.damageLine({ autoid: theirLine?.id })],
    });
    expect(expectFailure(refused, 404).message).toBe(INSPECTION_MESSAGES.damageNotFound);
    const unknownCode = await w.formCall(calls.saveDamage, world.token, {
      transaction: { reportid: row.reportid },
      damageData: [await w.damageLine({ component: 9_999_999 })],
    });
    expect(expectFailure(unknownCode, 400).fields).toEqual({
      'damageData.0.component': 'The chosen component does not exist.',
    });
    expect(await w.written()).toEqual(before);
  });

  it('deletes lines, keeping their photos, and refuses another company’s lines', async () => {
    const { world, row } = await damagedWithPhotos();
    const lines = await w.context.t.db.select().from(damageLines).orderBy(asc(damageLines.id));
    const other = await w.world();
    const theirs = await w.formCall(calls.deleteDamage, other.token, {
      damageData: [{ autoid: lines[0]?.id }],
    });
    expect(expectFailure(theirs, 404).message).toBe(INSPECTION_MESSAGES.damageNotFound);
    const reply = await w.formCall(calls.deleteDamage, world.token, {
      damageData: lines.map((line) => ({ autoid: String(line.id) })),
    });
    expect(expectOk(reply)).toEqual({ deleted: 2 });
    expect(messageOf(reply)).toBe(INSPECTION_MESSAGES.deleted);
    expect(await w.countOf(damageLines)).toBe(0);
    const photos = await w.context.t.db
      .select()
      .from(inspectionPhotos)
      .where(eq(inspectionPhotos.inspectionId, row.reportid));
    expect(photos.map((p) => p.damageLineId)).toEqual([null, null]);
    const removed = await w.context.t.db
      .select()
      .from(changeHistory)
      .where(eq(changeHistory.action, 'damage-removed'));
    expect(removed).toHaveLength(2);
    expect((removed[0]?.changes as Record<string, unknown>).positionid).toEqual([2, null]);
  });

  it('refuses damage lines for a sound inspection', async () => {
    const world = await w.world();
    const row = await world.record();
    const refused = await w.formCall(calls.saveDamage, world.token, {
      transaction: { reportid: row.reportid },
      damageData: [await w.damageLine()],
    });
    expect(expectFailure(refused, 400).message).toBe(
      `Container ${world.container.number} is recorded Sound; change it to Damage before adding damage lines.`,
    );
  });
});

describe('A client written from the spec alone saves and deletes damage lines', () => {
  /** A damage line as the spec's client writes it: numbers as text, the side by its name. */
  const specLine = async (reportid: number, overrides: Record<string, unknown> = {}) => {
    const line = await w.damageLine();
    return {
      autoid: 0,
      reportid: String(reportid),
      ...Object.fromEntries(Object.entries(line).map(([key, value]) => [key, String(value)])),
      damlocationid: 'INT',
      ...overrides,
    };
  };

  /** A second damaged inspection of the world's party, with one line. */
  const anotherDamaged = async (world: Awaited<ReturnType<typeof damagedWithPhotos>>['world']) =>
    world.record(
      { conditionid: 1, containerNumber: (await w.createContainer(world.user)).number },
      [await w.damageLine()],
    );

  it('saves lines sent only as damageData, each naming its inspection, with the line’s photo', async () => {
    const { world, row } = await damagedWithPhotos();
    const inside = await photoFile('inside.jpg');
    const reply = await specCall(app(), world.token, {
      method: 'POST',
      path: '/saveDamage',
      form: {
        damageData: { json: [await specLine(row.reportid, { Image: 0, note: 'door seal' })] },
        files: {
          file: Buffer.from(await inside.arrayBuffer()),
          name: inside.name,
          type: inside.type,
        },
      },
    });
    expect(item(reply, 0), JSON.stringify(reply.body)).toBe(1);
    expect(item(reply, 1)).toBe(INSPECTION_MESSAGES.damageAdded);
    const lines = item(reply, 2) as DamageLineRow[];
    const added = lines.find((line) => line.note === 'door seal');
    expect(added).toMatchObject({ reportid: row.reportid, damlocation: 'INT' });
    const photos = expectOk(
      await call(app(), calls.photos, { query: { reportid: row.reportid } }, world.token),
    );
    expect(photos.find((p) => p.originalName === 'inside.jpg')?.damageId).toBe(added?.autoid);
  });

  it('refuses lines that name no inspection or two, writing nothing', async () => {
    const { world, row } = await damagedWithPhotos();
    const other = await anotherDamaged(world);
    const before = await w.written();
    const save = (damageData: unknown[]) =>
      specCall(app(), world.token, {
        method: 'POST',
        path: '/saveDamage',
        form: { damageData: { json: damageData } },
      });
    const nameless = await save([await specLine(row.reportid, { reportid: undefined })]);
    expect(expectFailure(nameless, 400).fields).toEqual({
      'damageData.0.reportid': INSPECTION_MESSAGES.damageLinesOfWhom,
    });
    const two = await save([await specLine(row.reportid), await specLine(other.reportid)]);
    expect(expectFailure(two, 400).message).toBe(INSPECTION_MESSAGES.damageLinesOfOne);
    // Our own client's `transaction` beside the lines must name the same inspection.
    const disagreeing = await specCall(app(), world.token, {
      method: 'POST',
      path: '/saveDamage',
      form: {
        transaction: { json: { reportid: other.reportid } },
        damageData: { json: [await specLine(row.reportid)] },
      },
    });
    expect(expectFailure(disagreeing, 400).message).toBe(INSPECTION_MESSAGES.damageLinesOfOne);
    expect(await w.written()).toEqual(before);
  });

  it('deletes lines sent with their reportid, and refuses a line under another inspection', async () => {
    const { world, row } = await damagedWithPhotos();
    const other = await anotherDamaged(world);
    // The Damage List's rows, as GET /get_damages answers them, are what the client sends back.
    const lines = expectOk(
      await call(app(), calls.damages, { query: { reportid: row.reportid } }, world.token),
    );
    const remove = (damageData: unknown[]) =>
      specCall(app(), world.token, {
        method: 'POST',
        path: '/deleteDamage',
        form: { damageData: { json: damageData } },
      });
    const before = await w.written();
    const misnamed = await remove([{ ...lines[0], reportid: other.reportid }]);
    expect(expectFailure(misnamed, 404).message).toBe(INSPECTION_MESSAGES.damageNotFound);
    expect(await w.written()).toEqual(before);

    const reply = await remove(lines);
    expect(item(reply, 0), JSON.stringify(reply.body)).toBe(1);
    expect(item(reply, 1)).toBe(INSPECTION_MESSAGES.deleted);
    expect(item(reply, 2)).toEqual({ deleted: 2 });
    expect(await w.countOf(damageLines, eq(damageLines.inspectionId, row.reportid))).toBe(0);
    expect(await w.countOf(damageLines, eq(damageLines.inspectionId, other.reportid))).toBe(1);
  });
});

describe('GET /api/container_timeline/{contnumber}', () => {
  it('lists every inspection with lines and photos, and every change newest first, deleted ones too', async () => {
    const { world, row } = await damagedWithPhotos();
    const later = await world.record({ inspdate: '2026-11-22' });
    const gone = await world.record({ inspdate: '2026-11-01' });
    expectOk(
      await w.formCall(calls.remove, world.token, { transaction: { reportid: gone.reportid } }),
    );
    expectOk(
      await w.formCall(calls.updateContainerIso, world.token, {
        container: {
          contid: world.container.id,
          contnumber: world.container.number,
          iso_code: '22G1',
        },
      }),
    );
    const timeline = expectOk(
      await call(
        app(),
        calls.timeline,
        { params: { contnumber: world.container.number.toLowerCase() } },
        world.token,
      ),
    );
    expect(timeline.container.contnumber).toBe(world.container.number);
    expect(timeline.inspections.map((i) => i.reportid)).toEqual([later.reportid, row.reportid]);
    expect(timeline.inspections[1]?.damages).toHaveLength(2);
    expect(timeline.inspections[1]?.photos).toHaveLength(2);
    expect(timeline.history.map((h) => [h.entity, h.action])).toEqual([
      ['container', 'iso-corrected'],
      ['inspection', 'deleted'],
      ['inspection', 'created'],
      ['inspection', 'created'],
      ['inspection', 'photos-added'],
      ['damage', 'damage-added'],
      ['damage', 'damage-added'],
      ['inspection', 'created'],
    ]);
    expect(timeline.history[1]).toMatchObject({
      entityId: gone.reportid,
      changedByName: world.user.name,
    });
    // Nothing of another company's container of the same history shows, and an unknown one is 404.
    const other = await w.world();
    expect(
      (
        await call(
          app(),
          calls.timeline,
          { params: { contnumber: world.container.number } },
          other.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});
