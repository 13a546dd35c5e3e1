import { apiClient, CallError, type ClientOptions, type Reply } from '@quaybook/contract';
import { readToken } from '../session/tokenStore';

export { CallError, type Reply };

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called when the server refuses the stored token, so the session can end. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Where the browser's calls go and what they carry: the stored token, and the end of a session. */
export const clientOptions: ClientOptions = {
  baseUrl: '/api',
  token: readToken,
  onUnauthorized: () => {
    for (const listener of unauthorizedListeners) listener();
  },
};

/**
 * Calls an endpoint of the contract with the stored token and unpacks its answer; any refusal is
 * thrown as a CallError with the server's message.
 * @example const { data } = await call(api.voyage.list, {});
 */
export const { call } = apiClient(clientOptions);
