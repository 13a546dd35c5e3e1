import { addDays } from '@quaybook/domain';
import type { FastifyInstance } from 'fastify';
import { bearer, type Reply, send } from './call';

/**
 * A part of a multipart form as the spec's client appends it: a plain value, JSON text
 * (`JSON.stringify`), a JSON file part (a Blob of application/json), or a file.
 */
type SpecPart =
  | string
  | number
  | { json: unknown }
  | { jsonFile: unknown }
  | { file: Buffer; name: string; type?: string };

interface SpecRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The spec's path, without `/api`: '/save_egm_report'. */
  path: string;
  /** Sent in the URL; a list as axios sends it, `key[]=1&key[]=2`, unless `lists` says otherwise. */
  query?: Record<string, string | number | readonly (string | number)[]>;
  /** How a list in the query is written: `brackets` (axios, the default), `repeated` keys, `commas`. */
  lists?: 'brackets' | 'repeated' | 'commas';
  /** A multipart form, part by part, in the order given. */
  form?: Record<string, SpecPart>;
  /** A JSON body. */
  json?: unknown;
}

function appendPart(form: FormData, name: string, part: SpecPart) {
  if (typeof part === 'string' || typeof part === 'number') form.append(name, String(part));
  else if ('json' in part) form.append(name, JSON.stringify(part.json));
  else if ('jsonFile' in part)
    form.append(name, new Blob([JSON.stringify(part.jsonFile)], { type: 'application/json' }));
  else
    form.append(name, new File([new Uint8Array(part.file)], part.name, { type: part.type ?? '' }));
}

/**
 * Makes a call as a client written from the spec alone makes it (its section 7): the query in
 * the URL as axios writes it, and the body as a browser encodes a FormData, or as JSON. It
 * answers the raw reply, so a test reads the items that client reads.
 * @example const reply = await specCall(app, token, { method: 'POST', path: '/save_party_bl', form: { transaction: { jsonFile: { data: rows } } } });
 */
export async function specCall(
  app: FastifyInstance,
  token: string | undefined,
  request: SpecRequest,
): Promise<Reply> {
  const search = new URLSearchParams();
  const lists = request.lists ?? 'brackets';
  for (const [key, value] of Object.entries(request.query ?? {}))
    if (!Array.isArray(value)) search.append(key, String(value));
    else if (lists === 'commas') search.append(key, value.join(','));
    else
      for (const item of value)
        search.append(lists === 'brackets' ? `${key}[]` : key, String(item));
  const url = `/api${request.path}${search.size > 0 ? `?${search}` : ''}`;
  if (request.form) {
    const form = new FormData();
    for (const [name, part] of Object.entries(request.form)) appendPart(form, name, part);
    const encoded = new Response(form);
    return send(app, {
      method: request.method,
      url,
      headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }
  return send(app, {
    method: request.method,
    url,
    headers: bearer(token),
    ...(request.json === undefined ? {} : { payload: request.json as object }),
  });
}

/** The item a spec client reads (0-based), after checking the answer is an array. */
export function item(reply: Reply, index: number): unknown {
  if (!Array.isArray(reply.body))
    throw new Error(`Not an array answer: ${JSON.stringify(reply.body)}`);
  return (reply.body as unknown[])[index];
}

/**
 * The moment a browser in India sends for a day it shows (`date.toISOString()` of its local
 * midnight): the evening before, in UTC.
 * @example midnightInIndia('2026-11-27') // '2026-11-26T18:30:00.000Z'
 */
export const midnightInIndia = (day: string) => `${addDays(day, -1)}T18:30:00.000Z`;
