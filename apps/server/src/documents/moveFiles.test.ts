import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStorage, type TestObjectStorage } from '../../test/support/objectStorage';
import type { FileStore } from './fileStore';
import { localFileStore } from './localFileStore';
import { moveFiles } from './moveFiles';
import { objectFileStore } from './objectFileStore';

let storage: TestObjectStorage;
let dataDir: string;

beforeAll(async () => {
  storage = await startObjectStorage();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'quaybook-move-'));
});

afterAll(async () => {
  await storage?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A disk store holding three settled files, and their keys. */
async function diskStoreOfThree(folder: string) {
  const disk = localFileStore(folder);
  const keys = [];
  for (const [text, extension] of [
    ['report', 'pdf'],
    ['photo', 'jpg'],
    ['edi', 'edi'],
  ] as const)
    keys.push((await disk.put(Buffer.from(text), extension, 1)).key);
  await disk.settle(1);
  return { disk, keys };
}

const text = async (store: FileStore, key: string) => {
  const opened = await store.open(key);
  return opened && (await buffer(opened.body)).toString();
};

describe('moving the disk store into object storage', () => {
  it('copies every file under its key, checked, and skips those already there when run again', async () => {
    const { disk, keys } = await diskStoreOfThree(path.join(dataDir, 'one'));
    const target = objectFileStore(storage.client, {
      bucket: storage.bucket,
      prefix: `moved-${randomUUID()}/`,
    });
    expect(await moveFiles(disk, target)).toEqual({ copied: 3, present: 0, bytes: 14 });
    expect(await text(target, keys[1] as string)).toBe('photo');
    // A file spoilt in the target since is copied again; the others are there already.
    await target.putAt(keys[0] as string, Buffer.from('spoilt'));
    expect(await moveFiles(disk, target)).toEqual({ copied: 1, present: 2, bytes: 6 });
    expect(await text(target, keys[0] as string)).toBe('report');
    expect(await text(disk, keys[0] as string)).toBe('report');
  });

  it('stops at a file that does not read back with its bytes, naming it', async () => {
    const { disk, keys } = await diskStoreOfThree(path.join(dataDir, 'two'));
    const target = objectFileStore(storage.client, {
      bucket: storage.bucket,
      prefix: `moved-${randomUUID()}/`,
    });
    const [bad] = keys.toSorted();
    const lossy: FileStore = {
      ...target,
      putAt: (key, bytes) => target.putAt(key, key === bad ? bytes.subarray(1) : bytes),
    };
    await expect(moveFiles(disk, lossy)).rejects.toThrow(
      `${bad} reads back from ${target.location} with other bytes`,
    );
  });

  it('is the command npm run files:move, on the store FILES_URL names', async () => {
    const { keys } = await diskStoreOfThree(path.join(dataDir, 'files'));
    const prefix = `cli-${randomUUID()}`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/documents/moveFilesCli.ts'],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          FILES_URL: `s3://${storage.bucket}/${prefix}`,
          S3_ENDPOINT: storage.connection.endpoint,
          S3_REGION: storage.connection.region,
          AWS_ACCESS_KEY_ID:
            storage.connection.credentials?.accessKeyId ?? process.env.AWS_ACCESS_KEY_ID,
          AWS_SECRET_ACCESS_KEY:
            storage.connection.credentials?.secretAccessKey ?? process.env.AWS_SECRET_ACCESS_KEY,
        },
      },
    );
    expect(stdout).toContain(`into s3://${storage.bucket}/${prefix}/`);
    expect(stdout).toContain('Copied 3 files');
    const moved = objectFileStore(storage.client, { bucket: storage.bucket, prefix: `${prefix}/` });
    expect(await Promise.all(keys.map((key) => text(moved, key)))).toEqual([
      'report',
      'photo',
      'edi',
    ]);
  }, 60_000);
});
