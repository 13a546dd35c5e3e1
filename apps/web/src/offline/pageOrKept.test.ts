// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { CallError, NETWORK_FAILURE } from '@quaybook/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineDb } from './offlineDb';
import { keptPageHolding, pageOrKept } from './pageOrKept';

const offline = () => Promise.reject(new CallError(NETWORK_FAILURE, 0));
const page = (vcn: number, n: number) => ['list', '/advance', { vcn, page: n }] as const;

afterEach(async () => {
  await offlineDb.pages.clear();
});

describe('a list page kept for offline use', () => {
  it('is the answer given online, and is given again for the same page without a network', async () => {
    const answer = { data: [{ contnumber: 'MSCU1234565' }] };
    expect(await pageOrKept(7, page(3, 1), async () => answer)).toEqual(answer);
    expect(await offlineDb.pages.count()).toBe(1);
    expect(await pageOrKept(7, page(3, 1), offline)).toEqual(answer);
    // Not another page, nor another user's.
    await expect(pageOrKept(7, page(3, 2), offline)).rejects.toThrow(NETWORK_FAILURE);
    await expect(pageOrKept(8, page(3, 1), offline)).rejects.toThrow(NETWORK_FAILURE);
    // A refusal is the server's answer, not a lost network: it is not hidden by the kept page.
    await expect(
      pageOrKept(7, page(3, 1), () => Promise.reject(new CallError('No such call', 404))),
    ).rejects.toThrow('No such call');
  });

  it('gives way, for a page never seen, to what the tablet keeps otherwise, only without a network', async () => {
    const made = { data: [{ contnumber: 'MSCU1234565' }] };
    const otherwise = async () => made;
    expect(await pageOrKept(7, page(5, 1), offline, otherwise)).toEqual(made);
    await expect(pageOrKept(7, page(5, 1), offline)).rejects.toThrow(NETWORK_FAILURE);
    // A page seen online wins over it; the server's refusal is never hidden by it.
    const seen = { data: [{ contnumber: 'TGHU1234567' }] };
    await pageOrKept(7, page(5, 2), async () => seen);
    expect(await pageOrKept(7, page(5, 2), offline, otherwise)).toEqual(seen);
    await expect(
      pageOrKept(
        7,
        page(5, 3),
        () => Promise.reject(new CallError('No such call', 404)),
        otherwise,
      ),
    ).rejects.toThrow('No such call');
  });

  it('is found by a container it holds, among the pages of the same list', async () => {
    await pageOrKept(7, page(3, 1), async () => ({ data: [{ contnumber: 'MSCU1234565' }] }));
    await pageOrKept(7, page(3, 2), async () => ({ data: [{ contnumber: 'TGHU1234567' }] }));
    const found = await keptPageHolding<{ data: { contnumber: string }[] }>(
      7,
      (query) => (query[2] as { vcn: number }).vcn === 3,
      (answer) => answer.data.some((row) => row.contnumber === 'TGHU1234567'),
    );
    expect(found?.query).toEqual(page(3, 2));
  });
});
