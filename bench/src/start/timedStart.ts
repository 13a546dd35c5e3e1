// One start of the server as a command (`npm start`, or the built server alone) timed from its
// spawn to its first answers, then stopped with SIGTERM as Ctrl-C or a service manager stops it.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { round } from '../measure';

/** Polling a port nothing listens on yet costs little; every 10 ms keeps the figure close. */
const POLL_MS = 10;
/** A start that has not answered by then has failed, whatever its target. */
const READY_WITHIN_MS = 120_000;
/** `main.ts` forces its exit after 10 s of shutting down; past this the start is killed. */
const STOPPED_WITHIN_MS = 20_000;

export interface StartTimes {
  /** From spawn to the first 200 on `GET /` (the web app's page, no database). */
  pageMs: number;
  /** From spawn to the first success envelope of `GET /api/health` (one query). */
  healthMs: number;
  /**
   * CPU time the start had used once both answered (every process of it, the prestart's
   * included): unlike the times above, it moves much less with what else the machine runs.
   */
  cpuMs: number;
  /** From SIGTERM to every process of the start gone (npm and the server it runs). */
  stopMs: number;
  /** What the start printed: its build lines and the database line. */
  output: string;
}

/** The process groups of the starts under way, for `killStarts`. */
const running = new Set<number>();

/** Kills every start under way, with whatever it started (the run is being interrupted). */
export function killStarts(): void {
  for (const pid of running) if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `ask` every POLL_MS until it answers true; answers the milliseconds since `since`. */
async function firstSuccess(
  ask: () => Promise<boolean>,
  since: number,
  failed: () => string | undefined,
): Promise<number> {
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(reason);
    try {
      if (await ask()) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > READY_WITHIN_MS) throw new Error('no answer within 120 s');
    await pause(POLL_MS);
  }
}

async function pageAnswers(origin: string): Promise<boolean> {
  const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return response.status === 200;
}

async function healthAnswers(origin: string): Promise<boolean> {
  const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) });
  const body = (await response.json()) as [number, string, { database?: string }];
  return response.ok && body[0] === 1 && body[2]?.database === 'up';
}

/**
 * CPU time used so far by the processes of the group led by `pid`, with the children they have
 * reaped, in milliseconds (/proc on Linux, at its 100 ticks a second).
 */
async function groupCpuMs(pid: number): Promise<number> {
  let ticks = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // After the command's closing parenthesis: state, ppid, pgrp, … utime, stime, cutime, cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pid) continue;
    for (const field of [11, 12, 13, 14]) ticks += Number(fields[field] ?? 0);
  }
  return ticks * 10;
}

/** True while any process of the group led by `pid` is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spawns `command` (in a process group of its own, so nothing it starts outlives it), times its
 * first answers on `origin`, then sends SIGTERM to it alone and waits until the whole group is
 * gone. On any failure the group is killed and the error carries the start's last output.
 */
export async function timedStart(
  command: { file: string; args: string[]; cwd: string; env: NodeJS.ProcessEnv },
  origin: string,
): Promise<StartTimes> {
  const started = performance.now();
  const child = spawn(command.file, command.args, {
    cwd: command.cwd,
    env: command.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${command.file} could not be started`);
  running.add(pid);
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? 128 : 0);
      resolve();
    }),
  );
  const printed = () => output.join('');
  const failed = () =>
    exitCode === null ? undefined : `it stopped (exit ${exitCode}) before answering`;
  try {
    const [pageMs, healthMs] = await Promise.all([
      firstSuccess(() => pageAnswers(origin), started, failed),
      firstSuccess(() => healthAnswers(origin), started, failed),
    ]);
    const cpuMs = await groupCpuMs(pid);
    const stopping = performance.now();
    process.kill(pid, 'SIGTERM');
    const killer = setTimeout(
      () => groupAlive(pid) && process.kill(-pid, 'SIGKILL'),
      STOPPED_WITHIN_MS,
    );
    await exited;
    while (groupAlive(pid)) await pause(POLL_MS);
    clearTimeout(killer);
    const stopMs = performance.now() - stopping;
    if (stopMs >= STOPPED_WITHIN_MS) throw new Error('it did not stop within 20 s of SIGTERM');
    return {
      pageMs: round(pageMs),
      healthMs: round(healthMs),
      cpuMs,
      stopMs: round(stopMs),
      output: printed(),
    };
  } catch (error) {
    if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
    await exited;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${[command.file, ...command.args].join(' ')}: ${reason}\n${printed().slice(-2000)}`,
    );
  } finally {
    running.delete(pid);
  }
}
