// A cheap call timed while heavy work runs: a page of the voyage list, asked for again and
// again by two clients. On PGlite every call shares one connection, so the call waits for
// whatever statement or transaction holds it; the target is a p99 of at most 2 s.

import { percentile, round } from './measure';

/** Clients asking for the cheap call at once. */
export const CLIENTS = 2;
export const CHEAP_CALL = 'GET /api/voyage_list?page=1&pageSize=20';
/** The cheap call's address on the server at `base` (…/api). */
export const cheapCall = (base: string) => `${base}/voyage_list?page=1&pageSize=20`;

export const elapsedMs = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** The cheap call's latencies over one stretch, in milliseconds. */
export interface Latencies {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Asks for `url` from CLIENTS clients, each again as soon as answered, until `work` settles;
 * answers every latency and what `work` answered.
 */
export async function timedWhile<T>(
  url: string,
  token: string,
  work: Promise<T>,
): Promise<{ value: T; latencies: Latencies }> {
  let settled = false;
  const watched = work.finally(() => {
    settled = true;
  });
  const times: number[] = [];
  const client = async () => {
    while (!settled) {
      const start = process.hrtime.bigint();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      times.push(elapsedMs(start));
    }
  };
  const [value] = await Promise.all([watched, ...Array.from({ length: CLIENTS }, client)]);
  times.sort((a, b) => a - b);
  return {
    value,
    latencies: {
      samples: times.length,
      p50: round(percentile(times, 50)),
      p99: round(percentile(times, 99)),
      max: round(times[times.length - 1] ?? 0),
    },
  };
}

/** One line of a bench's output: where the call was timed, and its latencies. */
export const latencyLine = (name: string, l: Latencies) =>
  `  ${name.padEnd(16)} p50 ${l.p50} ms, p99 ${l.p99} ms, slowest ${l.max} ms (${l.samples} calls)`;
