import { type DataOf, type Endpoint, fillPath, queryString, type RequestOf } from './endpoint';
import { Status } from './envelope';

/** A refused or failed call, carrying the server's message and per-field problems. */
export class CallError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly fields: Record<string, string> = {},
    /** The envelope's status: 2 when the server found the container number invalid. */
    readonly envelopeStatus: number = Status.failure,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

/** What a successful call answers: the envelope's data, message and fourth element. */
export interface Reply<D> {
  data: D;
  message: string;
  extra: unknown;
}

export interface ClientOptions {
  /** Where the API is mounted: '/api' in the browser, 'http://127.0.0.1:3000/api' elsewhere. */
  baseUrl: string;
  /** The bearer token to send, if any. */
  token(): string | null | undefined;
  /** Called when the server refuses the token sent, so the session can end. */
  onUnauthorized?(): void;
}

export const NETWORK_FAILURE =
  'The server could not be reached. Check your connection and try again.';

type Parts = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  files?: readonly { blob: Blob; name: string }[];
};

function requestBody(endpoint: Endpoint, parts: Parts, headers: Record<string, string>) {
  if (endpoint.formField || endpoint.formFields || endpoint.files) {
    // The spec's form calls carry the record as JSON in one field, beside any files.
    if (parts.body === undefined && !parts.files) return undefined;
    const form = new FormData();
    if (parts.body !== undefined && endpoint.formField)
      form.append(endpoint.formField, JSON.stringify(parts.body));
    if (parts.body !== undefined && endpoint.formFields) {
      const fields = parts.body as Record<string, unknown>;
      for (const name of endpoint.formFields)
        if (fields[name] !== undefined) form.append(name, JSON.stringify(fields[name]));
    }
    for (const file of parts.files ?? [])
      form.append(endpoint.files?.field ?? 'file', file.blob, file.name);
    return form;
  }
  if (parts.body === undefined) return undefined;
  headers['content-type'] = 'application/json';
  return JSON.stringify(parts.body);
}

/** The download name of a file answer, from its Content-Disposition header. */
export function downloadName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

function refusal(json: unknown, status: number): CallError {
  if (Array.isArray(json)) {
    const [envelopeStatus, message, data] = json as [number, string, unknown];
    const fields =
      data && typeof data === 'object' && !Array.isArray(data)
        ? (data as Record<string, string>)
        : {};
    return new CallError(message || `Request failed (${status}).`, status, fields, envelopeStatus);
  }
  const detail = (json as { detail?: unknown } | undefined)?.detail;
  return new CallError(typeof detail === 'string' ? detail : `Request failed (${status}).`, status);
}

/**
 * A caller of the contract's endpoints: it builds each request from the endpoint's declaration
 * and unpacks each answer (the envelope, the sign-in reply, or a file), throwing a CallError with
 * the server's message for any refusal.
 * @example const { call } = apiClient({ baseUrl: '/api', token: readToken });
 *          const { data } = await call(api.voyage.list, {});
 */
export function apiClient(options: ClientOptions) {
  async function call<E extends Endpoint>(
    endpoint: E,
    request: RequestOf<E>,
  ): Promise<Reply<DataOf<E>>> {
    const parts = request as Parts;
    const headers: Record<string, string> = {
      accept: endpoint.reply === 'file' ? '*/*' : 'application/json',
    };
    const token = endpoint.access === 'public' ? undefined : options.token();
    if (token) headers.authorization = `Bearer ${token}`;
    const body = requestBody(endpoint, parts, headers);
    const url = `${options.baseUrl}${fillPath(endpoint.path, parts.params)}${queryString(parts.query)}`;

    let response: Response;
    try {
      response = await fetch(url, { method: endpoint.method, headers, body: body ?? null });
    } catch {
      throw new CallError(NETWORK_FAILURE, 0);
    }
    if (response.status === 401 && token) options.onUnauthorized?.();

    const contentType = response.headers.get('content-type') ?? '';
    if (endpoint.reply === 'file' && response.ok && !contentType.includes('application/json')) {
      const file = {
        blob: await response.blob(),
        filename: downloadName(response.headers.get('content-disposition'), 'download'),
        contentType,
      };
      return { data: file as DataOf<E>, message: '', extra: undefined };
    }

    const json: unknown = await response.json().catch(() => undefined);
    if (endpoint.reply === 'token') {
      if (!response.ok) throw refusal(json, response.status);
      const detail = (json as { detail?: unknown } | undefined)?.detail;
      return {
        data: json as DataOf<E>,
        message: typeof detail === 'string' ? detail : '',
        extra: undefined,
      };
    }
    if (!Array.isArray(json))
      throw new CallError(
        `Unexpected answer from the server (${response.status}).`,
        response.status,
      );
    const [status, message, data, extra] = json as [number, string, unknown, unknown];
    if (status !== Status.success || !response.ok) throw refusal(json, response.status);
    return { data: data as DataOf<E>, message, extra };
  }

  return { call };
}

export type Call = ReturnType<typeof apiClient>['call'];
