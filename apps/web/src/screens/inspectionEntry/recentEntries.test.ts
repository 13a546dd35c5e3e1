import type { InspectionRow } from '@quaybook/contract';
import { RECENT_ENTRIES } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { keepRecentEntry, readRecentEntries, recentEntriesKey } from './recentEntries';

/** A session storage of the tab, as the browser keeps it: strings under keys. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const inspection = (reportid: number) =>
  ({ reportid, contnumber: `MSCU${String(reportid).padStart(7, '0')}` }) as InspectionRow;

describe('the last saved entries', () => {
  const clerk = { company_id: 3, user_id: 7 };
  const key = recentEntriesKey('Transaction Entry', clerk);

  it('come back after a reload, newest first, with when each was saved', () => {
    const storage = memoryStorage();
    const first = keepRecentEntry(storage, key, [], {
      inspection: inspection(1),
      savedAt: new Date('2026-11-28T09:00:00Z'),
    });
    keepRecentEntry(storage, key, first, {
      inspection: inspection(2),
      savedAt: new Date('2026-11-28T09:05:00Z'),
    });
    const read = readRecentEntries(storage, key);
    expect(read.map((entry) => entry.inspection.reportid)).toEqual([2, 1]);
    expect(read[1]?.savedAt?.toISOString()).toBe('2026-11-28T09:00:00.000Z');
  });

  it(`keep only the last ${RECENT_ENTRIES}`, () => {
    const storage = memoryStorage();
    let entries = readRecentEntries(storage, key);
    for (let id = 1; id <= RECENT_ENTRIES + 2; id++)
      entries = keepRecentEntry(storage, key, entries, {
        inspection: inspection(id),
        savedAt: new Date(),
      });
    expect(readRecentEntries(storage, key).map((entry) => entry.inspection.reportid)).toEqual([
      7, 6, 5, 4, 3,
    ]);
  });

  it('are each user’s and company’s own, and each screen’s', () => {
    const storage = memoryStorage();
    keepRecentEntry(storage, key, [], { inspection: inspection(1), savedAt: new Date() });
    expect(
      readRecentEntries(storage, recentEntriesKey('Transaction Entry', { ...clerk, user_id: 8 })),
    ).toEqual([]);
    expect(
      readRecentEntries(
        storage,
        recentEntriesKey('Transaction Entry', { ...clerk, company_id: 4 }),
      ),
    ).toEqual([]);
    expect(readRecentEntries(storage, recentEntriesKey('Inspection Entry', clerk))).toEqual([]);
  });

  it('read as none when what is kept is not a list of entries', () => {
    const storage = memoryStorage();
    storage.setItem(key, '{not json');
    expect(readRecentEntries(storage, key)).toEqual([]);
    storage.setItem(key, JSON.stringify([{ savedAt: 'x' }, 'y']));
    expect(readRecentEntries(storage, key)).toEqual([]);
  });
});
