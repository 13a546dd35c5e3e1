import autocannon from 'autocannon';

export interface Measurement {
  label: string;
  via: 'http' | 'database';
  /** HTTP clients, or database calls in flight at once. */
  concurrency: number;
  p50: number;
  p99: number;
  mean: number;
  /** Completed requests (or queries) per second over the measured time. */
  rps: number;
  samples: number;
  errors: number;
  non2xx: number;
}

export const round = (n: number) => Math.round(n * 100) / 100;

/** Requests from `connections` concurrent clients for `seconds`, via autocannon. */
export async function measureHttp(
  label: string,
  options: {
    url: string;
    token: string;
    connections: number;
    seconds: number;
    /** A POST's body and its content type; every request sends the same bytes. */
    post?: { body: Buffer; contentType: string };
  },
): Promise<Measurement> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    // The whole list can take seconds per answer on PGlite; a timeout would hide it as an error.
    timeout: Math.max(60, options.seconds * 2),
    ...(options.post ? { method: 'POST' as const, body: options.post.body } : {}),
    headers: {
      authorization: `Bearer ${options.token}`,
      ...(options.post ? { 'content-type': options.post.contentType } : {}),
    },
    // The client in a worker thread, so its work does not queue on the server's event loop; a
    // binary body cannot cross to a worker (it arrives as a plain array), so posts stay here.
    ...(options.post ? {} : { workers: 1 }),
  });
  return {
    label,
    via: 'http',
    concurrency: options.connections,
    // autocannon records only 2xx latencies, in whole milliseconds.
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: round(result.latency.average),
    rps: round(result.requests.total / result.duration),
    samples: result.requests.total,
    // `errors` already counts timeouts.
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}

const now = () => process.hrtime.bigint();
const msSince = (start: bigint) => Number(now() - start) / 1e6;

/**
 * The same work run straight on the database, with `concurrency` calls in flight (1 on PGlite,
 * which serves one connection), after a short warm-up; as many calls as fit in `seconds`.
 */
export async function measureDirect(
  label: string,
  options: { seconds: number; concurrency: number },
  run: () => Promise<unknown>,
): Promise<Measurement> {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  let errors = 0;
  const start = now();
  const end = start + BigInt(Math.round(options.seconds * 1e9));
  let finished = start;
  const worker = async () => {
    while (now() < end) {
      const began = now();
      try {
        await run();
        times.push(msSince(began));
      } catch {
        errors += 1;
      }
      finished = now();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const wallMs = Number(finished - start) / 1e6;
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((sum, t) => sum + t, 0);
  return {
    label,
    via: 'database',
    concurrency: options.concurrency,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    mean: times.length ? round(total / times.length) : 0,
    rps: wallMs > 0 ? round((times.length / wallMs) * 1000) : 0,
    samples: times.length,
    errors,
    non2xx: 0,
  };
}
