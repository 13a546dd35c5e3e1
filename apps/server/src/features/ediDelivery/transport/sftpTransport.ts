import { createHash, randomUUID } from 'node:crypto';
import { posix } from 'node:path';
import type { DeliveryFailure } from '@quaybook/contract';
import ssh2, { type Client, type ConnectConfig, type SFTPWrapper } from 'ssh2';
import { DeliveryError } from './deliveryError';

// ssh2 is CommonJS that Node cannot split into named imports.
const { Client: SshClient, utils } = ssh2;

export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  secret: { kind: 'password'; password: string } | { kind: 'privatekey'; privateKey: string };
  /** The host key's SHA-256 fingerprint as first seen ('SHA256:…'); null: not yet known, any is taken. */
  hostKey: string | null;
}

export interface SftpSession {
  /** The fingerprint of the host key the server answered with. */
  readonly hostKey: string;
  /**
   * Writes bytes to `<folder>/<name>.part` (truncating any earlier one), then renames it to
   * `<folder>/<name>`, replacing a file of that name: the line never sees half a file, and
   * sending the same file again leaves one file.
   */
  put(folder: string, name: string, bytes: Uint8Array): Promise<void>;
  /** The names of the plain files in a folder (no directories, no `.part` files). */
  list(folder: string): Promise<string[]>;
  /** A file's bytes; refused (DeliveryError 'other') past maxBytes. */
  get(folder: string, name: string, maxBytes: number): Promise<Buffer>;
  remove(folder: string, name: string): Promise<void>;
}

interface SftpOptions {
  /** How long connecting, and then each request, may go unanswered; 20 s by default. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const PART = '.part';
// Under the 32 KiB payload every SFTP server takes, so each request is one packet.
const CHUNK = 31 * 1024;
const { STATUS_CODE } = utils.sftp;

/** Connects, runs `work`, and always closes. Every failure is a DeliveryError. */
export async function withSftp<T>(
  target: SftpTarget,
  work: (session: SftpSession) => Promise<T>,
  options: SftpOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const scrub = scrubberOf(target);
  const connection = await connect(target, timeoutMs, scrub);
  try {
    return await work(sessionOf(connection, timeoutMs, scrub));
  } catch (error) {
    throw error instanceof DeliveryError
      ? new DeliveryError(error.failure, scrub(error.detail))
      : new DeliveryError('other', scrub(messageOf(error)));
  } finally {
    connection.client.end();
  }
}

/** Connects, writes and removes a test file in `folder`; answers the host key fingerprint seen. */
export function testSftp(
  target: SftpTarget,
  folder: string,
  options: SftpOptions = {},
): Promise<{ hostKey: string }> {
  return withSftp(
    target,
    async (session) => {
      // A name no line would take for one of its own files, so a failed removal is recognisable.
      const name = `quaybook-connection-test-${randomUUID()}.txt`;
      await session.put(folder, name, Buffer.from('Quaybook connection test\n'));
      await session.remove(folder, name);
      return { hostKey: session.hostKey };
    },
    options,
  );
}

interface Connection {
  client: Client;
  sftp: SFTPWrapper;
  hostKey: string;
}

function connect(
  target: SftpTarget,
  timeoutMs: number,
  scrub: (text: string) => string,
): Promise<Connection> {
  const where = `${target.host}:${target.port}`;
  return new Promise((resolve, reject) => {
    const client = new SshClient();
    let seen: string | null = null;
    let settled = false;
    const fail = (failure: DeliveryFailure, detail: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      client.destroy();
      reject(new DeliveryError(failure, scrub(detail)));
    };
    // One limit for the name lookup, the TCP connection, the handshake, signing in and opening
    // the SFTP channel together.
    const timer = setTimeout(
      () => fail('timeout', `${where} did not answer within ${seconds(timeoutMs)}.`),
      timeoutMs,
    );
    // Kept for the connection's whole life: an 'error' with no listener would end the process.
    client.on('error', (error: Error & { code?: string; level?: string }) => {
      if (seen !== null && target.hostKey !== null && seen !== target.hostKey)
        fail('hostkey', `${where} answered with host key ${seen}, not ${target.hostKey}.`);
      else fail(...connectFailure(error, target));
    });
    client.on('close', () => fail('other', `${where} closed the connection.`));
    client.on('keyboard-interactive', (_name, _instructions, _language, prompts, finish) => {
      // Many servers ask for the password this way rather than by the password method.
      const { secret } = target;
      finish(prompts.map(() => (secret.kind === 'password' ? secret.password : '')));
    });
    client.on('ready', () => {
      client.sftp((error, sftp) => {
        if (error) return fail('other', `${where} did not open SFTP: ${error.message}`);
        if (settled) return client.destroy();
        settled = true;
        clearTimeout(timer);
        resolve({ client, sftp, hostKey: seen ?? '' });
      });
    });
    const config: ConnectConfig = {
      host: target.host,
      port: target.port,
      username: target.username,
      readyTimeout: 0,
      hostVerifier: (key: Buffer) => {
        seen = fingerprintOf(key);
        return target.hostKey === null || seen === target.hostKey;
      },
      ...(target.secret.kind === 'password'
        ? { password: target.secret.password, tryKeyboard: true }
        : { privateKey: target.secret.privateKey }),
    };
    try {
      client.connect(config);
    } catch (error) {
      // ssh2 reads the private key before it connects, and throws when it cannot.
      fail('authentication', `The private key cannot be used: ${messageOf(error)}`);
    }
  });
}

function connectFailure(
  error: Error & { code?: string; level?: string },
  target: SftpTarget,
): [DeliveryFailure, string] {
  const where = `${target.host}:${target.port}`;
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return ['dns', `No address was found for ${target.host} (${error.code}).`];
    case 'ECONNREFUSED':
      return ['refused', `${where} refused the connection.`];
    case 'ETIMEDOUT':
      return ['timeout', `${where} did not answer (ETIMEDOUT).`];
  }
  if (error.level === 'client-dns') return ['dns', error.message];
  if (error.level === 'client-timeout') return ['timeout', error.message];
  if (error.level === 'client-authentication')
    return ['authentication', `${where} refused to sign in ${target.username}: ${error.message}.`];
  return ['other', error.message];
}

