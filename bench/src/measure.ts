import autocannon from 'autocannon';

export interface Measurement {
  label: string;
  via: 'http' | 'database';
  /** HTTP clients, or database calls in flight at once. */
  concurrency: number;
  p50: number;
  /** Exact where every latency is kept; autocannon's histogram has none. */
  p95?: number;
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
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}

const now = () => process.hrtime.bigint();

/**
 * `connections` callers each make a call, wait for it and make the next, for `seconds`, after
 * three warm-up calls each. Every latency is kept, so p95 and p99 are exact (autocannon's
 * histogram has no p95). `call` answers whether the call succeeded (a 2xx answer); a throw
 * counts as an error.
 */
export async function repeatFor(
  label: string,
  via: Measurement['via'],
  options: { connections: number; seconds: number },
  call: (caller: number, turn: number) => Promise<boolean>,
): Promise<Measurement> {
  for (let caller = 0; caller < options.connections; caller += 1)
    for (let turn = 0; turn < 3; turn += 1) await call(caller, turn);
  const times: number[] = [];
  let errors = 0;
  let failed = 0;
  const start = now();
  const end = start + BigInt(Math.round(options.seconds * 1e9));
  let finished = start;
  const caller = async (index: number) => {
    for (let turn = 0; now() < end; turn += 1) {
      const began = now();
      try {
        if (await call(index, turn)) times.push(Number(now() - began) / 1e6);
        else failed += 1;
      } catch {
        errors += 1;
      }
      finished = now();
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => caller(index)));
  const wallMs = Number(finished - start) / 1e6;
  const sorted = times.sort((a, b) => a - b);
  const total = sorted.reduce((sum, t) => sum + t, 0);
  return {
    label,
    via,
    concurrency: options.connections,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    mean: sorted.length ? round(total / sorted.length) : 0,
    rps: wallMs > 0 ? round((sorted.length / wallMs) * 1000) : 0,
    samples: sorted.length,
    errors,
    non2xx: failed,
  };
}

/**
 * The same work run straight on the database, with `concurrency` calls in flight (1 on PGlite,
 * which serves one connection), after a short warm-up; as many calls as fit in `seconds`.
 */
export function measureDirect(
  label: string,
  options: { seconds: number; concurrency: number },
  run: () => Promise<unknown>,
): Promise<Measurement> {
  return repeatFor(
    label,
    'database',
    { connections: options.concurrency, ...options },
    async () => {
      await run();
      return true;
    },
  );
}
