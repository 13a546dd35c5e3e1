import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The server as a screen test stands it in: `fetch` answered by `calls`, reset and restored
 * around each test. `answer` builds the envelope a call answers with.
 */
export function stubServer() {
  const calls = vi.fn<(url: string, init: RequestInit) => Response>();
  beforeEach(() => {
    calls.mockReset();
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => Promise.resolve(calls(url, init)));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return calls;
}

/** The server's envelope: success with its data, or a refusal with its message. */
export const answer = (status: number, message: string, data: unknown) =>
  new Response(JSON.stringify([status === 200 ? 1 : 0, message, data]), {
    status,
    headers: { 'content-type': 'application/json' },
  });
