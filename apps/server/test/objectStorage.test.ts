import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { api, type PhotoRow } from '@quaybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectFileStore } from '../src/documents/objectFileStore';
import { bearer, call, expectOk } from './support/call';
import { photoFile, useInspectionApp } from './support/inspectionWorld';
import { startObjectStorage, type TestObjectStorage } from './support/objectStorage';

// The app with its documents in S3-compatible storage (s3rver here, or S3_ENDPOINT's), as
// FILES_URL=s3://bucket/prefix sets it up.
let storage: TestObjectStorage;
const prefix = `depot-${randomUUID()}/`;
beforeAll(async () => {
  storage = await startObjectStorage();
});
afterAll(async () => {
  await storage?.stop();
});
const w = useInspectionApp({
  files: () => objectFileStore(storage.client, { bucket: storage.bucket, prefix }),
});
const app = () => w.context.app;

const objectsUnder = async (under: string) =>
  (
    (await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: under })))
      .Contents ?? []
  ).map((item) => item.Key ?? '');

describe('documents in object storage', () => {
  it('keeps an inspection’s photo and its thumbnail there, streams both back, and nothing on disk', async () => {
    const world = await w.world();
    const row = expectOk(
      await w.formCall(api.inspection.create, world.token, { transaction: world.transaction() }, [
        await photoFile('IMG_0001.jpg'),
      ]),
    );
    const [photo] = expectOk(
      await call(app(), api.inspection.photos, { query: { reportid: row.reportid } }, world.token),
    ) as PhotoRow[];
    if (!photo) throw new Error('The photo was not recorded');
    const original = await app().inject({
      method: 'GET',
      url: photo.url,
      headers: bearer(world.token),
    });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const thumbnail = await app().inject({
      method: 'GET',
      url: photo.thumbnailUrl,
      headers: bearer(world.token),
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.rawPayload.byteLength).toBeLessThan(original.rawPayload.byteLength);

    // Both files under the prefix, each sharded by its key; the transaction settled its notes.
    const objects = await objectsUnder(prefix);
    expect(objects.filter((name) => name.includes('/.pending/'))).toEqual([]);
    expect(objects).toHaveLength(2);
    for (const name of objects)
      expect(name).toMatch(new RegExp(`^${prefix}[0-9a-f]{2}/[0-9a-f-]{36}\\.jpg$`));
    expect(await w.storedFiles()).toEqual([]);
  });
});
