import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { type ObjectStoreConnection, objectStoreClient } from '../../src/documents/objectFileStore';

/** Object storage for a test: its connection, a bucket in it, and how to stop it. */
export interface TestObjectStorage {
  connection: ObjectStoreConnection;
  client: S3Client;
  bucket: string;
  /** What the tests ran against, for their names. */
  name: string;
  stop(): Promise<void>;
}

/**
 * S3-compatible storage on 127.0.0.1: the server named by S3_ENDPOINT (MinIO, say, with its
 * credentials in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and S3_BUCKET, made if missing),
 * or else s3rver, started here on a free port over a temporary folder.
 */
export async function startObjectStorage(): Promise<TestObjectStorage> {
  const endpoint = process.env.S3_ENDPOINT;
  if (endpoint) {
    const connection = { endpoint, region: process.env.S3_REGION };
    const client = objectStoreClient(connection);
    const bucket = process.env.S3_BUCKET ?? 'quaybook-test';
    await client
      .send(new HeadBucketCommand({ Bucket: bucket }))
      .catch(() => client.send(new CreateBucketCommand({ Bucket: bucket })));
    return { connection, client, bucket, name: endpoint, stop: async () => client.destroy() };
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'quaybook-s3-'));
  const bucket = 'quaybook';
  const server = await startS3rver(directory, bucket);
  const connection = {
    endpoint: `http://127.0.0.1:${server.port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = objectStoreClient(connection);
  return {
    connection,
    client,
    bucket,
    name: 's3rver',
    async stop() {
      client.destroy();
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

// s3rver pages a long listing with a DES token, which OpenSSL 3 keeps in its legacy provider: it
// runs in a process of its own with that provider, and says on which port it listens.
const S3RVER = `
const S3rver = require('s3rver');
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1],
  configureBuckets: [{ name: process.argv[2] }] })
  .run().then(({ port }) => console.log('listening ' + port));`;

/** s3rver over `directory`, with the bucket made, in a child process on a free port. */
async function startS3rver(directory: string, bucket: string) {
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', S3RVER, directory, bucket],
    { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stopOnExit = () => child.kill();
  process.once('exit', stopOnExit);
  const [line] = (await Promise.race([
    once(child.stdout, 'data'),
    once(child, 'exit').then(() => {
      throw new Error('s3rver stopped before it listened');
    }),
  ])) as [Buffer];
  const port = Number(/listening (\d+)/.exec(line.toString())?.[1]);
  if (!port) throw new Error(`s3rver said ${line.toString()}`);
  return {
    port,
    async stop() {
      process.off('exit', stopOnExit);
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}
