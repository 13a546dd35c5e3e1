import { conflictCurrent } from './editConflict';
import {
  type DataOf,
  type Endpoint,
  type ExtraOf,
  fillPath,
  queryString,
  type RequestOf,
} from './endpoint';
import { answerParts, Status } from './envelope';
import { holdsMoney } from './fields';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { LONGEST_QUERY, queryInBody } from './queryInBody';

/** A refused or failed call, carrying the server's message and per-field problems. */
export class CallError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly fields: Record<string, string> = {},
    /** The envelope's status: 2 when the server found the container number invalid. */
    readonly envelopeStatus: number = Status.failure,
    /** The refusal's data as the server gave it (item 2): the field problems, or the rows it refused. */
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

/** What a successful call answers: the envelope's data, message and fourth element. */
export interface Reply<D, X = unknown> {
  data: D;
  message: string;
  extra: X;
  /** The fifth element (item 4), where the endpoint declares one. */
  item4?: unknown;
}

export interface ClientOptions {
  /** Where the API is mounted: '/api' in the browser, 'http://127.0.0.1:3000/api' elsewhere. */
  baseUrl: string;
  /** The bearer token to send, if any. */
  token(): string | null | undefined;
  /** Called when the server refuses the token sent, so the session can end. */
  onUnauthorized?(): void;
}

/** How a call is sent, beside what it sends. */
export interface Sending {
  /** Names a save so that sending it again records nothing (a call declared `idempotent`). */
  idempotencyKey?: string;
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
      for (const name of endpoint.formFields) {
        const value = fields[name];
        if (value === undefined) continue;
        form.append(
          name,
          endpoint.textFields?.includes(name) ? String(value) : JSON.stringify(value),
        );
      }
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

/** An edit conflict's stored record, its amounts read into paise as the call's answer would be. */
function withCurrentRead(status: number, data: unknown, endpoint?: Endpoint): unknown {
  const current = conflictCurrent(status, data);
  const row = endpoint?.current ?? endpoint?.data;
  if (current === undefined || !row || !holdsMoney(row)) return data;
  const read = row.safeParse(current);
  return read.success ? { ...(data as object), current: read.data } : data;
}

function refusal(json: unknown, status: number, endpoint?: Endpoint): CallError {
  if (Array.isArray(json)) {
    // A status in item 1 shows itself (a number there), even in a refusal made before the call's
    // route was found; a message in item 2 is in item 1 too.
    const layout = endpoint?.messageInItem2
      ? { messageInItem2: true }
      : { statusInItem1: typeof json[1] === 'number' };
    const { status: envelopeStatus, message, data: sent } = answerParts(layout, json);
    const data = withCurrentRead(status, sent, endpoint);
    const fields =
      data && typeof data === 'object' && !Array.isArray(data)
        ? (data as Record<string, string>)
        : {};
    return new CallError(
      typeof message === 'string' && message ? message : `Request failed (${status}).`,
      status,
      fields,
      envelopeStatus as number,
      data,
    );
  }
  const detail = (json as { detail?: unknown } | undefined)?.detail;
  return new CallError(typeof detail === 'string' ? detail : `Request failed (${status}).`, status);
}

/** A request as a call sends it: built from the endpoint's declaration and the session. */
export interface OutgoingRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: FormData | string | undefined;
  /** Whether it carries the session's token, so a 401 ends the session. */
  signed: boolean;
}

/**
 * The request a call of this endpoint sends: its URL with path and query filled, the bearer
 * token, and the body as JSON or as the multipart form the declaration names. For a sender
 * other than `fetch` (an upload that reports its progress through XMLHttpRequest).
 * @example const { url, method, headers, body } = requestOf(options, api.upload.advanceImport, { query, files });
 */
export function requestOf<E extends Endpoint>(
  options: ClientOptions,
  endpoint: E,
  request: RequestOf<E>,
  sending: Sending = {},
): OutgoingRequest {
  const parts = request as Parts;
  const headers: Record<string, string> = {
    accept: endpoint.reply === 'file' ? '*/*' : 'application/json',
  };
  if (sending.idempotencyKey !== undefined) {
    if (!endpoint.idempotent)
      throw new Error(`${endpoint.method} ${endpoint.path} does not take an ${IDEMPOTENCY_HEADER}`);
    headers[IDEMPOTENCY_HEADER] = sending.idempotencyKey;
  }
  const token = endpoint.access === 'public' ? undefined : options.token();
  if (token) headers.authorization = `Bearer ${token}`;
  const path = `${options.baseUrl}${fillPath(endpoint.path, parts.params)}`;
  const query = queryString(parts.query);
  // A long selection of ids travels in the body of the call's POST twin, not in the URL.
  const twin = query.length > LONGEST_QUERY ? queryInBody(endpoint) : undefined;
  if (twin) {
    headers['content-type'] = 'application/json';
    const body = JSON.stringify(parts.query);
    return { url: path, method: twin.method, headers, body, signed: Boolean(token) };
  }
  const body = requestBody(endpoint, parts, headers);
  return { url: `${path}${query}`, method: endpoint.method, headers, body, signed: Boolean(token) };
}

/**
 * The data of an envelope answer, or its refusal thrown as a CallError with the server's
 * message; `json` is undefined when the body was not JSON. Given the endpoint, each part is read
 * from the item its layout puts it in (`answerParts`), and money from rupees into paise, as its
 * schema declares.
 * @example const { data } = envelopeReply(JSON.parse(xhr.responseText), xhr.status, api.upload.advanceImport);
 */
export function envelopeReply<E extends Endpoint>(
  json: unknown,
  status: number,
  endpoint?: E,
): Reply<DataOf<E>, ExtraOf<E>> {
  if (!Array.isArray(json))
    throw new CallError(`Unexpected answer from the server (${status}).`, status);
  if (json[0] !== Status.success || status < 200 || status > 299)
    throw refusal(json, status, endpoint);
  const { data, message, extra, item4 } = answerParts(endpoint ?? {}, json);
  return {
    data: (endpoint && holdsMoney(endpoint.data) ? endpoint.data.parse(data) : data) as DataOf<E>,
    message: String(message ?? ''),
    extra: (endpoint?.extra && holdsMoney(endpoint.extra)
      ? endpoint.extra.parse(extra)
      : extra) as ExtraOf<E>,
    item4,
  };
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
    sending?: Sending,
  ): Promise<Reply<DataOf<E>, ExtraOf<E>>> {
    const { url, method, headers, body, signed } = requestOf(options, endpoint, request, sending);

    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: body ?? null });
    } catch {
      throw new CallError(NETWORK_FAILURE, 0);
    }
    if (response.status === 401 && signed) options.onUnauthorized?.();

    const contentType = response.headers.get('content-type') ?? '';
    if (endpoint.reply === 'file' && response.ok && !contentType.includes('application/json')) {
      const file = {
        blob: await response.blob(),
        filename: downloadName(response.headers.get('content-disposition'), 'download'),
        contentType,
      };
      return { data: file as DataOf<E>, message: '', extra: undefined as ExtraOf<E> };
    }

    const json: unknown = await response.json().catch(() => undefined);
    if (endpoint.reply === 'token') {
      if (!response.ok) throw refusal(json, response.status, endpoint);
      const detail = (json as { detail?: unknown } | undefined)?.detail;
      return {
        data: json as DataOf<E>,
        message: typeof detail === 'string' ? detail : '',
        extra: undefined as ExtraOf<E>,
      };
    }
    return envelopeReply(json, response.status, endpoint);
  }

  return { call };
}

export type Call = ReturnType<typeof apiClient>['call'];
