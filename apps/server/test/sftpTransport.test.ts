import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryError } from '../src/features/ediDelivery/transport/deliveryError';
import {
  type SftpTarget,
  testSftp,
  withSftp,
} from '../src/features/ediDelivery/transport/sftpTransport';
import {
  type SftpServerOptions,
  sftpKeyPair,
  startSftpServer,
  type TestSftpServer,
} from './support/sftpServer';

const PASSWORD = 'Haldia-dock-7731';
const NAME = 'CODECO_MSKU_000123.edi';

const servers: TestSftpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A line's server with the outbound folder 'out' and a read-only 'in'. */
async function lineServer(options: SftpServerOptions = {}) {
  const server = await startSftpServer({
    users: [{ username: 'line', password: PASSWORD }],
    readOnlyFolders: ['in'],
    ...options,
  });
  servers.push(server);
  mkdirSync(join(server.root, 'out'));
  mkdirSync(join(server.root, 'in'));
  return server;
}

function targetOf(server: TestSftpServer, changes: Partial<SftpTarget> = {}): SftpTarget {
  return {
    host: '127.0.0.1',
    port: server.port,
    username: 'line',
    secret: { kind: 'password', password: PASSWORD },
    hostKey: server.hostKey,
    ...changes,
  };
}

async function refusal(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

/** More than one SFTP write request's worth, so the file goes over in several. */
const interchange = () => randomBytes(100_000);

describe.each([
  { offered: true, how: 'posix-rename' },
  { offered: false, how: 'remove, then rename' },
])('putting a file, replacing by $how', ({ offered }) => {
  it('writes the bytes under the name, with no .part left', async () => {
    const server = await lineServer({ posixRename: offered });
    const bytes = interchange();
    const hostKey = await withSftp(targetOf(server), async (session) => {
      await session.put('out', NAME, bytes);
      return session.hostKey;
    });
    expect(hostKey).toBe(server.hostKey);
    expect(server.files('out')).toEqual([NAME]);
    expect(server.read('out', NAME).equals(bytes)).toBe(true);
    expect(server.counts).toEqual({ opens: 1, renames: 1 });
  });

  it('sent again, leaves one file with the new bytes', async () => {
    const server = await lineServer({ posixRename: offered });
    const first = interchange();
    const second = Buffer.from("UNA:+.? 'UNB+UNOA:2+DEPOT+LINE+261128:1200+2'");
    await withSftp(targetOf(server), (session) => session.put('/out', NAME, first));
    await withSftp(targetOf(server), (session) => session.put('/out', NAME, second));
    expect(server.files('out')).toEqual([NAME]);
    expect(server.read('out', NAME).equals(second)).toBe(true);
    expect(server.counts).toEqual({ opens: 2, renames: 2 });
  });
});

describe('reading the line’s folder', () => {
  it('lists plain files only, reads and removes them', async () => {
    const server = await lineServer();
    const ack = Buffer.from("UNB+UNOA:2+LINE+DEPOT+261128:1300+9'UCI+2+DEPOT+LINE+7'");
    writeFileSync(join(server.root, 'in', 'CONTRL_9.edi'), ack);
    writeFileSync(join(server.root, 'in', 'APERAK_3.edi'), 'APERAK');
    writeFileSync(join(server.root, 'in', 'CONTRL_10.edi.part'), 'half');
    mkdirSync(join(server.root, 'in', 'archive'));

    await withSftp(targetOf(server), async (session) => {
      expect(await session.list('in')).toEqual(['APERAK_3.edi', 'CONTRL_9.edi']);
      expect((await session.get('in', 'CONTRL_9.edi', 1_000)).equals(ack)).toBe(true);
      const tooLarge = await refusal(session.get('in', 'CONTRL_9.edi', ack.length - 1));
      expect(tooLarge.failure).toBe('other');
      await session.put('out', NAME, ack);
      await session.remove('out', NAME);
      expect(await session.list('out')).toEqual([]);
    });
    expect(server.files('out')).toEqual([]);
  });

  it('reads an empty file as no bytes, and a missing one as a failure', async () => {
    const server = await lineServer();
    writeFileSync(join(server.root, 'out', 'EMPTY.edi'), '');
    await withSftp(targetOf(server), async (session) => {
      expect((await session.get('out', 'EMPTY.edi', 10)).length).toBe(0);
      const missing = await refusal(session.get('out', 'GONE.edi', 10));
      expect(missing.failure).toBe('other');
      expect(missing.detail).toContain('GONE.edi');
    });
  });
});

describe('the connection test', () => {
  it('writes and removes its file, and answers the host key seen', async () => {
    const server = await lineServer();
    const seen = await testSftp(targetOf(server, { hostKey: null }), 'out');
    expect(seen).toEqual({ hostKey: server.hostKey });
    expect(server.files('out')).toEqual([]);
    expect(server.counts).toEqual({ opens: 1, renames: 1 });
  });

  it('signs in with a private key', async () => {
    const pair = sftpKeyPair();
    const server = await lineServer({ users: [{ username: 'line', publicKey: pair.publicKey }] });
    const target = targetOf(server, {
      secret: { kind: 'privatekey', privateKey: pair.privateKey },
    });
    await expect(testSftp(target, 'out')).resolves.toEqual({ hostKey: server.hostKey });
  });
});

describe('what a failure is put down to', () => {
  it('dns: a host that has no address', async () => {
    const server = await lineServer();
    const error = await refusal(testSftp(targetOf(server, { host: 'sftp.line.invalid' }), 'out'));
    expect(error.failure).toBe('dns');
    expect(error.detail).toContain('sftp.line.invalid');
  });

  it('refused: nothing listening, and delivered once it listens again', async () => {
    const server = await lineServer();
    await server.stopListening();
    const error = await refusal(testSftp(targetOf(server), 'out'));
    expect(error.failure).toBe('refused');
    await server.listenAgain();
    await expect(testSftp(targetOf(server), 'out')).resolves.toEqual({
      hostKey: server.hostKey,
    });
  });

  it('authentication: a wrong password, never repeated in the detail', async () => {
    const server = await lineServer();
    const wrong = 'Paradip-berth-4492';
    const error = await refusal(
      testSftp(targetOf(server, { secret: { kind: 'password', password: wrong } }), 'out'),
    );
    expect(error.failure).toBe('authentication');
    expect(error.detail).not.toContain(wrong);
    expect(error.message).not.toContain(wrong);
    expect(error.detail).not.toContain(PASSWORD);
  });

  it('authentication: a key the server does not know, never repeated in the detail', async () => {
    const known = sftpKeyPair();
    const other = sftpKeyPair();
    const server = await lineServer({ users: [{ username: 'line', publicKey: known.publicKey }] });
    const error = await refusal(
      testSftp(
        targetOf(server, { secret: { kind: 'privatekey', privateKey: other.privateKey } }),
        'out',
      ),
    );
    expect(error.failure).toBe('authentication');
    const keyLines = other.privateKey
      .split('\n')
      .filter((line) => line && !line.startsWith('-----'));
    for (const line of keyLines) expect(error.message).not.toContain(line);
  });

  it('authentication: a private key that cannot be read', async () => {
    const server = await lineServer();
    const unreadable =
      '-----BEGIN OPENSSH PRIVATE KEY-----\nbm90IGEga2V5\n-----END OPENSSH PRIVATE KEY-----';
    const error = await refusal(
      testSftp(targetOf(server, { secret: { kind: 'privatekey', privateKey: unreadable } }), 'out'),
    );
    expect(error.failure).toBe('authentication');
    expect(error.message).not.toContain('bm90IGEga2V5');
  });

  it('hostkey: the server answers with another key than first seen', async () => {
    const moved = await lineServer();
    const before = await lineServer();
    const error = await refusal(testSftp(targetOf(moved, { hostKey: before.hostKey }), 'out'));
    expect(error.failure).toBe('hostkey');
    expect(error.detail).toContain(moved.hostKey);
    expect(moved.counts.opens).toBe(0);
  });

  it('permission: writing or removing in a read-only folder', async () => {
    const server = await lineServer();
    writeFileSync(join(server.root, 'in', 'CONTRL_9.edi'), 'CONTRL');
    expect((await refusal(testSftp(targetOf(server), 'in'))).failure).toBe('permission');
    const removing = await refusal(
      withSftp(targetOf(server), (session) => session.remove('in', 'CONTRL_9.edi')),
    );
    expect(removing.failure).toBe('permission');
    expect(server.files('in')).toEqual(['CONTRL_9.edi']);
  });

  it('folder: writing, listing or reading a folder the server does not have', async () => {
    const server = await lineServer();
    expect((await refusal(testSftp(targetOf(server), 'outbox'))).failure).toBe('folder');
    await withSftp(targetOf(server), async (session) => {
      expect((await refusal(session.list('outbox'))).failure).toBe('folder');
      expect((await refusal(session.get('outbox/edi', NAME, 10))).failure).toBe('folder');
      expect((await refusal(session.remove('outbox', NAME))).failure).toBe('folder');
    });
  });

  it('permission: a path above the served folder is refused', async () => {
    const server = await lineServer();
    expect((await refusal(testSftp(targetOf(server), '../..'))).failure).toBe('permission');
  });

  it('timeout: a server that takes the connection and never speaks', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const started = Date.now();
      const error = await refusal(
        testSftp(
          {
            host: '127.0.0.1',
            port,
            username: 'line',
            secret: { kind: 'password', password: PASSWORD },
            hostKey: null,
          },
          'out',
          { timeoutMs: 300 },
        ),
      );
      expect(error.failure).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('timeout: a write left unanswered, then a new upload replaces the half file', async () => {
    const server = await lineServer();
    server.holdWrites();
    const error = await refusal(
      withSftp(targetOf(server), (session) => session.put('out', NAME, interchange()), {
        timeoutMs: 300,
      }),
    );
    expect(error.failure).toBe('timeout');
    expect(server.files('out')).toEqual([`${NAME}.part`]);
    server.releaseWrites();

    const bytes = interchange();
    await withSftp(targetOf(server), (session) => session.put('out', NAME, bytes));
    expect(server.files('out')).toEqual([NAME]);
    expect(server.read('out', NAME).equals(bytes)).toBe(true);
    expect(server.counts).toEqual({ opens: 2, renames: 1 });
  });
});
