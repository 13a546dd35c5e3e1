import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStorage, type TestObjectStorage } from '../../test/support/objectStorage';
import { fileStoreBehaviour } from './fileStoreBehaviour.testing';
import { objectFileStore } from './objectFileStore';

let storage: TestObjectStorage;

beforeAll(async () => {
  storage = await startObjectStorage();
});

afterAll(async () => {
  await storage?.stop();
});

// Each store under a prefix of its own in the one bucket: empty, as a new installation's.
const freshPrefix = () => `quaybook-${randomUUID()}/`;

describe('objectFileStore', () => {
  fileStoreBehaviour(() =>
    objectFileStore(storage.client, { bucket: storage.bucket, prefix: freshPrefix() }),
  );

  it('keeps each file under its prefix, sharded by its key, beside its pending note', async () => {
    const prefix = freshPrefix();
    const store = objectFileStore(storage.client, { bucket: storage.bucket, prefix });
    const { key } = await store.put(Buffer.from('EDI'), 'edi', 5);
    const listed = await storage.client.send(
      new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: prefix }),
    );
    expect((listed.Contents ?? []).map((item) => item.Key).sort()).toEqual(
      [`${prefix}.pending/5/${key}`, `${prefix}${key.slice(0, 2)}/${key}`].sort(),
    );
    // Another installation's prefix sees none of it.
    const other = objectFileStore(storage.client, {
      bucket: storage.bucket,
      prefix: freshPrefix(),
    });
    expect(await other.open(key)).toBeUndefined();
    expect(await other.pending()).toEqual([]);
  });

  it('settles a claim of more files than one delete request takes', async () => {
    const store = objectFileStore(storage.client, {
      bucket: storage.bucket,
      prefix: freshPrefix(),
    });
    for (let n = 0; n < 1005; n += 8)
      await Promise.all(
        Array.from({ length: Math.min(8, 1005 - n) }, () => store.put(Buffer.from('p'), 'jpg', 9)),
      );
    expect((await store.pending())[0]?.keys).toHaveLength(1005);
    await store.settle(9);
    expect(await store.pending()).toEqual([]);
  }, 120_000);
});
