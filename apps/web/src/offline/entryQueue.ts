import type { DamageLineDraft } from '../inspections';
import { fitPhoto } from './fitPhoto';
import { QUEUED_EVENT, type QueuedEntry, type QueuedWork, SENT_KEPT } from './queuedEntry';

// The store is loaded the first time the queue is used, never with the app's first load.
const store = async () => (await import('./offlineDb')).offlineDb;

/** Keeps an entry on the tablet until it is sent. */
export async function queueEntry(entry: QueuedEntry): Promise<void> {
  await (await store()).entries.put(entry);
  window.dispatchEvent(new Event(QUEUED_EVENT));
}

const fittedLines = (lines: readonly DamageLineDraft[]) =>
  Promise.all(
    lines.map(async (line) => (line.photo ? { ...line, photo: await fitPhoto(line.photo) } : line)),
  );

/** The work with its photos brought within the server's limits, so the one kept is the one sent. */
async function fitted(work: QueuedWork): Promise<QueuedWork> {
  if (work.kind === 'advance')
    return {
      ...work,
      advance: { ...work.advance, damages: await fittedLines(work.advance.damages) },
    };
  const { entry } = work;
  const row = { ...entry.row, photos: await Promise.all(entry.row.photos.map(fitPhoto)) };
  return { ...work, entry: { ...entry, row, damages: await fittedLines(entry.damages) } };
}

/** Keeps a row typed without a network on the tablet, to be sent when the network returns. */
export async function keepEntry(kept: {
  id: string;
  userId: number;
  screen: string;
  summary: QueuedEntry['summary'];
  work: QueuedWork;
}): Promise<void> {
  await queueEntry({
    id: kept.id,
    userId: kept.userId,
    screen: kept.screen,
    queuedAt: Date.now(),
    state: 'waiting',
    summary: kept.summary,
    ...(await fitted(kept.work)),
  });
}

/** A user's entries in the order they were saved. */
export async function entriesOf(userId: number): Promise<QueuedEntry[]> {
  return (await store()).entries.where('userId').equals(userId).sortBy('queuedAt');
}

/** The first of the user's entries still to send. */
export async function nextWaiting(userId: number): Promise<QueuedEntry | undefined> {
  return (await entriesOf(userId)).find((entry) => entry.state === 'waiting');
}

/** Refused by the server: kept, with its message, for the surveyor to correct or discard. */
export async function markRefused(id: string, message: string): Promise<void> {
  await (await store()).entries.update(id, { state: 'refused', message });
}

/** Sent: kept among the last few shown, the older sent ones let go. */
export async function markSent(id: string, reportid: number, now = Date.now()): Promise<void> {
  const db = await store();
  await db.transaction('rw', db.entries, async () => {
    const entry = await db.entries.get(id);
    if (!entry) return;
    await db.entries.update(id, { state: 'sent', sentAt: now, reportid });
    const sent = (await db.entries.where('userId').equals(entry.userId).toArray())
      .filter((one) => one.state === 'sent')
      .sort((a, b) => (b.sentAt ?? 0) - (a.sentAt ?? 0) || b.queuedAt - a.queuedAt);
    await db.entries.bulkDelete(sent.slice(SENT_KEPT).map((one) => one.id));
  });
}

/** Takes an entry off the queue: discarded, or taken back into the form to correct. */
export async function removeEntry(id: string): Promise<void> {
  await (await store()).entries.delete(id);
}

/** Watches every entry on the tablet, in this tab and others; answers the function that stops it. */
export async function watchEntries(
  onChange: (entries: QueuedEntry[]) => void,
): Promise<() => void> {
  const [{ liveQuery }, db] = await Promise.all([import('dexie'), store()]);
  const subscription = liveQuery(() => db.entries.orderBy('queuedAt').toArray()).subscribe({
    next: onChange,
    error: () => onChange([]),
  });
  return () => subscription.unsubscribe();
}
