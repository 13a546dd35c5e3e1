import { type DataOf, type Endpoint, fillPath, type RequestOf, Status } from '@quaybook/contract';
import { readToken } from '../session/tokenStore';

/** A refused or failed call, carrying the server's message and per-field problems. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Reply<D> {
  data: D;
  message: string;
  extra: unknown;
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called when the server refuses the stored token, so the session can end. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const NETWORK_FAILURE = 'The server could not be reached. Check your connection and try again.';

/**
 * Calls an endpoint of the contract and unpacks its answer: the envelope's data and message, or
 * the sign-in reply as data. Any refusal is thrown as an ApiError with the server's message.
 * @example const { data } = await call(api.voyage.list, {});
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  request: RequestOf<E>,
): Promise<Reply<DataOf<E>>> {
  const parts = request as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readToken();
  if (token && endpoint.access !== 'public') headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (parts.body !== undefined && endpoint.formField) {
    // The spec's form endpoints take the record as JSON in one multipart field.
    const form = new FormData();
    form.append(endpoint.formField, JSON.stringify(parts.body));
    body = form;
  } else if (parts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(parts.body);
  }

  let response: Response;
  try {
    response = await fetch(
      `/api${fillPath(endpoint.path, parts.params)}${queryString(parts.query)}`,
      {
        method: endpoint.method,
        headers,
        body,
      },
    );
  } catch {
    throw new ApiError(NETWORK_FAILURE, 0);
  }
  const json: unknown = await response.json().catch(() => undefined);

  if (response.status === 401 && endpoint.access !== 'public' && token) {
    for (const listener of unauthorizedListeners) listener();
  }
  if (endpoint.reply === 'token') {
    const detail = (json as { detail?: unknown } | undefined)?.detail;
    if (!response.ok)
      throw new ApiError(
        typeof detail === 'string' ? detail : `Request failed (${response.status}).`,
        response.status,
      );
    return {
      data: json as DataOf<E>,
      message: typeof detail === 'string' ? detail : '',
      extra: undefined,
    };
  }
  if (!Array.isArray(json))
    throw new ApiError(`Unexpected answer from the server (${response.status}).`, response.status);
  const [status, message, data, extra] = json as [number, string, unknown, unknown];
  if (status !== Status.success || !response.ok) {
    const fields =
      data && typeof data === 'object' && !Array.isArray(data)
        ? (data as Record<string, string>)
        : {};
    throw new ApiError(message || `Request failed (${response.status}).`, response.status, fields);
  }
  return { data: data as DataOf<E>, message, extra };
}
