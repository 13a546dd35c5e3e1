import type { SessionUser } from '@quaybook/contract';
import { RECENT_ENTRIES } from '@quaybook/domain';
import type { ListedInspection } from './InspectionsTable';

/**
 * Where an entry screen keeps its last saved entries in the tab's session storage: one list per
 * screen, company and user, so a reload keeps it and another sign-in never sees it.
 */
export function recentEntriesKey(
  screen: string,
  user: Pick<SessionUser, 'company_id' | 'user_id'>,
): string {
  return `quaybook:recent:${screen}:${user.company_id}:${user.user_id}`;
}

interface Kept {
  inspection: ListedInspection['inspection'];
  savedAt: string;
}

const isKept = (entry: unknown): entry is Kept =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as Kept).savedAt === 'string' &&
  typeof (entry as Kept).inspection?.reportid === 'number';

/** The entries kept under `key`, newest first; none when nothing (or nothing readable) is kept. */
export function readRecentEntries(storage: Storage, key: string): ListedInspection[] {
  try {
    const kept: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (!Array.isArray(kept)) return [];
    return kept
      .filter(isKept)
      .slice(0, RECENT_ENTRIES)
      .map((entry) => ({ inspection: entry.inspection, savedAt: new Date(entry.savedAt) }));
  } catch {
    return [];
  }
}

/** Puts a just saved entry first, keeps the last RECENT_ENTRIES under `key`, and answers them. */
export function keepRecentEntry(
  storage: Storage,
  key: string,
  previous: readonly ListedInspection[],
  saved: ListedInspection,
): ListedInspection[] {
  const entries = [saved, ...previous].slice(0, RECENT_ENTRIES);
  try {
    storage.setItem(
      key,
      JSON.stringify(
        entries.map((entry) => ({
          inspection: entry.inspection,
          savedAt: (entry.savedAt ?? new Date()).toISOString(),
        })),
      ),
    );
  } catch {
    // A full or refused storage only costs the list after a reload.
  }
  return entries;
}
