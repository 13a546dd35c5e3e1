import type { APIRequestContext } from '@playwright/test';
import { api, type Endpoint, fillPath, type RequestOf } from '@quaybook/contract';
import { ADMIN_PASSWORD } from '../playwright.config';

/** Signs in through the API; journeys use it only to arrange data, never to act for the user. */
export async function adminToken(
  request: APIRequestContext,
  password = ADMIN_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/token', { data: { username: 'admin', password } });
  if (!response.ok()) throw new Error(`Sign-in for arranging data failed: ${response.status()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function callApi<E extends Endpoint>(
  request: APIRequestContext,
  token: string,
  endpoint: E,
  input: RequestOf<E>,
): Promise<unknown> {
  const parts = input as { params?: Record<string, unknown>; body?: unknown };
  const response = await request.fetch(`/api${fillPath(endpoint.path, parts.params)}`, {
    method: endpoint.method,
    headers: { authorization: `Bearer ${token}` },
    ...(parts.body === undefined ? {} : { data: parts.body }),
  });
  const body = (await response.json()) as [number, string, unknown];
  if (body[0] !== 1) throw new Error(`${endpoint.path} refused: ${body[1]}`);
  return body[2];
}

/** A name no other test or run has used: journeys share one database. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;
}

export async function createVoyages(
  request: APIRequestContext,
  voyages: { Name: string; Description?: string }[],
) {
  const token = await adminToken(request);
  for (const voyage of voyages) await callApi(request, token, api.voyage.create, { body: voyage });
}
