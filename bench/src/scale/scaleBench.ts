import { gzipSync } from 'node:zlib';
import { loadConfig } from '@quaybook/server/src/config';
import { prepare, type Running } from '@quaybook/server/src/start';
import { requestOf, type ScaleCall, scaleCalls } from './scaleCalls';
import { type ScaleDatabase, seedScaleDatabase } from './scaleDatabase';

export interface ScaleBenchOptions {
  scale: string;
  /** The server's data folder (PGlite's database is seeded in its `db` folder). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Drop and create the PostgreSQL database first. */
  fresh: boolean;
  adminPassword: string;
  say: (line: string) => void;
}

/** What the measuring has at hand once the seeded company's server answers. */
export interface AtScale {
  seeded: ScaleDatabase;
  running: Running;
  /** `http://127.0.0.1:<port>/api` */
  base: string;
  /** The admin's bearer token. */
  token: string;
  /** Each list call, checked once: it answered rows. */
  calls: (ScaleCall & { rows: number; bytes: number; gzipBytes: number })[];
}

/** Sends a call once and reads its rows: an envelope `[1, message, rows, …]` with some. */
async function checkCall(call: ScaleCall, base: string, token: string) {
  const { url, ...init } = await requestOf(call, base, token);
  const response = await fetch(url, init);
  const text = await response.text();
  const body = JSON.parse(text) as unknown;
  const rows = Array.isArray(body) && body[0] === 1 && Array.isArray(body[2]) ? body[2].length : 0;
  if (!response.ok || rows === 0)
    throw new Error(`${call.method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ...call, rows, bytes: Buffer.byteLength(text), gzipBytes: gzipSync(text).length };
}

/**
 * `npm run bench -- --scale 1m`: seeds a year of a busy depot into a fresh database (PGlite in
 * `dataDir`, or `databaseUrl`), starts the server on it as a first start would, signs in as the
 * admin and sends each list call once with its probe values, failing when one finds nothing.
 * `onRunning` gets the server as soon as it runs (the caller stops it); `measure`, when given,
 * then gets everything the load measurement needs.
 */
export async function benchAtScale(
  options: ScaleBenchOptions,
  onRunning: (running: Running) => void,
  measure?: (atScale: AtScale) => Promise<void>,
): Promise<AtScale> {
  const { say } = options;
  say(`Seeding scale ${options.scale} into a fresh database...`);
  const seeded = await seedScaleDatabase({
    scale: options.scale,
    dataDir: options.dataDir,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl, recreate: options.fresh } : {}),
    adminPassword: options.adminPassword,
    log: say,
  });
  const running = await prepare(
    loadConfig({ ...seeded.serverEnv, PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production' }),
  );
  onRunning(running);
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  const address = running.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no port');
  const base = `http://127.0.0.1:${address.port}/api`;
  const signIn = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: options.adminPassword }),
  });
  if (!signIn.ok) throw new Error(`Signing in as admin answered ${signIn.status}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };

  const calls: AtScale['calls'] = [];
  for (const call of scaleCalls(seeded.probes)) calls.push(await checkCall(call, base, token));
  say(
    `\n${'list call'.padEnd(38)} ${'rows'.padStart(8)} ${'KiB'.padStart(9)} ${'gzip KiB'.padStart(9)}`,
  );
  for (const call of calls)
    say(
      `${call.name.padEnd(38)} ${String(call.rows).padStart(8)} ${(call.bytes / 1024).toFixed(1).padStart(9)} ${(call.gzipBytes / 1024).toFixed(1).padStart(9)}`,
    );
  const atScale: AtScale = { seeded, running, base, token, calls };
  await measure?.(atScale);
  return atScale;
}