function sessionOf(
  { client, sftp, hostKey }: Connection,
  timeoutMs: number,
  scrub: (text: string) => string,
): SftpSession {
  // ssh2 keeps the extensions the server named in its VERSION only here.
  const canReplace = (sftp as unknown as { _extensions: Record<string, string> })._extensions[
    'posix-rename@openssh.com'
  ];

  let ended = false;
  client.on('close', () => {
    ended = true;
  });

  /** One request, answered or failed within the time limit. */
  function request<T>(
    what: string,
    send: (done: (error?: Error | null, value?: T) => void) => void,
  ) {
    return new Promise<T>((resolve, reject) => {
      // ssh2 would hold a request on a closed connection forever.
      if (ended) return reject(new DeliveryError('other', `The connection closed before ${what}.`));
      const timer = setTimeout(() => {
        // The connection is of no more use: a late answer would come to nothing.
        ended = true;
        client.destroy();
        reject(new DeliveryError('timeout', `No answer within ${seconds(timeoutMs)} to ${what}.`));
      }, timeoutMs);
      send((error, value) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(value as T);
      });
    });
  }

  /** What an SFTP status means for the line's settings: a missing folder, a refused write. */
  async function failureOf(error: unknown, folder: string, what: string, writing: boolean) {
    if (error instanceof DeliveryError) return error;
    const code = (error as { code?: unknown }).code;
    const said = scrub(messageOf(error));
    if (code === STATUS_CODE.PERMISSION_DENIED && writing)
      return new DeliveryError('permission', `The server refused to ${what}: ${said}.`);
    if (code === STATUS_CODE.NO_SUCH_FILE && !(await folderExists(folder)))
      return new DeliveryError('folder', `The server has no folder ${folder}: ${said}.`);
    return new DeliveryError('other', `The server could not ${what}: ${said}.`);
  }

  async function folderExists(folder: string) {
    try {
      const attributes = await request<{ isDirectory(): boolean }>(`check ${folder}`, (done) =>
        sftp.stat(folder || '.', done),
      );
      return attributes.isDirectory();
    } catch (error) {
      if ((error as { code?: unknown }).code === STATUS_CODE.NO_SUCH_FILE) return false;
      throw error;
    }
  }

  async function step<T>(folder: string, what: string, writing: boolean, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      throw await failureOf(error, folder, what, writing);
    }
  }

  const open = (path: string, flags: 'r' | 'w') =>
    request<Buffer>(`open ${path}`, (done) => sftp.open(path, flags, done));
  /** Runs `work` on an open file and closes it; a failure of `work` outranks one of closing. */
  async function holding<T>(handle: Buffer, path: string, work: () => Promise<T>) {
    const close = () => request<void>(`close ${path}`, (done) => sftp.close(handle, done));
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await close().catch(() => undefined);
      throw error;
    }
    await close();
    return result;
  }
  const unlink = (path: string) =>
    request<void>(`remove ${path}`, (done) => sftp.unlink(path, done));

  return {
    hostKey,

    async put(folder, name, bytes) {
      const path = posix.join(folder, name);
      const part = path + PART;
      const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await step(folder, `write ${part}`, true, async () => {
        const handle = await open(part, 'w');
        await holding(handle, part, async () => {
          for (let at = 0; at < data.length; at += CHUNK) {
            const length = Math.min(CHUNK, data.length - at);
            await request<void>(`write ${part}`, (done) =>
              sftp.write(handle, data, at, length, at, (error) => done(error)),
            );
          }
        });
      });
      await step(folder, `rename ${part} to ${name}`, true, async () => {
        if (canReplace === '1') {
          await request<void>(`rename ${part}`, (done) =>
            sftp.ext_openssh_rename(part, path, done),
          );
          return;
        }
        // Plain SFTP refuses to rename over a file: the earlier copy goes first.
        try {
          await unlink(path);
        } catch (error) {
          if ((error as { code?: unknown }).code !== STATUS_CODE.NO_SUCH_FILE) throw error;
        }
        await request<void>(`rename ${part}`, (done) => sftp.rename(part, path, done));
      });
    },

    list(folder) {
      return step(folder, `list ${folder}`, false, async () => {
        const entries = await request<{ filename: string; attrs: { isFile(): boolean } }[]>(
          `list ${folder}`,
          (done) => sftp.readdir(folder || '.', done),
        );
        return entries
          .filter((entry) => entry.attrs.isFile() && !entry.filename.endsWith(PART))
          .map((entry) => entry.filename)
          .sort();
      });
    },

    get(folder, name, maxBytes) {
      const path = posix.join(folder, name);
      return step(folder, `read ${path}`, false, async () => {
        const handle = await open(path, 'r');
        return holding(handle, path, async () => {
          const { size } = await request<{ size: number }>(`read ${path}`, (done) =>
            sftp.fstat(handle, done),
          );
          if (size > maxBytes) throw tooLarge(path, size, maxBytes);
          const chunks: Buffer[] = [];
          let read = 0;
          for (;;) {
            const chunk = Buffer.alloc(CHUNK);
            // ssh2 answers the end of the file as nothing read.
            const length = await request<number>(`read ${path}`, (done) =>
              sftp.read(handle, chunk, 0, CHUNK, read, (error, bytesRead) =>
                done(error, bytesRead),
              ),
            );
            if (length === 0) break;
            read += length;
            // The file may have grown since its size was asked.
            if (read > maxBytes) throw tooLarge(path, read, maxBytes);
            chunks.push(chunk.subarray(0, length));
          }
          return Buffer.concat(chunks);
        });
      });
    },

    async remove(folder, name) {
      const path = posix.join(folder, name);
      await step(folder, `remove ${path}`, true, () => unlink(path));
    },
  };
}

function tooLarge(path: string, size: number, maxBytes: number) {
  return new DeliveryError(
    'other',
    `${path} holds ${size} bytes, more than the ${maxBytes} taken.`,
  );
}

/** The OpenSSH form of a host key's fingerprint: SHA256 of the key blob, base64 unpadded. */
function fingerprintOf(key: Buffer) {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/** Blanks the secret out of a text, should a server or library ever echo it. */
function scrubberOf(target: SftpTarget) {
  const secrets =
    target.secret.kind === 'password'
      ? [target.secret.password]
      : [
          target.secret.privateKey,
          ...target.secret.privateKey.split(/\r?\n/).filter((line) => !line.startsWith('-----')),
        ];
  const worth = secrets.map((secret) => secret.trim()).filter((secret) => secret.length >= 4);
  return (text: string) =>
    worth.reduce((scrubbed, secret) => scrubbed.split(secret).join('…'), text);
}

function messageOf(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

function seconds(ms: number) {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
