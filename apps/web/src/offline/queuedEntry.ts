import type { Condition } from '@quaybook/domain';
import type { AdvanceEntry } from '../screens/advanceList/saveAdvanceEntry';
import type { Entry } from '../screens/inspectionEntry/saveEntry';

/** Where an entry is on its way to the server. */
export type QueueState = 'waiting' | 'refused' | 'sent';

/**
 * An entry saved on the tablet, to be sent in turn. Its id is the `Idempotency-Key` its calls
 * are sent with, so an entry whose answer was lost is sent again without being recorded twice.
 */
interface QueuedBase {
  id: string;
  /** Whose entry it is: it is sent only with that user's session. */
  userId: number;
  /** The screen it was typed on (Transaction Entry, Inspection Entry). */
  screen: string;
  queuedAt: number;
  state: QueueState;
  /** The server's message, when it refused the entry. */
  message?: string;
  sentAt?: number;
  /** The inspection recorded, once sent. */
  reportid?: number;
  /** What the queue shows of it. */
  summary: { containerNumber: string; movement: string; condition: Condition };
}

/** What is sent: a row of an entry screen (its photos kept as blobs), or of the Advanced List. */
export type QueuedWork =
  | { kind: 'entry'; entry: Entry }
  | { kind: 'advance'; advance: AdvanceEntry };

export type QueuedEntry = QueuedBase & QueuedWork;

/** How many sent entries the queue keeps to show, with the waiting ones, as the last five. */
export const SENT_KEPT = 5;

/** Tells this tab's sync that an entry was queued (other tabs see the store change themselves). */
export const QUEUED_EVENT = 'quaybook:queued';
