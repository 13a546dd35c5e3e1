import autocannon from 'autocannon';

export interface Measurement {
  label: string;
  p50: number;
  p99: number;
  mean: number;
  rps: number;
  samples: number;
  errors: number;
  non2xx: number;
  bytesPerResponse?: number;
}

/** Requests from `connections` concurrent clients for `seconds`, via autocannon. */
export async function measureHttp(
  label: string,
  options: { url: string; token: string; connections: number; seconds: number },
): Promise<Measurement> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: { authorization: `Bearer ${options.token}` },
  });
  return {
    label,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    rps: result.requests.average,
    samples: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * The same work run straight on the database, one query after another (PGlite serves one
 * connection; the pool is not the subject here), after a short warm-up.
 */
export async function measureDirect(
  label: string,
  seconds: number,
  run: () => Promise<unknown>,
): Promise<Measurement> {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  const end = process.hrtime.bigint() + BigInt(Math.round(seconds * 1e9));
  while (process.hrtime.bigint() < end) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((sum, t) => sum + t, 0);
  return {
    label,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    mean: round(total / times.length),
    rps: round((times.length / total) * 1000),
    samples: times.length,
    errors: 0,
    non2xx: 0,
  };
}

export const round = (n: number) => Math.round(n * 100) / 100;
