import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type Endpoint, fillPath, type RequestOf } from '@quaybook/contract';

const SERVING = /Quaybook is serving at (http:\/\/[\d.]+:\d+)/;

/** Quaybook running as a process of its own, as in production, on a port of its own. */
export interface ChildServer {
  child: ChildProcess;
  /** http://127.0.0.1:port */
  origin: string;
  /** What it has written to stdout so far, a line each (its log, and fault points reached). */
  lines: string[];
  /** Waits until it has written `times` lines matching `pattern`; fails if it stops first. */
  waitFor(pattern: RegExp, times?: number): Promise<void>;
  /** How many lines so far match `pattern`. */
  count(pattern: RegExp): number;
  /** Kills it outright (SIGKILL), as a crash or the OOM killer would, and waits until it is gone. */
  kill(): Promise<void>;
  /** Asks it to stop (SIGTERM) and waits until it has. */
  stop(): Promise<void>;
  /** Whether it is still running. */
  running(): boolean;
}

/** The replica's copy (DATABASE_REPLICA_URL) of the database at `databaseUrl`; '' without one. */
function replicaOf(databaseUrl: string | undefined): string {
  const replicaUrl = process.env.DATABASE_REPLICA_URL;
  if (!replicaUrl || !databaseUrl) return '';
  const url = new URL(replicaUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}

/**
 * Starts `src/main.ts` in a child process with these settings (DATA_DIR, DATABASE_URL,
 * JWT_SECRET, and any test-only ones such as QUAYBOOK_TEST_PAUSE_AT) and answers once it says
 * it is serving.
 */
export async function startChildServer(settings: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      // Its reads go to the replica's copy of its own database, when there is a replica.
      DATABASE_REPLICA_URL: replicaOf(settings.DATABASE_URL),
      ...settings,
      // Its log is how a test follows it: 'Quaybook is serving', the steps of long work.
      LOG_LEVEL: 'info',
      // It takes a free port itself and says which: a port chosen here could be taken by
      // another test's server before this one listens on it.
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIR: settings.DATA_DIR ?? '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines: string[] = [];
  const errors: string[] = [];
  const collect = (into: string[]) => {
    let buffered = '';
    return (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      into.push(...parts);
    };
  };
  child.stdout?.on('data', collect(lines));
  child.stderr?.on('data', collect(errors));
  const running = () => child.exitCode === null && child.signalCode === null;

  const count = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length;

  async function waitFor(pattern: RegExp, times = 1): Promise<void> {
    for (;;) {
      if (count(pattern) >= times) return;
      if (!running())
        throw new Error(`the server stopped: ${[...lines, ...errors].join('\n').slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const server: ChildServer = {
    child,
    origin: '',
    lines,
    waitFor,
    count,
    running,
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
  };
  try {
    await waitFor(SERVING);
  } catch (error) {
    await server.kill();
    throw error;
  }
  const origin = lines.map((line) => SERVING.exec(line)?.[1]).find(Boolean);
  if (!origin) throw new Error('the server did not say where it serves');
  server.origin = origin;
  return server;
}

/** An answer over HTTP, or 'cut off' when the connection broke before one came. */
export type HttpReply = { statusCode: number; body: unknown } | 'cut off';

async function replyOf(response: Promise<Response>): Promise<HttpReply> {
  try {
    const answer = await response;
    const text = await answer.text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: keep the text, so the assertion that fails shows what came back.
    }
    return { statusCode: answer.status, body };
  } catch {
    return 'cut off';
  }
}

/**
 * Calls an endpoint of the contract on a running server, as `call` does on the app in-process:
 * `/api` + its path with the params filled in, the query, and a JSON body.
 */
export function callOver<E extends Endpoint>(
  origin: string,
  endpoint: E,
  request: RequestOf<E>,
  token?: string,
): Promise<HttpReply> {
  const parts = request as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = new URL(`/api${fillPath(endpoint.path, parts.params)}`, origin);
  for (const [key, value] of Object.entries(parts.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return replyOf(
    fetch(url, {
      method: endpoint.method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(parts.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(parts.body === undefined ? {} : { body: JSON.stringify(parts.body) }),
    }),
  );
}

/** A multipart form as the browser sends one: each field as JSON, the files in `files`. */
export function jsonForm(fields: Record<string, unknown>, files: readonly File[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, JSON.stringify(value));
  for (const file of files) form.append('files', file);
  return form;
}

/** Sends a multipart call on a running server: its JSON fields and its files. */
export function formOver(
  origin: string,
  endpoint: Endpoint,
  token: string,
  fields: Record<string, unknown>,
  files: readonly File[] = [],
): Promise<HttpReply> {
  const form = jsonForm(fields, files);
  return replyOf(
    fetch(new URL(`/api${endpoint.path}`, origin), {
      method: endpoint.method,
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
}
