import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmdirSync,
  rmSync,
  type Stats,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2, {
  type Attributes,
  type AuthenticationType,
  type Connection,
  type ParsedKey,
  type Server,
  type SFTPWrapper,
} from 'ssh2';

export interface SftpServerOptions {
  /** Default: one user 'line' with the password 'secret'. */
  users?: {
    username: string;
    password?: string;
    publicKey?: string /* OpenSSH public key text */;
  }[];
  /** Writes there answer PERMISSION_DENIED. */
  readOnlyFolders?: string[];
  /** Default: a free port. */
  port?: number;
  /** Offer posix-rename@openssh.com, as OpenSSH does (default); without it RENAME is all there is. */
  posixRename?: boolean;
}

/** A real SFTP server on 127.0.0.1 serving a temporary folder, for tests to deliver to. */
export interface TestSftpServer {
  port: number;
  /** The folder on disk. */
  root: string;
  /** Its host key fingerprint 'SHA256:…'. */
  hostKey: string;
  /** Files (names) in a folder on disk, sorted, including .part files. */
  files(folder: string): string[];
  read(folder: string, name: string): Buffer;
  /** Stops listening (connections are then refused: ECONNREFUSED) / listens again on the same port. */
  stopListening(): Promise<void>;
  listenAgain(): Promise<void>;
  /** From now, WRITE requests are held unanswered until released (to cut a process off mid-upload). */
  holdWrites(): void;
  releaseWrites(): void;
  /** How many files were opened for writing, renamed; for tests to count attempts. */
  counts: { opens: number; renames: number };
  close(): Promise<void>;
}

// ssh2 is CommonJS that Node cannot split into named imports.
const { Server: SshServer, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE, flagsToString } = utils.sftp;

/** An ed25519 pair in OpenSSH format. */
export function sftpKeyPair(): { privateKey: string; publicKey: string } {
  for (;;) {
    const pair = utils.generateKeyPairSync('ed25519');
    // ssh2 drops a leading zero byte of the public key (one pair in ~200), and then cannot read
    // the pair back: such a pair is drawn again.
    if (
      !(
        utils.parseKey(pair.private) instanceof Error ||
        utils.parseKey(pair.public) instanceof Error
      )
    )
      return { privateKey: pair.private, publicKey: pair.public };
  }
}

