import type { EntryKey } from './entryRow';

/** What tells the two entry screens apart; everything else is the one entry component. */
export interface EntryScreen {
  title: string;
  /** Chosen once above the row and filling every row (Inspection Entry's header). */
  header: readonly EntryKey[];
  /** Kept after a save, so the next container of the same call is quick. */
  keep: readonly EntryKey[];
}

const CALL: readonly EntryKey[] = ['party', 'vesselld', 'voyage', 'movementId', 'c_agentid'];

/** Transaction Entry (001 §2.6): everything in the row; the call and the place are kept. */
export const transactionEntry: EntryScreen = {
  title: 'Transaction Entry',
  header: [],
  keep: [...CALL, 'locationId'],
};

/** Inspection Entry (002 §2.2): party, vessel, voyage, movement and agent in a header. */
export const inspectionEntry: EntryScreen = {
  title: 'Inspection Entry',
  header: CALL,
  keep: CALL,
};
