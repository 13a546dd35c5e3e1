import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

/** The built server (`npm run build`), as production runs it. */
const MAIN = path.resolve(import.meta.dirname, '../../../apps/server/dist/main.js');

export interface ServerProcess {
  pid: number;
  /** `http://127.0.0.1:<port>/api` */
  api: string;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Resident memory now, in bytes (VmRSS: the process with its threads, PGlite's among them). */
  rss(): Promise<number>;
  stop(): Promise<void>;
}

/** A port no one listens on now, from the system's ephemeral range. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** A process's resident memory in bytes, from /proc (Linux). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Samples `pid`'s resident memory every 50 ms until stopped; answers the highest seen. */
export function memoryPeak(pid: number) {
  let peak = 0;
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      peak = Math.max(peak, await residentBytes(pid).catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    sampling = false;
    await loop;
    return peak;
  };
}

async function waitUntilServing(child: ChildProcess, origin: string, log: string[]) {
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null)
      throw new Error(`The server stopped (${child.exitCode}):\n${log.join('').slice(-2000)}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (tries > 1200) throw new Error(`The server did not start:\n${log.join('').slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the built server in a process of its own on a free port and waits until it answers. */
export async function startServerProcess(settings: {
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string;
  jwtSecret: string;
  /** Further settings, e.g. EDI_DELIVERY_TICK_SECONDS. */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: settings.dataDir,
      DATABASE_URL: settings.databaseUrl ?? '',
      ADMIN_PASSWORD: settings.adminPassword,
      JWT_SECRET: settings.jwtSecret,
      LOG_LEVEL: 'warn',
      ...settings.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilServing(child, origin, log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pid = child.pid as number;
  return {
    pid,
    api: `${origin}/api`,
    origin,
    rss: () => residentBytes(pid),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
