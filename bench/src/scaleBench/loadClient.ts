import type { OutgoingRequest } from '@quaybook/contract';
import { type Measurement, repeatFor } from '../measure';

/**
 * A call sent from `connections` clients, each taking the requests given (one per server
 * process) in turn and reading the whole answer, compressed as a browser asks for it. The
 * servers run in processes of their own, so the client's work does not queue on theirs.
 */
export function loadHttp(
  label: string,
  options: { requests: OutgoingRequest[]; connections: number; seconds: number },
): Promise<Measurement> {
  return repeatFor(label, 'http', options, async (caller, turn) => {
    const request = options.requests[(caller + turn) % options.requests.length] as OutgoingRequest;
    const response = await fetch(request.url, {
      method: request.method,
      headers: { ...request.headers, 'accept-encoding': 'br, gzip' },
      body: request.body,
    });
    await response.arrayBuffer();
    return response.ok;
  });
}
