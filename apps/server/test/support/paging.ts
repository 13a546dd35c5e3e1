import type { DataOf, Endpoint, PageInfo } from '@quaybook/contract';
import { expect } from 'vitest';
import { type CallResult, expectFailure, expectOk } from './call';

/** A list call's answer read as a page: its rows, and the fourth element (undefined when absent). */
export function pageOf<E extends Endpoint, Info extends PageInfo = PageInfo>(
  reply: CallResult<E>,
): { rows: DataOf<E>; info: Info | undefined; length: number } {
  const rows = expectOk(reply);
  const body = reply.body as unknown[];
  return { rows, info: body[3] as Info | undefined, length: body.length };
}

/** Page values every paged list call refuses, with the message it answers. */
const BAD_PAGES: readonly (readonly [Record<string, unknown>, string])[] = [
  [{ page: 0 }, 'Page starts at 1.'],
  [{ page: 'two' }, 'Page must be a number.'],
  [{ page: 1.5 }, 'Page must be a whole number.'],
  [{ page: 1, pageSize: 0 }, 'Page size must be at least 1.'],
  [{ page: 1, pageSize: 501 }, 'Page size can be at most 500.'],
];

/** Asks a list call with each bad page value and expects the envelope's 400 with its message. */
export async function expectBadPagesRefused(
  ask: (page: Record<string, unknown>) => Promise<CallResult<Endpoint>>,
) {
  for (const [page, message] of BAD_PAGES) {
    const refused = expectFailure(await ask(page), 400);
    expect(refused.message, JSON.stringify(page)).toBe(message);
  }
}
