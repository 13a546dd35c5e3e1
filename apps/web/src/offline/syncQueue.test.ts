// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { CallError, NETWORK_FAILURE } from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { Entry } from '../screens/inspectionEntry/saveEntry';
import { entriesOf, queueEntry } from './entryQueue';
import { offlineDb } from './offlineDb';
import { type QueuedEntry, SENT_KEPT } from './queuedEntry';
import { syncQueue } from './syncQueue';

let clock = 1_000;

/** An entry of the user's, saved a moment after the one before. */
async function queued(userId: number, containerNumber: string): Promise<QueuedEntry> {
  clock += 1;
  const entry: QueuedEntry = {
    id: `${containerNumber}-key`,
    userId,
    screen: 'Inspection Entry',
    queuedAt: clock,
    state: 'waiting',
    kind: 'entry',
    entry: { row: { containerNumber } } as unknown as Entry,
    summary: { containerNumber, movement: 'Gate In', condition: Condition.sound },
  };
  await queueEntry(entry);
  return entry;
}

const numbersOf = (entries: QueuedEntry[]) => entries.map((e) => e.summary.containerNumber);

afterEach(async () => {
  await offlineDb.entries.clear();
});

describe('sending the queue', () => {
  it('sends the user’s entries in the order saved, each under its own key, and marks them sent', async () => {
    await queued(7, 'MSCU1234565');
    await queued(8, 'TGHU1234567');
    await queued(7, 'MSKU1234565');
    const sent: string[] = [];
    const outcome = await syncQueue(7, async (entry) => {
      sent.push(entry.id);
      return { reportid: sent.length };
    });
    expect(outcome).toBe('done');
    expect(sent).toEqual(['MSCU1234565-key', 'MSKU1234565-key']);
    const mine = await entriesOf(7);
    expect(mine.map((e) => [e.state, e.reportid])).toEqual([
      ['sent', 1],
      ['sent', 2],
    ]);
    // Another user's entry waits for them.
    expect((await entriesOf(8)).map((e) => e.state)).toEqual(['waiting']);
  });

  it('keeps a refused entry with the server’s message and goes on with the next', async () => {
    await queued(7, 'MSCU1234565');
    await queued(7, 'MSKU1234565');
    const outcome = await syncQueue(7, async (entry) => {
      if (entry.summary.containerNumber === 'MSCU1234565')
        throw new CallError('Booking number is required for this movement.', 400);
      return { reportid: 9 };
    });
    expect(outcome).toBe('done');
    const [refused, sent] = await entriesOf(7);
    expect(refused).toMatchObject({
      state: 'refused',
      message: 'Booking number is required for this movement.',
    });
    expect(sent?.state).toBe('sent');
  });

  it('stops at a lost network, a session ended or a failing server, the entry still first in line', async () => {
    await queued(7, 'MSCU1234565');
    await queued(7, 'MSKU1234565');
    for (const [error, outcome] of [
      [new CallError(NETWORK_FAILURE, 0), 'offline'],
      [new CallError('Your session has ended. Please sign in again.', 401), 'signedOut'],
      [new CallError('Internal error', 500), 'serverError'],
    ] as const) {
      const tried: string[] = [];
      const result = await syncQueue(7, async (entry) => {
        tried.push(entry.summary.containerNumber);
        throw error;
      });
      expect(result).toBe(outcome);
      expect(tried).toEqual(['MSCU1234565']);
      expect((await entriesOf(7)).map((e) => e.state)).toEqual(['waiting', 'waiting']);
    }
  });

  it('keeps the last sent entries to show, and lets older ones go', async () => {
    const numbers = Array.from({ length: SENT_KEPT + 2 }, (_, i) => `MSCU00000${i}${i}`);
    for (const number of numbers) await queued(7, number);
    await syncQueue(7, async () => ({ reportid: 1 }));
    const kept = await entriesOf(7);
    expect(kept).toHaveLength(SENT_KEPT);
    expect(numbersOf(kept)).toEqual(numbers.slice(-SENT_KEPT));
  });
});
