import { z } from 'zod';
import { type Endpoint, endpoint } from './endpoint';
import { idListSchemas } from './fields';

/**
 * Longest query string a client sends in the URL. Past it, a call whose query takes an id list
 * sends its query as the JSON body of a POST to the same path: proxies and browsers refuse URLs
 * far shorter than the server's header limit.
 */
export const LONGEST_QUERY = 4_000;

/** Whether a GET call's query takes a list of ids (`idList`), so it may grow past a URL's length. */
export function takesIdList(call: Endpoint): boolean {
  return (
    call.method === 'GET' &&
    call.reply === 'envelope' &&
    call.query instanceof z.ZodObject &&
    Object.values(call.query.shape as Record<string, z.ZodType>).some((field) =>
      idListSchemas.has(field),
    )
  );
}

const twins = new WeakMap<Endpoint, Endpoint>();

/**
 * The POST to the same path that takes a GET call's query as its JSON body
 * (`{"reportid": [1, 2], "rptdate": "2026-11-27"}`), with the same answers; undefined for a call
 * whose query takes no id list. One mechanism for every such call: the server answers the twin
 * with the GET's handler, the client sends it for a long query, the API documents it.
 * @example queryInBody(api.report.generate)?.method // 'POST'
 */
export function queryInBody(call: Endpoint): Endpoint | undefined {
  if (!takesIdList(call)) return undefined;
  const known = twins.get(call);
  if (known) return known;
  const twin = endpoint({
    method: 'POST',
    path: call.path,
    access: call.access,
    line: call.line,
    params: call.params,
    body: call.query,
    data: call.data,
    extra: call.extra,
  }) as Endpoint;
  twins.set(call, twin);
  return twin;
}
