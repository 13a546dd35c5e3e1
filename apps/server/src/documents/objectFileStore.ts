import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkedKey, type FileStore, isKey, newKey, type PendingFiles } from './fileStore';

/** Where in object storage the store keeps its files: a bucket, and a prefix inside it. */
export interface ObjectStoreLocation {
  bucket: string;
  /** '' or a path ending in '/'. */
  prefix: string;
}

/** How to reach the object storage: the SDK's own chain supplies credentials unless given. */
export interface ObjectStoreConnection {
  endpoint?: string | undefined;
  region?: string | undefined;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** A client for S3 or a compatible store (MinIO, R2, Ceph): paths, not virtual hosts, off AWS. */
export function objectStoreClient({ endpoint, region, credentials }: ObjectStoreConnection) {
  return new S3Client({
    region: region ?? 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(credentials ? { credentials } : {}),
    // Checksums only where S3 requires them: compatible stores differ on the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** s3://bucket/prefix */
export const objectStoreName = ({ bucket, prefix }: ObjectStoreLocation) =>
  `s3://${bucket}/${prefix}`;

const PENDING = '.pending/';
/** Keys deleted in one request: S3's limit. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error as { name?: unknown }).name === 'NotFound';

/**
 * The file store in object storage (S3, MinIO, R2 and the like), laid out as the disk store:
 * each file under `<prefix><first two characters of its key>/<key>`, and a pending note as an
 * empty object `<prefix>.pending/<claim>/<key>` written before it. An object is written whole or
 * not at all, so a reader never sees half of one; a process killed between the two writes leaves
 * only what `pending()` names, and `settle` removes the claim's notes.
 */
export function objectFileStore(
  client: S3Client,
  { bucket, prefix }: ObjectStoreLocation,
): FileStore {
  const objectOf = (key: string) => `${prefix}${key.slice(0, 2)}/${key}`;
  const claimPrefix = (claim: number) => `${prefix}${PENDING}${claim}/`;

  /** Every object name under a prefix, a page of the listing at a time. */
  async function* namesUnder(under: string): AsyncGenerator<string> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: under, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    location: objectStoreName({ bucket, prefix }),

    async put(bytes, extension, claim) {
      if (!Number.isSafeInteger(claim)) throw new Error(`A claim is a whole number, not ${claim}`);
      const key = newKey(extension);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: `${claimPrefix(claim)}${key}`, Body: '' }),
      );
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectOf(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
        }),
      );
      return { key, size: bytes.byteLength };
    },

    async open(key) {
      if (!isKey(key)) return undefined;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectOf(key) }),
        );
        if (!(answer.Body instanceof Readable))
          throw new Error('The object store answered a body that is not a stream');
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      if (isKey(key))
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
    },

    async settle(claim) {
      if (!Number.isSafeInteger(claim)) return;
      let batch: string[] = [];
      const drop = async () => {
        if (batch.length === 0) return;
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((name) => ({ Key: name })), Quiet: true },
          }),
        );
        batch = [];
      };
      for await (const name of namesUnder(claimPrefix(claim))) {
        batch.push(name);
        if (batch.length === DELETE_BATCH) await drop();
      }
      await drop();
    },

    async putAt(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectOf(checkedKey(key)),
          Body: bytes,
          ContentLength: bytes.byteLength,
        }),
      );
    },

    async *keys() {
      for await (const name of namesUnder(prefix)) {
        const [shard, key, ...rest] = name.slice(prefix.length).split('/');
        if (rest.length === 0 && key && isKey(key) && shard === key.slice(0, 2)) yield key;
      }
    },

    async pending() {
      const byClaim = new Map<number, string[]>();
      for await (const name of namesUnder(`${prefix}${PENDING}`)) {
        const [claim, key, ...rest] = name.slice(prefix.length + PENDING.length).split('/');
        if (rest.length > 0 || !claim || !/^\d{1,10}$/.test(claim) || !key || !isKey(key)) continue;
        const keys = byClaim.get(Number(claim)) ?? [];
        keys.push(key);
        byClaim.set(Number(claim), keys);
      }
      return [...byClaim].map(([claim, keys]): PendingFiles => ({ claim, keys }));
    },
  };
}
