import type { AdvanceContainerRow } from '@quaybook/contract';
import { type CallPage, type CallPageQuery, callPage } from './callPage';

// The store is loaded the first time a call is kept, never with the app's first load.
const store = async () => (await import('./offlineDb')).offlineDb;

/** Every container of an open call's advance lists, kept for the Advanced Container List offline. */
export interface KeptCall {
  /** The user and the call. */
  key: string;
  userId: number;
  vcnId: number;
  keptAt: number;
  /** By container number, as the server lists the whole call. */
  rows: AdvanceContainerRow[];
}

const keyOf = (userId: number, vcnId: number) => `${userId}:${vcnId}`;

/** Keeps the call's rows in place of those kept before. */
export async function keepCall(userId: number, vcnId: number, rows: AdvanceContainerRow[]) {
  await (await store()).calls.put({
    key: keyOf(userId, vcnId),
    userId,
    vcnId,
    keptAt: Date.now(),
    rows,
  });
}

/** The rows kept of the call, if it is kept. */
export async function keptCallRows(
  userId: number,
  vcnId: number,
): Promise<AdvanceContainerRow[] | undefined> {
  return (await (await store()).calls.get(keyOf(userId, vcnId)))?.rows;
}

/** Forgets the user's calls that are no longer open. */
export async function forgetCallsBut(userId: number, open: ReadonlySet<number>) {
  const db = await store();
  const kept = await db.calls.where('userId').equals(userId).toArray();
  await db.calls.bulkDelete(kept.filter((call) => !open.has(call.vcnId)).map((call) => call.key));
}

/** A page of the call's kept rows, when the call is kept (and holds `find`, when asked). */
export async function keptCallPage(
  userId: number,
  vcnId: number,
  query: CallPageQuery,
): Promise<CallPage | undefined> {
  const rows = await keptCallRows(userId, vcnId);
  return rows && callPage(rows, query);
}