export async function startSftpServer(options: SftpServerOptions = {}): Promise<TestSftpServer> {
  const root = mkdtempSync(join(tmpdir(), 'quaybook-sftp-'));
  const users = options.users ?? [{ username: 'line', password: 'secret' }];
  const readOnly = (options.readOnlyFolders ?? []).map((folder) => virtualOf(folder));
  const hostKey = sftpKeyPair().privateKey;
  const counts = { opens: 0, renames: 0 };
  const held: (() => void)[] = [];
  let holding = false;
  const connections = new Set<Connection>();

  const server = new SshServer({ hostKeys: [hostKey] }, (connection) => {
    connections.add(connection);
    connection.on('close', () => connections.delete(connection));
    // A client cut off mid-request is what some tests do on purpose.
    connection.on('error', () => undefined);
    connection.on('authentication', (context) => {
      const user = users.find((candidate) => candidate.username === context.username);
      const methods: AuthenticationType[] = ['password', 'publickey'];
      if (!user) return context.reject(methods);
      if (context.method === 'password' && user.password !== undefined)
        return context.password === user.password ? context.accept() : context.reject(methods);
      if (context.method === 'publickey' && user.publicKey) {
        const allowed = parsedKey(user.publicKey);
        const sameKey =
          context.key.algo === allowed.type && context.key.data.equals(allowed.getPublicSSH());
        // Without a signature the client only asks whether the key would do.
        const signed =
          !context.signature ||
          (context.blob !== undefined &&
            allowed.verify(context.blob, context.signature, context.hashAlgo) === true);
        return sameKey && signed ? context.accept() : context.reject(methods);
      }
      context.reject(methods);
    });
    connection.on('ready', () => {
      connection.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          if (options.posixRename ?? true) offerPosixRename(sftp);
          serve(sftp);
        });
      });
    });
  });

  type Open = { kind: 'file'; fd: number } | { kind: 'folder'; folder: string; names: string[] };

  function serve(sftp: SFTPWrapper) {
    const handles = new Map<number, Open>();
    let nextHandle = 0;
    const handleOf = (open: Open) => {
      const handle = Buffer.alloc(4);
      handle.writeUInt32BE(nextHandle);
      handles.set(nextHandle++, open);
      return handle;
    };
    const opened = (handle: Buffer) =>
      handle.length === 4 ? handles.get(handle.readUInt32BE()) : undefined;
    /** Runs a file-system step, answering its failure as the SFTP status it means. */
    const answer = (reqid: number, run: () => void) => {
      try {
        run();
      } catch (error) {
        sftp.status(reqid, ...statusOf(error));
      }
    };
    const ok = (reqid: number) => sftp.status(reqid, STATUS_CODE.OK);

    // The client's end of the channel: close ours, as OpenSSH's client waits for it.
    sftp.on('end', () => sftp.end());
    sftp.on('close', () => {
      for (const open of handles.values()) if (open.kind === 'file') closeSync(open.fd);
      handles.clear();
    });
    sftp.on('OPEN', (reqid, filename, flags) =>
      answer(reqid, () => {
        const writing = (flags & OPEN_MODE.WRITE) !== 0;
        const path = writing ? writable(filename) : local(filename);
        const mode = flagsToString(flags);
        if (!mode) throw new SftpRefusal(STATUS_CODE.OP_UNSUPPORTED, 'Unsupported open flags');
        const fd = openSync(path, mode);
        if (writing) counts.opens++;
        sftp.handle(reqid, handleOf({ kind: 'file', fd }));
      }),
    );
    sftp.on('WRITE', (reqid, handle, offset, data) => {
      const write = () =>
        answer(reqid, () => {
          const open = opened(handle);
          // Released after the client went away: its file is closed, nothing to write.
          if (open?.kind !== 'file') throw new SftpRefusal(STATUS_CODE.FAILURE, 'Bad handle');
          writeSync(open.fd, data, 0, data.length, offset);
          ok(reqid);
        });
      if (holding) held.push(write);
      else write();
    });
    sftp.on('READ', (reqid, handle, offset, length) =>
      answer(reqid, () => {
        const open = opened(handle);
        if (open?.kind !== 'file') throw new SftpRefusal(STATUS_CODE.FAILURE, 'Bad handle');
        const buffer = Buffer.alloc(length);
        const read = readSync(open.fd, buffer, 0, length, offset);
        if (read === 0) sftp.status(reqid, STATUS_CODE.EOF);
        else sftp.data(reqid, buffer.subarray(0, read));
      }),
    );
    sftp.on('FSTAT', (reqid, handle) =>
      answer(reqid, () => {
        const open = opened(handle);
        if (open?.kind !== 'file') throw new SftpRefusal(STATUS_CODE.FAILURE, 'Bad handle');
        sftp.attrs(reqid, attributesOf(fstatSync(open.fd)));
      }),
    );
    sftp.on('CLOSE', (reqid, handle) =>
      answer(reqid, () => {
        const open = opened(handle);
        if (!open) throw new SftpRefusal(STATUS_CODE.FAILURE, 'Bad handle');
        handles.delete(handle.readUInt32BE());
        if (open.kind === 'file') closeSync(open.fd);
        ok(reqid);
      }),
    );
    sftp.on('OPENDIR', (reqid, path) =>
      answer(reqid, () => {
        const folder = local(path);
        if (!statSync(folder).isDirectory())
          throw new SftpRefusal(STATUS_CODE.FAILURE, 'Not a directory');
        sftp.handle(reqid, handleOf({ kind: 'folder', folder, names: readdirSync(folder) }));
      }),
    );
    sftp.on('READDIR', (reqid, handle) =>
      answer(reqid, () => {
        const open = opened(handle);
        if (open?.kind !== 'folder') throw new SftpRefusal(STATUS_CODE.FAILURE, 'Bad handle');
        if (open.names.length === 0) return sftp.status(reqid, STATUS_CODE.EOF);
        const names = open.names.splice(0);
        sftp.name(
          reqid,
          names.map((name) => {
            const stats = lstatSync(join(open.folder, name));
            return {
              filename: name,
              longname: longnameOf(name, stats),
              attrs: attributesOf(stats),
            };
          }),
        );
      }),
    );
    sftp.on('STAT', (reqid, path) =>
      answer(reqid, () => sftp.attrs(reqid, attributesOf(statSync(local(path))))),
    );
    sftp.on('LSTAT', (reqid, path) =>
      answer(reqid, () => sftp.attrs(reqid, attributesOf(lstatSync(local(path))))),
    );
    sftp.on('REMOVE', (reqid, path) =>
      answer(reqid, () => {
        unlinkSync(writable(path));
        ok(reqid);
      }),
    );
    sftp.on('MKDIR', (reqid, path) =>
      answer(reqid, () => {
        mkdirSync(writable(path));
        ok(reqid);
      }),
    );
    sftp.on('RMDIR', (reqid, path) =>
      answer(reqid, () => {
        rmdirSync(writable(path));
        ok(reqid);
      }),
    );
    sftp.on('RENAME', (reqid, from, to) =>
      answer(reqid, () => {
        const target = writable(to);
        // As OpenSSH's plain RENAME: an existing target is not replaced.
        if (existsSync(target)) throw new SftpRefusal(STATUS_CODE.FAILURE, 'File exists');
        renameSync(writable(from), target);
        counts.renames++;
        ok(reqid);
      }),
    );
    sftp.on('EXTENDED', (reqid, name, data) =>
      answer(reqid, () => {
        if (name !== 'posix-rename@openssh.com' || !(options.posixRename ?? true) || !data)
          throw new SftpRefusal(STATUS_CODE.OP_UNSUPPORTED, `${name} is not supported`);
        const [from, to] = stringsOf(data);
        renameSync(writable(from ?? ''), writable(to ?? ''));
        counts.renames++;
        ok(reqid);
      }),
    );
    sftp.on('REALPATH', (reqid, path) =>
      answer(reqid, () => {
        const resolved = virtualOf(path);
        sftp.name(reqid, [{ filename: resolved, longname: resolved, attrs: {} as Attributes }]);
      }),
    );
  }

  /** Where a client's path lies on disk: under the root, never above it. */
  function local(path: string) {
    return join(root, virtualOf(path));
  }

  /** As `local`, for a write: refused inside a read-only folder. */
  function writable(path: string) {
    const virtual = virtualOf(path);
    if (readOnly.some((folder) => virtual === folder || virtual.startsWith(`${folder}/`)))
      throw new SftpRefusal(STATUS_CODE.PERMISSION_DENIED, 'Permission denied');
    return join(root, virtual);
  }

  const port = await listen(server, options.port ?? 0);
  return {
    port,
    root,
    hostKey: fingerprintOf(parsedKey(hostKey).getPublicSSH()),
    files: (folder) => readdirSync(local(folder)).sort(),
    read: (folder, name) => readFileSync(join(local(folder), name)),
    stopListening: () =>
      new Promise<void>((resolve) => {
        // The listening socket closes at once; close's callback waits for open connections.
        server.close();
        setImmediate(resolve);
      }),
    listenAgain: async () => {
      await listen(server, port);
    },
    holdWrites() {
      holding = true;
    },
    releaseWrites() {
      holding = false;
      for (const write of held.splice(0)) write();
    },
    counts,
    async close() {
      for (const connection of connections) connection.end();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Already stopped listening: close has nothing to wait for.
        if (!server.listening) setImmediate(resolve);
      });
      rmSync(root, { recursive: true, force: true });
    },
  };
}

class SftpRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function statusOf(error: unknown): [number, string] {
  if (error instanceof SftpRefusal) return [error.status, error.message];
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return [STATUS_CODE.NO_SUCH_FILE, 'No such file'];
    case 'EACCES':
    case 'EPERM':
      return [STATUS_CODE.PERMISSION_DENIED, 'Permission denied'];
    default:
      return [STATUS_CODE.FAILURE, (error as Error).message];
  }
}

/**
 * A client's path as the server sees it: '/'-separated under the root, relative paths from the
 * root (the user's home). A '..' above the root is refused, not quietly clamped.
 */
function virtualOf(path: string) {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0)
        throw new SftpRefusal(STATUS_CODE.PERMISSION_DENIED, 'Outside the served folder');
      parts.pop();
    } else parts.push(part);
  }
  return `/${parts.join('/')}`;
}

function attributesOf(stats: Stats): Attributes {
  return {
    mode: stats.mode,
    uid: stats.uid,
    gid: stats.gid,
    size: stats.size,
    atime: Math.floor(stats.atimeMs / 1000),
    mtime: Math.floor(stats.mtimeMs / 1000),
  };
}

function longnameOf(name: string, stats: Stats) {
  const kind = stats.isDirectory() ? 'd' : stats.isSymbolicLink() ? 'l' : '-';
  return `${kind}rw-r--r-- 1 line line ${stats.size} Jan 1 00:00 ${name}`;
}

/** The SSH strings packed one after another in an extended request. */
function stringsOf(data: Buffer) {
  const strings: string[] = [];
  for (let at = 0; at + 4 <= data.length; ) {
    const length = data.readUInt32BE(at);
    strings.push(data.toString('utf8', at + 4, at + 4 + length));
    at += 4 + length;
  }
  return strings;
}

function parsedKey(text: string): ParsedKey {
  const parsed = utils.parseKey(text);
  if (parsed instanceof Error) throw parsed;
  return Array.isArray(parsed) ? (parsed[0] as ParsedKey) : parsed;
}

function fingerprintOf(blob: Buffer) {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/**
 * ssh2's server answers INIT with a bare VERSION; OpenSSH also names its extensions there, and
 * a client only uses posix-rename when it is named. The VERSION is the channel's first packet.
 */
function offerPosixRename(sftp: SFTPWrapper) {
  const inner = sftp as unknown as {
    outgoing: { id: number; window: number };
    _protocol: { channelData(id: number, data: Buffer): void };
  };
  const protocol = inner._protocol;
  const channelData = protocol.channelData;
  protocol.channelData = function (this: unknown, id: number, data: Buffer) {
    if (id !== inner.outgoing.id || data.length !== 9 || data[4] !== 2)
      return channelData.call(protocol, id, data);
    protocol.channelData = channelData;
    const version = Buffer.concat([
      data.subarray(4),
      sshString('posix-rename@openssh.com'),
      sshString('1'),
    ]);
    const packet = Buffer.concat([Buffer.alloc(4), version]);
    packet.writeUInt32BE(version.length);
    // The channel's window was charged for the bare packet only.
    inner.outgoing.window -= packet.length - data.length;
    return channelData.call(protocol, id, packet);
  };
}

function sshString(text: string) {
  const bytes = Buffer.from(text);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

async function listen(server: Server, port: number) {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}
