import {
  apiClient,
  type DataOf,
  type Endpoint,
  api as endpoints,
  type RequestOf,
} from '@quaybook/contract';
import { ADMIN_PASSWORD } from '../playwright.config';

/**
 * The API as journeys use it: to arrange data and to read what a screen feeds on, never to act
 * for the person at the screen. Signed in as one user; a refusal throws the server's message.
 */
export interface Api {
  /** The call's data, as the contract declares it. */
  call<E extends Endpoint>(endpoint: E, request: RequestOf<E>): Promise<DataOf<E>>;
  /** The token the calls carry, which a browser may hold too. */
  token: string;
  /**
   * The API as the group administrator (the first admin), who alone adds the places, ports and
   * codes every company shares: a company's journey arranges those through it.
   */
  group(): Promise<Api>;
}

/**
 * Signs in through the API's own sign-in call.
 * @example const api = await signedInApi('http://127.0.0.1:3301');
 *          const voyages = await api.call(endpoints.voyage.list, {});
 */
export async function signedInApi(
  baseURL: string,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<Api> {
  let token: string | undefined;
  const client = apiClient({ baseUrl: `${baseURL}/api`, token: () => token });
  const call = async <E extends Endpoint>(endpoint: E, request: RequestOf<E>) =>
    (await client.call(endpoint, request)).data;
  token = (await call(endpoints.auth.signIn, { body: { username, password } })).access_token;
  let group: Promise<Api> | undefined;
  const api: Api = {
    call,
    token,
    group: () => {
      group ??= username === 'admin' ? Promise.resolve(api) : signedInApi(baseURL);
      return group;
    },
  };
  return api;
}

/** A name no other test or run has used: journeys share one database. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;
}

export async function createVoyages(api: Api, voyages: { Name: string; Description?: string }[]) {
  for (const voyage of voyages) await api.call(endpoints.voyage.create, { body: voyage });
}
